import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { JoinRequest } from '../../common/contracts/joinRequest';
import { isRequestReference, normalizeReference } from '../../common/contracts/reference';
import type { IsoDate } from '../../common/yachtDay';
import { scanAll } from '../platform/pages';
import { requestRetentionMonths } from '../platform/config';

/**
 * The join-requests table: its one item type (a request, with the desk's fields) and its store. One
 * other writes the table too: `privacy forget` (functions/privacy/personalData.ts, erasing or
 * anonymising a request). The fields a visitor gives are declared in common/contracts/requestFields.ts
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
  /** An undo of the change before (no undo of an undo). */
  undone?: true;
  /** The change's key (desk.ts: a press of an owner link, or one command): how a retry knows it was made. */
  key?: string;
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
  /** The request's version: every change sets it (absent until the first). */
  updatedAt?: string;
  /**
   * Epoch seconds: the end of its week plus REQUEST_RETENTION_MONTHS (default 24). DynamoDB TTL deletes
   * the request then (locally server/retentionSweep.ts).
   */
  expiresAt: number;
  /** When `privacy forget` erased its personal fields (a booked or optioned request it kept). */
  forgottenAt?: string;
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
      const result = await db.send(
        new GetCommand({ TableName: table, Key: { submissionId }, ConsistentRead: true }),
        deadline(),
      );
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
     * A new request's two writes, for one transaction (receive.ts): the reservation of its reference
     * (refused when another request holds it; the same submission finds its own) and the request
     * (refused when this submissionId was stored before). The reservation expires `graceSeconds` after it.
     */
    createItems(record: DeskRequest, graceSeconds: number) {
      return [
        {
          Put: {
            TableName: table,
            Item: {
              submissionId: referenceKey(record.reference),
              kind: 'reference',
              holder: record.submissionId,
              expiresAt: record.expiresAt + graceSeconds,
            },
            ConditionExpression: 'attribute_not_exists(submissionId) OR holder = :id',
            ExpressionAttributeValues: { ':id': record.submissionId },
          },
        },
        { Put: { TableName: table, Item: record, ConditionExpression: 'attribute_not_exists(submissionId)' } },
      ];
    },

    /**
     * A desk change's write on the request, for its transaction (desk.ts), and the request as it leaves
     * it: the status (and option's last day, or the week given) with a history entry that records the
     * change's key. Applied only while the request is as it was read: its status and its version (so a
     * key, which names the version it was made on, is used once).
     */
    changeItem(request: DeskRequest, change: RequestChange) {
      const entry: HistoryEntry = {
        status: change.to,
        at: change.now.toISOString(),
        ...(change.until ? { until: change.until } : {}),
        ...(change.by ? { by: change.by } : {}),
        ...(change.week ? { week: change.week.from } : {}),
        ...(change.undone ? { undone: true as const } : {}),
        key: change.key,
      };
      const set: Record<string, unknown> = {
        status: change.to,
        updatedAt: entry.at,
        ...(change.until ? { optionUntil: change.until } : {}),
        ...(change.week
          ? {
              weekFrom: change.week.from,
              weekTo: change.week.to,
              leg: change.week.leg,
              expiresAt: requestExpiresAt(change.week.to),
            }
          : {}),
      };
      const remove = change.until ? [] : ['optionUntil'];
      const names = Object.keys(set);
      const next: DeskRequest = {
        ...request,
        ...(set as Partial<DeskRequest>),
        history: [...(request.history ?? []), entry],
      };
      for (const name of remove) delete next[name as keyof DeskRequest];
      const version = request.updatedAt;
      const item = {
        Update: {
          TableName: table,
          Key: { submissionId: request.submissionId },
          UpdateExpression: `SET ${names.map((_, i) => `#s${i} = :s${i}`).join(', ')}, history = list_append(history, :entry)${
            remove.length ? ` REMOVE ${remove.join(', ')}` : ''
          }`,
          ConditionExpression: `#status = :from AND ${version ? 'updatedAt = :version' : 'attribute_not_exists(updatedAt)'}`,
          ExpressionAttributeNames: {
            '#status': 'status',
            ...Object.fromEntries(names.map((name, i) => [`#s${i}`, name])),
          },
          ExpressionAttributeValues: {
            ...Object.fromEntries(names.map((name, i) => [`:s${i}`, set[name]])),
            ':entry': [entry],
            ':from': request.status,
            ...(version ? { ':version': version } : {}),
          },
        },
      };
      return { item, next };
    },
  };
}

/** What a desk change does to its request (desk.ts). */
export interface RequestChange {
  to: RequestStatus;
  now: Date;
  /** The change's key: a press of an owner link, or one command. */
  key: string;
  /** optioned: the option's last day. */
  until?: IsoDate;
  by?: ChangeSource;
  /** A week given to a request with dates to agree (its status unchanged). */
  week?: { from: string; to: string; leg: string };
  undone?: boolean;
}

export type RequestsStore = ReturnType<typeof requestsStore>;
