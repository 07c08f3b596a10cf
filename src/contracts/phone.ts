import { isValidPhoneNumber, parsePhoneNumberWithError, type CountryCode } from 'libphonenumber-js';
import type { Locale } from '../i18n/locales';

/**
 * Phones are checked against real numbering plans (libphonenumber-js), never a
 * regex. Without a leading +, a number is read as the visitor's own country's.
 */
export const defaultCountry: Record<Locale, CountryCode | undefined> = { en: undefined, it: 'IT' };

export function normalizePhone(value: string, locale: Locale): string | undefined {
  const country = defaultCountry[locale];
  if (!isValidPhoneNumber(value, country)) return undefined;
  return parsePhoneNumberWithError(value, country).number;
}
