import { liveWeek, type Week } from '../../../common/facts/weeks';
import type { IsoDate } from '../../../common/yachtDay';

/** How a calendar day is drawn: its week's status, or past, the passage, or out of season (no week), each its own look. */
export type TileState = Week['status'] | 'past' | 'passage' | 'closed';

/** The state of day `iso`, in week `week` (none: outside every week of the seasons shown), read on `today`. */
export function tileState(iso: IsoDate, week: Week | undefined, today: IsoDate): TileState {
  if (!week) return iso <= today ? 'past' : 'closed';
  if (week.from <= today) return 'past';
  if (week.passageFrom) return 'passage';
  return liveWeek(week, today).status;
}
