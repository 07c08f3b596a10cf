import type { IsoDate } from '../../common/yachtDay';
import { statusOf, type DeskRequest, type RequestStatus } from './store';

/**
 * Undo of a request's last change, on top of the desk's operations (the owner's phone page offers it):
 * the request goes back to the status (and option date) it had before, and its week with it. Only a
 * change forward can be undone (replied, optioned, a new option date, booked), once: an undo (its history
 * entry says `undone`) is not undone again, and a decline closes the request (the owner CLI can still
 * change it).
 *
 * This file says what an undo would restore; the desk does it (`desk.undo`), on its transactional
 * path like every other change: the request and its week together or not at all.
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

/** The last change's undo, or undefined when there is none (a new or declined request, an undo just done). */
export function undoOf(request: DeskRequest): Undo | undefined {
  const history = request.history ?? [];
  const last = history.at(-1);
  const before = history.at(-2);
  const status = statusOf(request);
  if (!last || !before || last.status !== status || last.undone || last.week) return undefined;
  if (!backTo[status]?.includes(before.status)) return undefined;
  if (before.status === 'optioned' && !before.until) return undefined;
  return { from: status, to: before.status, ...(before.status === 'optioned' ? { until: before.until } : {}) };
}
