import { randomUUID, createHash } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { requestReference } from '../../common/contracts/reference';
import { isOpen, liveWeek, type WeekStatus } from '../../common/facts/weeks';
import { yachtDate, type IsoDate } from '../../common/yachtDay';
import { weeksStore, type StoredWeek, type WeekChange } from '../weeks/weeks';
import {
  AmbiguousReference,
  referenceOf,
  requestsStore,
  statusOf,
  type ChangeSource,
  type DeskRequest,
  type RequestChange,
  type RequestStatus,
} from './store';
import { undoOf, versionOf, type Undo } from './undo';

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
 * One write, one truth: each change is one TransactWriteItems. The request is written only while it
 * is as it was read (its status and version) and the change's key is unused; its week only while it is
 * as the change needs (available, its option ours...). Both happen or neither does. The key (a press of
 * an owner link, or one command) is recorded in the request's history entry and gives the transaction its
 * ClientRequestToken: a retry of a change whose answer was lost is the same change, answered as done,
 * never refused against its own effect. A refusal reads the request and its week again and says, in
 * one line, what they are now.
 *
 * A week whose holder is declined or gone holds nothing: any change may take it (conditionally on the
 * week being as read; a declined request never comes back, and a gone one neither).
 */

/** A transition the desk refuses: one line saying why; nothing was changed. */
export class RefusedChange extends Error {
  override readonly name = 'RefusedChange';
}

/**
 * The storage did not answer a change and could not be read afterwards: the change may or may not have
 * been made (the request and its week together either way). The message says how to see which.
 */
