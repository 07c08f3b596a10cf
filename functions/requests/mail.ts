import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { envVars } from '../../common/env';
import { monthRangeOf } from '../../common/contracts/joinRequest';
import { requestReference } from '../../common/contracts/reference';
import {
  fieldLabel,
  fieldsWhere,
  rowsFor,
  type FieldsWhere,
  type Renderers,
} from '../../common/contracts/requestFields';
import { areaName } from '../../common/facts/areas';
import { embarkation, replyTime } from '../../common/facts/charter';
import { balanceDue, nothingHeldYet, toBring, toConfirmBy } from '../../common/facts/charterPath';
import { itinerary } from '../../common/facts/itinerary';
import { contact, contactLinks, site } from '../../common/facts/site';
import type { Week } from '../../common/facts/weeks';
import {
  fill,
  formatDate,
  formatDateRange,
  formatDateTime,
  localePrefix,
  type Locale,
  type Localized,
} from '../../common/locales';
import { addDays, type IsoDate } from '../../common/yachtDay';
import { legalLine, renderEmail, siteLine, type Block, type Email, type Line, type Link } from '../mail/layout';
import { mailSource, queueOwnerMail, queueVisitorMail, sourceBudget, type AddressStanding } from '../mail/hourlyCaps';
import type { OutboxMail, OutboxStore } from '../mail/outboxMail';
import { outboxStore } from '../mail/outboxStore';
import type { MailTemplate } from '../mail/templates';
import { dynamo } from '../platform/clients';
import { ownerMailSettings, subscriberMailSettings, tableName } from '../platform/config';
import { errorText } from '../platform/errorText';
import { log } from '../platform/log';
import { weeksStore, type StoredWeek } from '../weeks/weeks';
import { viewOf, type RequestView } from './fields';
import { actionUrl, linkLifetimeDays, signActionToken } from './ownerLinks/link';
import { referenceOf, statusOf, type DeskRequest } from './store';

/**
 * Every mail a charter request gives, composed once as blocks (functions/mail/layout.ts renders them):
 * to the owners (the request, the hour's digest past their cap, an option's reminder) in their language;
 * to the guest (the acknowledgement, then the option, the booking and the decline) in the request's,
 * Italian in the "voi" of the site from the first mail to the last (a request is for a party of guests).
 * Nothing states a price, a fee or a term the owners have not set. Also how they are queued.
 */

/** A request's page (signed link), then a reply, a call and a WhatsApp to the guest; and what the link does. */
export interface ActionLinks {
  buttons: Link[];
  note: string;
}
/** What the owner's mail shows of a stored request (the fields declared `ownerMail`); why no acknowledgement went. */
export type RequestForOwner = RequestView<'ownerMail'> & { noAck?: NoAck };
/** One request as a digest lists it, with its reference. */
export type DigestEntry = RequestView<'digest'> & { reference: string; noAck?: NoAck };
/** A stored request, as its mails need it. */
export type RequestForMail = Omit<DigestEntry, 'reference'>;
/** The week an option reminder is about: optioned until `optionUntil`. */
export type ReminderWeek = StoredWeek & { optionUntil: IsoDate };
/** Why the site sent a guest no acknowledgement (functions/mail/hourlyCaps.ts `queueVisitorMail`). */
export type NoAck = 'suppressed' | 'address' | 'source' | 'paused' | 'cap' | 'storage';
export type GuestUpdate = 'optioned' | 'booked' | 'declined' | 'corrected';

