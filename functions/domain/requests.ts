import { isConditionFailure } from '../commons/conditional';
import { createHash } from 'node:crypto';
import { GetCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { JoinRequest } from '../../src/contracts/joinRequest';
import { isRequestReference, normalizeReference, requestReference } from '../../src/contracts/reference';
import type { IsoDate } from '../../src/data/season';
import { requestRetentionMonths } from '../commons/config';
import type { StoredJoinRequest } from './store';
import { weeksStore, type StoredWeek } from './weeks';

/**
 * The request desk: each charter request's status, from the owner's first look to a booking.
 *
 *   new → replied → optioned → booked, and declined from any open state (new, replied, optioned).
 *
 * Optioning a request options its week until a date, booking makes the week not-available, and
 * declining a request that holds its week's option frees the week. dynalite has no transactions,
 * so each change is single conditional updates in a fixed order: the request's own status is
 * the lock (a conditional update on the status the owner's terminal read, so of two terminals
 * only one wins), then the week (conditional on who holds it). When the week refuses, the
 * request is put back, conditionally on nobody having changed it since.
 */
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
}

/** Where a change came from when not the owner CLI: the signed links in the owner's e-mails. */
export type ChangeSource = 'e-mail link';

/** A request as stored, with the desk's fields (records from before the desk have none: read as `new`). */
export interface DeskRequest extends StoredJoinRequest {
  reference?: string;
  status?: RequestStatus;
  history?: HistoryEntry[];
  /** SHA-256 of the normalised request (see `contentHash`): a repeat must carry the same. */
  contentHash?: string;
  /** While optioned: the last day the option on its week holds. */
  optionUntil?: IsoDate;
  updatedAt?: string;
  /**
   * Epoch seconds: the end of its week plus REQUEST_RETENTION_MONTHS (default 24). DynamoDB TTL deletes
   * the request then (locally functions/domain/retention.ts). Records stored before it have none.
   */
  expiresAt?: number;
}

/** When a request for the week ending `weekTo` (YYYY-MM-DD) is deleted: that day's end plus `months` months (UTC). */
export function requestExpiresAt(weekTo: string, months: number = requestRetentionMonths()): number {
  const [year, month, day] = weekTo.split('-').map(Number) as [number, number, number];
  // The same day `months` later, or that month's last day (31 August + 6 months: 28 February).
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return Math.floor(Date.UTC(year, month - 1 + months, Math.min(day, lastDay) + 1) / 1000);
}

/**
 * The hash of a request's content as the contract normalised it (trimmed, folded, phone in
 * E.164): what a repeat of the same submissionId must match. The id and the honeypot are not content.
 */
