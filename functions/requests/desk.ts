import { yachtDate, type IsoDate } from '../../common/yachtDay';
import { isOpen } from '../../common/facts/weeks';
import { requestReference } from '../../common/contracts/reference';
import { weeksStore, type StoredWeek } from '../weeks/weeks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { liveWeek, type WeekStatus } from '../../common/facts/weeks';
import { randomUUID } from 'node:crypto';
import { errorText } from '../platform/errorText';
import { log } from '../platform/log';
import type { WeekIntent } from '../weeks/weeks';
import { undoOf, type Undo } from './undo';
import {
  AmbiguousReference,
  referenceOf,
  requestsStore,
  statusOf,
  type ChangeSource,
  type DeskRequest,
  type RequestStatus,
} from './store';

/**
 * The request desk: each charter request's status, from the owner's first look to a booking.
 *
 *   new → replied → optioned → booked, and declined from any other state (a booked charter cancelled).
 *
 * A request with dates to agree (no week) gets one from the owner (`request <ref> week <from>`)
 * before it can be optioned.
 *
 * Optioning a request options its week until a date, booking makes the week not-available, and
 * declining a request that holds its week frees the week.
 *
 * One write, one truth. The request and its week are two items, and their statuses must change
 * together or not at all. In AWS a TransactWriteItems with conditions would do it, but dynalite (the
 * local stack's and the tests' DynamoDB) has no transactions, so each change is three conditional
 * writes whose single point of truth is the request's own update:
 *
 *   1. lock: the week records the change as `pending` (an intent with a fresh id), conditional on no
 *      other intent and on the week being as the change needs (available, its option ours...). The
 *      site reads the week as before: nothing it shows changes yet.
 *   2. commit: the request moves (conditional on the status it was read with) and records the intent's
 *      id as `lastIntent`, unless that id was fenced. From here the change has happened.
 *   3. complete: the week applies the intent and drops it (conditional on the intent still there).
 *
 * Anyone who meets a week with an intent (every desk change, `week …`, `season close`) settles it
 * before deciding anything: it tries to fence the intent on the request (a conditional add that fails
 * when the request already carries it). Fenced: step 2 can never happen, so the intent is dropped and
 * the week is as it was. Not fenced: step 2 happened, so the intent is applied (rolled forward). The
 * fence and the commit are conditional writes on the same item, so exactly one of them wins, whatever
 * the timing: a writer stalled between steps loses to the next reader, one stalled after its commit is
 * completed by it. A timeout in a step is settled at once the same way; only when that fails too is the
 * outcome unknown (OutcomeUnknown says so and how to see it), and any later command settles it.
 *
 * A week whose holder is declined or gone holds nothing: any change may take it (conditionally on the
 * week being as read, so a holder that came back to life in between is never overridden).
 */
/**
 * How old a change under way must be before a sweep settles it: far beyond any writer's run (a Lambda
 * stops after 10 s), so only a change its writer left unfinished.
 */
export const settleAfterMs = 2 * 60_000;

/** A transition the desk refuses: one line saying why; nothing was changed. */
export class RefusedChange extends Error {
  override readonly name = 'RefusedChange';
}

/**
 * The storage did not answer in the middle of a change and could not be asked afterwards: the change
 * may or may not have been made. The message says how to see which; repeating the change is safe.
 */
export class OutcomeUnknown extends Error {
  override readonly name = 'OutcomeUnknown';
  constructor(
    readonly reference: string,
    cause: unknown,
  ) {
    super(
      `The storage did not answer while ${reference} was being changed: the change may or may not have been made. \`npm run owner -- request ${reference}\` shows which; running the same command again is safe (the next command sets the week right either way).`,
      { cause },
    );
  }
}

