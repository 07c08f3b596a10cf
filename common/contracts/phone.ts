import { parsePhoneNumberFromString, type CountryCode, type NumberType } from 'libphonenumber-js/max';
import type { Locale } from '../locales';

/**
 * Phones are checked against real numbering plans (libphonenumber-js), never a
 * regex. Without a leading +, a number is read as the visitor's own country's.
 * The "max" metadata carries each plan's number types (the default "min" one
 * cannot tell a mobile from a premium-rate number).
 */
export const defaultCountry: Record<Locale, CountryCode | undefined> = { en: undefined, it: 'IT' };

/**
 * The types of number a guest gives to be called back on. VOIP is in: a VoIP line (UK 056, many
 * business lines) costs a normal call. Out: PREMIUM_RATE, SHARED_COST, TOLL_FREE (a callback to
 * them costs the owner or reaches no person), PERSONAL_NUMBER (UK 070 "follow-me" numbers, charged
 * at premium rates and a known callback-fraud bait), UAN, PAGER, VOICEMAIL, and numbers of no type.
 */
export const guestPhoneTypes: readonly NumberType[] = ['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE', 'VOIP'];

/** The number in E.164 when it is valid and of a type a guest would give; undefined otherwise. */
export function normalizePhone(value: string, locale: Locale): string | undefined {
  const phone = parsePhoneNumberFromString(value, defaultCountry[locale]);
  if (!phone?.isValid()) return undefined;
  const type = phone.getType();
  if (!type || !guestPhoneTypes.includes(type)) return undefined;
  return phone.number;
}