export const ownerMailCopy = {
  subject: {
    en: 'Charter request {reference}: {name}, {dates}',
    it: 'Richiesta di noleggio {reference}: {name}, {dates}',
  },
  subjectDates: {
    en: 'Charter request {reference}: {name}, dates to agree',
    it: 'Richiesta di noleggio {reference}: {name}, date da concordare',
  },
  intro: {
    en: 'A charter request has arrived from the website.',
    it: 'È arrivata una richiesta di noleggio dal sito.',
  },
  replyHere: {
    en: 'Reply to this e-mail to answer {name} directly.',
    it: 'Rispondete a questa e-mail per scrivere direttamente a {name}.',
  },
  noAck: {
    en: 'The site sent {name} no acknowledgement ({why}): only your reply tells them the request arrived.',
    it: 'Il sito non ha inviato a {name} alcuna conferma di ricezione ({why}): solo la vostra risposta gli dirà che la richiesta è arrivata.',
  },
  suppressed: {
    en: 'an earlier mail to this address bounced',
    it: 'una e-mail precedente a questo indirizzo è tornata indietro',
  },
  address: {
    en: 'too many requests from this address this hour',
    it: 'troppe richieste da questo indirizzo in quest’ora',
  },
  source: { en: 'too many requests from this network this hour', it: 'troppe richieste da questa rete in quest’ora' },
  paused: {
    en: 'mail to visitors paused after today’s bounces',
    it: 'invii ai visitatori sospesi dopo i rimbalzi di oggi',
  },
  cap: {
    en: 'the site’s hourly limit of acknowledgements was reached',
    it: 'raggiunto il limite orario di conferme del sito',
  },
  storage: { en: 'a storage error', it: 'un errore di archiviazione' },
  datesToAgree: { en: 'to agree: {dates}', it: 'da concordare: {dates}' },
  datesLabel: { en: 'Preferred dates (to agree)', it: 'Date desiderate (da concordare)' },
  words: { en: '“{words}”', it: '«{words}»' },
  status: { en: 'Status', it: 'Stato' },
  statusNew: {
    en: 'new: not answered yet (the link below shows it as it is when you open it)',
    it: 'nuova: ancora senza risposta (il link qui sotto la mostra com’è quando lo aprite)',
  },
  leg: { en: 'Itinerary', it: 'Itinerario' },
  noMessage: { en: '(no message)', it: '(nessun messaggio)' },
  received: { en: 'Received', it: 'Ricevuta' },
  italianTime: { en: '{time} (Italian time)', it: '{time} (ora italiana)' },
  reference: { en: 'Reference', it: 'Riferimento' },
  languages: { en: { en: 'English', it: 'Italian' }, it: { en: 'Inglese', it: 'Italiano' } },
  linksHeading: { en: 'Answer from your phone', it: 'Rispondere dal telefono' },
  open: {
    en: 'Open the request: its status, history and what you can do',
    it: 'Aprire la richiesta: stato, cronologia e azioni possibili',
  },
  linkNote: {
    en: 'The link opens the request as it is at that moment; nothing changes until you press a button on its pages. It works until {date}, whatever you change in between, and acts on nothing once the request is declined.',
    it: 'Il link apre la richiesta com’è in quel momento; nulla cambia finché non premete un pulsante nelle sue pagine. Vale fino al {date}, qualunque cosa cambiate nel frattempo, e non agisce più una volta rifiutata la richiesta.',
  },
  reply: { en: 'Reply to {name} (e-mail)', it: 'Rispondere a {name} (e-mail)' },
  call: { en: 'Call {phone}', it: 'Chiamare il {phone}' },
  whatsapp: { en: 'WhatsApp {phone}', it: 'WhatsApp al {phone}' },
  digestSubject: {
    en: '{count} more charter requests in the last hour: {references}',
    it: 'Altre {count} richieste di noleggio nell’ultima ora: {references}',
  },
  digestSubjectOne: {
    en: '1 more charter request in the last hour: {references}',
    it: 'Un’altra richiesta di noleggio nell’ultima ora: {references}',
  },
  digestIntro: {
    en: 'Many requests arrived in the last hour: so as not to flood your inbox, they come together here, every one of them. Answer each guest with the Reply button under their request.',
    it: 'Nell’ultima ora sono arrivate molte richieste: per non intasarvi la casella ve le inviamo riunite qui, tutte. Rispondete a ciascun richiedente con il pulsante «Rispondere» sotto la sua richiesta.',
  },
  digestNoAck: {
    en: 'No acknowledgement went to: {names}. Only your reply tells them their request arrived.',
    it: 'Nessuna conferma di ricezione è partita per: {names}. Solo la vostra risposta dirà loro che la richiesta è arrivata.',
  },
  reminderSubject: {
    en: 'Option ending {until}: the week {dates}',
    it: 'Opzione in scadenza il {until}: la settimana {dates}',
  },
  lapsedSubject: {
    en: 'Option lapsed on {until}: the week {dates} is offered again',
    it: 'Opzione scaduta il {until}: la settimana {dates} è di nuovo offerta',
  },
  lapsed: {
    en: 'The option on the week {dates} ({leg}) ended on {until} and nobody extended it: since {next} the website shows the week as available and takes requests for it. The guest has not been told.',
    it: 'L’opzione sulla settimana {dates} ({leg}) è scaduta il {until} e nessuno l’ha prolungata: dal {next} il sito mostra la settimana come disponibile e accetta richieste. Il cliente non è stato avvisato.',
  },
  reminder: {
    en: 'The option on the week {dates} ({leg}) holds until {until}. From {next} the website shows the week as available again and takes requests for it.',
    it: 'L’opzione sulla settimana {dates} ({leg}) vale fino al {until}. Dal {next} il sito mostrerà di nuovo la settimana come disponibile e accetterà richieste.',
  },
  extend: {
    en: 'To extend the option: npm run owner -- week {week} optioned --until YYYY-MM-DD',
    it: 'Per prolungare l’opzione: npm run owner -- week {week} optioned --until AAAA-MM-GG',
  },
  confirm: {
    en: 'Once the signed contract and the deposit are in: npm run owner -- week {week} not-available',
    it: 'Quando contratto firmato e acconto sono arrivati: npm run owner -- week {week} not-available',
  },
  extendRequest: {
    en: 'To extend the option: npm run owner -- request {reference} option --until YYYY-MM-DD',
    it: 'Per prolungare l’opzione: npm run owner -- request {reference} option --until AAAA-MM-GG',
  },
  confirmRequest: {
    en: 'Once the signed contract and the deposit are in: npm run owner -- request {reference} book',
    it: 'Quando contratto firmato e acconto sono arrivati: npm run owner -- request {reference} book',
  },
} satisfies Record<string, Localized | Localized<Localized>> & Record<NoAck, Localized>;

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

