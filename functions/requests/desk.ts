import type { IsoDate } from '../../common/yachtDay';
import { isOpen } from '../../common/facts/weeks';
import { requestReference } from '../../common/contracts/reference';
import { weeksStore, type StoredWeek } from '../weeks/weeks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { referenceOf, requestsStore, statusOf, type ChangeSource, type DeskRequest, type RequestStatus } from './store';

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
/** A transition the desk refuses: one line saying why; nothing was changed. */
export class RefusedChange extends Error {
  override readonly name = 'RefusedChange';
}

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
      const attached = await requests.attachWeek(request, week, now);
      if (!attached) {
        throw new RefusedChange(
          `${reference} changed meanwhile, probably from another terminal: nothing done; look again with \`request ${reference}\`.`,
        );
      }
      return attached;
    },
  };
}

export type RequestDesk = ReturnType<typeof requestDesk>;
