import { conditional, isConditionFailure } from '../platform/conditional';
import { tables } from '../../common/tables';
import { PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RequestView } from '../requests/fields';

/**
 * The outbox: one item per outgoing e-mail, in a table of its own (`Outbox`), keyed by `mailId`.
 *
 * - `state` is `pending` until SES returned a MessageId, `dead` when the attempts ran out, and is
 *   removed once sent (so both indexes are sparse: they hold only mail still to do or given up).
 * - Index `due` (state, nextAttemptAt): the sweep reads `state = pending AND nextAttemptAt <= now`,
 *   oldest due first, page by page: mail in backoff is never read, so it can never hide a due one.
 * - Index `age` (state, createdAt): the oldest pending mail, for the backlog alarm.
 * - Counter items (`counter#…`, no `state`) hold the hourly caps; `expiresAt` (DynamoDB TTL) ends them.
 * - Every mail holds personal data (the whole message, the request in it) and carries `expiresAt` from
 *   the moment it is stored: `mailRetentionSeconds` after it was queued, then after it was sent, given
 *   up (dead), withdrawn or re-driven, whichever came last. The privacy notice states this period.
 */
export const dueIndex = tables.outbox.indexes.due.name;
export const ageIndex = tables.outbox.indexes.age.name;

/** How long a mail (sent, dead, withdrawn or still pending) is kept after its last step: 90 days. */
export const mailRetentionSeconds = 90 * 86_400;
/** The epoch second a mail whose last step was at `at` expires. */
export const mailExpiresAt = (at: Date) => Math.floor(at.getTime() / 1000) + mailRetentionSeconds;

/**
 * A digest item stays far below DynamoDB's 400 KB item limit (which counts UTF-8 bytes) whatever the
 * requests hold: each entry is at most `digestEntryMaxBytes` of JSON (the message shortened to fit; the
 * full text stays in the request record), and at most `digestMaxEntries` are listed. The requests beyond
 * that only raise the digest's `overflow` count: the owner's mail count per hour stays capped.
 */
export const digestEntryMaxBytes = 4_000;
export const digestMaxEntries = 80;

/** The entry as a digest stores it: its message shortened (marked with …) until its JSON fits `digestEntryMaxBytes`. */
export function boundedDigestEntry(entry: DigestEntry): DigestEntry {
  const bytes = (value: DigestEntry) => Buffer.byteLength(JSON.stringify(value), 'utf8');
  if (bytes(entry) <= digestEntryMaxBytes || !entry.message) return entry;
  const chars = [...entry.message];
  let keep = chars.length;
  let bounded = entry;
  // A character is 1 to 6 bytes of JSON: cut a sixth of the excess in characters until it fits.
  while (keep > 0 && bytes(bounded) > digestEntryMaxBytes) {
    keep = Math.max(0, keep - Math.ceil((bytes(bounded) - digestEntryMaxBytes) / 6));
    bounded = { ...entry, message: `${chars.slice(0, keep).join('')}…` };
  }
  return bounded;
}

/** `confirm`: a newsletter sign-up's confirmation (functions/newsletter/signUp.ts). */
export type MailKind = 'owner' | 'ack' | 'digest' | 'confirm';

/** One request as a digest lists it: what the owner's mail shows of it, with its reference. */
export type DigestEntry = RequestView<'digest'> & { reference: string };

export interface OutboxMail {
  mailId: string;
  kind: MailKind;
  /** Recipients; the owner's mail names the owner's address at enqueue time. */
  to: string[];
  replyTo?: string[];
  /** The request's reference (LB-XXXX-XXXX), or the digest's hour. */
  reference: string;
  submissionId?: string;
  subject?: string;
  text?: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post on mail to subscribers), name → value. */
  headers?: Record<string, string>;
  /** A digest's requests: composed into one mail when it is sent. */
  entries?: DigestEntry[];
  /** A digest's requests beyond `digestMaxEntries`: counted, not listed (they are in the requests table). */
  overflow?: number;
  createdAt: string;
  state?: 'pending' | 'dead';
  nextAttemptAt?: string;
  attempts: number;
  lastError?: string;
  sentAt?: string;
  sesMessageId?: string;
  /** Why a mail was taken back before any attempt (gone into a digest, address over its cap). */
  withdrawn?: string;
  /** Epoch seconds (DynamoDB TTL): set by every step, `mailExpiresAt` of that step's time. */
  expiresAt?: number;
}

