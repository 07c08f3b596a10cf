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

/** Formats an ISO date (YYYY-MM-DD) the way readers of `locale` expect. */
export function formatDate(
  iso: string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' },
): string {
  const date = new Date(`${iso}T12:00:00Z`);
  return new Intl.DateTimeFormat(htmlLang[locale], { timeZone: 'UTC', ...options }).format(date);
}

/** Fills `{name}` placeholders of a translated template. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
