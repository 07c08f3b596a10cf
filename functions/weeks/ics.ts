import type { Week } from '../../common/facts/weeks';
import { areaName } from '../../common/facts/areas';
import { site } from '../../common/facts/site';
import { fill, type Locale, type Localized } from '../../common/locales';

const copy = {
  calendarName: { en: '{yacht}: charter availability', it: '{yacht}: disponibilità per il noleggio' },
  available: { en: '{yacht}: available', it: '{yacht}: disponibile' },
  optioned: { en: '{yacht}: optioned', it: '{yacht}: opzionata' },
  optionedUntil: { en: '{yacht}: optioned until {date}', it: '{yacht}: opzionata fino al {date}' },
  'not-available': { en: '{yacht}: not available', it: '{yacht}: non disponibile' },
  description: {
    en: '{leg}: embark {from}, disembark {to}. Charter requests: {url}',
    it: '{leg}: imbarco {from}, sbarco {to}. Richieste di noleggio: {url}',
  },
} satisfies Record<string, Localized>;

/** A week of the feed: the status as it reads today, and when it last changed (the event's DTSTAMP). */
export interface FeedWeek extends Week {
  updatedAt: string;
}

const dayMonth: Localized<Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
  it: new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
};

/** "12 June", "12 giugno". */
export function formatDayMonth(iso: string, locale: Locale): string {
  return dayMonth[locale].format(new Date(`${iso}T00:00:00Z`));
}

/** The status line of a week, e.g. "Libeccio: optioned until 12 June". */
export function weekSummary(week: Week, locale: Locale): string {
  const values = { yacht: site.yachtName };
  if (week.status === 'optioned' && week.optionUntil) {
    return fill(copy.optionedUntil[locale], { ...values, date: formatDayMonth(week.optionUntil, locale) });
  }
  return fill(copy[week.status][locale], values);
}

/** RFC 5545 TEXT escaping: backslash, semicolon, comma and line breaks. */
function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; continuations 74 after their leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const icsDate = (iso: string) => iso.replaceAll('-', '');
/** 2025-06-10T08:15:30.123Z → 20250610T081530Z */
const icsDateTime = (iso: string) => `${new Date(iso).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/**
 * Every published season as an iCalendar feed (RFC 5545): one all-day event per week from its embark day to its
 * disembark day (DTEND is exclusive, so the event ends the day before disembarking, when the next
 * week's begins), a UID per week that never changes, and the status in the summary.
 */
export function renderFeed(weeks: readonly FeedWeek[], locale: Locale): string {
  const host = new URL(site.url).host;
  const legName = (id: Week['leg']) => areaName(id)[locale];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${site.yachtName}//Availability//${locale.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(fill(copy.calendarName[locale], { yacht: site.yachtName }))}`,
    'X-PUBLISHED-TTL:PT1H',
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
  ];
  for (const week of weeks) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:week-${week.from}@${host}`,
      `DTSTAMP:${icsDateTime(week.updatedAt)}`,
      `LAST-MODIFIED:${icsDateTime(week.updatedAt)}`,
      `DTSTART;VALUE=DATE:${icsDate(week.from)}`,
      `DTEND;VALUE=DATE:${icsDate(week.to)}`,
      `SUMMARY:${escapeText(weekSummary(week, locale))}`,
      `DESCRIPTION:${escapeText(fill(copy.description[locale], { leg: legName(week.leg), from: week.from, to: week.to, url: `${site.url}${locale === 'it' ? '/it' : ''}/join-us/` }))}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
