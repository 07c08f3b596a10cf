import { brand } from '../../common/brand';
import { areaName } from '../../common/facts/areas';
import { fill, formatDate, formatDateRange, formatDateTime, type Locale, type Localized } from '../../common/locales';
import { monthRangeOf } from '../../common/contracts/joinRequest';
import { requestReference } from '../../common/contracts/reference';
import { emailDocument, escapeHtml, headerSafe, siteLine, type Email } from '../mail/layout';
import { phoneLinks, type ActionLinksBlock } from './ownerLinks/tokens';
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
 * links (functions/requests/ownerLinks/tokens.ts) when given.
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