export const guestMailCopy = {
  ackSubject: {
    en: '{yacht}: your charter request {reference}',
    it: '{yacht}: la vostra richiesta di noleggio {reference}',
  },
  hello: { en: 'Hello,', it: 'Buongiorno,' },
  ackIntro: {
    en: 'Thank you for your interest in {yacht}: we have your request, and the details are below.',
    it: 'vi ringraziamo dell’interesse per {yacht}: abbiamo ricevuto la vostra richiesta, di cui trovate qui sotto il riepilogo.',
  },
  ackIntroDates: {
    en: 'Thank you for your interest in {yacht}: we have your request and the dates you would like.',
    it: 'vi ringraziamo dell’interesse per {yacht}: abbiamo ricevuto la vostra richiesta e le date che ci avete indicato.',
  },
  reference: { en: 'Your reference', it: 'Il vostro riferimento' },
  week: { en: 'Week', it: 'Settimana' },
  area: { en: 'Cruising area', it: 'Zona di navigazione' },
  areaValue: { en: '{leg}, embarking at {base}', it: '{leg}, con imbarco {base}' },
  ackNext: {
    en: `What happens next: the owners read every request themselves and will reply ${replyTime.en}, by e-mail, to say whether the week is free and to talk through your plans. ${nothingHeldYet.en}`,
    it: `Cosa succede ora: gli armatori leggono personalmente ogni richiesta e vi risponderanno ${replyTime.it}, per e-mail, per dirvi se la settimana è libera e parlare dei vostri programmi. ${nothingHeldYet.it}`,
  },
  ackNextDates: {
    en: `What happens next: the owners read every request themselves and will reply ${replyTime.en}, by e-mail, and propose a week that matches your dates as soon as the calendar for them is set. ${nothingHeldYet.en}`,
    it: `Cosa succede ora: gli armatori leggono personalmente ogni richiesta e vi risponderanno ${replyTime.it}, per e-mail; non appena il calendario di quel periodo sarà definito, vi proporranno una settimana adatta alle vostre date. ${nothingHeldYet.it}`,
  },
  reach: {
    en: 'To reach the owners, simply reply to this e-mail, write to ',
    it: 'Per contattare gli armatori rispondete semplicemente a questa e-mail, scrivete a ',
  },
  reachOr: { en: ' or send a message on WhatsApp to ', it: ' o inviate un messaggio WhatsApp al ' },
  reachEnd: {
    en: '. Please always quote your reference {reference}.',
    it: '. Vi preghiamo di citare sempre il riferimento {reference}.',
  },
  guide: { en: 'How chartering {yacht} works', it: 'Come funziona il noleggio di {yacht}' },
  signature: { en: 'Fair winds,\nThe owners of {yacht}', it: 'Buon vento,\ngli armatori di {yacht}' },
  notYou: {
    en: 'If you did not send this request, reply to this e-mail and we will delete it.',
    it: 'Se non avete inviato voi questa richiesta, rispondete a questa e-mail e la cancelleremo.',
  },
  privacy: { en: 'Privacy notice', it: 'Informativa sulla privacy' },
  optionedSubject: {
    en: '{yacht}: the week {dates} is held for you until {until}',
    it: '{yacht}: la settimana {dates} è bloccata in opzione per voi fino {alUntil}',
  },
  bookedSubject: {
    en: '{yacht}: your charter for the week {dates} is booked',
    it: '{yacht}: il vostro noleggio per la settimana {dates} è prenotato',
  },
  declinedSubject: {
    en: '{yacht}: your charter request {reference}',
    it: '{yacht}: la vostra richiesta di noleggio {reference}',
  },
  greeting: { en: 'Dear {name},', it: 'Gentile {name},' },
  optioned: {
    en: 'The owners have placed an option on the week {dates} ({area}) for your charter request {reference}. Until {until} inclusive the week is held for you: nobody else can book it, and you are not committed to anything.',
    it: 'Gli armatori hanno bloccato in opzione per voi la settimana {dates} ({area}) per la vostra richiesta di noleggio {reference}. Fino {alUntil} compreso la settimana è riservata a voi: nessun altro può prenotarla e voi non vi impegnate a nulla.',
  },
  optionedNext: {
    en: 'What happens next: {confirmBy} Otherwise the option ends, and from {next} the week is offered to others again. To give up the option, a short reply is enough.',
    it: 'Cosa succede ora: {confirmBy} Altrimenti l’opzione termina e {dalNext} la settimana torna disponibile per altri. Se desiderate rinunciare all’opzione, basta una breve risposta.',
  },
  booked: {
    en: 'We have your signed contract and deposit: the week {dates} ({area}) is yours. Your charter: {reference}.',
    it: 'Abbiamo ricevuto il contratto firmato e l’acconto: la settimana {dates} ({area}) è vostra. Il vostro noleggio: {reference}.',
  },
  boarding: { en: 'Boarding', it: 'Imbarco' },
  boardingValue: { en: '{port}, {date}, from {time}', it: '{port}, {date}, dalle {time}' },
  leaving: { en: 'Leaving', it: 'Sbarco' },
  leavingValue: { en: '{date}, by {time}', it: '{date}, entro le {time}' },
  bring: { en: 'What to bring', it: 'Cosa portare' },
  bookedNext: {
    en: 'For any question about the contract or your week aboard, simply reply to this e-mail.',
    it: 'Per qualsiasi domanda sul contratto o sulla settimana a bordo, rispondete semplicemente a questa e-mail.',
  },
  declined: {
    en: 'We are sorry: the week {dates} is not available for your charter request {reference}.',
    it: 'Ci dispiace: la settimana {dates} non è disponibile per la vostra richiesta di noleggio {reference}.',
  },
  declinedNoWeek: {
    en: 'We are sorry: the owners cannot offer you a week on the dates of your charter request {reference}.',
    it: 'Ci dispiace: gli armatori non possono offrirvi una settimana nelle date della vostra richiesta di noleggio {reference}.',
  },
  declinedNext: {
    en: 'Nothing is held in your name and you owe nothing. You are welcome to choose another week on our calendar, or to tell us other dates: ',
    it: 'Nessuna settimana è riservata a vostro nome e non dovete nulla. Se lo desiderate, potete scegliere un’altra settimana nel nostro calendario o indicarci altre date: ',
  },
  correctedSubject: {
    en: '{yacht}: a correction about your charter request {reference}',
    it: '{yacht}: una correzione sulla vostra richiesta di noleggio {reference}',
  },
  corrected: {
    en: 'Please disregard our last e-mail about your charter request {reference}, “{corrects}”: it was sent in error.',
    it: 'Vi preghiamo di non tenere conto della nostra ultima e-mail sulla vostra richiesta di noleggio {reference}, «{corrects}»: è stata inviata per errore.',
  },
  correctedOpen: {
    en: 'Nothing is held in your name yet: the owners will write to you about your request.',
    it: 'Per ora nulla è riservato a vostro nome: gli armatori vi scriveranno a proposito della vostra richiesta.',
  },
  reachReply: {
    en: 'To reach the owners, simply reply to this e-mail, quoting your reference {reference}.',
    it: 'Per contattare gli armatori rispondete semplicemente a questa e-mail, citando il riferimento {reference}.',
  },
} satisfies Record<string, Localized>;

