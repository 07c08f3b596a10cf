import { liveWeek, type Week } from '../../../common/facts/weeks';
import type { IsoDate } from '../../../common/yachtDay';
import type { Passage } from '../../../common/facts/seasons';

/** How a calendar day is drawn: its week's status, or past, the passage, or out of season (no week), each its own look. */
export type TileState = Week['status'] | 'past' | 'passage' | 'closed';

/**
 * The state of day `iso`, in week `week` (none: outside every week of the seasons shown), read on `today`.
 * A day in no week between two areas' legs is the positioning passage (`passages`, seasons.ts passagesOf).
 */
export function tileState(
  iso: IsoDate,
  week: Week | undefined,
  today: IsoDate,
  passages: readonly Pick<Passage, 'from' | 'to'>[] = [],
): TileState {
  if (!week) {
    if (iso <= today) return 'past';
    return passages.some((passage) => passage.from < iso && iso < passage.to) ? 'passage' : 'closed';
  }
  if (week.from <= today) return 'past';
  if (week.passageFrom) return 'passage';
  return liveWeek(week, today).status;
}
