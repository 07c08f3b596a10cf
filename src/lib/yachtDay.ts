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

const isoDateOnly = /^\d{4}-\d{2}-\d{2}$/;
// A date-time with an explicit offset (Z or ±hh:mm), so it names one instant wherever it is read.
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Reads a SITE_CLOCK value: a date (`2025-06-10`, the yacht's day itself) or a date-time with
 * its offset (`2025-06-13T23:30:00Z`, whose day is taken in the yacht's time zone, so the
 * midnight boundary can be tried). Returns undefined for anything else.
 */
export function siteClockDate(value: string): IsoDate | undefined {
  const text = value.trim();
  if (isoDateOnly.test(text)) {
    return Number.isNaN(Date.parse(`${text}T00:00:00Z`)) ? undefined : (text as IsoDate);
  }
  if (!isoDateTime.test(text)) return undefined;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? undefined : yachtDate(instant);
}

/** What SITE_CLOCK accepts, for error messages. */
export const siteClockFormats = 'a date (YYYY-MM-DD) or a date-time with its offset (2025-06-13T23:30:00Z)';