/** Storage calls of the outbox; tests wrap one to inject a failure at a chosen step. */
export interface OutboxStore {
  /** Stores a new mail (pending, due now; it expires `mailExpiresAt(createdAt)` unless it says otherwise); false when that mailId exists already. */
  put(mail: OutboxMail): Promise<boolean>;
  /** One page of due mail, oldest due first. */
  duePage(
    now: Date,
    startKey?: Record<string, unknown>,
    limit?: number,
  ): Promise<{ items: OutboxMail[]; next?: Record<string, unknown> }>;
  /** All mail in one state (the owner's `mail` command). */
  list(state: 'pending' | 'dead'): Promise<OutboxMail[]>;
  /** createdAt of the oldest pending mail. */
  oldestPending(): Promise<string | undefined>;
  /**
   * Takes the right to send until `retryAt`: counts the attempt and moves the next try to `retryAt`
   * first, so a process killed mid-send is retried only after a backoff, and only below `maxAttempts`.
   */
  claim(mailId: string, now: Date, retryAt: Date, maxAttempts: number): Promise<OutboxMail | undefined>;
  /** Parks a pending mail whose attempts ran out, kept `mailExpiresAt(now)`; false when it is no longer pending, due and spent. */
  markDead(mailId: string, now: Date, maxAttempts: number, reason: string): Promise<boolean>;
  /** Records SES's MessageId: never sent again. */
  markSent(mailId: string, sesMessageId: string, now: Date, expiresAt: number): Promise<void>;
  /** Records why an attempt failed (the next try time was set by the claim). */
  recordFailure(mailId: string, error: string): Promise<void>;
  /** A dead mail back to pending with fresh attempts, due now, its expiry renewed; false when it is not dead. */
  redrive(mailId: string, now: Date): Promise<boolean>;
  /**
   * Adds to a digest, creating it (due at `dueAt`): `added` (listed, bounded by `boundedDigestEntry`),
   * `counted` (the digest is full: its `overflow` count raised), or false when it is already being sent.
   */
  addToDigest(mail: Omit<OutboxMail, 'entries'>, entry: DigestEntry): Promise<'added' | 'counted' | false>;
  /** Takes a pending mail out before any attempt (over a cap); false when an attempt already started. */
  withdraw(mailId: string, why: string): Promise<boolean>;
  /** Takes one of `cap` slots of a counter; false when they are all taken. */
  takeSlot(counterId: string, cap: number, expiresAt: number): Promise<boolean>;
}

