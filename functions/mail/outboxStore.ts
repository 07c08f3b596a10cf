import {
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { conditional, conditionalResult, isConditionFailure } from '../platform/conditional';
import { allPages } from '../platform/pages';
import { addToDigest } from './outboxDigest';
import { ageIndex, dueIndex, mailExpiresAt, type OutboxMail, type OutboxStore, type Send } from './outboxMail';

/**
 * The outbox table's store (functions/mail/outboxMail.ts says what it holds), every call with its own
 * deadline on top of the client's socket timeouts. Its calls come in three groups: reading, the steps of
 * an attempt, and queueing (with the owner's second tries).
 */
export function outboxStore(db: DynamoDBDocumentClient, table: string, deadlineMs = 4_000): OutboxStore {
  const send = ((command: Parameters<DynamoDBDocumentClient['send']>[0]) =>
    db.send(command, { abortSignal: AbortSignal.timeout(deadlineMs) })) as Send;
  return { ...outboxReads(send, table), ...attemptSteps(send, table), ...queueing(send, table) };
}

/** `:k0`, `:k1`… for a `#kind IN (…)` condition on these kinds. */
const kindValues = (kinds: readonly string[]) => Object.fromEntries(kinds.map((kind, i) => [`:k${i}`, kind]));

/** What the sweep, the alarm and the owner's `mail` read. */
function outboxReads(
  send: Send,
  table: string,
): Pick<OutboxStore, 'get' | 'duePage' | 'list' | 'listSent' | 'oldestPending'> {
  const query = (input: Omit<QueryCommandInput, 'TableName'>) => send(new QueryCommand({ TableName: table, ...input }));
  return {
    async get(mailId) {
      const result = await send(new GetCommand({ TableName: table, Key: { mailId }, ConsistentRead: true }));
      return result.Item as OutboxMail | undefined;
    },

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

    list: async (state) =>
      (await allPages((startKey) =>
        query({
          IndexName: dueIndex,
          KeyConditionExpression: '#state = :state',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':state': state },
          ...(startKey ? { ExclusiveStartKey: startKey } : {}),
        }),
      )) as unknown as OutboxMail[],

    async listSent(since, kinds) {
      const names = kindValues(kinds);
      const items = (await allPages((startKey) =>
        send(
          new ScanCommand({
            TableName: table,
            FilterExpression: `sentAt >= :since AND attribute_not_exists(#state) AND #kind IN (${Object.keys(names).join(', ')})`,
            ExpressionAttributeNames: { '#state': 'state', '#kind': 'kind' },
            ExpressionAttributeValues: { ':since': since.toISOString(), ...names },
            ...(startKey ? { ExclusiveStartKey: startKey } : {}),
          }),
        ),
      )) as unknown as OutboxMail[];
      return items.sort((a, b) => (b.sentAt ?? '').localeCompare(a.sentAt ?? ''));
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
  };
}

/**
 * Takes a pending mail out unsent (`cancel`, `withdraw`), `withdrawn` saying why; false when it is no
 * longer pending, or with `untried` when an attempt was made. It holds personal data: gone with the sent
 * mail's retention.
 */
const takeOut = (send: Send, table: string, mailId: string, why: string, { untried }: { untried: boolean }) =>
  conditional(() =>
    send(
      new UpdateCommand({
        TableName: table,
        Key: { mailId },
        UpdateExpression: 'REMOVE #state, nextAttemptAt SET withdrawn = :why, expiresAt = :expires',
        ConditionExpression: untried ? '#state = :pending AND attempts = :zero' : '#state = :pending',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':why': why,
          ':pending': 'pending',
          ...(untried ? { ':zero': 0 } : {}),
          ':expires': mailExpiresAt(new Date()),
        },
      }),
    ),
  );

/** The steps of one attempt at a mail: claimed, then sent and recorded, failed, dead or taken out. */
function attemptSteps(
  send: Send,
  table: string,
): Pick<OutboxStore, 'claim' | 'markDead' | 'markSent' | 'recordFailure' | 'cancel'> {
  return {
    async claim(mailId, now, retryAt, maxAttempts) {
      const result = await conditionalResult(() =>
        send(
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
        ),
      );
      return result?.Attributes as OutboxMail | undefined;
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

    cancel: (mailId, why) => takeOut(send, table, mailId, why, { untried: false }),
  };
}

/** Queueing a mail (under its hourly caps, or into a digest), and the owner's re-drive and resend. */
function queueing(
  send: Send,
  table: string,
): Pick<OutboxStore, 'put' | 'addToDigest' | 'withdraw' | 'takeSlot' | 'underCap' | 'redrive' | 'resend'> {
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

    addToDigest: (mail, entry) => addToDigest(send, table, mail, entry),

    withdraw: (mailId, why) => takeOut(send, table, mailId, why, { untried: true }),

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

    // The counter's condition alone, with a write that changes nothing but its expiry (the functions that
    // check it may update the outbox, not read it).
    underCap: (counterId, cap, expiresAt) =>
      conditional(() =>
        send(
          new UpdateCommand({
            TableName: table,
            Key: { mailId: counterId },
            UpdateExpression: 'SET expiresAt = if_not_exists(expiresAt, :expires)',
            ConditionExpression: 'attribute_not_exists(taken) OR taken < :cap',
            ExpressionAttributeValues: { ':cap': cap, ':expires': expiresAt },
          }),
        ),
      ),

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

    resend: (mailId, now, kinds) =>
      conditional(() => {
        const names = kindValues(kinds);
        return send(
          new UpdateCommand({
            TableName: table,
            Key: { mailId },
            UpdateExpression:
              'SET #state = :pending, nextAttemptAt = :now, attempts = :zero, redrivenAt = :now, expiresAt = :expires ' +
              'REMOVE sentAt, sesMessageId, lastError',
            ConditionExpression: `attribute_exists(sentAt) AND attribute_not_exists(#state) AND #kind IN (${Object.keys(names).join(', ')})`,
            ExpressionAttributeNames: { '#state': 'state', '#kind': 'kind' },
            ExpressionAttributeValues: {
              ':pending': 'pending',
              ':now': now.toISOString(),
              ':zero': 0,
              ':expires': mailExpiresAt(now),
              ...names,
            },
          }),
        );
      }),
  };
}