export function contentHash(request: JoinRequest): string {
  const content = [
    request.locale,
    request.name,
    request.email.toLowerCase(),
    request.phone,
    request.message ?? '',
    request.week.from,
    request.week.to,
  ];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/** Whether a stored request is the same content as `hash` (a record from before hashes counts as the same). */
export function sameContent(stored: DeskRequest, hash: string): boolean {
  return stored.contentHash === undefined || stored.contentHash === hash;
}

/** The desk's fields of a new request. */
export function newRequestFields(request: JoinRequest, createdAt: string) {
  return {
    reference: requestReference(request.submissionId),
    status: 'new' as RequestStatus,
    history: [{ status: 'new', at: createdAt }] as HistoryEntry[],
    contentHash: contentHash(request),
    expiresAt: requestExpiresAt(request.week.to),
  };
}

export const statusOf = (request: DeskRequest): RequestStatus => request.status ?? 'new';
export const referenceOf = (request: DeskRequest): string =>
  request.reference ?? requestReference(request.submissionId);

/** A transition the desk refuses: one line saying why; nothing was changed. */
export class RefusedChange extends Error {
  override readonly name = 'RefusedChange';
}

const deadline = () => ({ abortSignal: AbortSignal.timeout(3_000) });
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
     * requests a season (a few hundred KB, one or two scan pages), only the owner's commands
     * list them, and the reference is derived from the id, so records from before it was
     * stored are found too. An index would cost a write on every request for no gain at this size.
     */
    async list(): Promise<DeskRequest[]> {
      const items: DeskRequest[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start }), deadline());
        items.push(...((page.Items ?? []) as DeskRequest[]));
        start = page.LastEvaluatedKey;
      } while (start);
      return items.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },

    /** The request a reference (any case, with or without dashes) or a submissionId names. */
    async find(refOrId: string): Promise<DeskRequest | undefined> {
      const text = refOrId.trim();
      if (uuid.test(text)) return this.get(text.toLowerCase());
      if (!isRequestReference(text)) return undefined;
      const reference = normalizeReference(text);
      return (await this.list()).find((request) => referenceOf(request) === reference);
    },

    /**
     * Moves a request from the status it was read with to `to`, appending to its history; false
     * when it is no longer in that status (another terminal changed it).
     */
    async move(
      request: DeskRequest,
      to: RequestStatus,
      now: Date,
      optionUntil?: IsoDate,
      by?: ChangeSource,
    ): Promise<DeskRequest | undefined> {
      const entry: HistoryEntry = {
        status: to,
        at: now.toISOString(),
        ...(optionUntil ? { until: optionUntil } : {}),
        ...(by ? { by } : {}),
      };
      const from = request.status;
      try {
        const result = await db.send(
          new UpdateCommand({
            TableName: table,
            Key: { submissionId: request.submissionId },
            UpdateExpression: `SET #status = :to, updatedAt = :now, history = list_append(if_not_exists(history, :empty), :entry)${
              optionUntil ? ', optionUntil = :until' : ''
            }${optionUntil ? '' : ' REMOVE optionUntil'}`,
            ConditionExpression: from
              ? 'attribute_exists(submissionId) AND #status = :from'
              : 'attribute_exists(submissionId) AND attribute_not_exists(#status)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':to': to,
              ':now': entry.at,
              ':empty': [],
              ':entry': [entry],
              ...(from ? { ':from': from } : {}),
              ...(optionUntil ? { ':until': optionUntil } : {}),
            },
            ReturnValues: 'ALL_NEW',
          }),
          deadline(),
        );
        return result.Attributes as DeskRequest;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },

    /** Puts a request back as it was before `moved` (only if nothing changed it since). */
    async putBack(before: DeskRequest, moved: DeskRequest): Promise<void> {
      const restore: Record<string, unknown> = {
        ':status': before.status ?? 'new',
        ':history': before.history ?? [],
        ':updatedAt': before.updatedAt ?? before.createdAt,
        ':moved': moved.status,
        ':movedAt': moved.updatedAt,
      };
      if (before.optionUntil) restore[':until'] = before.optionUntil;
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: { submissionId: before.submissionId },
            UpdateExpression: `SET #status = :status, history = :history, updatedAt = :updatedAt${
              before.optionUntil ? ', optionUntil = :until' : ' REMOVE optionUntil'
            }`,
            ConditionExpression: '#status = :moved AND updatedAt = :movedAt',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: restore,
          }),
          deadline(),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
  };
}

export type RequestsStore = ReturnType<typeof requestsStore>;

const open: readonly RequestStatus[] = ['new', 'replied', 'optioned'];
/** Which statuses each change may start from. */
export const allowedFrom: Record<'replied' | 'optioned' | 'booked' | 'declined', readonly RequestStatus[]> = {
  replied: ['new'],
  optioned: ['new', 'replied', 'optioned'], // optioned again: a new last day
  booked: ['optioned'],
  declined: open,
};

const describeWeek = (week: StoredWeek | undefined, from: string) =>
  week
    ? `${week.status}${week.optionUntil ? ` until ${week.optionUntil}` : ''}`
    : `missing (no week starts on ${from})`;

/**
 * The desk: the owner's changes to a request, with their effect on its week. `options.by` is recorded
 * in each history entry it writes (the e-mail links' function; the CLI records none).
 */
