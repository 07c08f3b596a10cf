import { brand } from '../../common/brand';
import { areaName } from '../../src/data/areas';
import { contact, site } from '../../src/data/site';
import { fill, formatDateRange, localePrefix, type Locale, type Localized } from '../../src/i18n/locales';
import { escapeHtml, headerSafe, type OwnerEmail } from './ownerEmail';

/** The visitor's acknowledgement, in the request's language (Italian in the "voi" register). */
export const ackEmailCopy = {
  subject: {
    en: 'We have received your charter request {reference}',
    it: 'Abbiamo ricevuto la vostra richiesta di charter {reference}',
  },
  greeting: { en: 'Dear {name},', it: 'Gentile {name},' },
  intro: {
    en: 'thank you for your interest in {yacht}. We have received your request for the week from {from} to {to}.',
    it: 'grazie per il vostro interesse per {yacht}. Abbiamo ricevuto la vostra richiesta per la settimana dal {from} al {to}.',
  },
  /** A request with preferred dates instead of a week (no week could be chosen). */
  introDates: {
    en: 'thank you for your interest in {yacht}. We have received your request, with the dates you would prefer.',
    it: 'grazie per il vostro interesse per {yacht}. Abbiamo ricevuto la vostra richiesta, con le date che preferite.',
  },
  reference: { en: 'Your reference: {reference}', it: 'Il vostro riferimento: {reference}' },
  dates: { en: 'Preferred dates: {dates}', it: 'Date preferite: {dates}' },
  week: { en: 'Week: {from} – {to}', it: 'Settimana: {from} – {to}' },
  leg: { en: 'Itinerary: {leg}', it: 'Itinerario: {leg}' },
  next: {
    en: 'What happens next: the owners read every request personally and will reply soon, by e-mail or phone, to confirm whether the week is free and to talk about your plans. Nothing is booked until you and they agree.',
    it: 'Cosa succede ora: gli armatori leggono personalmente ogni richiesta e vi risponderanno al più presto, per e-mail o telefono, per confermare se la settimana è libera e parlare dei vostri programmi. Nulla è prenotato finché non vi sarete accordati.',
  },
  nextDates: {
    en: 'What happens next: the owners read every request personally. They will write or call to agree a week with you that matches your dates, once the calendar for those dates is set. Nothing is booked until you and they agree.',
    it: 'Cosa succede ora: gli armatori leggono personalmente ogni richiesta. Vi scriveranno o vi chiameranno per concordare con voi una settimana adatta alle vostre date, non appena il calendario di quel periodo sarà definito. Nulla è prenotato finché non vi sarete accordati.',
  },
  contact: {
    en: 'To reach the owners, simply reply to this e-mail, write to {email} or send a message on WhatsApp to {whatsapp}. Please quote your reference {reference}.',
    it: 'Per contattare gli armatori rispondete semplicemente a questa e-mail, scrivete a {email} o inviate un messaggio WhatsApp al {whatsapp}. Indicate il vostro riferimento {reference}.',
  },
  guide: { en: 'How chartering {yacht} works: {guide}', it: 'Come funziona il noleggio di {yacht}: {guide}' },
  signature: { en: 'Fair winds,\nthe {yacht} team', it: 'Buon vento,\nlo staff di {yacht}' },
  notYou: {
    en: 'If you did not send this request, please ignore this e-mail: nothing else will be sent to you.',
    it: 'Se non avete inviato voi questa richiesta, ignorate questa e-mail: non vi scriveremo altro.',
  },
} satisfies Record<string, Localized>;

export interface AckRequest {
  reference: string;
  locale: Locale;
  name: string;
  /** The week; absent for a request with dates to agree (`dates`). */
  weekFrom?: string;
  weekTo?: string;
  leg?: string;
  dates?: string;
}

/** The acknowledgement a visitor gets for their request: reference, week, leg, what next, how to reach the owners. */
export function composeAckEmail(request: AckRequest): OwnerEmail {
  const locale = request.locale;
  const hasWeek = request.weekFrom !== undefined && request.weekTo !== undefined;
  const range = hasWeek ? formatDateRange(request.weekFrom!, request.weekTo!, locale) : { from: '', to: '' };
  const values = {
    reference: request.reference,
    name: request.name,
    yacht: site.yachtName,
    from: range.from,
    to: range.to,
    leg: areaName(request.leg ?? '')[locale],
    dates: request.dates ?? '',
    email: contact.email,
    whatsapp: contact.whatsapp,
  };
  const lines = hasWeek
    ? [ackEmailCopy.reference, ackEmailCopy.week, ackEmailCopy.leg]
    : [ackEmailCopy.reference, ackEmailCopy.dates];
  const paragraphs = [
    fill(ackEmailCopy.greeting[locale], values),
    fill((hasWeek ? ackEmailCopy.intro : ackEmailCopy.introDates)[locale], values),
    lines.map((line) => fill(line[locale], values)).join('\n'),
    (hasWeek ? ackEmailCopy.next : ackEmailCopy.nextDates)[locale],
    fill(ackEmailCopy.contact[locale], values),
    fill(ackEmailCopy.guide[locale], { ...values, guide: `${site.url}${localePrefix(locale)}/charter-guide/` }),
    fill(ackEmailCopy.signature[locale], values),
    ackEmailCopy.notYou[locale],
  ];
  const text = [...paragraphs, `${site.yachtName} · ${site.url}`].join('\n\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:${brand.ink}">
${paragraphs.map((paragraph) => `<p style="white-space:pre-line">${escapeHtml(paragraph)}</p>`).join('\n')}
<p style="color:${brand.muted}">${escapeHtml(site.yachtName)} · ${escapeHtml(site.url)}</p>
</body></html>`;
  return { subject: headerSafe(fill(ackEmailCopy.subject[locale], values)), text, html };
}
