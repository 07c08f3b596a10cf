import { brand } from '../../common/brand';
import { areaName } from '../../common/facts/areas';
import { site } from '../../common/facts/site';
import { fill, formatDate, formatDateRange, localePrefix, type Locale, type Localized } from '../../common/locales';
import { addDays, type IsoDate } from '../../common/yachtDay';
import { emailDocument, escapeHtml, headerSafe, legalLine, type Email } from '../mail/layout';

/**
 * What the guest is told when the owners option, book or decline their request (unless the owner holds
 * the mail back), in the request's language: what is held, until when, and what happens next. These go
 * to a guest the owners are already in touch with, by name; the Italian is the "Lei" of a personal letter,
 * as the owners' own reply draft (ownerEmail.ts). Nothing here states a price, a fee or a term the
 * owners have not set: the contract is named, never described beyond what the charter guide says.
 */
export type GuestUpdate = 'optioned' | 'booked' | 'declined';

export const guestUpdateCopy = {
  subjectOptioned: {
    en: '{yacht}: the week {from} – {to} is held for you until {until}',
    it: '{yacht}: la settimana {from} – {to} è bloccata in opzione per Lei fino al {until}',
  },
  subjectBooked: {
    en: '{yacht}: your charter for the week {from} – {to} is confirmed',
    it: '{yacht}: il Suo noleggio per la settimana {from} – {to} è confermato',
  },
  subjectDeclined: {
    en: '{yacht}: your charter request {reference}',
    it: '{yacht}: la Sua richiesta di noleggio {reference}',
  },
  greeting: { en: 'Dear {name},', it: 'Gentile {name},' },
  optioned: {
    en: 'The owners have placed an option on the week {from} – {to} ({area}) for your charter request {reference}. Until {until} inclusive the week is held for you: nobody else can book it, and you are not committed to anything.',
    it: 'Gli armatori hanno bloccato in opzione per Lei la settimana dal {from} al {to} ({area}) per la Sua richiesta di noleggio {reference}. Fino al {until} compreso la settimana è riservata a Lei: nessun altro può prenotarla e Lei non si impegna a nulla.',
  },
  optionedNext: {
    en: 'What happens next: to confirm the charter, reply to this e-mail by {until}; a charter is confirmed with a written charter contract. If the owners have not heard from you by then, the option ends and from {next} the week is offered to others again. If you no longer wish to hold it, a short reply is enough.',
    it: 'Cosa succede ora: per confermare il noleggio risponda a questa e-mail entro il {until}; il noleggio si conferma con un contratto scritto. Se entro quella data gli armatori non avranno Sue notizie, l’opzione termina e dal {next} la settimana torna disponibile per altri. Se non desidera più tenerla, basta una breve risposta.',
  },
  booked: {
    en: 'The owners have confirmed your charter {reference}: the week {from} – {to} ({area}) is booked for you, and the calendar on our website now shows it as not available.',
    it: 'Gli armatori hanno confermato il Suo noleggio {reference}: la settimana dal {from} al {to} ({area}) è prenotata per Lei e il calendario del sito la mostra ora come non disponibile.',
  },
  bookedNext: {
    en: 'What happens next: the written charter contract sets out the terms, the payment schedule and the cancellation terms. For any question about it, or about your week aboard, simply reply to this e-mail.',
    it: 'Cosa succede ora: il contratto di noleggio scritto stabilisce le condizioni, le scadenze dei pagamenti e le condizioni di annullamento. Per qualsiasi domanda sul contratto o sulla settimana a bordo, risponda semplicemente a questa e-mail.',
  },
  declined: {
    en: 'We are sorry: the owners cannot offer you the week {from} – {to} for your charter request {reference}.',
    it: 'Ci dispiace: gli armatori non possono offrirLe la settimana dal {from} al {to} per la Sua richiesta di noleggio {reference}.',
  },
  declinedNoWeek: {
    en: 'We are sorry: the owners cannot offer you a week on the dates of your charter request {reference}.',
    it: 'Ci dispiace: gli armatori non possono offrirLe una settimana nelle date della Sua richiesta di noleggio {reference}.',
  },
  declinedNext: {
    en: 'What happens next: nothing is held in your name and you owe nothing. You are welcome to choose another week on our calendar, or to tell us other dates: {joinUs}',
    it: 'Cosa succede ora: nessuna settimana è riservata a Suo nome e Lei non deve nulla. Se lo desidera, può scegliere un’altra settimana nel nostro calendario o indicarci altre date: {joinUs}',
  },
  contact: {
    en: 'To reach the owners, simply reply to this e-mail, quoting your reference {reference}. How chartering {yacht} works: {guide}',
    it: 'Per contattare gli armatori risponda semplicemente a questa e-mail, citando il riferimento {reference}. Come funziona il noleggio di {yacht}: {guide}',
  },
  signature: { en: 'Fair winds,\nThe owners of {yacht}', it: 'Buon vento,\ngli armatori di {yacht}' },
  privacy: { en: 'Privacy notice', it: 'Informativa sulla privacy' },
} satisfies Record<string, Localized>;

