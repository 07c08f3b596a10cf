import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { JoinRequest } from '../../common/contracts/joinRequest';
import { isRequestReference, normalizeReference } from '../../common/contracts/reference';
import type { IsoDate } from '../../common/yachtDay';
import { conditional, conditionalResult } from '../platform/conditional';
import { scanAll } from '../platform/pages';
import { requestRetentionMonths } from '../platform/config';

/**
 * The join-requests table: its one item type (a request, with the desk's fields) and its store. Two
 * others write the table too: the owner links' nonces (ownerLinks/perform.ts, `usedLinks`) and
 * `privacy forget` (functions/privacy/personalData.ts, erasing or anonymising a request). The fields a visitor gives are declared in common/contracts/requestFields.ts
 * (functions/requests/fields.ts maps them onto the item); the desk (desk.ts) moves a request's status.
 */

/**
 * A request's declared fields as stored (common/contracts/requestFields.ts): each under its own key, the
 * week as `weekFrom`, `weekTo` and its `leg` (absent while the request has dates to agree, until the
 * owner attaches a week).
 */
export type StoredContent = Omit<JoinRequest, 'submissionId' | 'website' | 'week'> & {
  weekFrom?: string;
  weekTo?: string;
  leg?: string;
};

/** A charter request as stored. Its e-mails live in the outbox table (functions/mail/outbox.ts). */
export type StoredJoinRequest = StoredContent & { submissionId: string; createdAt: string };

