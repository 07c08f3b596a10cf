import { brand } from '../../common/brand';
import { areaName } from '../../common/facts/areas';
import { fill, formatDate, formatDateRange, formatDateTime, type Locale, type Localized } from '../../common/locales';
import { monthRangeOf } from '../../common/contracts/joinRequest';
import { requestReference } from '../../common/contracts/reference';
import { emailDocument, escapeHtml, headerSafe, siteLine, type Email } from '../mail/layout';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { subscriberMailSettings } from '../platform/config';
import { errorText } from '../platform/errorText';
import { log } from '../platform/log';
import { actionUrl, linkLifetimeDays, signActionToken } from './ownerLinks/link';
import type { RequestView } from './fields';
import {
  fieldLabel,
  fieldsWhere,
  rowsFor,
  type FieldsWhere,
  type Renderers,
} from '../../common/contracts/requestFields';

/** What the owner's e-mail shows of a stored request: the fields declared `ownerMail`. */
export type RequestForOwner = RequestView<'ownerMail'>;

export const ownerEmailCopy = {
  subject: {
    en: 'Charter request {reference}: {name}, {from} – {to}',
    it: 'Richiesta di noleggio {reference}: {name}, {from} – {to}',
  },
  intro: {
    en: 'A charter request has arrived from the website. Reply to this e-mail to answer {name} directly.',
    it: 'È arrivata una richiesta di noleggio dal sito. Rispondete a questa e-mail per scrivere direttamente a {name}.',
  },
  /** A request with no week (none could be chosen): the visitor's preferred dates. */
  subjectDates: {
    en: 'Charter request {reference}: {name}, dates to agree',
    it: 'Richiesta di noleggio {reference}: {name}, date da concordare',
  },
  datesToAgree: { en: 'to agree: {dates}', it: 'da concordare: {dates}' },
  datesLabel: { en: 'Preferred dates (to agree)', it: 'Date desiderate (da concordare)' },
  /** The visitor's own words about their dates, quoted. */
  words: { en: '“{words}”', it: '«{words}»' },
  status: { en: 'Status', it: 'Stato' },
  /** The status a new request's mail shows (the link's page shows it as it is later). */
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
} satisfies Record<string, Localized | Localized<Localized>>;

/** "2027-06 – 2027-07; two weeks" → "June – July 2027 · “two weeks”": the preferred dates in words. */
export function datesInWords(dates: string, locale: Locale): string {
  const range = monthRangeOf(dates);
  const words = (range ? dates.replace(/^[^;]*;?\s*/, '') : dates).trim();
  // "15 June 2027" → "June 2027".
  const month = (yearMonth: string) => formatDate(`${yearMonth}-15`, locale).replace(/^15 /, '');
  const quoted = words ? fill(ownerEmailCopy.words[locale], { words }) : '';
  if (!range) return quoted;
  const sameYear = range.from.slice(0, 4) === range.to.slice(0, 4);
  const months =
    range.from === range.to
      ? month(range.from)
      : `${sameYear ? month(range.from).replace(/ \d{4}$/, '') : month(range.from)} – ${month(range.to)}`;
  return quoted ? `${months} · ${quoted}` : months;
}

/**
 * The e-mail the owner gets for a request, in the owner's language, with every field, and the action
 * links (`ownerMailLinks`, below) when given.
 */
export function composeOwnerEmail(request: RequestForOwner, locale: Locale, links?: ActionLinksBlock): Email {
  const { subject, text, body } = ownerEmailParts(request, locale, links);
  return { subject, text, html: emailDocument(locale, body) };
}