const url = (locale: Locale, path: string) => `${site.url}${localePrefix(locale)}${path}`;
const link = (text: string, href = text): Link => ({ text, href });
const range = (from: string | undefined, to: string | undefined, locale: Locale) =>
  from && to ? formatDateRange(from, to, locale) : { from: '', to: '', dates: '' };
/** "al 10 marzo", "all’8 marzo" (and "dal", "dall’"): the Italian article before a date. */
const al = (date: string, preposition = 'al') =>
  /^(8|11)\b/.test(date) ? `${preposition}l’${date}` : `${preposition} ${date}`;

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

/** A mailto: to the guest, the subject and greeting in the guest's language. */
export function guestReplyMailto(guest: GuestContact): string {
  const { locale, name } = guest;
  const subject = fill(guestReplyCopy.subject[locale], { reference: requestReference(guest.submissionId) });
  const week = guest.weekFrom && guest.weekTo ? range(guest.weekFrom, guest.weekTo, locale) : undefined;
  const greeting = fill((week ? guestReplyCopy.greeting : guestReplyCopy.greetingNoWeek)[locale], { name, ...week });
  const address = encodeURIComponent(guest.email).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${greeting}\n\n`)}`;
}

/** The request's one signed link, then the reply, call and WhatsApp links to the guest (none on a reminder without its request). */
export function actionLinks(
  links: { submissionId: string; guest?: GuestContact },
  locale: Locale,
  { siteOrigin, now = new Date() }: { siteOrigin: string; now?: Date },
): ActionLinks {
  const c = ownerMailCopy;
  const buttons = [
    link(c.open[locale], actionUrl(siteOrigin, signActionToken({ r: links.submissionId, l: locale }, now))),
  ];
  const { guest } = links;
  if (guest) buttons.push(link(fill(c.reply[locale], { name: guest.name }), guestReplyMailto(guest)));
  if (guest?.phone) {
    const phone = phoneLinks(guest.phone);
    buttons.push(
      link(fill(c.call[locale], { phone: phone.shown }), phone.tel),
      link(fill(c.whatsapp[locale], { phone: phone.shown }), phone.whatsapp),
    );
  }
  const expires = new Date(now.getTime() + linkLifetimeDays * 86_400_000).toISOString().slice(0, 10);
  return { buttons, note: fill(c.linkNote[locale], { date: formatDate(expires, locale) }) };
}

