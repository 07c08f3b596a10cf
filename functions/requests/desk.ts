import { isConditionFailure } from '../platform/conditional';
import { createHash } from 'node:crypto';
import { GetCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { JoinRequest } from '../../src/contracts/joinRequest';
import { isRequestReference, normalizeReference, requestReference } from '../../src/contracts/reference';
import type { IsoDate } from '../../src/data/season';
import { isOpen } from '../../src/data/availability';
import { requestRetentionMonths } from '../platform/config';
import { fieldsWhere, rowsFor, type FieldsWhere, type Renderers } from '../../src/contracts/requestFields';
import type { StoredJoinRequest } from './store';
import { weeksStore, type StoredWeek } from '../weeks/weeks';

/**
 * The request desk: each charter request's status, from the owner's first look to a booking.
 *
 *   new → replied → optioned → booked, and declined from any other state (a booked charter cancelled).
 *
 * A request with dates to agree (no week) gets one from the owner (`request <ref> week <from>`)
 * before it can be optioned.
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
   * the request then (locally functions/platform/retention.ts).
   */
  expiresAt: number;
  /** When `privacy forget` erased its personal fields (a booked or optioned request it kept). */
  forgottenAt?: string;
};

/** When a request for the week ending `weekTo` (YYYY-MM-DD) is deleted: that day's end plus `months` months (UTC). */
export function requestExpiresAt(weekTo: string, months: number = requestRetentionMonths()): number {
  const [year, month, day] = weekTo.split('-').map(Number) as [number, number, number];
  // The same day `months` later, or that month's last day (31 August + 6 months: 28 February).
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return Math.floor(Date.UTC(year, month - 1 + months, Math.min(day, lastDay) + 1) / 1000);
}

/**
 * How the hashed fields that are not plain text enter the hash: the e-mail in any case is the same
 * address, a week is its two dates.
 */
const hashed: Renderers<FieldsWhere<'hashed'>, (request: JoinRequest) => unknown[]> = {
  email: (request) => [request.email.toLowerCase()],
  week: (request) => [request.week?.from ?? null, request.week?.to ?? null],
  dates: (request) => [request.dates ?? null],
  locale: (request) => [request.locale],
};

/**
 * The hash of a request's content as the contract normalised it (trimmed, folded, phone in E.164):
 * every field declared `hashed` (src/contracts/requestFields.ts), what a repeat of the same
 * submissionId must match. The id and the honeypot are not content.
 */
export function contentHash(request: JoinRequest): string {
  const content = rowsFor(fieldsWhere('hashed'), hashed, (_key, value) => [value ?? null], request);
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/** Whether a stored request is the same content as `hash`. */
export function sameContent(stored: DeskRequest, hash: string): boolean {
  return stored.contentHash === hash;
}

/** The desk's fields of a new request. */
export function newRequestFields(request: JoinRequest, createdAt: string) {
  return {
    reference: requestReference(request.submissionId),
    status: 'new' as RequestStatus,
    history: [{ status: 'new', at: createdAt }] as HistoryEntry[],
    contentHash: contentHash(request),
    // Dates to agree: kept as long after the day it came in as a week's request after its week.
    expiresAt: requestExpiresAt(request.week?.to ?? createdAt.slice(0, 10)),
  };
}

export const statusOf = (request: DeskRequest): RequestStatus => request.status;
export const referenceOf = (request: DeskRequest): string => request.reference;

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
     * requests a season (a few hundred KB, one or two scan pages), and only the owner's commands
     * list them. An index would cost a write on every request for no gain at this size.
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
            UpdateExpression: `SET #status = :to, updatedAt = :now, history = list_append(history, :entry)${
              optionUntil ? ', optionUntil = :until' : ''
            }${optionUntil ? '' : ' REMOVE optionUntil'}`,
            ConditionExpression: 'attribute_exists(submissionId) AND #status = :from',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':to': to,
              ':now': entry.at,
              ':entry': [entry],
              ':from': from,
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
        ':status': before.status,
        ':history': before.history,
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
  declined: [...open, 'booked'],
};

/** How the owner reads a request's dates: its week, or "dates to agree: …" with the visitor's words. */
export const datesToAgree = 'dates to agree';
export function requestDates(request: DeskRequest): string {
  if (request.weekFrom && request.weekTo) return `${request.weekFrom} → ${request.weekTo}`;
  return `${datesToAgree}: ${request.dates ?? ''}`.trimEnd();
}

