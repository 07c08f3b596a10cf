/**
 * The site's two languages and the one mechanism for bilingual content.
 *
 * Content and UI copy live in typed `Localized` records rather than in
 * translation JSON: TypeScript then refuses to build a string that lacks its
 * Italian (or English) half, and the same records serve the React pages, the
 * build-time PDF and the form functions, which cannot use Docusaurus's
 * `translate()`.
 */
import { yachtTimeZone } from './yachtDay';

/** The site's languages: the default at `/`, the others under `/<locale>/`. */
export const locales = ['en', 'it'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Path prefix of a locale: '' for the default, '/it' for Italian. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** A value written once per language. */
export type Localized<T = string> = Readonly<Record<Locale, T>>;

/** BCP 47 tags used for `<html lang>` and hreflang. */
export const htmlLang: Localized = { en: 'en', it: 'it' };
/** The regional formats the site writes dates and numbers in: British English, Italian. */
export const formatLocale: Localized = { en: 'en-GB', it: 'it-IT' };
/** og:locale values (language_TERRITORY). */
export const ogLocale: Localized = { en: 'en_GB', it: 'it_IT' };

/** The 1200×630 social card (og:image) of a language, rendered by scripts/render-social-card.ts. */
export function socialCardPath(locale: Locale): string {
  return `/img/social-card-${locale}.png`;
}

/** The months' names, January first, as written in running text (Italian in lower case). */
export const monthNames: Localized<readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  it: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
};

/**
 * Formats an ISO date (YYYY-MM-DD, or a full ISO timestamp read in UTC) the way
 * readers of `locale` expect: British "21 April 2020", Italian "21 aprile 2020"
 * with the first of the month as an ordinal, "1° novembre 2025". The same text
 * as Intl's en-GB and it long formats (a test holds them together) apart from
 * that ordinal, which Intl does not write; without Intl, because a phone spends
 * ~15 ms building its first formatter, inside the page's hydration.
 */
export function formatDate(iso: string, locale: Locale, { year: withYear = true } = {}): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) ?? [];
  if (!year || !month || !day) throw new Error(`Not an ISO date: "${iso}"`);
  const monthName = monthNames[locale][Number(month) - 1];
  if (!monthName) throw new Error(`Not an ISO date: "${iso}"`);
  const dayNumber = Number(day);
  const dayText = locale === 'it' && dayNumber === 1 ? '1°' : String(dayNumber);
  return withYear ? `${dayText} ${monthName} ${year}` : `${dayText} ${monthName}`;
}

/**
 * A date range: its two ends, the year written once when both share it ("28 April" and "30 August 2025";
 * "31 agosto" and "1° novembre 2025"), and `dates`, the range in running text, the month written once when
 * both ends share it: "12–19 June 2027", "28 April – 30 August 2025", "27 December 2025 – 3 January 2026";
 * "dal 12 al 19 giugno 2027", "dall’8 al 15 agosto 2027", "dal 27 dicembre 2025 al 3 gennaio 2026". Write
 * `{dates}` in templates, never "{from} – {to}" or "dal {from} al {to}" (they repeat the month).
 */
export function formatDateRange(from: string, to: string, locale: Locale): { from: string; to: string; dates: string } {
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  const ends = { from: formatDate(from, locale, { year: !sameYear }), to: formatDate(to, locale) };
  const sameMonth = sameYear && from.slice(5, 7) === to.slice(5, 7);
  const first = sameMonth ? ends.from.split(' ')[0]! : ends.from;
  if (locale === 'en') return { ...ends, dates: sameMonth ? `${first}–${ends.to}` : `${first} – ${ends.to}` };
  return { ...ends, dates: `${withArticle('dal', first)} ${withArticle('al', ends.to)}` };
}

/** "al 10 marzo", "dall’8 agosto", "l’11 giugno": an Italian article (or preposition with it) before a date, elided before otto and undici. */
export const withArticle = (article: string, date: string) => {
  if (!/^(8|11)\b/.test(date)) return `${article} ${date}`;
  const elided = article === 'il' ? 'l' : article === 'Il' ? 'L' : `${article}l`;
  return `${elided}’${date}`;
};

/**
 * An instant's wall clock in the yacht's time zone: "2025-06-10" and "14:05". For the functions, the
 * owner's tool and the build (it uses Intl for the time-zone rules), not for page hydration.
 */
export function yachtClock(instant: string, timeZone = yachtTimeZone): { day: string; time: string } {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) throw new Error(`Not an ISO timestamp: "${instant}"`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * An instant (a full ISO timestamp) as a date and a 24-hour time in the yacht's
 * time zone: "10 June 2025, 11:14", "10 giugno 2025, 11:14".
 */
export function formatDateTime(instant: string, locale: Locale): string {
  const { day, time } = yachtClock(instant);
  return `${formatDate(day, locale)}, ${time}`;
}

/**
 * Formats a number the way readers of `locale` expect: "2,200" and "5.55" in
 * English, "2.200" and "5,55" in Italian.
 */
export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(fractionDigits).split('.');
  const [group, decimal] = locale === 'it' ? ['.', ','] : [',', '.'];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? decimal + fraction : ''}`;
}

/** Fills `{name}` placeholders of a translated template. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  // An Italian article before a value elides as the value asks: "il {date}" is "l’8 maggio", "al {date}" "all’11".
  return template.replace(/(?:\b(il|Il|al|dal|del|nel|sul) )?\{(\w+)\}/g, (whole, article?: string, key = '') => {
    if (!(key in values)) return whole;
    return article ? withArticle(article, String(values[key])) : String(values[key]);
  });
}