/** The links with SITE_ORIGIN and the privacy secret from the environment; without them the mail goes without links (logged). */
export function ownerMailLinks(
  links: { submissionId: string; guest?: GuestContact },
  locale: Locale,
  now = new Date(),
) {
  try {
    return actionLinks(links, locale, { siteOrigin: subscriberMailSettings().siteOrigin, now });
  } catch (error) {
    log('warn', 'owner mail without action links', { error: errorText(error) });
    return undefined;
  }
}

const linkBlocks = (links: ActionLinks | undefined, locale: Locale): Block[] =>
  links ? [{ heading: ownerMailCopy.linksHeading[locale] }, { buttons: links.buttons }, { note: links.note }] : [];

/** The owner's mail about one request: its subject and blocks (a digest lists these under a heading each). */
function ownerParts(request: RequestForOwner, locale: Locale, links: ActionLinks | undefined, inDigest: boolean) {
  const c = ownerMailCopy;
  const week = request.weekFrom !== undefined && request.weekTo !== undefined;
  const { dates } = range(request.weekFrom, request.weekTo, locale);
  type Row = readonly [string, Line];
  const special: Renderers<FieldsWhere<'ownerMail'>, (request: RequestForOwner) => Row[]> = {
    week: () =>
      week
        ? [
            [fieldLabel('week', locale), dates],
            [c.leg[locale], areaName(request.leg ?? '')[locale]],
          ]
        : [],
    dates: () => (week ? [] : [[c.datesLabel[locale], datesInWords(request.dates ?? '', locale)]]),
    locale: () => [[fieldLabel('locale', locale), c.languages[locale][request.locale]]],
    message: () => [],
  };
  const plain = (key: Parameters<typeof fieldLabel>[0], value: string | undefined): Row[] => {
    if (value === undefined) return [];
    const href = key === 'phone' ? phoneLinks(value).tel : key === 'email' ? `mailto:${value}` : undefined;
    const shown = key === 'phone' ? phoneLinks(value).shown : value;
    return [[fieldLabel(key, locale), href ? { text: shown, href } : shown]];
  };
  const name = request.name;
  const blocks: Block[] = [
    { p: inDigest ? c.intro[locale] : `${c.intro[locale]} ${fill(c.replyHere[locale], { name })}` },
    ...(request.noAck
      ? [{ p: { text: fill(c.noAck[locale], { name, why: c[request.noAck][locale] }), strong: true } }]
      : []),
    {
      table: [
        [c.status[locale], c.statusNew[locale]],
        ...rowsFor(fieldsWhere('ownerMail'), special, plain, request),
        [c.received[locale], fill(c.italianTime[locale], { time: formatDateTime(request.createdAt, locale) })],
        [c.reference[locale], `${requestReference(request.submissionId)} (${request.submissionId})`],
      ],
    },
    { heading: fieldLabel('message', locale) },
    { quote: request.message ?? c.noMessage[locale] },
    ...linkBlocks(links, locale),
  ];
  const values = { reference: requestReference(request.submissionId), name, dates };
  return { subject: fill((week ? c.subject : c.subjectDates)[locale], values), blocks };
}

/** The e-mail the owner gets for a request, in the owner's language, with every field and the action links. */
export function composeOwnerEmail(request: RequestForOwner, locale: Locale, links?: ActionLinks): Email {
  return renderEmail({ locale, ...ownerParts(request, locale, links, false), footer: [siteLine()] });
}

/** One mail to the owner listing every request beyond the hourly cap, each as its own mail would show it. */
export function composeDigestEmail(
  entries: readonly DigestEntry[],
  locale: Locale,
  linksFor?: (entry: DigestEntry) => ActionLinks | undefined,
): Email {
  const c = ownerMailCopy;
  const references = entries.map((entry) => entry.reference);
  const subject = fill((entries.length === 1 ? c.digestSubjectOne : c.digestSubject)[locale], {
    count: entries.length,
    references: (references.length > 5 ? [...references.slice(0, 5), '…'] : references).join(', '),
  });
  const unanswered = entries.filter((entry) => entry.noAck).map((entry) => `${entry.name} (${entry.reference})`);
  const blocks: Block[] = [
    { p: c.digestIntro[locale] },
    ...(unanswered.length
      ? [{ p: { text: fill(c.digestNoAck[locale], { names: unanswered.join(', ') }), strong: true } }]
      : []),
    ...entries.flatMap((entry): Block[] => {
      const part = ownerParts(entry, locale, linksFor?.(entry), true);
      return ['rule', { heading: part.subject, level: 2 }, ...part.blocks];
    }),
  ];
  return renderEmail({ locale, subject, blocks, footer: [siteLine()] });
}

