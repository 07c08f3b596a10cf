import { isValidPhoneNumber, parsePhoneNumberWithError, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { locales, type Locale } from '../i18n/locales';

/** Issue messages are message keys (see messages.ts), translated where shown. */
export const email = z.string('email').trim().max(320, 'email').pipe(z.email('email'));

export const locale = z.enum(locales);

/** Without a leading +, numbers are read as the visitor's own country's. */
export const defaultCountry: Record<Locale, CountryCode | undefined> = { en: undefined, it: 'IT' };

export function normalizePhone(value: string, locale: Locale): string | undefined {
  const country = defaultCountry[locale];
  if (!isValidPhoneNumber(value, country)) return undefined;
  return parsePhoneNumberWithError(value, country).number;
}

export const isoDate = z.iso.date('week');

/** Collapses runs of control characters and newlines in single-line fields. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
export const singleLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
