import type { IsoDate, Leg } from './season';

export type WeekStatus = 'available' | 'optioned' | 'not-available';

/** One charter week: embark on `from`, disembark on `to` (the next week's `from`). */
export interface Week {
  leg: Leg['id'];
  from: IsoDate;
  to: IsoDate;
  status: WeekStatus;
}

/**
 * Every week of the summer 2025 season and its status. Weeks turn around on
 * Saturdays; the first week of each leg runs from the leg's first day to its
 * first Saturday. The owner edits statuses here; the calendar and the
 * join-requests function both read this list. tests check that the weeks
 * partition each leg exactly.
 */
export const weeks: readonly Week[] = [
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
  // Positioning: Libeccio crosses from Sicily to Menorca (see the Menorca leg's note in itinerary.ts).
  { leg: 'menorca', from: '2025-08-31', to: '2025-09-06', status: 'not-available' },
  { leg: 'menorca', from: '2025-09-06', to: '2025-09-13', status: 'not-available' },
  { leg: 'menorca', from: '2025-09-13', to: '2025-09-20', status: 'available' },
  { leg: 'menorca', from: '2025-09-20', to: '2025-09-27', status: 'optioned' },
  { leg: 'menorca', from: '2025-09-27', to: '2025-10-04', status: 'available' },
  { leg: 'menorca', from: '2025-10-04', to: '2025-10-11', status: 'available' },
  { leg: 'menorca', from: '2025-10-11', to: '2025-10-18', status: 'available' },
  { leg: 'menorca', from: '2025-10-18', to: '2025-10-25', status: 'available' },
  { leg: 'menorca', from: '2025-10-25', to: '2025-11-01', status: 'available' },
];

/** A week can be requested when it is available and has not started on `today`. */
export function isOpen(week: Week, today: IsoDate): boolean {
  return week.status === 'available' && week.from > today;
}

/** The week a visitor means by `from`/`to`, if it is one of the season's. */
export function findWeek(from: string, to: string): Week | undefined {
  return weeks.find((week) => week.from === from && week.to === to);
}

/** The week whose nights include `day`; a leg's last day belongs to its last week. */
export function weekOfDay(day: IsoDate): Week | undefined {
  return (
    weeks.find((week) => week.from <= day && day < week.to) ??
    weeks.find((week) => week.to === day && !weeks.some((next) => next.from === day))
  );
}

/** Weeks still open on `today`. None means the season is closed. */
export function openWeeks(today: IsoDate): Week[] {
  return weeks.filter((week) => isOpen(week, today));
}