/** The owner's mail before the shell: its subject, text and HTML body (the digest lists these). */
export function ownerEmailParts(
  request: RequestForOwner,
  locale: Locale,
  links?: ActionLinksBlock,
): { subject: string; text: string; body: string } {
  const reference = requestReference(request.submissionId);
  const hasWeek = request.weekFrom !== undefined && request.weekTo !== undefined;
  const range = hasWeek ? formatDateRange(request.weekFrom!, request.weekTo!, locale) : { from: '', to: '' };
  // The declared fields (common/contracts/requestFields.ts) in their order; the message is the mail's body.
  const special: Renderers<FieldsWhere<'ownerMail'>, (request: RequestForOwner) => Array<[string, string]>> = {
    week: () =>
      hasWeek
        ? [
            [fieldLabel('week', locale), `${range.from} – ${range.to}`],
            [ownerEmailCopy.leg[locale], areaName(request.leg ?? '')[locale]],
          ]
        : [],
    dates: () => (hasWeek ? [] : [[ownerEmailCopy.datesLabel[locale], datesInWords(request.dates ?? '', locale)]]),
    locale: () => [[fieldLabel('locale', locale), ownerEmailCopy.languages[locale][request.locale]]],
    message: () => [],
  };
  // A row is a label, a value, and a link where a phone can follow one (call, write).
  type Row = [label: string, value: string, href?: string];
  const plain = (key: Parameters<typeof fieldLabel>[0], value: string | undefined): Row[] => {
    if (value === undefined) return [];
    if (key === 'phone') {
      const phone = phoneLinks(value);
      return [[fieldLabel(key, locale), phone.shown, phone.tel]];
    }
    return [[fieldLabel(key, locale), value, key === 'email' ? `mailto:${value}` : undefined]];
  };
  const rows: Row[] = [
    [ownerEmailCopy.status[locale], ownerEmailCopy.statusNew[locale]],
    ...rowsFor(fieldsWhere('ownerMail'), special, plain, request),
    [
      ownerEmailCopy.received[locale],
      fill(ownerEmailCopy.italianTime[locale], { time: formatDateTime(request.createdAt, locale) }),
    ],
    [ownerEmailCopy.reference[locale], `${reference} (${request.submissionId})`],
  ];
  const message = request.message ?? ownerEmailCopy.noMessage[locale];
  const intro = fill(ownerEmailCopy.intro[locale], { name: request.name });
  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${fieldLabel('message', locale)}:`,
    message,
    '',
    ...(links?.text ? [links.text, ''] : []),
    siteLine.text(),
  ].join('\n');
  const body = `
<p>${escapeHtml(intro)}</p>
<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value, href]) =>
        `<tr><th align="left" style="color:${brand.goldDeep}">${escapeHtml(label)}</th><td>${
          href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value)
        }</td></tr>`,
    )
    .join('')}</table>
