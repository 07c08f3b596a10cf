import { liveWeek } from '../common/facts/weeks';
import type { IsoDate } from '../common/yachtDay';
import type { StoredWeek } from '../functions/weeks/weeks';
import { italianTime, type Io } from './context';
import { table } from './textTable';

/** A week over before `day` (its disembark day has passed): lists hide it unless asked (`--past`). */
export const isPast = (week: Pick<StoredWeek, 'to'>, day: IsoDate) => week.to < day;

/** The weeks a listing shows: from today on, or all with `past`; and how many it hides. */
export function shownWeeks<W extends Pick<StoredWeek, 'to'>>(
  list: readonly W[],
  day: IsoDate,
  past: boolean,
): { shown: W[]; hidden: number } {
  const shown = past ? [...list] : list.filter((week) => !isPast(week, day));
  return { shown, hidden: list.length - shown.length };
}

/** The line under a listing that hid past weeks. */
export const hiddenLine = (hidden: number, command: string) =>
  `${hidden} past week${hidden === 1 ? '' : 's'} not shown: \`npm run owner -- ${command} --past\` lists them too.`;

/** What the Status column says: the status, a lapsed option as available, a week over as past. */
export function statusText(week: StoredWeek, day: IsoDate): string {
  const live = liveWeek(week, day).status;
  const status = live === week.status ? week.status : `${live} (option lapsed)`;
  return isPast(week, day) ? `${week.status} (past)` : status;
}

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
    /** Over before today (listed only with --past). */
    past: isPast(week, day),
  };
}

/**
 * The weeks as a table (or JSON): from, to, leg, status, option until, last change; the weeks over
 * before today only with `past` (a line says how many it hid).
 */
export function printWeeks(
  all: readonly StoredWeek[],
  day: IsoDate,
  json: boolean,
  io: Io,
  { past = false, command = 'weeks' }: { past?: boolean; command?: string } = {},
): void {
  const { shown: list, hidden } = shownWeeks(all, day, past);
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
    list.map((week) => [
      week.from,
      week.to,
      week.leg,
      statusText(week, day),
      week.optionUntil ?? '',
      italianTime(week.updatedAt),
    ]),
  );
  for (const line of lines) io.out(line);
  if (hidden > 0) io.out(hiddenLine(hidden, command));
}
