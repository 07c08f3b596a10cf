import { liveWeek } from '../common/facts/weeks';
import type { IsoDate } from '../common/yachtDay';
import type { StoredWeek } from '../functions/weeks/weeks';
import { italianTime, type Io } from './context';
import { table } from './textTable';

/** One week for `--json`. */
export function weekJson(week: StoredWeek, day: IsoDate) {
  return {
    from: week.from,
    to: week.to,
    leg: week.leg,
    status: week.status,
    optionUntil: week.optionUntil ?? null,
    /** What the site shows today: a lapsed option reads as available. */
    liveStatus: liveWeek(week, day).status,
    updatedAt: week.updatedAt,
    reminderSentAt: week.reminderSentAt ?? null,
  };
}

/** The weeks as a table (or JSON): from, to, leg, status, option until, last change. */
export function printWeeks(list: readonly StoredWeek[], day: IsoDate, json: boolean, io: Io): void {
  if (json) {
    io.out(
      JSON.stringify(
        list.map((week) => weekJson(week, day)),
        null,
        2,
      ),
    );
    return;
  }
  const lines = table(
    ['From', 'To', 'Leg', 'Status', 'Option until', 'Last change (Italian time)'],
    list.map((week) => {
      const lapsed = liveWeek(week, day).status !== week.status;
      return [
        week.from,
        week.to,
        week.leg,
        lapsed ? 'available (option lapsed)' : week.status,
        week.optionUntil ?? '',
        italianTime(week.updatedAt),
      ];
    }),
  );
  for (const line of lines) io.out(line);
}
