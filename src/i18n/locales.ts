/**
 * The site's two languages and the one mechanism for bilingual content.
 *
 * Content and UI copy live in typed `Localized` records rather than in
 * translation JSON: TypeScript then refuses to build a string that lacks its
 * Italian (or English) half, and the same records serve the React pages, the
 * build-time PDF and the form functions, which cannot use Docusaurus's
 * `translate()`.
 */
export const locales = ['en', 'it'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** A value written once per language. */
export type Localized<T = string> = Readonly<Record<Locale, T>>;

/** BCP 47 tags used for `<html lang>`, hreflang and date formatting. */
export const htmlLang: Localized = { en: 'en', it: 'it' };
/** og:locale values (language_TERRITORY). */
export const ogLocale: Localized = { en: 'en_GB', it: 'it_IT' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function pick<T>(value: Localized<T>, locale: Locale): T {
  return value[locale];
}

/** Path prefix of a locale: '' for the default, '/it' for Italian. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

const monthNames: Localized<readonly string[]> = {
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
 * readers of `locale` expect: "April 21, 2020", "21 aprile 2020". The same text
 * as Intl's long day-month-year format (a test holds them together), without
 * Intl: a phone spends ~15 ms building its first formatter, inside the page's
 * hydration.
 */
export function formatDate(iso: string, locale: Locale): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) ?? [];
  if (!year || !month || !day) throw new Error(`Not an ISO date: "${iso}"`);
  const monthName = monthNames[locale][Number(month) - 1];
  if (!monthName) throw new Error(`Not an ISO date: "${iso}"`);
  const dayNumber = Number(day);
  return locale === 'en' ? `${monthName} ${dayNumber}, ${year}` : `${dayNumber} ${monthName} ${year}`;
}

/** Fills `{name}` placeholders of a translated template. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