/** The owner's reminder that an option ends soon (or, `lapsed`, that it ended), naming the week and its last day. */
export function composeReminderEmail(
  week: Week & { optionUntil: IsoDate; optionedBy?: string },
  locale: Locale,
  links?: ActionLinks,
  lapsed = false,
): Email {
  const c = ownerMailCopy;
  const { dates } = range(week.from, week.to, locale);
  const values = {
    dates,
    until: formatDate(week.optionUntil, locale),
    next: formatDate(addDays(week.optionUntil, 1), locale),
    leg: areaName(week.leg)[locale],
    week: week.from,
    reference: week.optionedBy ? requestReference(week.optionedBy) : '',
  };
  const held = week.optionedBy !== undefined;
  const what = lapsed ? c.lapsed : c.reminder;
  const blocks: Block[] = [what, held ? c.extendRequest : c.extend, held ? c.confirmRequest : c.confirm].map(
    (copy) => ({ p: fill(copy[locale], values) }),
  );
  return renderEmail({
    locale,
    subject: fill((lapsed ? c.lapsedSubject : c.reminderSubject)[locale], values),
    blocks: [...blocks, ...linkBlocks(links, locale)],
    footer: [siteLine()],
  });
}

/** The small print of a mail to a guest: the privacy notice and the operator. */
const guestFooter = (locale: Locale, ...before: Line[]): Line[] => [
  ...before,
  link(guestMailCopy.privacy[locale], url(locale, '/privacy/')),
  legalLine(locale),
];

/**
 * The acknowledgement a visitor gets for their request. It goes to an address nobody has verified, so it
 * carries nothing the visitor typed: no name, no message, no dates; only the reference and the week and
 * area chosen from the site's lists.
 */
export function composeAckEmail(request: {
  reference: string;
  locale: Locale;
  weekFrom?: string;
  weekTo?: string;
  leg?: string;
}): Email {
  const { locale, reference } = request;
  const c = guestMailCopy;
  const week = request.weekFrom !== undefined && request.weekTo !== undefined;
  const { dates } = range(request.weekFrom, request.weekTo, locale);
  const base = itinerary.find((leg) => leg.leg.id === request.leg)?.embarkAt;
  const values = {
    reference,
    yacht: site.yachtName,
    leg: areaName(request.leg ?? '')[locale],
    base: base?.[locale] ?? '',
  };
  return renderEmail({
    locale,
    subject: fill(c.ackSubject[locale], values),
    blocks: [
      { p: c.hello[locale] },
      { p: fill((week ? c.ackIntro : c.ackIntroDates)[locale], values) },
      {
        table: [
          [c.reference[locale], reference],
          ...(week ? [[c.week[locale], dates] as const] : []),
          ...(week && base ? [[c.area[locale], fill(c.areaValue[locale], values)] as const] : []),
        ],
      },
      { p: (week ? c.ackNext : c.ackNextDates)[locale] },
      {
        p: [
          c.reach[locale],
          link(contact.email, contactLinks.mailto),
          c.reachOr[locale],
          link(contact.whatsapp, contactLinks.chat),
          fill(c.reachEnd[locale], values),
        ],
      },
      { p: link(fill(c.guide[locale], values), url(locale, '/charter-guide/')) },
      { p: fill(c.signature[locale], values) },
    ],
    footer: guestFooter(locale, c.notYou[locale]),
  });
}

/** The request as the guest's update needs it. */
export interface GuestUpdateRequest {
  reference: string;
  locale: Locale;
  name: string;
  weekFrom?: string;
  weekTo?: string;
  leg?: string;
  optionUntil?: IsoDate;
  /** A correction: the subject of the mail it corrects. */
  corrects?: string;
}

/** The guest's mail about an option, a booking or a decline, in the request's language. */
export function composeGuestUpdateEmail({
  update,
  request,
}: {
  update: GuestUpdate;
  request: GuestUpdateRequest;
}): Email {
  const { locale } = request;
  const c = guestMailCopy;
  const { dates } = range(request.weekFrom, request.weekTo, locale);
  const values = {
    yacht: site.yachtName,
    name: request.name,
    reference: request.reference,
    dates,
    area: areaName(request.leg ?? '')[locale],
    until: request.optionUntil ? formatDate(request.optionUntil, locale) : '',
    alUntil: request.optionUntil ? al(formatDate(request.optionUntil, locale)) : '',
    next: request.optionUntil ? formatDate(addDays(request.optionUntil, 1), locale) : '',
    dalNext: request.optionUntil ? al(formatDate(addDays(request.optionUntil, 1), locale), 'dal') : '',
    confirmBy: request.optionUntil ? toConfirmBy(request.optionUntil, locale) : '',
    corrects: request.corrects ?? '',
  };
  const p = (copy: Localized): Block => ({ p: fill(copy[locale], values) });
  const port = itinerary.find((leg) => leg.leg.id === request.leg)?.embarkAt?.[locale] ?? values.area;
  const details: Block[] =
    update === 'booked' && request.weekFrom && request.weekTo
      ? [
          {
            table: [
              [
                c.boarding[locale],
                fill(c.boardingValue[locale], {
                  port,
                  date: formatDate(request.weekFrom, locale),
                  time: embarkation.from,
                }),
              ],
              [
                c.leaving[locale],
                fill(c.leavingValue[locale], { date: formatDate(request.weekTo, locale), time: embarkation.until }),
              ],
              [c.bring[locale], toBring.map((item) => item[locale]).join('; ')],
            ],
          },
          { p: balanceDue[locale] },
        ]
      : [];
  const body: Record<GuestUpdate, Block[]> = {
    optioned: [p(c.optioned), p(c.optionedNext)],
    booked: [p(c.booked), ...details, p(c.bookedNext)],
    declined: [
      p(dates ? c.declined : c.declinedNoWeek),
      { p: [c.declinedNext[locale], link(url(locale, '/join-us/'))] },
    ],
    // After an undo: the mail it corrects, then where the request stands now (held again, or open).
    corrected: [p(c.corrected), ...(values.until ? [p(c.optioned), p(c.optionedNext)] : [p(c.correctedOpen)])],
  };
  const subject = {
    optioned: c.optionedSubject,
    booked: c.bookedSubject,
    declined: c.declinedSubject,
    corrected: c.correctedSubject,
  }[update];
  return renderEmail({
    locale,
    subject: fill(subject[locale], values),
    blocks: [
      p(c.greeting),
      ...body[update],
      p(c.reachReply),
      { p: link(fill(c.guide[locale], values), url(locale, '/charter-guide/')) },
      p(c.signature),
    ],
    footer: guestFooter(locale),
  });
}