export function outboxStore(db: DynamoDBDocumentClient, table: string, deadlineMs = 4_000): OutboxStore {
  // Every call has its own deadline on top of the client's socket timeouts.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const send = <T>(command: any) =>
    db.send(command as never, { abortSignal: AbortSignal.timeout(deadlineMs) }) as unknown as Promise<T>;
  const query = async (input: Record<string, unknown>) =>
    send<{ Items?: Record<string, unknown>[]; LastEvaluatedKey?: Record<string, unknown> }>(
      new QueryCommand({ TableName: table, ...input } as never),
    );

  return {
    put: (mail) =>
      conditional(() =>
        send(
          new PutCommand({
            TableName: table,
            Item: { ...mail, expiresAt: mail.expiresAt ?? mailExpiresAt(new Date(mail.createdAt)) },
            ConditionExpression: 'attribute_not_exists(mailId)',
          }),
        ),
      ),

    async duePage(now, startKey, limit = 25) {
      const result = await query({
        IndexName: dueIndex,
        KeyConditionExpression: '#state = :pending AND nextAttemptAt <= :now',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':pending': 'pending', ':now': now.toISOString() },
        Limit: limit,
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      });
      return { items: (result.Items ?? []) as unknown as OutboxMail[], next: result.LastEvaluatedKey };
    },

    async list(state) {
      const items: OutboxMail[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const result = await query({
          IndexName: dueIndex,
          KeyConditionExpression: '#state = :state',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':state': state },
          ...(startKey ? { ExclusiveStartKey: startKey } : {}),
        });
        items.push(...((result.Items ?? []) as unknown as OutboxMail[]));
        startKey = result.LastEvaluatedKey;
      } while (startKey);
      return items;
    },

    async oldestPending() {
      const result = await query({
        IndexName: ageIndex,
        KeyConditionExpression: '#state = :pending',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':pending': 'pending' },
        Limit: 1,
      });
      return result.Items?.[0]?.createdAt as string | undefined;
    },

    async claim(mailId, now, retryAt, maxAttempts) {
      try {
        const result = await send<{ Attributes?: Record<string, unknown> }>(
          new UpdateCommand({
            TableName: table,
            Key: { mailId },
            UpdateExpression: 'SET nextAttemptAt = :retry, attempts = attempts + :one',
            ConditionExpression: '#state = :pending AND nextAttemptAt <= :now AND attempts < :max',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: {
              ':retry': retryAt.toISOString(),
              ':one': 1,
              ':pending': 'pending',
              ':now': now.toISOString(),
              ':max': maxAttempts,
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return result.Attributes as unknown as OutboxMail;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },

    markDead: (mailId, now, maxAttempts, reason) =>
      conditional(() =>
        send(
          new UpdateCommand({
            TableName: table,
            Key: { mailId },
            UpdateExpression: 'SET #state = :dead, deadAt = :now, lastError = :reason, expiresAt = :expires',
            ConditionExpression: '#state = :pending AND nextAttemptAt <= :now AND attempts >= :max',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: {
              ':dead': 'dead',
              ':pending': 'pending',
              ':now': now.toISOString(),
              ':max': maxAttempts,
              ':reason': reason,
              // Given up: kept as long as a sent mail, for the owner to re-drive, then gone.
              ':expires': mailExpiresAt(now),
            },
          }),
        ),
      ),

    async markSent(mailId, sesMessageId, now, expiresAt) {
      await send(
        new UpdateCommand({
          TableName: table,
          Key: { mailId },
          UpdateExpression: 'REMOVE #state, nextAttemptAt SET sentAt = :now, sesMessageId = :id, expiresAt = :expires',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':now': now.toISOString(), ':id': sesMessageId, ':expires': expiresAt },
        }),
      );
    },

    async recordFailure(mailId, error) {
      await send(
        new UpdateCommand({
          TableName: table,
          Key: { mailId },
          UpdateExpression: 'SET lastError = :error',
          ConditionExpression: 'attribute_exists(#state)',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':error': error },
        }),
      ).catch((failure: unknown) => {
        if (!isConditionFailure(failure)) throw failure;
      });
    },

    redrive: (mailId, now) =>
      conditional(() =>
        send(
          new UpdateCommand({
            TableName: table,
            Key: { mailId },
            UpdateExpression:
              'SET #state = :pending, nextAttemptAt = :now, attempts = :zero, redrivenAt = :now, expiresAt = :expires',
            ConditionExpression: '#state = :dead',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: {
              ':pending': 'pending',
              ':dead': 'dead',
              ':now': now.toISOString(),
              ':zero': 0,
              ':expires': mailExpiresAt(now),
            },
          }),
        ),
      ),

    async addToDigest(mail, entry) {
      const appended = await conditional(() =>
        send(
          new UpdateCommand({
            TableName: table,
            Key: { mailId: mail.mailId },
            UpdateExpression:
              'SET #entries = list_append(if_not_exists(#entries, :none), :entry), #kind = :kind, #to = :to, ' +
              '#reference = :reference, #createdAt = if_not_exists(#createdAt, :createdAt), ' +
              '#state = if_not_exists(#state, :pending), #next = if_not_exists(#next, :due), ' +
              '#attempts = if_not_exists(#attempts, :zero), #expiresAt = if_not_exists(#expiresAt, :expires)',
            // Only while no attempt has started (a request arriving later goes into the next digest),
            // and while it lists fewer than digestMaxEntries.
            ConditionExpression:
              '(attribute_not_exists(mailId) OR (#state = :pending AND #attempts = :zero)) AND ' +
              '(attribute_not_exists(#entries) OR size(#entries) < :max)',
            // Every name a placeholder: `reference` (among others) is a reserved word.
            ExpressionAttributeNames: {
              '#state': 'state',
              '#to': 'to',
              '#entries': 'entries',
              '#kind': 'kind',
              '#reference': 'reference',
              '#createdAt': 'createdAt',
              '#next': 'nextAttemptAt',
              '#attempts': 'attempts',
              '#expiresAt': 'expiresAt',
            },
            ExpressionAttributeValues: {
              ':none': [],
              ':entry': [boundedDigestEntry(entry)],
              ':max': digestMaxEntries,
              ':kind': mail.kind,
              ':to': mail.to,
              ':reference': mail.reference,
              ':createdAt': mail.createdAt,
              ':pending': 'pending',
              ':due': mail.nextAttemptAt,
              ':zero': 0,
              ':expires': mailExpiresAt(new Date(mail.createdAt)),
            },
          }),
        ),
      );
      if (appended) return 'added';
      // Full (or being sent): counted while it is still pending and unattempted.
      const counted = await conditional(() =>
        send(
          new UpdateCommand({
            TableName: table,
            Key: { mailId: mail.mailId },
            UpdateExpression: 'ADD overflow :one',
            ConditionExpression: '#state = :pending AND #attempts = :zero',
            ExpressionAttributeNames: { '#state': 'state', '#attempts': 'attempts' },
            ExpressionAttributeValues: { ':one': 1, ':pending': 'pending', ':zero': 0 },
          }),
        ),
      );
      return counted ? 'counted' : false;
    },

    withdraw: (mailId, why) =>
      conditional(() =>
        send(
          new UpdateCommand({
            TableName: table,
            Key: { mailId },
            UpdateExpression: 'REMOVE #state, nextAttemptAt SET withdrawn = :why, expiresAt = :expires',
            ConditionExpression: '#state = :pending AND attempts = :zero',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: {
              ':why': why,
              ':pending': 'pending',
              ':zero': 0,
              // Holds personal data: gone with the sent mail's retention.
              ':expires': mailExpiresAt(new Date()),
            },
          }),
        ),
      ),

    takeSlot: (counterId, cap, expiresAt) =>
      conditional(() =>
        send(
          new UpdateCommand({
            TableName: table,
            Key: { mailId: counterId },
            UpdateExpression: 'ADD taken :one SET expiresAt = :expires',
            ConditionExpression: 'attribute_not_exists(taken) OR taken < :cap',
            ExpressionAttributeValues: { ':one': 1, ':cap': cap, ':expires': expiresAt },
          }),
        ),
      ),
  };
}
