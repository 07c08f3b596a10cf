import { brand } from '../../common/brand';
import { season } from '../../src/data/season';
import { contact, site } from '../../src/data/site';
import { fill, formatDateRange, type Locale, type Localized } from '../../src/i18n/locales';
import { escapeHtml, headerSafe, type OwnerEmail } from './ownerEmail';

/**
 * The visitor's acknowledgement, in the request's language (Italian in the "voi" register). It goes to
 * an address nobody has verified, so it carries nothing the visitor typed: no name (a neutral greeting),
 * no message; only the reference and the week and leg chosen from the site's own lists.
 */
export const ackEmailCopy = {
  subject: {
    en: 'We have received your charter request {reference}',
    it: 'Abbiamo ricevuto la vostra richiesta di charter {reference}',
  },
  greeting: { en: 'Hello,', it: 'Buongiorno,' },
  intro: {
    en: 'thank you for your interest in {yacht}. We have received your request for the week from {from} to {to}.',
    it: 'grazie per il vostro interesse per {yacht}. Abbiamo ricevuto la vostra richiesta per la settimana dal {from} al {to}.',
  },
  reference: { en: 'Your reference: {reference}', it: 'Il vostro riferimento: {reference}' },
  week: { en: 'Week: {from} – {to}', it: 'Settimana: {from} – {to}' },
  leg: { en: 'Itinerary: {leg}', it: 'Itinerario: {leg}' },
  next: {
    en: 'What happens next: the owners read every request personally and will reply soon, by e-mail or phone, to confirm whether the week is free and to talk about your plans. Nothing is booked until you and they agree.',
    it: 'Cosa succede ora: gli armatori leggono personalmente ogni richiesta e vi risponderanno al più presto, per e-mail o telefono, per confermare se la settimana è libera e parlare dei vostri programmi. Nulla è prenotato finché non vi sarete accordati.',
  },
  contact: {
    en: 'To reach the owners, simply reply to this e-mail, write to {email} or send a message on WhatsApp to {whatsapp}. Please quote your reference {reference}.',
    it: 'Per contattare gli armatori rispondete semplicemente a questa e-mail, scrivete a {email} o inviate un messaggio WhatsApp al {whatsapp}. Indicate il vostro riferimento {reference}.',
  },
  signature: { en: 'Fair winds,\nthe {yacht} team', it: 'Buon vento,\nlo staff di {yacht}' },
  notYou: {
    en: 'If you did not send this request, please ignore this e-mail: nothing else will be sent to you.',
    it: 'Se non avete inviato voi questa richiesta, ignorate questa e-mail: non vi scriveremo altro.',
  },
} satisfies Record<string, Localized>;

export interface AckRequest {
  reference: string;
  locale: Locale;
  weekFrom: string;
  weekTo: string;
  leg: string;
}

/** The acknowledgement a visitor gets for their request: reference, week, leg, what next, how to reach the owners. */
export function composeAckEmail(request: AckRequest): OwnerEmail {
  const locale = request.locale;
  const range = formatDateRange(request.weekFrom, request.weekTo, locale);
  const leg = season.legs.find((candidate) => candidate.id === request.leg);
  const values = {
    reference: request.reference,
    yacht: site.yachtName,
    from: range.from,
    to: range.to,
    leg: leg ? leg.name[locale] : request.leg,
    email: contact.email,
    whatsapp: contact.whatsapp,
  };
  const paragraphs = [
    fill(ackEmailCopy.greeting[locale], values),
    fill(ackEmailCopy.intro[locale], values),
    [ackEmailCopy.reference, ackEmailCopy.week, ackEmailCopy.leg].map((line) => fill(line[locale], values)).join('\n'),
    ackEmailCopy.next[locale],
    fill(ackEmailCopy.contact[locale], values),
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
