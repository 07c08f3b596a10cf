import type {
  GetCommand,
  GetCommandOutput,
  PutCommand,
  PutCommandOutput,
  QueryCommand,
  QueryCommandOutput,
  ScanCommand,
  ScanCommandOutput,
  UpdateCommand,
  UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { tables } from '../../common/tables';

/**
 * One line of a digest: its reference, the one free text that may be shortened to fit (`message`), and
 * whatever else its kind shows (the requests feature's `DigestEntry`).
 */
export interface DigestEntry {
  reference: string;
  message?: string;
  [field: string]: unknown;
}

/**
 * The outbox's items: one per outgoing e-mail, in a table of its own (`Outbox`), keyed by `mailId`.
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
 * - outboxStore.ts writes the mail and counters; the table also holds the newsletter's campaign records
 *   (functions/newsletter/campaignStore.ts, no `state`), and `privacy forget` deletes or edits mail
 *   (functions/privacy/personalData.ts).
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
 * full text stays in the request record), and a page lists at most `digestMaxEntries`: the next
 * request goes onto the hour's next page (`digest#<hour>#2`…), so every request is named to the owner.
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

/** How far back the owner's `mail` lists mail already sent. */
export const sentListingDays = 7;

/** A new mail's sending state: due at `now`, not yet tried. */
export const pendingFrom = (now: Date) =>
  ({ createdAt: now.toISOString(), state: 'pending', nextAttemptAt: now.toISOString(), attempts: 0 }) as const;

export interface OutboxMail {
  mailId: string;
  /** Its kind (the start of `mailId`): what the outbox's `OutboxKinds` name (functions/mailKinds.ts). */
  kind: string;
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
  /**
   * A mail to an unproven visitor address: the keyed hash of the network its request came from, sent as
   * the SES message tag `source` so a bounce is charged to that network (functions/mail/hourlyCaps.ts).
   */
  sourceTag?: string;
  /** A digest's requests: composed into one mail when it is sent. */
  entries?: DigestEntry[];
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
  /** One mail by its id (consistent read), or undefined. */
  get(mailId: string): Promise<OutboxMail | undefined>;
  /** One page of due mail, oldest due first. */
  duePage(
    now: Date,
    startKey?: Record<string, unknown>,
    limit?: number,
  ): Promise<{ items: OutboxMail[]; next?: Record<string, unknown> }>;
  /** All mail in one state (the owner's `mail` command). */
  list(state: 'pending' | 'dead'): Promise<OutboxMail[]>;
  /**
   * The mail of these kinds sent at or after `since`, newest first (the outbox's kinds: never a campaign's
   * records, which share the table). Sent mail has no
   * `state`, so no index holds it: a paginated Scan, fine for the owner's CLI on a table whose every item
   * expires 90 days after its last step.
   */
  listSent(since: Date, kinds: readonly string[]): Promise<OutboxMail[]>;
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
   * A sent mail of one of `kinds` (the outbox's) back to pending (the owner lost it): fresh attempts, due now, `sentAt`
   * and `sesMessageId` cleared so the sweep sends it once more, its expiry renewed; false when it is not
   * a sent outbox mail (pending, dead, withdrawn, a campaign's record, a counter).
   */
  resend(mailId: string, now: Date, kinds: readonly string[]): Promise<boolean>;
  /**
   * Adds to a digest page, creating it (due at its `nextAttemptAt`), bounded by `boundedDigestEntry`:
   * false when the page is full or already being sent.
   */
  addToDigest(mail: Omit<OutboxMail, 'entries'>, entry: DigestEntry): Promise<boolean>;
  /** Takes a pending mail out before any attempt (over a cap); false when an attempt already started. */
  withdraw(mailId: string, why: string): Promise<boolean>;
  /** Takes a pending mail out after its claim (no longer wanted: a reminder of an option that changed); false when not pending. */
  cancel(mailId: string, why: string): Promise<boolean>;
  /** Takes one of `cap` slots of a counter; false when they are all taken. */
  takeSlot(counterId: string, cap: number, expiresAt: number): Promise<boolean>;
  /** True while fewer than `cap` slots of a counter are taken (nothing taken; one conditional write, no read right needed). */
  underCap(counterId: string, cap: number, expiresAt: number): Promise<boolean>;
}

/** The outbox store's send: one DynamoDB command under the store's deadline. */
export interface Send {
  (command: GetCommand): Promise<GetCommandOutput>;
  (command: PutCommand): Promise<PutCommandOutput>;
  (command: QueryCommand): Promise<QueryCommandOutput>;
  (command: ScanCommand): Promise<ScanCommandOutput>;
  (command: UpdateCommand): Promise<UpdateCommandOutput>;
}