export const requestStatuses = ['new', 'replied', 'optioned', 'booked', 'declined'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** One change of status, kept in the record. */
export interface HistoryEntry {
  status: RequestStatus;
  at: string;
  /** For optioned: the last day the option holds. */
  until?: IsoDate;
  /** How the change was made when not from the owner's terminal (functions/owner-actions.ts). */
  by?: ChangeSource;
  /** The week (its embark date) the owner gave a request with dates to agree; the status is unchanged. */
  week?: string;
}

/** Where a change came from when not the owner CLI: the signed links in the owner's e-mails. */
export type ChangeSource = 'e-mail link';

/** A request as stored, with the desk's fields. */
export type DeskRequest = StoredJoinRequest & {
  reference: string;
  status: RequestStatus;
  history: HistoryEntry[];
  /** SHA-256 of the normalised request (see `contentHash`): a repeat must carry the same; `privacy forget` removes it. */
  contentHash?: string;
  /** While optioned: the last day the option on its week holds. */
  optionUntil?: IsoDate;
  updatedAt?: string;
  /**
   * Epoch seconds: the end of its week plus REQUEST_RETENTION_MONTHS (default 24). DynamoDB TTL deletes
   * the request then (locally server/retentionSweep.ts).
   */
  expiresAt: number;
  /** When `privacy forget` erased its personal fields (a booked or optioned request it kept). */
  forgottenAt?: string;
  /**
   * The desk's marks (desk.ts): the week intent its last week-changing move carried (the commit point
   * of that change), the intents others abandoned (they can never commit), and the idempotency key
   * (an e-mail link's nonce) of the last move made with one.
   */
  lastIntent?: string;
  fencedIntents?: Set<string>;
  lastKey?: string;
};

/** Which stored request a reference names: refused when a twin holds it too (see `find`). */
export class AmbiguousReference extends Error {
  override readonly name = 'AmbiguousReference';
  constructor(
    readonly reference: string,
    readonly candidates: readonly DeskRequest[],
  ) {
    super(`${reference} names ${candidates.length} requests`);
  }
}

/**
 * The item that reserves a reference for one request (key `reference#LB-XXXX-XXXX`, in the requests
 * table: the public function may only Get/Put there). References are 40 bits of a browser-made UUID,
 * so anyone who knows one can make a twin; the reservation makes the second request's put refuse.
 */
const referenceKey = (reference: string) => `reference#${reference}`;
const isReferenceItem = (item: { submissionId: string }) => item.submissionId.startsWith('reference#');

export const statusOf = (request: DeskRequest): RequestStatus => request.status;
export const referenceOf = (request: DeskRequest): string => request.reference;

const deadline = () => ({ abortSignal: AbortSignal.timeout(3_000) });
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** When a request for the week ending `weekTo` (YYYY-MM-DD) is deleted: that day's end plus `months` months (UTC). */
export function requestExpiresAt(weekTo: string, months: number = requestRetentionMonths()): number {
  const [year, month, day] = weekTo.split('-').map(Number) as [number, number, number];
  // The same day `months` later, or that month's last day (31 August + 6 months: 28 February).
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return Math.floor(Date.UTC(year, month - 1 + months, Math.min(day, lastDay) + 1) / 1000);
}

/** The join-requests table, whatever client (the functions', the owner CLI's) and table name. */
export function requestsStore(db: DynamoDBDocumentClient, table: string) {
  return {
    table,

    async get(submissionId: string): Promise<DeskRequest | undefined> {
      const result = await db.send(new GetCommand({ TableName: table, Key: { submissionId } }), deadline());
      return result.Item as DeskRequest | undefined;
    },

    /**
     * Every request, oldest first. A scan, not an index: one yacht gets tens to a few hundred
     * requests a season (a few hundred KB, one or two scan pages), and only the owner's commands
     * list them. An index would cost a write on every request for no gain at this size.
     */
    async list(): Promise<DeskRequest[]> {
      const items = (await scanAll<DeskRequest>(db, table, deadline)).filter((item) => !isReferenceItem(item));
      return items.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },

    /**
     * The request a reference (any case, with or without dashes) or a submissionId names. Two stored
     * requests with one reference (twins stored before references were reserved) throw
     * AmbiguousReference: the caller names both and asks for the submissionId, never picks one.
     */
    async find(refOrId: string): Promise<DeskRequest | undefined> {
      const text = refOrId.trim();
      if (uuid.test(text)) return this.get(text.toLowerCase());
      if (!isRequestReference(text)) return undefined;
      const reference = normalizeReference(text);
      const found = (await this.list()).filter((request) => referenceOf(request) === reference);
      if (found.length > 1) throw new AmbiguousReference(reference, found);
      return found[0];
    },

    /**
     * Reserves `reference` for `submissionId` (one conditional put): 'taken' when another request holds
     * it. The same submission again finds its own reservation. It expires with the request.
     */
    async reserveReference(reference: string, submissionId: string, expiresAt: number): Promise<'reserved' | 'taken'> {
      const reserved = await conditional(() =>
        db.send(
          new PutCommand({
            TableName: table,
            Item: { submissionId: referenceKey(reference), kind: 'reference', holder: submissionId, expiresAt },
            ConditionExpression: 'attribute_not_exists(submissionId) OR holder = :id',
            ExpressionAttributeValues: { ':id': submissionId },
          }),
          deadline(),
        ),
      );
      return reserved ? 'reserved' : 'taken';
    },

    /**
     * Makes a week intent unable to commit on this request (desk.ts): records it as fenced, unless the
     * request already carries it (committed: false) or is gone (false).
     */
    async fence(submissionId: string, intentId: string): Promise<boolean> {
      return conditional(() =>
        db.send(
          new UpdateCommand({
            TableName: table,
            Key: { submissionId },
            UpdateExpression: 'ADD fencedIntents :intents',
            ConditionExpression:
              'attribute_exists(submissionId) AND (attribute_not_exists(lastIntent) OR lastIntent <> :id)',
            ExpressionAttributeValues: { ':intents': new Set([intentId]), ':id': intentId },
          }),
          deadline(),
        ),
      );
    },

    /**
     * Moves a request from the status it was read with to `to`, appending to its history; undefined
     * when it is no longer in that status (another terminal changed it). With `mark.intent` it is the
     * commit point of a week change (desk.ts): it records the intent, and refuses one that was fenced.
     * `mark.key` (a link's nonce) lets a retry of the same link see that its change was made.
     */
    async move(
      request: DeskRequest,
      to: RequestStatus,
      now: Date,
      optionUntil?: IsoDate,
      by?: ChangeSource,
      mark: { intent?: string; key?: string } = {},
    ): Promise<DeskRequest | undefined> {
      const entry: HistoryEntry = {
        status: to,
        at: now.toISOString(),
        ...(optionUntil ? { until: optionUntil } : {}),
        ...(by ? { by } : {}),
      };
      const from = request.status;
      const result = await conditionalResult(() =>
        db.send(
          new UpdateCommand({
            TableName: table,
            Key: { submissionId: request.submissionId },
            UpdateExpression: `SET #status = :to, updatedAt = :now, history = list_append(history, :entry)${
              optionUntil ? ', optionUntil = :until' : ''
            }${mark.intent ? ', lastIntent = :intent' : ''}${mark.key ? ', lastKey = :key' : ''}${
              optionUntil ? '' : ' REMOVE optionUntil'
            }`,
            ConditionExpression: `attribute_exists(submissionId) AND #status = :from${
              mark.intent ? ' AND NOT contains(fencedIntents, :intent)' : ''
            }`,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':to': to,
              ':now': entry.at,
              ':entry': [entry],
              ':from': from,
              ...(optionUntil ? { ':until': optionUntil } : {}),
              ...(mark.intent ? { ':intent': mark.intent } : {}),
              ...(mark.key ? { ':key': mark.key } : {}),
            },
            ReturnValues: 'ALL_NEW',
          }),
          deadline(),
        ),
      );
      return result?.Attributes as DeskRequest | undefined;
    },

    /**
     * Gives a request with dates to agree its week (and the week's retention), conditionally on its
     * having none and still being in the status it was read with; undefined when it changed since.
     * The guest's `dates` stay; the history says which week was given, and when.
     */
    async attachWeek(
      request: DeskRequest,
      week: { from: string; to: string; leg: string },
      now: Date,
      by?: ChangeSource,
    ): Promise<DeskRequest | undefined> {
      const entry: HistoryEntry = {
        status: request.status,
        at: now.toISOString(),
        week: week.from,
        ...(by ? { by } : {}),
      };
      const result = await conditionalResult(() =>
        db.send(
          new UpdateCommand({
            TableName: table,
            Key: { submissionId: request.submissionId },
            UpdateExpression:
              'SET weekFrom = :from, weekTo = :to, leg = :leg, expiresAt = :expires, updatedAt = :now, history = list_append(history, :entry)',
            ConditionExpression:
              'attribute_exists(submissionId) AND attribute_not_exists(weekFrom) AND #status = :status',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':from': week.from,
              ':to': week.to,
              ':leg': week.leg,
              ':expires': requestExpiresAt(week.to),
              ':now': entry.at,
              ':entry': [entry],
              ':status': request.status,
            },
            ReturnValues: 'ALL_NEW',
          }),
          deadline(),
        ),
      );
      return result?.Attributes as DeskRequest | undefined;
    },

    /** Stores a new request; 'exists' when this submissionId was stored before. One conditional put. */
    async create(record: DeskRequest): Promise<'created' | 'exists'> {
      const created = await conditional(() =>
        db.send(
          new PutCommand({ TableName: table, Item: record, ConditionExpression: 'attribute_not_exists(submissionId)' }),
          deadline(),
        ),
      );
      return created ? 'created' : 'exists';
    },
  };
}

export type RequestsStore = ReturnType<typeof requestsStore>;