export class OutcomeUnknown extends Error {
  override readonly name = 'OutcomeUnknown';
  constructor(
    readonly reference: string,
    cause: unknown,
  ) {
    super(
      `The storage did not answer while ${reference} was being changed: the change was made with its week, or not at all. \`npm run owner -- request ${reference}\` shows which.`,
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
function weekOf(request: DeskRequest, verb: string): string {
  if (request.weekFrom && request.weekTo) return request.weekFrom;
  const reference = referenceOf(request);
  throw new RefusedChange(
    `Cannot ${verb} ${reference}: it has ${datesToAgree} ("${request.dates ?? ''}"); give it a week first: npm run owner -- request ${reference} week <from>.`,
  );
}

const describeWeek = (week: StoredWeek | undefined, from: string) =>
  week
    ? `${week.status}${week.optionUntil ? ` until ${week.optionUntil}` : ''}`
    : `missing (no week starts on ${from})`;

/** Whether the change keyed `key` was made on the request (its history entry carries the key). */
export const madeBy = (request: DeskRequest, key: string) => (request.history ?? []).some((entry) => entry.key === key);

/** A change's ClientRequestToken (1 to 36 characters): the same key, the same transaction. */
const tokenOf = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 36);

/** What a change reads before deciding: the request, its week when it has one, and that week's other holder. */
interface Reading {
  request: DeskRequest;
  week?: StoredWeek;
  /** The request the week names as its holder, when not this one: alive (optioned or booked) or dead. */
  holder?: { id: string; request?: DeskRequest; alive: boolean };
}

/** What a change writes: the request's move and, when it moves the week, the week's. */
interface Plan {
  /** "option", "book"...: what a refusal says could not be done. */
  verb: string;
  request: Omit<RequestChange, 'now' | 'key' | 'by'>;
  week?: Omit<WeekChange, 'request'>;
  /** A week given to the request: the week must be as read (still open). */
  weekUnchanged?: StoredWeek;
}

/**
 * The desk: the owner's changes to a request, with their effect on its week. `options.by` is recorded
 * in each history entry it writes (the e-mail links' function; the CLI records none); `options.key` (a
 * press of a link) is the change's key, else each change gets a new one; `options.version`, the
 * request's version the press was made on: a request changed since is refused, never acted on.
 */
export function requestDesk(
  db: DynamoDBDocumentClient,
  tables: { requests: string; weeks: string },
  options: { by?: ChangeSource; key?: string; version?: string } = {},
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

  async function read(refOrId: string, today: IsoDate, weekFrom?: string): Promise<Reading> {
    const request = await load(refOrId);
    const from = weekFrom ?? request.weekFrom;
    const week = from ? await weeks.get(from) : undefined;
    return { request, week, holder: week ? await otherHolder(week, today, request.submissionId) : undefined };
  }

  /** The request holding `week` (booked, or a live option) when it is not `self`: alive, or dead (any change may take the week). */
  async function otherHolder(week: StoredWeek, today: IsoDate, self?: string) {
    const id = week.bookedBy ?? (liveWeek(week, today).status === 'optioned' ? week.optionedBy : undefined);
    if (!id || id === self) return undefined;
    const request = await requests.get(id);
    return { id, request, alive: holding(request) };
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

  const changedMeanwhile = (request: DeskRequest) =>
    `${referenceOf(request)} changed meanwhile (now ${statusOf(request)}), probably from another terminal or an e-mail link: nothing done; look again with \`request ${referenceOf(request)}\`.`;

  /**
   * Reads, decides (`decide` refuses, or says what to write) and writes the change in one transaction.
   * Refused because the request or its week changed between the reading and the writing: read again
   * and decide again, once. Answered with an error: the request read back says whether the change
   * (its key) was made.
   */
  async function change(
    refOrId: string,
    decide: (reading: Reading) => Plan,
    { now, today }: { now: Date; today: IsoDate },
    weekFrom?: string,
  ): Promise<{ request: DeskRequest; week?: StoredWeek }> {
    const key = options.key ?? randomUUID();
    for (let round = 0; ; round += 1) {
      const { request, week, holder } = await read(refOrId, today, weekFrom);
      if (madeBy(request, key)) return { request, week }; // this press, made before
      if (options.version && versionOf(request) !== options.version) throw new RefusedChange(changedMeanwhile(request));
      const plan = decide({ request, week, holder });
      const moved = requests.changeItem(request, { ...plan.request, now, key, by: options.by });
      const from = weekFrom ?? request.weekFrom!;
      const items = [
        moved.item,
        ...(plan.week ? [weeks.changeItem(from, { ...plan.week, request: request.submissionId }, today, now)] : []),
        ...(plan.weekUnchanged ? [weeks.unchangedItem(plan.weekUnchanged)] : []),
      ];
      try {
        await db.send(new TransactWriteCommand({ TransactItems: items, ClientRequestToken: tokenOf(key) }), deadline());
        return { request: moved.next, week };
      } catch (error) {
        // Its answer lost after the SDK's retries, or refused: the request read back says whether it was made.
        const current = await requests.get(request.submissionId).catch(() => undefined);
        if (current && madeBy(current, key)) return { request: current, week };
        if (!current) throw new OutcomeUnknown(referenceOf(request), error);
        if (!(error instanceof TransactionCanceledException)) {
          throw new RefusedChange(
            `The storage did not answer while ${referenceOf(request)} was being changed: nothing was changed; run the same change again.`,
            { cause: error },
          );
        }
        if (round === 0) continue; // changed between the reading and the writing: read and decide again
        if (error.CancellationReasons?.[0]?.Code !== 'None') throw new RefusedChange(changedMeanwhile(current));
        const now = await weeks.get(from);
        throw new RefusedChange(
          `Cannot ${plan.verb} ${referenceOf(request)}: its week ${from} changed meanwhile (now ${describeWeek(now, from)}); nothing changed.`,
        );
      }
    }
  }

  /** The option's plan, from its reading (`until` checked by the caller). */
  function optionPlan({ request, week, holder }: Reading, until: IsoDate, today: IsoDate, undone = false): Plan {
    const reference = referenceOf(request);
    const from = weekOf(request, 'option');
    const ours = week?.optionedBy === request.submissionId && !week.bookedBy;
    const lapsed = week?.status === 'optioned' && !!week.optionUntil && week.optionUntil < today;
    const dead = holder && !holder.alive ? holder.id : undefined;
    const free = week && (week.status === 'available' || (week.status === 'optioned' && (ours || lapsed)) || dead);
    if (!week || !free) {
      const by = week?.optionedBy ? ` by ${requestReference(week.optionedBy)}` : '';
      throw new RefusedChange(`Cannot option ${reference}: its week ${from} is ${describeWeek(week, from)}${by}.`);
    }
    return {
      verb: 'option',
      request: { to: 'optioned', until, undone },
      week: { change: 'option', until, dead, seen: week.updatedAt },
    };
  }

  /** A decline's or undo's plan: the request to `to`, its week available again when it holds it. */
  function releasePlan({ request, week }: Reading, to: RequestStatus, undone = false): Plan {
    const holds = !!week && (week.optionedBy === request.submissionId || week.bookedBy === request.submissionId);
    return { verb: 'decline', request: { to, undone }, ...(holds ? { week: { change: 'release' as const } } : {}) };
  }

  const weekFreed = (before: DeskRequest, week: StoredWeek | undefined) =>
    !!week && (week.optionedBy === before.submissionId || week.bookedBy === before.submissionId);

  return {
    requests,
    weeks,
    load,

    /**
     * Undoes the request's last change (undo.ts says which can be undone and what it restores), with its
     * week, as one change: back to replied or new (an option's week available again), to the earlier
     * last day of an option, or from booked back to its option.
     */
    async undo(
      refOrId: string,
      today: IsoDate,
      now: Date,
    ): Promise<{ request: DeskRequest; undo: Undo; weekFreed: boolean }> {
      let undo: Undo | undefined;
      const { request, week } = await change(
        refOrId,
        (reading) => {
          const reference = referenceOf(reading.request);
          undo = undoOf(reading.request);
          if (!undo) throw new RefusedChange(`${reference} has no change to undo.`);
          if (undo.to !== 'optioned') return releasePlan(reading, undo.to, true);
          const until = undo.until!;
          if (until < today || !reading.week) {
            throw new RefusedChange(
              `Cannot undo: the option ${reference} had before ended on ${until}; option it again with a new last day.`,
            );
          }
          if (undo.from === 'optioned') return optionPlan(reading, until, today, true);
          if (reading.week.bookedBy !== reading.request.submissionId) {
            throw new RefusedChange(
              `Cannot undo the booking of ${reference}: its week ${reading.week.from} changed meanwhile.`,
            );
          }
          return { verb: 'undo', request: { to: 'optioned', until, undone: true }, week: { change: 'unbook', until } };
        },
        { now, today },
      );
      return { request, undo: undo!, weekFreed: undo!.to !== 'optioned' && weekFreed(request, week) };
    },

    async replied(refOrId: string, now: Date, today: IsoDate = yachtDate(now)): Promise<DeskRequest> {
      const changed = await change(
        refOrId,
        ({ request }) => {
          check(request, 'replied');
          return { verb: 'mark as replied', request: { to: 'replied' } };
        },
        { now, today },
      );
      return changed.request;
    },

    /** Options the request's week until `until` (a day from `today` to the day before embarking). */
    async option(refOrId: string, until: IsoDate, today: IsoDate, now: Date): Promise<DeskRequest> {
      const changed = await change(
        refOrId,
        (reading) => {
          check(reading.request, 'optioned');
          const from = weekOf(reading.request, 'option');
          if (until < today) {
            throw new RefusedChange(
              `--until ${until} is in the past (today is ${today} in Europe/Rome): give today or later.`,
            );
          }
          if (until >= from) {
            throw new RefusedChange(
              `--until ${until} is not before the week starts (${from}): an option must end before embarking.`,
            );
          }
          return optionPlan(reading, until, today);
        },
        { now, today },
      );
      return changed.request;
    },

    /** Books an optioned request: its week becomes not-available. */
    async book(refOrId: string, now: Date, today: IsoDate = yachtDate(now)): Promise<DeskRequest> {
      const changed = await change(
        refOrId,
        ({ request, week }) => {
          check(request, 'booked');
          const from = weekOf(request, 'book');
          const reference = referenceOf(request);
          if (week?.optionedBy !== request.submissionId || week.status !== 'optioned') {
            throw new RefusedChange(
              `Cannot book ${reference}: its week ${from} is no longer optioned for it (now ${describeWeek(week, from)}); option it again first.`,
            );
          }
          return { verb: 'book', request: { to: 'booked' }, week: { change: 'book' } };
        },
        { now, today },
      );
      return changed.request;
    },

    /** Declines a request (a booked one: the charter is cancelled); a week it optioned or booked is available again. */
    async decline(
      refOrId: string,
      now: Date,
      today: IsoDate = yachtDate(now),
    ): Promise<{ request: DeskRequest; weekFreed: boolean }> {
      const changed = await change(
        refOrId,
        (reading) => {
          check(reading.request, 'declined');
          return releasePlan(reading, 'declined');
        },
        { now, today },
      );
      return { request: changed.request, weekFreed: weekFreed(changed.request, changed.week) };
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
        const week = await weeks.get(from);
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
      const changed = await change(
        refOrId,
        ({ request, week }) => {
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
          if (!week || !week.season) {
            throw new RefusedChange(`No week starts on ${from}: \`npm run owner -- weeks\` lists the embark dates.`);
          }
          if (!isOpen(week, today)) {
            const why = week.from <= today ? 'has begun' : `is ${describeWeek(week, from)}`;
            throw new RefusedChange(`Cannot give ${reference} the week ${from}: it ${why}; choose an available week.`);
          }
          return {
            verb: 'give a week to',
            request: { to: status, week: { from: week.from, to: week.to, leg: week.leg } },
            weekUnchanged: week,
          };
        },
        { now, today },
        from,
      );
      return changed.request;
    },
  };
}

/** Every DynamoDB call gets a real deadline (the SDK has none by default for DynamoDB). */
const deadline = () => ({ abortSignal: AbortSignal.timeout(3_000) });

export type RequestDesk = ReturnType<typeof requestDesk>;
