/**
 * The yacht's calendar, one home for both runtimes (the site, the functions, the owner's CLI): a date
 * as `YYYY-MM-DD`, her time zone, and her day.
 */

/** A calendar date as `YYYY-MM-DD`. */
export type IsoDate = `${number}-${number}-${number}`;

/** The yacht's time zone: "today" is her day, wherever the reader, the owner or the server is. */
export const yachtTimeZone = 'Europe/Rome';

const hourMs = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`: when the EU's clocks change. */
function lastSundayAt1Utc(year: number, month: number): number {
  const day = new Date(Date.UTC(year, month + 1, 0, 1)); // the month's last day, 01:00 UTC
  return day.getTime() - day.getUTCDay() * 24 * hourMs;
}

/**
 * Europe/Rome's offset from UTC at `now`, in hours: summer time (CEST, +2) from 01:00 UTC on the
 * last Sunday of March to 01:00 UTC on the last Sunday of October, the rule of EU directive
 * 2000/84/EC (the same since 1996); winter time (CET, +1) otherwise. A test holds it equal to
 * Intl's time-zone data hour by hour over 1996–2040.
 */
export function yachtUtcOffsetHours(now: Date): 1 | 2 {
  const year = now.getUTCFullYear();
  const time = now.getTime();
  return time >= lastSundayAt1Utc(year, 2) && time < lastSundayAt1Utc(year, 9) ? 2 : 1;
}

/**
 * The date of `now` in the yacht's time zone, as YYYY-MM-DD. Arithmetic, not Intl: a phone
 * spends 40–50 ms (measured at 4× CPU slowdown: ~175 ms) loading the time-zone data for its first
 * `Intl.DateTimeFormat` with a `timeZone`, a long task inside the home and Join us pages' start-up.
 */
export function yachtDate(now: Date = new Date()): IsoDate {
  return new Date(now.getTime() + yachtUtcOffsetHours(now) * hourMs).toISOString().slice(0, 10) as IsoDate;
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