export function requestDesk(
  db: DynamoDBDocumentClient,
  tables: { requests: string; weeks: string },
  options: { by?: ChangeSource } = {},
) {
  const requests = requestsStore(db, tables.requests);
  const weeks = weeksStore(db, tables.weeks);

  async function load(refOrId: string): Promise<DeskRequest> {
    const request = await requests.find(refOrId);
    if (!request) {
      throw new RefusedChange(
        `No request "${refOrId}": give its reference (LB-XXXX-XXXX) or submissionId; \`npm run owner -- requests\` lists them.`,
      );
    }
    return request;
  }

  function check(request: DeskRequest, to: keyof typeof allowedFrom): void {
    const status = statusOf(request);
    if (!allowedFrom[to].includes(status)) {
      const verb = { replied: 'mark as replied', optioned: 'option', booked: 'book', declined: 'decline' }[to];
      const allowed = allowedFrom[to].filter((from) => from !== to);
      const list = allowed.length > 1 ? `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}` : allowed[0];
      const hint =
        to === 'booked' && (status === 'new' || status === 'replied')
          ? ': option it first (`option --until YYYY-MM-DD`)'
          : `: only ${/^[aeiou]/.test(list ?? '') ? 'an' : 'a'} ${list} request can be ${to}`;
      throw new RefusedChange(`Cannot ${verb} ${referenceOf(request)}, it is ${status}${hint}.`);
    }
  }

  async function moveOrRefuse(request: DeskRequest, to: RequestStatus, now: Date, until?: IsoDate) {
    const moved = await requests.move(request, to, now, until, options.by);
    if (!moved) {
      const current = await requests.get(request.submissionId);
      throw new RefusedChange(
        `${referenceOf(request)} changed meanwhile (now ${current ? statusOf(current) : 'gone'}), probably from another terminal: nothing done; look again with \`request ${referenceOf(request)}\`.`,
      );
    }
    return moved;
  }

  return {
    requests,
    weeks,
    load,

    async replied(refOrId: string, now: Date): Promise<DeskRequest> {
      const request = await load(refOrId);
      check(request, 'replied');
      return moveOrRefuse(request, 'replied', now);
    },

    /** Options the request's week until `until` (a day from `today` to the day before embarking). */
    async option(refOrId: string, until: IsoDate, today: IsoDate, now: Date): Promise<DeskRequest> {
      const request = await load(refOrId);
      check(request, 'optioned');
      const reference = referenceOf(request);
      if (until < today) {
        throw new RefusedChange(
          `--until ${until} is in the past (today is ${today} in Europe/Rome): give today or later.`,
        );
      }
      if (until >= request.weekFrom) {
        throw new RefusedChange(
          `--until ${until} is not before the week starts (${request.weekFrom}): an option must end before embarking.`,
        );
      }
      const week = await weeks.get(request.weekFrom);
      const ours = week?.optionedBy === request.submissionId;
      const lapsed = week?.status === 'optioned' && !!week.optionUntil && week.optionUntil < today;
      if (!week || week.status === 'not-available' || (week.status === 'optioned' && !ours && !lapsed)) {
        const holder = week?.optionedBy ? ` by ${requestReference(week.optionedBy)}` : '';
        throw new RefusedChange(
          `Cannot option ${reference}: its week ${request.weekFrom} is ${describeWeek(week, request.weekFrom)}${holder}.`,
        );
      }
      const moved = await moveOrRefuse(request, 'optioned', now, until);
      if (!(await weeks.optionFor(request.weekFrom, request.submissionId, until, today, now))) {
        await requests.putBack(request, moved);
        const current = await weeks.get(request.weekFrom);
        throw new RefusedChange(
          `Cannot option ${reference}: its week ${request.weekFrom} was just taken (now ${describeWeek(current, request.weekFrom)}); nothing changed.`,
        );
      }
      return moved;
    },

    /** Books an optioned request: its week becomes not-available. */
    async book(refOrId: string, now: Date): Promise<DeskRequest> {
      const request = await load(refOrId);
      check(request, 'booked');
      const week = await weeks.get(request.weekFrom);
      if (week?.optionedBy !== request.submissionId || week.status !== 'optioned') {
        throw new RefusedChange(
          `Cannot book ${referenceOf(request)}: its week ${request.weekFrom} is no longer optioned for it (now ${describeWeek(week, request.weekFrom)}); option it again first.`,
        );
      }
      const moved = await moveOrRefuse(request, 'booked', now);
      if (!(await weeks.bookFor(request.weekFrom, request.submissionId, now))) {
        await requests.putBack(request, moved);
        const current = await weeks.get(request.weekFrom);
        throw new RefusedChange(
          `Cannot book ${referenceOf(request)}: its week ${request.weekFrom} changed meanwhile (now ${describeWeek(current, request.weekFrom)}); nothing changed.`,
        );
      }
      return moved;
    },

    /** Declines an open request; a week it held the option on is available again. */
    async decline(refOrId: string, now: Date): Promise<{ request: DeskRequest; weekFreed: boolean }> {
      const request = await load(refOrId);
      check(request, 'declined');
      const moved = await moveOrRefuse(request, 'declined', now);
      const weekFreed =
        statusOf(request) === 'optioned' && (await weeks.releaseFor(request.weekFrom, request.submissionId, now));
      return { request: moved, weekFreed };
    },
  };
}

export type RequestDesk = ReturnType<typeof requestDesk>;
