import { brand } from '../../common/brand';
import { areaName } from '../../common/facts/areas';
import { itinerary } from '../../common/facts/itinerary';
import { replyTime } from '../../common/facts/charter';
import { contact, contactLinks, site } from '../../common/facts/site';
import { fill, formatDateRange, localePrefix, type Locale, type Localized } from '../../common/locales';
import { emailDocument, escapeHtml, headerSafe, legalLine, type Email } from '../mail/layout';

/**
 * The visitor's acknowledgement, in the request's language (Italian in the "voi" register). It goes to
 * an address nobody has verified, so it carries nothing the visitor typed: no name (a neutral greeting),
 * no message, no preferred dates; only the reference and the week and area chosen from the site's lists.
 */
export const ackEmailCopy = {
  subject: {
    en: '{yacht}: your charter request {reference}',
    it: '{yacht}: la vostra richiesta di noleggio {reference}',
  },
  greeting: { en: 'Hello,', it: 'Buongiorno,' },
  intro: {
    en: 'Thank you for your interest in {yacht}: we have your request, and the details are below.',
    it: 'vi ringraziamo dell’interesse per {yacht}: abbiamo ricevuto la vostra richiesta, di cui trovate qui sotto il riepilogo.',
  },
  /** A request with preferred dates instead of a week (no week could be chosen). */
  introDates: {
    en: 'Thank you for your interest in {yacht}: we have your request and the dates you would like.',
    it: 'vi ringraziamo dell’interesse per {yacht}: abbiamo ricevuto la vostra richiesta e le date che ci avete indicato.',
  },
  reference: { en: 'Your reference: {reference}', it: 'Il vostro riferimento: {reference}' },
  week: { en: 'Week: {from} – {to}', it: 'Settimana: {from} – {to}' },
  leg: { en: 'Cruising area: {leg}, embarking at {base}', it: 'Zona di navigazione: {leg}, con imbarco {base}' },
  next: {
    en: `What happens next: the owners read every request themselves and will reply ${replyTime.en}, by e-mail or phone, to confirm whether the week is free and to talk through your plans. Nothing is reserved until you have agreed the details with them.`,
    it: `Cosa succede ora: gli armatori leggono personalmente ogni richiesta e vi risponderanno ${replyTime.it}, per e-mail o per telefono, per confermare se la settimana è libera e parlare dei vostri programmi. Nessuna settimana è prenotata finché non avrete concordato i dettagli con gli armatori.`,
  },
  nextDates: {
    en: `What happens next: the owners read every request themselves and will reply ${replyTime.en}, by e-mail or phone, and propose a week that matches your dates as soon as the calendar for them is set. Nothing is reserved until you have agreed the details with them.`,
    it: `Cosa succede ora: gli armatori leggono personalmente ogni richiesta e vi risponderanno ${replyTime.it}, per e-mail o per telefono; non appena il calendario di quel periodo sarà definito, vi proporranno una settimana adatta alle vostre date. Nessuna settimana è prenotata finché non avrete concordato i dettagli con gli armatori.`,
  },
  contact: {
    en: 'To reach the owners, simply reply to this e-mail, write to {email} or send a message on WhatsApp to {whatsapp}. Please always quote your reference {reference}.',
    it: 'Per contattare gli armatori rispondete semplicemente a questa e-mail, scrivete a {email} o inviate un messaggio WhatsApp al {whatsapp}. Vi preghiamo di citare sempre il riferimento {reference}.',
  },
  guide: { en: 'How chartering {yacht} works: {guide}', it: 'Come funziona il noleggio di {yacht}: {guide}' },
  signature: { en: 'Fair winds,\nThe owners of {yacht}', it: 'Buon vento,\ngli armatori di {yacht}' },
  notYou: {
    en: 'If you did not send this request, reply to this e-mail and we will delete it.',
    it: 'Se non avete inviato voi questa richiesta, rispondete a questa e-mail e la cancelleremo.',
  },
  privacy: { en: 'Privacy notice', it: 'Informativa sulla privacy' },
} satisfies Record<string, Localized>;

export interface AckRequest {
  reference: string;
  locale: Locale;
  /** The week; absent for a request with dates to agree. */
  weekFrom?: string;
  weekTo?: string;
  leg?: string;
}

/** The acknowledgement a visitor gets for their request: reference, week, area, what next, how to reach the owners. */
export function composeAckEmail(request: AckRequest): Email {
  const { locale, weekFrom, weekTo } = request;
  const hasWeek = weekFrom !== undefined && weekTo !== undefined;
  const range = hasWeek ? formatDateRange(weekFrom, weekTo, locale) : { from: '', to: '' };
  const base = itinerary.find((leg) => leg.leg.id === request.leg)?.embarkAt;
  const privacyUrl = `${site.url}${localePrefix(locale)}/privacy/`;
  const values = {
    reference: request.reference,
    yacht: site.yachtName,
    from: range.from,
    to: range.to,
    leg: areaName(request.leg ?? '')[locale],
    base: base ? base[locale] : '',
    email: contact.email,
    whatsapp: contact.whatsapp,
    guide: `${site.url}${localePrefix(locale)}/charter-guide/`,
  };
  const c = ackEmailCopy;
  const lines = hasWeek ? [c.reference, c.week, ...(base ? [c.leg] : [])] : [c.reference];
  const paragraphs = [
    c.greeting[locale],
    fill((hasWeek ? c.intro : c.introDates)[locale], values),
    lines.map((line) => fill(line[locale], values)).join('\n'),
    (hasWeek ? c.next : c.nextDates)[locale],
    fill(c.contact[locale], values),
    fill(c.guide[locale], values),
    fill(c.signature[locale], values),
  ];
  const footer = [c.notYou[locale], `${c.privacy[locale]}: ${privacyUrl}`, legalLine(locale)];
  const text = [...paragraphs, '--', ...footer].join('\n\n');
  const paragraph = (value: string) => `<p style="white-space:pre-line">${escapeHtml(value)}</p>`;
  // The owners' address and WhatsApp as links a phone can follow.
  const contactHtml = escapeHtml(fill(c.contact[locale], values))
    .replace(escapeHtml(contact.email), `<a href="${escapeHtml(contactLinks.mailto)}">${escapeHtml(contact.email)}</a>`)
    .replace(
      escapeHtml(contact.whatsapp),
      `<a href="${escapeHtml(contactLinks.chat)}">${escapeHtml(contact.whatsapp)}</a>`,
    );
  const html = emailDocument(
    locale,
    `
${paragraphs
  .map((text, index) => (index === 4 ? `<p>${contactHtml}</p>` : paragraph(text)))
  .join('\n')
  .replace(escapeHtml(values.guide), `<a href="${escapeHtml(values.guide)}">${escapeHtml(values.guide)}</a>`)}
<hr style="border:none;border-top:1px solid #d5dbe0">
<p style="font-size:13px;color:${brand.muted}">${escapeHtml(c.notYou[locale])}<br><a href="${escapeHtml(privacyUrl)}" style="color:${brand.muted}">${escapeHtml(c.privacy[locale])}</a><br>${escapeHtml(legalLine(locale))}</p>
`,
  );
  return { subject: headerSafe(fill(c.subject[locale], values)), text, html };
}
