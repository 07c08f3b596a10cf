import type { IsoDate } from '../../common/yachtDay';
import { RefusedChange, type RequestDesk } from './desk';
import { referenceOf, statusOf, type ChangeSource, type DeskRequest, type RequestStatus } from './store';

/**
 * Undo of a request's last change, on top of the desk's operations (the owner's phone page offers it):
 * the request goes back to the status (and option date) it had before, and its week with it. Only a
 * change forward can be undone (replied, optioned, a new option date, booked), once: an undo is not
 * undone again, and a decline closes the request (the owner CLI can still change it).
 *
 * Like the desk, these are single conditional updates in a fixed order (the request first: its status
 * is the lock, then the week), to be folded into the desk's transactional path.
 */

/** What undoing the last change restores: the status before it and, for an option, its last day. */
export interface Undo {
  from: RequestStatus;
  to: RequestStatus;
  until?: IsoDate;
}

/** Which earlier statuses each last status can go back to. */
const backTo: Partial<Record<RequestStatus, readonly RequestStatus[]>> = {
  replied: ['new'],
  optioned: ['new', 'replied', 'optioned'],
  booked: ['optioned'],
};

/** A request's version: what any change to it moves on (every desk write sets `updatedAt`). */
export const versionOf = (request: Pick<DeskRequest, 'updatedAt' | 'createdAt'>): string =>
  request.updatedAt ?? request.createdAt;

/** The mark an undo leaves on the request it moved (recorded with the link nonces): no undo of an undo. */
export const undoMark = (request: Pick<DeskRequest, 'updatedAt' | 'createdAt'>): string =>
  `undone@${versionOf(request)}`;

/** The last change's undo, or undefined when there is none (a new or declined request, an undo just done). */
export function undoOf(request: DeskRequest): Undo | undefined {
  const marks = (request as DeskRequest & { usedLinks?: Set<string> }).usedLinks;
  if (marks?.has(undoMark(request))) return undefined;
  const history = request.history ?? [];
  const last = history.at(-1);
  const before = history.at(-2);
  const status = statusOf(request);
  if (!last || !before || last.status !== status) return undefined;
  if (!backTo[status]?.includes(before.status)) return undefined;
  if (before.status === 'optioned' && !before.until) return undefined;
  return { from: status, to: before.status, ...(before.status === 'optioned' ? { until: before.until } : {}) };
}

/**
 * Undoes the request's last change with the desk's stores: back to its earlier status, its week
 * released (an option undone) or optioned again until the earlier day (a new date or a booking
 * undone). A refusal (RefusedChange) changed nothing.
 */
export async function undoLastChange(
  desk: RequestDesk,
  request: DeskRequest,
  today: IsoDate,
  now: Date,
  by?: ChangeSource,
): Promise<{ request: DeskRequest; undo: Undo; weekFreed: boolean }> {
  const undo = undoOf(request);
  const reference = referenceOf(request);
  if (!undo) throw new RefusedChange(`${reference} has no change to undo.`);
  const { requests, weeks } = desk;
  const weekFrom = request.weekFrom;
  const changedMeanwhile = () =>
    new RefusedChange(`${reference} changed meanwhile: nothing undone; look again with \`request ${reference}\`.`);

  if (undo.to === 'optioned') {
    const until = undo.until!;
    if (until < today || !weekFrom) {
      throw new RefusedChange(
        `Cannot undo: the option ${reference} had before ended on ${until}; option it again with a new last day.`,
      );
    }
    // A new option date undone: the desk's own option, back to the earlier day.
    if (undo.from === 'optioned')
      return { request: await desk.option(request.submissionId, until, today, now), undo, weekFreed: false };
    // A booking undone: the request optioned again, then its week from booked back to its option.
    const moved = await requests.move(request, 'optioned', now, until, by);
    if (!moved) throw changedMeanwhile();
    const released = await weeks.releaseFor(weekFrom, request.submissionId, now);
    if (!released || !(await weeks.optionFor(weekFrom, request.submissionId, until, today, now))) {
      await requests.putBack(request, moved);
      throw new RefusedChange(`Cannot undo the booking of ${reference}: its week ${weekFrom} changed meanwhile.`);
    }
    return { request: moved, undo, weekFreed: false };
  }

  // Replied or optioned undone: the request back to new or replied; an option's week available again.
  const moved = await requests.move(request, undo.to, now, undefined, by);
  if (!moved) throw changedMeanwhile();
  const weekFreed =
    undo.from === 'optioned' && !!weekFrom && (await weeks.releaseFor(weekFrom, request.submissionId, now));
  return { request: moved, undo, weekFreed };
}