const links = (request: RequestForMail, locale: Locale, now = new Date()) =>
  ownerMailLinks({ submissionId: request.submissionId, guest: request }, locale, now);

/**
 * The kinds of mail a charter request gives, as the outbox sends them. The digest is composed when it is
 * sent, from its entries; a reminder is taken out unsent when its option changed, and once sent is
 * recorded on its week.
 */
export const requestMails = {
  owner: {
    audience: 'owner',
    label: 'request to you',
    copy: ownerMailCopy,
    compose: ({ request, locale, now }: { request: RequestForOwner & RequestForMail; locale: Locale; now: Date }) =>
      composeOwnerEmail(request, locale, links(request, locale, now)),
  },
  digest: {
    audience: 'owner',
    label: 'digest to you',
    copy: ownerMailCopy,
    compose: ({ entries, locale }: { entries: readonly DigestEntry[]; locale: Locale }) =>
      composeDigestEmail(entries, locale, (entry) => links(entry, locale)),
    render: (mail: OutboxMail) => {
      const locale = ownerMailSettings().ownerLocale;
      return composeDigestEmail((mail.entries ?? []) as DigestEntry[], locale, (entry) => links(entry, locale));
    },
  },
  reminder: {
    audience: 'owner',
    label: 'option reminder',
    copy: ownerMailCopy,
    compose: (data: { week: ReminderWeek; locale: Locale; links?: ActionLinks; lapsed?: boolean }) =>
      composeReminderEmail(data.week, data.locale, data.links, data.lapsed),
    unwanted: async (mail: OutboxMail) => {
      const [, from = '', until] = mail.mailId.split('#');
      const week = await weeksStore(dynamo, tableName('weeks')).get(from);
      return week?.status === 'optioned' && week.optionUntil === until ? undefined : 'the option changed';
    },
    afterSent: async (mail: OutboxMail, sesMessageId: string) => {
      await weeksStore(dynamo, tableName('weeks')).markReminded(
        mail.mailId.split('#')[1] ?? '',
        sesMessageId,
        new Date(),
      );
    },
  },
  ack: { audience: 'visitor', label: 'acknowledgement', copy: guestMailCopy, compose: composeAckEmail },
  guestOption: {
    audience: 'visitor',
    label: 'option to the guest',
    copy: guestMailCopy,
    compose: composeGuestUpdateEmail,
  },
  guestBooking: {
    audience: 'visitor',
    label: 'booking to the guest',
    copy: guestMailCopy,
    compose: composeGuestUpdateEmail,
  },
  guestDecline: {
    audience: 'visitor',
    label: 'decline to the guest',
    copy: guestMailCopy,
    compose: composeGuestUpdateEmail,
  },
  guestCorrection: {
    audience: 'visitor',
    label: 'correction to the guest',
    copy: guestMailCopy,
    compose: composeGuestUpdateEmail,
  },
} as const satisfies Record<string, MailTemplate<never>>;

/** The ids of a request's two mails: the owner's notification and the guest's acknowledgement. */
export const requestMailIds = (submissionId: string) => ({
  owner: `owner#${submissionId}`,
  ack: `ack#${submissionId}`,
});

/** Where a request's mails are queued, what is known of the guest's address, and the client it came from. */
export interface RequestMailDeps {
  store?: OutboxStore;
  standing?: (address: string) => Promise<AddressStanding>;
  client?: string;
}

/**
 * Stores the mails a stored request gives, before anything is sent (a repeat queues nothing twice): the
 * visitor's acknowledgement under the visitor-mail caps (functions/mail/hourlyCaps.ts), then the owner's
 * notification, or past the owner's hourly cap or the source's budget a line in the hour's digest; the
 * owner is told when the guest got no acknowledgement. Returns the mails to try at once (whether the
 * acknowledgement was queued, the answer reads from its outbox item: receive.ts).
 */
