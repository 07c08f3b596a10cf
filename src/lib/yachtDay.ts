import type { IsoDate } from '../data/season';

/** The yacht's time zone: "today" is her day, wherever the reader, the owner or the server is. */
export const yachtTimeZone = 'Europe/Rome';

let formatter: Intl.DateTimeFormat | undefined;

/** The date of `now` in the yacht's time zone, as YYYY-MM-DD. */
export function yachtDate(now: Date = new Date()): IsoDate {
  formatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: yachtTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = Object.fromEntries(formatter.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}` as IsoDate;
}

/** `iso` moved by `days` calendar days. */
export function addDays(iso: IsoDate, days: number): IsoDate {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10) as IsoDate;
}