/** The request's week, or a refusal saying it has dates to agree and how to give it one. */
function weekOf(request: DeskRequest, verb: string): { from: string; to: string } {
  if (request.weekFrom && request.weekTo) return { from: request.weekFrom, to: request.weekTo };
  const reference = referenceOf(request);
  throw new RefusedChange(
    `Cannot ${verb} ${reference}: it has ${datesToAgree} ("${request.dates ?? ''}"); give it a week first: npm run owner -- request ${reference} week <from>.`,
  );
}

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
      const weekFrom = weekOf(request, 'option').from;
      if (until < today) {
        throw new RefusedChange(
          `--until ${until} is in the past (today is ${today} in Europe/Rome): give today or later.`,
        );
      }
      if (until >= weekFrom) {
        throw new RefusedChange(
          `--until ${until} is not before the week starts (${weekFrom}): an option must end before embarking.`,
        );
      }
      const week = await weeks.get(weekFrom);
      const ours = week?.optionedBy === request.submissionId;
      const lapsed = week?.status === 'optioned' && !!week.optionUntil && week.optionUntil < today;
      if (!week || week.status === 'not-available' || (week.status === 'optioned' && !ours && !lapsed)) {
        const holder = week?.optionedBy ? ` by ${requestReference(week.optionedBy)}` : '';
        throw new RefusedChange(
          `Cannot option ${reference}: its week ${weekFrom} is ${describeWeek(week, weekFrom)}${holder}.`,
        );
      }
      const moved = await moveOrRefuse(request, 'optioned', now, until);
      if (!(await weeks.optionFor(weekFrom, request.submissionId, until, today, now))) {
        await requests.putBack(request, moved);
        const current = await weeks.get(weekFrom);
        throw new RefusedChange(
          `Cannot option ${reference}: its week ${weekFrom} was just taken (now ${describeWeek(current, weekFrom)}); nothing changed.`,
        );
      }
      return moved;
    },

    /** Books an optioned request: its week becomes not-available. */
    async book(refOrId: string, now: Date): Promise<DeskRequest> {
      const request = await load(refOrId);
      check(request, 'booked');
      const weekFrom = weekOf(request, 'book').from;
      const week = await weeks.get(weekFrom);
      if (week?.optionedBy !== request.submissionId || week.status !== 'optioned') {
        throw new RefusedChange(
          `Cannot book ${referenceOf(request)}: its week ${weekFrom} is no longer optioned for it (now ${describeWeek(week, weekFrom)}); option it again first.`,
        );
      }
      const moved = await moveOrRefuse(request, 'booked', now);
      if (!(await weeks.bookFor(weekFrom, request.submissionId, now))) {
        await requests.putBack(request, moved);
        const current = await weeks.get(weekFrom);
        throw new RefusedChange(
          `Cannot book ${referenceOf(request)}: its week ${weekFrom} changed meanwhile (now ${describeWeek(current, weekFrom)}); nothing changed.`,
        );
      }
      return moved;
    },

    /** Declines a request (a booked one: the charter is cancelled); a week it optioned or booked is available again. */
    async decline(refOrId: string, now: Date): Promise<{ request: DeskRequest; weekFreed: boolean }> {
      const request = await load(refOrId);
      check(request, 'declined');
      const moved = await moveOrRefuse(request, 'declined', now);
      const holds = statusOf(request) === 'optioned' || statusOf(request) === 'booked';
      const weekFreed =
        holds && !!request.weekFrom && (await weeks.releaseFor(request.weekFrom, request.submissionId, now));
      return { request: moved, weekFreed };
    },

    /**
     * Gives a request with dates to agree the week starting `from` (new or replied, and the week open
     * on `today`): from then on it is a request for that week, which the owner can option.
     */
    async attachWeek(refOrId: string, from: string, today: IsoDate, now: Date): Promise<DeskRequest> {
      const request = await load(refOrId);
      const reference = referenceOf(request);
      if (request.weekFrom) {
        throw new RefusedChange(
          `${reference} is for the week ${request.weekFrom} already: the desk moves no request from its week; decline it and ask the guest to send a new one.`,
        );
      }
      const status = statusOf(request);
      if (status !== 'new' && status !== 'replied') {
        throw new RefusedChange(
          `Cannot give ${reference} a week, it is ${status}: only a new or replied request can get one.`,
        );
      }
      const week = await weeks.get(from);
      if (!week || !week.season) {
        throw new RefusedChange(`No week starts on ${from}: \`npm run owner -- weeks\` lists the embark dates.`);
      }
      if (!isOpen(week, today)) {
        const why = week.from <= today ? 'has begun' : `is ${describeWeek(week, from)}`;
        throw new RefusedChange(`Cannot give ${reference} the week ${from}: it ${why}; choose an available week.`);
      }
      try {
        const result = await db.send(
          new UpdateCommand({
            TableName: tables.requests,
            Key: { submissionId: request.submissionId },
            UpdateExpression: 'SET weekFrom = :from, weekTo = :to, leg = :leg, expiresAt = :expires, updatedAt = :now',
            ConditionExpression:
              'attribute_exists(submissionId) AND attribute_not_exists(weekFrom) AND #status = :status',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':from': week.from,
              ':to': week.to,
              ':leg': week.leg,
              ':expires': requestExpiresAt(week.to),
              ':now': now.toISOString(),
              ':status': status,
            },
            ReturnValues: 'ALL_NEW',
          }),
          deadline(),
        );
        return result.Attributes as DeskRequest;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        throw new RefusedChange(
          `${reference} changed meanwhile, probably from another terminal: nothing done; look again with \`request ${reference}\`.`,
        );
      }
    },
  };
}

export type RequestDesk = ReturnType<typeof requestDesk>;