/** A request that holds a week it optioned or booked; any other holder (declined, new, gone) holds nothing. */
const holding = (request: DeskRequest | undefined): boolean =>
  !!request && (statusOf(request) === 'optioned' || statusOf(request) === 'booked');

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
 * in each history entry it writes (the e-mail links' function; the CLI records none); `options.key`
 * (a link's nonce) is recorded on the request it moves, so a retry of that link sees its change made.
 */
export function requestDesk(
  db: DynamoDBDocumentClient,
  tables: { requests: string; weeks: string },
  options: { by?: ChangeSource; key?: string } = {},
) {
  const requests = requestsStore(db, tables.requests);
  const weeks = weeksStore(db, tables.weeks);

  async function load(refOrId: string): Promise<DeskRequest> {
    let request: DeskRequest | undefined;
    try {
      request = await requests.find(refOrId);
    } catch (error) {
      if (!(error instanceof AmbiguousReference)) throw error;
      const named = error.candidates.map(
        (candidate) =>
          `${candidate.submissionId} (${statusOf(candidate)}, ${candidate.name || 'no name'}, received ${candidate.createdAt.slice(0, 10)})`,
      );
      throw new RefusedChange(
        `${error.reference} names ${error.candidates.length} requests: ${named.join('; ')}. Give the submissionId of the one you mean; nothing done.`,
      );
    }
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

  async function changedMeanwhile(request: DeskRequest): Promise<never> {
    const current = await requests.get(request.submissionId);
    throw new RefusedChange(
      `${referenceOf(request)} changed meanwhile (now ${current ? statusOf(current) : 'gone'}), probably from another terminal: nothing done; look again with \`request ${referenceOf(request)}\`.`,
    );
  }

  /** A change of the request alone (its week untouched): one conditional write. */
  async function moveOrRefuse(request: DeskRequest, to: RequestStatus, now: Date, until?: IsoDate) {
    let moved: DeskRequest | undefined;
    try {
      moved = await requests.move(request, to, now, until, options.by, { key: options.key });
    } catch (error) {
      // Timed out: the one write landed or not. Read it back; when even that fails, say so.
      const current = await requests.get(request.submissionId).catch(() => undefined);
      const ours =
        current && ((!!options.key && current.lastKey === options.key) || current.updatedAt === now.toISOString());
      if (current && statusOf(current) === to && ours) return current;
      if (current && statusOf(current) === statusOf(request)) throw error;
      throw new OutcomeUnknown(referenceOf(request), error);
    }
    return moved ?? changedMeanwhile(request);
  }

  /**
   * Settles an intent found on a week (see the header): fences it on its request, or, when the request
   * already carries it, applies it. Idempotent: any number of readers may settle one intent.
   */
  async function settleIntent(from: string, intent: WeekIntent, now: Date): Promise<void> {
    if (await requests.fence(intent.request, intent.id)) {
      await weeks.abandon(from, intent.id);
      return;
    }
    const request = await requests.get(intent.request);
    if (request?.lastIntent === intent.id) await weeks.complete(from, intent, now);
    else await weeks.abandon(from, intent.id); // the request is gone: nothing can commit
  }

  /** The week as it stands once any change under way on it is settled. */
  async function settle(from: string, now: Date): Promise<StoredWeek | undefined> {
    for (let round = 0; round < 3; round += 1) {
      const week = await weeks.get(from);
      if (!week?.pending) return week;
      await settleIntent(from, week.pending, now);
    }
    return weeks.get(from);
  }

  /** The request holding `week` (booked, or a live option) when it is not `self`: alive, or dead (any change may take the week). */
  async function otherHolder(week: StoredWeek, today: IsoDate, self?: string) {
    const id = week.bookedBy ?? (liveWeek(week, today).status === 'optioned' ? week.optionedBy : undefined);
    if (!id || id === self) return undefined;
    const request = await requests.get(id);
    return { id, request, alive: holding(request) };
  }

  /**
   * A change of a request and its week together (see the header): lock, commit, complete. 'taken'
   * when the week refused the lock (not as the change needs, or another change under way twice).
   */
  async function withWeek(
    request: DeskRequest,
    to: RequestStatus,
    week: StoredWeek,
    intent: Pick<WeekIntent, 'change' | 'until'>,
    day: { today: IsoDate; now: Date; dead?: string },
  ): Promise<DeskRequest | 'taken'> {
    const { now, today } = day;
    const full: WeekIntent = { ...intent, id: randomUUID(), request: request.submissionId, at: now.toISOString() };
    let locked = false;
    for (let round = 0; round < 2 && !locked; round += 1) {
      // A lock that timed out may have landed: it is only an intent, which the next reader drops.
      locked = await weeks.lock(week.from, full, { today, seen: week.updatedAt, dead: day.dead });
      if (!locked) {
        const current = await weeks.get(week.from);
        if (!current?.pending) return 'taken';
        await settleIntent(week.from, current.pending, now);
      }
    }
    if (!locked) return 'taken';
    let moved: DeskRequest | undefined;
    try {
      moved = await requests.move(request, to, now, intent.until, options.by, { intent: full.id, key: options.key });
    } catch (error) {
      // The commit timed out: it landed or not. Settle now, as any later reader would.
      try {
        await settleIntent(week.from, full, now);
        const current = await requests.get(request.submissionId);
        if (current?.lastIntent === full.id) return current;
      } catch (again) {
        throw new OutcomeUnknown(referenceOf(request), again);
      }
      throw error; // fenced and dropped: nothing was changed
    }
    if (!moved) {
      await weeks.abandon(week.from, full.id).catch(() => undefined); // else the next reader drops it
      return changedMeanwhile(request);
    }
    // Done: the request says so. The week follows now, or from the next reader if this fails.
    await weeks.complete(week.from, full, now).catch(async () => {
      await weeks.complete(week.from, full, now).catch((error: unknown) => {
        log('error', 'desk change made; its week follows at the next command', {
          week: week.from,
          submissionId: request.submissionId,
          error: errorText(error),
        });
      });
    });
    return moved;
  }

  return {
    requests,
    weeks,
    load,
    settle,

    /**
     * Undoes the request's last change (undo.ts says which can be undone and what it restores), with its
     * week, on the same path as every change: back to replied or new (an option's week available again),
     * to the earlier last day of an option, or from booked back to its option.
     */
    async undo(
      refOrId: string,
      today: IsoDate,
      now: Date,
    ): Promise<{ request: DeskRequest; undo: Undo; weekFreed: boolean }> {
      const request = await load(refOrId);
      const reference = referenceOf(request);
      const undo = undoOf(request);
      if (!undo) throw new RefusedChange(`${reference} has no change to undo.`);
      const week = request.weekFrom ? await settle(request.weekFrom, now) : undefined;
      const ours = !!week && (week.optionedBy === request.submissionId || week.bookedBy === request.submissionId);
      if (undo.to === 'optioned') {
        const until = undo.until!;
        if (until < today || !week) {
          throw new RefusedChange(
            `Cannot undo: the option ${reference} had before ended on ${until}; option it again with a new last day.`,
          );
        }
        if (undo.from === 'optioned')
          return { request: await this.option(request.submissionId, until, today, now), undo, weekFreed: false };
        if (!ours || week.status !== 'not-available') {
          throw new RefusedChange(`Cannot undo the booking of ${reference}: its week ${week.from} changed meanwhile.`);
        }
        const moved = await withWeek(request, 'optioned', week, { change: 'unbook', until }, { today, now });
        if (moved === 'taken')
          throw new RefusedChange(`Cannot undo the booking of ${reference}: its week ${week.from} changed meanwhile.`);
        return { request: moved, undo, weekFreed: false };
      }
      if (undo.from === 'optioned' && week && ours) {
        const moved = await withWeek(request, undo.to, week, { change: 'release' }, { today, now });
        if (moved !== 'taken') return { request: moved, undo, weekFreed: true };
      }
      return { request: await moveOrRefuse(request, undo.to, now), undo, weekFreed: false };
    },

    /**
     * Settles every week whose change has been under way for `settleAfterMs` or more: the sweep's, so
     * a change whose completion failed shows on the site within minutes, not at the next command that
     * touches its week. A younger change is left to its writer (settling fences it: a change still
     * running would then be refused). Returns how many it settled.
     */
    async settleAll(now: Date): Promise<number> {
      const stale = (await weeks.list()).filter(
        (week) => week.pending && now.getTime() - Date.parse(week.pending.at) >= settleAfterMs,
      );
      for (const week of stale) await settle(week.from, now);
      return stale.length;
    },

    async replied(refOrId: string, now: Date): Promise<DeskRequest> {
      const request = await load(refOrId);
      if (options.key && request.lastKey === options.key) return request;
      check(request, 'replied');
      return moveOrRefuse(request, 'replied', now);
    },

    /** Options the request's week until `until` (a day from `today` to the day before embarking). */
    async option(refOrId: string, until: IsoDate, today: IsoDate, now: Date): Promise<DeskRequest> {
      const request = await load(refOrId);
      const reference = referenceOf(request);
      const weekFrom = request.weekFrom ? request.weekFrom : undefined;
      const settled = weekFrom ? await settle(weekFrom, now) : undefined;
      if (options.key && request.lastKey === options.key) return (await requests.get(request.submissionId)) ?? request;
      check(request, 'optioned');
      weekOf(request, 'option');
      if (until < today) {
        throw new RefusedChange(
          `--until ${until} is in the past (today is ${today} in Europe/Rome): give today or later.`,
        );
      }
      if (until >= weekFrom!) {
        throw new RefusedChange(
          `--until ${until} is not before the week starts (${weekFrom}): an option must end before embarking.`,
        );
      }
      const week = settled;
      const holder = week ? await otherHolder(week, today, request.submissionId) : undefined;
      const dead = holder && !holder.alive ? holder.id : undefined;
      const ours = week?.optionedBy === request.submissionId;
      const lapsed = week?.status === 'optioned' && !!week.optionUntil && week.optionUntil < today;
      const free = week && (week.status === 'available' || (week.status === 'optioned' && (ours || lapsed)) || dead);
      if (!week || !free) {
        const by = week?.optionedBy ? ` by ${requestReference(week.optionedBy)}` : '';
        throw new RefusedChange(
          `Cannot option ${reference}: its week ${weekFrom} is ${describeWeek(week, weekFrom!)}${by}.`,
        );
      }
      const moved = await withWeek(request, 'optioned', week, { change: 'option', until }, { today, now, dead });
      if (moved === 'taken') {
        const current = await weeks.get(weekFrom!);
        throw new RefusedChange(
          `Cannot option ${reference}: its week ${weekFrom} was just taken (now ${describeWeek(current, weekFrom!)}); nothing changed.`,
        );
      }
      return moved;
    },

    /** Books an optioned request: its week becomes not-available. */
    async book(refOrId: string, now: Date, today: IsoDate = yachtDate(now)): Promise<DeskRequest> {
      const request = await load(refOrId);
      const week = request.weekFrom ? await settle(request.weekFrom, now) : undefined;
      if (options.key && request.lastKey === options.key) return (await requests.get(request.submissionId)) ?? request;
      check(request, 'booked');
      const weekFrom = weekOf(request, 'book').from;
      if (week?.optionedBy !== request.submissionId || week.status !== 'optioned') {
        throw new RefusedChange(
          `Cannot book ${referenceOf(request)}: its week ${weekFrom} is no longer optioned for it (now ${describeWeek(week, weekFrom)}); option it again first.`,
        );
      }
      const moved = await withWeek(request, 'booked', week, { change: 'book' }, { today, now });
      if (moved === 'taken') {
        const current = await weeks.get(weekFrom);
        throw new RefusedChange(
          `Cannot book ${referenceOf(request)}: its week ${weekFrom} changed meanwhile (now ${describeWeek(current, weekFrom)}); nothing changed.`,
        );
      }
      return moved;
    },

    /** Declines a request (a booked one: the charter is cancelled); a week it optioned or booked is available again. */
    async decline(
      refOrId: string,
      now: Date,
      today: IsoDate = yachtDate(now),
    ): Promise<{ request: DeskRequest; weekFreed: boolean }> {
      const request = await load(refOrId);
      const id = request.submissionId;
      const week = request.weekFrom ? await settle(request.weekFrom, now) : undefined;
      const holds = !!week && (week.optionedBy === id || week.bookedBy === id);
      if (options.key && request.lastKey === options.key) {
        const current = (await requests.get(id)) ?? request;
        return { request: current, weekFreed: !holds && week?.status === 'available' };
      }
      check(request, 'declined');
      if (!holds) return { request: await moveOrRefuse(request, 'declined', now), weekFreed: false };
      const moved = await withWeek(request, 'declined', week, { change: 'release' }, { today, now });
      // The week refused only if it changed hands meanwhile: the request alone then.
      if (moved === 'taken') return { request: await moveOrRefuse(request, 'declined', now), weekFreed: false };
      return { request: moved, weekFreed: true };
    },

    /**
     * Sets one week by hand (`week <from> <status>`), in one conditional write that refuses while a
     * live request holds it (naming the request) and frees it when its holder is declined or gone.
     */
    async setWeek(
      from: string,
      status: WeekStatus,
      until: IsoDate | undefined,
      today: IsoDate,
      now: Date,
    ): Promise<StoredWeek | undefined> {
      for (let round = 0; round < 3; round += 1) {
        const week = await settle(from, now);
        if (!week) return undefined;
        const holder = await otherHolder(week, today);
        if (holder?.alive) {
          const reference = referenceOf(holder.request!);
          throw new RefusedChange(
            `Week ${week.from} is held by request ${reference} (${statusOf(holder.request!)}): nothing changed; to free it, \`npm run owner -- request ${reference} decline\`.`,
          );
        }
        if (until && until >= week.from) {
          throw new RefusedChange(
            `--until ${until} is not before the week starts (${week.from}): an option must end before embarking.`,
          );
        }
        const updated = await weeks.set(from, status, until, now, { seen: week.updatedAt, today, dead: holder?.id });
        if (updated) return updated;
      }
      throw new RefusedChange(
        `Week ${from} kept changing from another terminal or an e-mail link: nothing changed; look again with \`npm run owner -- weeks\`.`,
      );
    },

    /**
     * Gives a request with dates to agree the week starting `from` (new or replied, and the week open
     * on `today`): from then on it is a request for that week, which the owner can option. The guest's
     * dates stay on the request and the history records the week given.
     */
    async attachWeek(refOrId: string, from: string, today: IsoDate, now: Date): Promise<DeskRequest> {
      const request = await load(refOrId);
      const reference = referenceOf(request);
      if (request.weekFrom) {
        if (options.key && request.lastKey === options.key) return request;
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
      const week = await settle(from, now);
      if (!week || !week.season) {
        throw new RefusedChange(`No week starts on ${from}: \`npm run owner -- weeks\` lists the embark dates.`);
      }
      if (!isOpen(week, today)) {
        const why = week.from <= today ? 'has begun' : `is ${describeWeek(week, from)}`;
        throw new RefusedChange(`Cannot give ${reference} the week ${from}: it ${why}; choose an available week.`);
      }
      const attached = await requests.attachWeek(request, week, now, options.by);
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