<h3 style="color:${brand.navy}">${escapeHtml(fieldLabel('message', locale))}</h3>
<p style="white-space:pre-wrap">${escapeHtml(message)}</p>${links?.html ? `\n${links.html}` : ''}
${siteLine.html()}
`;
  return {
    subject: headerSafe(
      fill((hasWeek ? ownerEmailCopy.subject : ownerEmailCopy.subjectDates)[locale], {
        reference,
        name: request.name,
        from: range.from,
        to: range.to,
      }),
    ),
    text,
    body,
  };
}

/** The links block of the owner mails: the request's page, then a reply, a call, a WhatsApp to the guest. */
export const actionLinkCopy = {
  heading: { en: 'Answer from your phone', it: 'Rispondere dal telefono' },
  open: {
    en: 'Open the request: its status, history and what you can do',
    it: 'Aprire la richiesta: stato, cronologia e azioni possibili',
  },
  note: {
    en: 'The link opens the request as it is at that moment; nothing changes until you press a button on its pages. It works until {date}, whatever you change in between, and acts on nothing once the request is declined.',
    it: 'Il link apre la richiesta com’è in quel momento; nulla cambia finché non premete un pulsante nelle sue pagine. Vale fino al {date}, qualunque cosa cambiate nel frattempo, e non agisce più una volta rifiutata la richiesta.',
  },
  reply: { en: 'Reply to {name} (e-mail)', it: 'Rispondere a {name} (e-mail)' },
  call: { en: 'Call {phone}', it: 'Chiamare il {phone}' },
  whatsapp: { en: 'WhatsApp {phone}', it: 'WhatsApp al {phone}' },
} satisfies Record<string, Localized>;

/**
 * The owners' reply to the guest, in the guest's language: the subject with the reference, then the
 * salutation, a blank line and a first sentence with its capital. Italian to one named person in the
 * "Lei" of a personal letter (the site's "voi" addresses a party).
 */
export const guestReplyCopy = {
  subject: { en: 'Your charter request {reference}', it: 'La Sua richiesta di noleggio {reference}' },
  greeting: {
    en: 'Dear {name},\n\nThank you for your request for the week of {from} – {to}.',
    it: 'Gentile {name},\n\nLa ringraziamo della richiesta per la settimana dal {from} al {to}.',
  },
  /** For a request with dates to agree. */
  greetingNoWeek: {
    en: 'Dear {name},\n\nThank you for your charter request.',
    it: 'Gentile {name},\n\nLa ringraziamo della richiesta di noleggio.',
  },
} satisfies Record<string, Localized>;

export interface ActionLinksBlock {
  text: string;
  html: string;
}

/** The guest, as the links block needs them. */
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
export function guestReplyMailto(request: GuestContact): string {
  const locale = request.locale;
  const subject = fill(guestReplyCopy.subject[locale], { reference: requestReference(request.submissionId) });
  const { weekFrom, weekTo } = request;
  const range = weekFrom && weekTo ? formatDateRange(weekFrom, weekTo, locale) : undefined;
  const greeting = range
    ? fill(guestReplyCopy.greeting[locale], { name: request.name, from: range.from, to: range.to })
    : fill(guestReplyCopy.greetingNoWeek[locale], { name: request.name });
  const body = `${greeting}\n\n`;
  const address = encodeURIComponent(request.email).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
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

export interface LinksFor {
  submissionId: string;
  /** The guest, for the reply, call and WhatsApp links (none on a reminder without its request). */
  guest?: GuestContact;
}

/**
 * The links block of an owner mail, in the mail's language: the request's one signed link, then the
 * reply, call and WhatsApp links to the guest.
 */
export function composeActionLinks(
  links: LinksFor,
  locale: Locale,
  settings: { siteOrigin: string; now?: Date },
): ActionLinksBlock {
  const now = settings.now ?? new Date();
  const items: Array<{ label: string; href: string }> = [
    {
      label: actionLinkCopy.open[locale],
      href: actionUrl(settings.siteOrigin, signActionToken({ r: links.submissionId, l: locale }, now)),
    },
  ];
  const { guest } = links;
  if (guest) {
    items.push({ label: fill(actionLinkCopy.reply[locale], { name: guest.name }), href: guestReplyMailto(guest) });
    if (guest.phone) {
      const phone = phoneLinks(guest.phone);
      items.push(
        { label: fill(actionLinkCopy.call[locale], { phone: phone.shown }), href: phone.tel },
        { label: fill(actionLinkCopy.whatsapp[locale], { phone: phone.shown }), href: phone.whatsapp },
      );
    }
  }
  const expires = new Date(now.getTime() + linkLifetimeDays * 86_400_000).toISOString().slice(0, 10);
  const note = fill(actionLinkCopy.note[locale], { date: formatDate(expires, locale) });
  const heading = actionLinkCopy.heading[locale];
  const text = [`${heading}:`, ...items.map((item) => `- ${item.label}: ${item.href}`), note].join('\n');
  const html = `<h3 style="color:${brand.navy}">${escapeHtml(heading)}</h3>
<p>${items
    .map(
      (item, index) =>
        `<a href="${escapeHtml(item.href)}" style="display:inline-block;margin:0 8px 8px 0;padding:12px 16px;border-radius:6px;${
          index === 0
            ? `background:${brand.navy};color:#ffffff`
            : `background:#ffffff;color:${brand.navy};border:1px solid ${brand.navy}`
        };text-decoration:none;font-weight:bold">${escapeHtml(item.label)}</a>`,
    )
    .join('\n')}</p>
<p style="color:${brand.muted};font-size:13px">${escapeHtml(note)}</p>`;
  return { text, html };
}

/**
 * The links block for a mail about to be stored or sent, with SITE_ORIGIN and the privacy secret from
 * the environment. Without them the mail still goes, without links (logged): a mail is never lost to them.
 */
export function ownerMailLinks(links: LinksFor, locale: Locale, now: Date = new Date()): ActionLinksBlock | undefined {
  try {
    return composeActionLinks(links, locale, { siteOrigin: subscriberMailSettings().siteOrigin, now });
  } catch (error) {
    log('warn', 'owner mail without action links', { error: errorText(error) });
    return undefined;
  }
}
