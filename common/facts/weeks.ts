import type { IsoDate } from '../yachtDay';

export type WeekStatus = 'available' | 'optioned' | 'not-available';

export const weekStatuses = ['available', 'optioned', 'not-available'] as const satisfies readonly WeekStatus[];

/** One charter week: embark on `from`, disembark on `to` (the next week's `from`). */
export interface Week {
  /** The season's year. */
  season: number;
  /** The leg's cruising area (common/facts/areas.ts). */
  leg: string;
  from: IsoDate;
  to: IsoDate;
  status: WeekStatus;
  /** Last day an `optioned` week is held; from the next day it reads as available. */
  optionUntil?: IsoDate;
  /** A positioning passage: the area Libeccio sails from during this week, not offered for charter. */
  passageFrom?: string;
}

/**
 * Every week of the summer 2025 season and its status. Weeks turn around on
 * Saturdays; the first week of each leg runs from the leg's first day to its
 * first Saturday. This list is the seed of the live weeks table (`npm start`
 * and a deploy add any missing week, never overwrite one) and the build-time
 * snapshot the calendar paints first; the owner changes statuses with
 * `npm run owner -- week …`. Tests check that they are the weeks generateWeeks
 * (common/facts/seasons.ts) makes of the 2025 season, the rule every season opened later follows.
 */
const seedWeeks2025: ReadonlyArray<Omit<Week, 'season'>> = [
  { leg: 'aeolian', from: '2025-04-28', to: '2025-05-03', status: 'available' },
  { leg: 'aeolian', from: '2025-05-03', to: '2025-05-10', status: 'available' },
  { leg: 'aeolian', from: '2025-05-10', to: '2025-05-17', status: 'optioned' },
  { leg: 'aeolian', from: '2025-05-17', to: '2025-05-24', status: 'available' },
  { leg: 'aeolian', from: '2025-05-24', to: '2025-05-31', status: 'available' },
  { leg: 'aeolian', from: '2025-05-31', to: '2025-06-07', status: 'not-available' },
  { leg: 'aeolian', from: '2025-06-07', to: '2025-06-14', status: 'available' },
  { leg: 'aeolian', from: '2025-06-14', to: '2025-06-21', status: 'available' },
  { leg: 'aeolian', from: '2025-06-21', to: '2025-06-28', status: 'optioned' },
  { leg: 'aeolian', from: '2025-06-28', to: '2025-07-05', status: 'not-available' },
  { leg: 'aeolian', from: '2025-07-05', to: '2025-07-12', status: 'not-available' },
  { leg: 'aeolian', from: '2025-07-12', to: '2025-07-19', status: 'available' },
  { leg: 'aeolian', from: '2025-07-19', to: '2025-07-26', status: 'optioned' },
  { leg: 'aeolian', from: '2025-07-26', to: '2025-08-02', status: 'not-available' },
  { leg: 'aeolian', from: '2025-08-02', to: '2025-08-09', status: 'not-available' },
  { leg: 'aeolian', from: '2025-08-09', to: '2025-08-16', status: 'not-available' },
  { leg: 'aeolian', from: '2025-08-16', to: '2025-08-23', status: 'optioned' },
  { leg: 'aeolian', from: '2025-08-23', to: '2025-08-30', status: 'available' },
  // Positioning: Libeccio crosses from Sicily to Menorca (generateWeeks marks the same week).
  { leg: 'menorca', from: '2025-08-31', to: '2025-09-06', status: 'not-available', passageFrom: 'aeolian' },
  { leg: 'menorca', from: '2025-09-06', to: '2025-09-13', status: 'not-available' },
  { leg: 'menorca', from: '2025-09-13', to: '2025-09-20', status: 'available' },
  { leg: 'menorca', from: '2025-09-20', to: '2025-09-27', status: 'optioned' },
  { leg: 'menorca', from: '2025-09-27', to: '2025-10-04', status: 'available' },
  { leg: 'menorca', from: '2025-10-04', to: '2025-10-11', status: 'available' },
  { leg: 'menorca', from: '2025-10-11', to: '2025-10-18', status: 'available' },
  { leg: 'menorca', from: '2025-10-18', to: '2025-10-25', status: 'available' },
  { leg: 'menorca', from: '2025-10-25', to: '2025-11-01', status: 'available' },
];

export const weeks: readonly Week[] = seedWeeks2025.map((week) => ({ season: 2025, ...week }));

/** A week as it reads on `today`: an option whose `optionUntil` has passed is available again. */
export function liveWeek(week: Week, today: IsoDate): Week {
  if (week.status !== 'optioned' || !week.optionUntil || week.optionUntil >= today) return week;
  return { season: week.season, leg: week.leg, from: week.from, to: week.to, status: 'available' };
}

/** A week can be requested when it is available (or its option lapsed) and has not started on `today`. */
export function isOpen(week: Week, today: IsoDate): boolean {
  return liveWeek(week, today).status === 'available' && week.from > today;
}

/** The week whose nights include `day`; a leg's last day belongs to its last week. */
export function weekOfDay(day: IsoDate, list: readonly Week[] = weeks): Week | undefined {
  return (
    list.find((week) => week.from <= day && day < week.to) ??
    list.find((week) => week.to === day && !list.some((next) => next.from === day))
  );
}

/** Weeks still open on `today`. None means the season is closed. */
export function openWeeks(today: IsoDate, list: readonly Week[] = weeks): Week[] {
  return list.filter((week) => isOpen(week, today));
}