/** The request as these mails need it. */
export interface GuestUpdateRequest {
  reference: string;
  locale: Locale;
  name: string;
  weekFrom?: string;
  weekTo?: string;
  leg?: string;
  /** Optioned: the option's last day. */
  optionUntil?: IsoDate;
}

/** The guest's mail about an option, a booking or a decline, in the request's language. */
export function composeGuestUpdateEmail({
  update,
  request,
}: {
  update: GuestUpdate;
  request: GuestUpdateRequest;
}): Email {
  const { locale, weekFrom, weekTo } = request;
  const range = weekFrom && weekTo ? formatDateRange(weekFrom, weekTo, locale) : undefined;
  const c = guestUpdateCopy;
  const url = (path: string) => `${site.url}${localePrefix(locale)}${path}`;
  const values = {
    yacht: site.yachtName,
    name: request.name,
    reference: request.reference,
    from: range?.from ?? '',
    to: range?.to ?? '',
    area: areaName(request.leg ?? '')[locale],
    until: request.optionUntil ? formatDate(request.optionUntil, locale) : '',
    next: request.optionUntil ? formatDate(addDays(request.optionUntil, 1), locale) : '',
    joinUs: url('/join-us/'),
    guide: url('/charter-guide/'),
  };
  const [subject, what, next]: [Localized, Localized, Localized] =
    update === 'optioned'
      ? [c.subjectOptioned, c.optioned, c.optionedNext]
      : update === 'booked'
        ? [c.subjectBooked, c.booked, c.bookedNext]
        : [c.subjectDeclined, range ? c.declined : c.declinedNoWeek, c.declinedNext];
  const paragraphs = [c.greeting, what, next, c.contact, c.signature].map((copy) => fill(copy[locale], values));
  const privacyUrl = url('/privacy/');
  const footer = [`${c.privacy[locale]}: ${privacyUrl}`, legalLine(locale)];
  const text = [...paragraphs, '--', ...footer].join('\n\n');
  // Links a phone can follow: the guide, the calendar.
  const linked = (html: string) =>
    [values.guide, values.joinUs].reduce(
      (out, href) => out.replace(escapeHtml(href), `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`),
      html,
    );
  const html = emailDocument(
    locale,
    `
${paragraphs.map((paragraph) => `<p style="white-space:pre-line;line-height:1.5">${linked(escapeHtml(paragraph))}</p>`).join('\n')}
<hr style="border:none;border-top:1px solid #d5dbe0">
<p style="font-size:13px;color:${brand.muted}"><a href="${escapeHtml(privacyUrl)}" style="color:${brand.muted}">${escapeHtml(c.privacy[locale])}</a><br>${escapeHtml(legalLine(locale))}</p>
`,
  );
  return { subject: headerSafe(fill(subject[locale], values)), text, html };
}