export async function enqueueRequestMails(request: RequestForMail, now = new Date(), deps: RequestMailDeps = {}) {
  const { ownerEmail, ownerLocale, ackHourlyCapPerAddress } = ownerMailSettings();
  const store = deps.store ?? outboxStore(dynamo, tableName('outbox'));
  const reference = requestReference(request.submissionId);
  const source = deps.client ? mailSource(deps.client) : undefined;
  // The request's slot in its source's budget: taken once, by the first of its mails to ask.
  const fields = { submissionId: request.submissionId, reference, now, overBudget: sourceBudget(store, source, now) };
  const ids = requestMailIds(request.submissionId);
  const ack = await queueVisitorMail(store, {
    ...fields,
    mail: {
      mailId: ids.ack,
      kind: 'ack',
      to: [request.email],
      replyTo: [ownerEmail],
      // The request's network, sent as an SES tag: a bounce of this mail is charged to it.
      ...(source ? { sourceTag: source.network } : {}),
      ...requestMails.ack.compose({ ...request, reference }),
    },
    address: request.email,
    standing: deps.standing,
    perAddressHourly: ackHourlyCapPerAddress,
  }).catch((error: unknown): { ready?: OutboxMail; noAck: NoAck } => {
    log('error', 'acknowledgement not queued: storage error', {
      submissionId: request.submissionId,
      reference,
      error: errorText(error),
    });
    return { noAck: 'storage' };
  });
  const withAck = { ...request, ...(ack.noAck ? { noAck: ack.noAck } : {}) };
  const owner = await queueOwnerMail(store, {
    ...fields,
    mail: {
      mailId: ids.owner,
      kind: 'owner',
      to: [ownerEmail],
      replyTo: [request.email],
      ...requestMails.owner.compose({ request: withAck, locale: ownerLocale, now }),
    },
    entry: { ...viewOf(withAck, 'digest'), ...(ack.noAck ? { noAck: ack.noAck } : {}), reference },
  }).catch((error: unknown) => {
    log('error', 'owner mail not queued: storage error', {
      submissionId: request.submissionId,
      reference,
      error: errorText(error),
    });
    return undefined;
  });
  return { ready: [ack.ready, owner].filter((mail): mail is OutboxMail => mail !== undefined) };
}

/**
 * The update the guest is told of after a change that left the request `request`, if any: an option (new,
 * or a new last day), a booking, a decline of a request not booked. An undo tells the guest nothing.
 */
export function guestUpdateFor(request: DeskRequest, before: DeskRequest): GuestUpdate | undefined {
  const status = statusOf(request);
  if (!request.email || request.forgottenAt) return undefined;
  if (status === 'optioned' && request.optionUntil) return 'optioned';
  if (status === 'booked') return 'booked';
  if (status === 'declined' && statusOf(before) !== 'booked') return 'declined';
  return undefined;
}

export const guestUpdateKinds = {
  optioned: 'guestOption',
  booked: 'guestBooking',
  declined: 'guestDecline',
  corrected: 'guestCorrection',
} as const satisfies Record<GuestUpdate, string>;

/** The guest's mail about the request's last change, if one was queued (and not withdrawn): what an undo must correct. */
export async function toldOfLastChange(request: DeskRequest, store: Pick<OutboxStore, 'get'>) {
  const last = request.history?.at(-1);
  const status = statusOf(request);
  if (!last || (status !== 'optioned' && status !== 'booked')) return undefined;
  const mail = await store.get(`${guestUpdateKinds[status]}#${request.submissionId}#${last.at}`);
  return mail && !mail.withdrawn ? mail : undefined;
}

/**
 * Queues the guest's mail about the change that left `request` as it is (one per change: its id names the
 * change's time); the owners are its Reply-To when OWNER_EMAIL is set. Returns the mail (a retry finds the same).
 */
export async function queueGuestUpdate(
  request: DeskRequest & { corrects?: string },
  update: GuestUpdate,
  store: Pick<OutboxStore, 'put'>,
  now: Date,
  env: NodeJS.ProcessEnv = process.env,
): Promise<OutboxMail> {
  const kind = guestUpdateKinds[update];
  const ownerEmail = env[envVars.ownerEmail];
  const reference = referenceOf(request);
  const mail: OutboxMail = {
    mailId: `${kind}#${request.submissionId}#${request.history?.at(-1)?.at ?? now.toISOString()}`,
    kind,
    to: [request.email],
    ...(ownerEmail ? { replyTo: [ownerEmail] } : {}),
    reference,
    submissionId: request.submissionId,
    ...composeGuestUpdateEmail({ update, request: { ...request, reference } }),
    createdAt: now.toISOString(),
    state: 'pending',
    nextAttemptAt: now.toISOString(),
    attempts: 0,
  };
  await store.put(mail);
  return mail;
}
