import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { monthRangeOf } from '../../common/contracts/joinRequest';
import { requestReference } from '../../common/contracts/reference';
import { fill, formatDate, formatDateRange, type Locale, type Localized } from '../../common/locales';
import { ownerMailCopy } from './mailCopy';

/**
 * The guest as the owner reaches them, in the owner's mail and on the request's page: their dates in
 * words, their phone as a call and a WhatsApp, and a reply in their language.
 */

/** "2027-06 – 2027-07; two weeks" → "June – July 2027 · “two weeks”": the preferred dates in words. */
export function datesInWords(dates: string, locale: Locale): string {
  const months = monthRangeOf(dates);
  const words = (months ? dates.replace(/^[^;]*;?\s*/, '') : dates).trim();
  const month = (yearMonth: string) => formatDate(`${yearMonth}-15`, locale).replace(/^15 /, '');
  const quoted = words ? fill(ownerMailCopy.words[locale], { words }) : '';
  if (!months) return quoted;
  const sameYear = months.from.slice(0, 4) === months.to.slice(0, 4);
  const span =
    months.from === months.to
      ? month(months.from)
      : `${sameYear ? month(months.from).replace(/ \d{4}$/, '') : month(months.from)} – ${month(months.to)}`;
  return quoted ? `${span} · ${quoted}` : span;
}

/** A phone as people write it ("+44 20 7946 0958"), its tel: link and its WhatsApp chat (wa.me, digits only). */
export function phoneLinks(phone: string): { shown: string; tel: string; whatsapp: string } {
  const parsed = parsePhoneNumberFromString(phone);
  const e164 = parsed?.number ?? phone.replace(/[^\d+]/g, '');
  return {
    shown: parsed?.formatInternational() ?? phone,
    tel: `tel:${e164}`,
    whatsapp: `https://wa.me/${e164.replace(/\D/g, '')}`,
  };
}

/** The guest, as the reply, call and WhatsApp links need them. */
export interface GuestContact {
  submissionId: string;
  email: string;
  name: string;
  locale: Locale;
  phone?: string;
  weekFrom?: string;
  weekTo?: string;
}

/** The owners' reply to the guest, in the guest's language: the subject with the reference, a salutation, a first sentence. */
/** The owners' reply to the guest, in the guest's language: the subject with the reference, a salutation, a first sentence. */
export const guestReplyCopy = {
  subject: { en: 'Your charter request {reference}', it: 'La vostra richiesta di noleggio {reference}' },
  greeting: {
    en: 'Dear {name},\n\nThank you for your request for the week of {dates}.',
    it: 'Gentile {name},\n\nVi ringraziamo della richiesta per la settimana {dates}.',
  },
  greetingNoWeek: {
    en: 'Dear {name},\n\nThank you for your charter request.',
    it: 'Gentile {name},\n\nVi ringraziamo della richiesta di noleggio.',
  },
} satisfies Record<string, Localized>;

/** A mailto: to the guest, the subject and greeting in the guest's language. */
export function guestReplyMailto(guest: GuestContact): string {
  const { locale, name } = guest;
  const subject = fill(guestReplyCopy.subject[locale], { reference: requestReference(guest.submissionId) });
  const week = guest.weekFrom && guest.weekTo ? formatDateRange(guest.weekFrom, guest.weekTo, locale) : undefined;
  const greeting = fill((week ? guestReplyCopy.greeting : guestReplyCopy.greetingNoWeek)[locale], { name, ...week });
  const address = encodeURIComponent(guest.email).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${greeting}\n\n`)}`;
}
