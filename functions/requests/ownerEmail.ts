import { brand } from '../../common/brand';
import { areaName } from '../../common/facts/areas';
import { fill, formatDate, formatDateTime, type Locale, type Localized } from '../../common/locales';
import { requestReference } from '../../common/contracts/reference';
import { emailDocument, escapeHtml, headerSafe, siteLine, type Email } from '../mail/layout';
import type { ActionLinksBlock } from './ownerLinks/tokens';
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
  datesToAgree: { en: 'dates to agree: {dates}', it: 'date da concordare: {dates}' },
  leg: { en: 'Itinerary', it: 'Itinerario' },
  noMessage: { en: '(no message)', it: '(nessun messaggio)' },
  received: { en: 'Received', it: 'Ricevuta' },
  italianTime: { en: '{time} (Italian time)', it: '{time} (ora italiana)' },
  reference: { en: 'Reference', it: 'Riferimento' },
  languages: { en: { en: 'English', it: 'Italian' }, it: { en: 'Inglese', it: 'Italiano' } },
} satisfies Record<string, Localized | Localized<Localized>>;

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
  const from = hasWeek ? formatDate(request.weekFrom!, locale) : '';
  const to = hasWeek ? formatDate(request.weekTo!, locale) : '';
  // The declared fields (common/contracts/requestFields.ts) in their order; the message is the mail's body.
  const special: Renderers<FieldsWhere<'ownerMail'>, (request: RequestForOwner) => Array<[string, string]>> = {
    week: () =>
      hasWeek
        ? [
            [fieldLabel('week', locale), `${from} – ${to} (${request.weekFrom} → ${request.weekTo})`],
            [ownerEmailCopy.leg[locale], areaName(request.leg ?? '')[locale]],
          ]
        : [],
    dates: () =>
      hasWeek
        ? []
        : [[fieldLabel('dates', locale), fill(ownerEmailCopy.datesToAgree[locale], { dates: request.dates ?? '' })]],
    locale: () => [[fieldLabel('locale', locale), ownerEmailCopy.languages[locale][request.locale]]],
    message: () => [],
  };
  const rows: Array<[string, string]> = [
    ...rowsFor(
      fieldsWhere('ownerMail'),
      special,
      (key, value): Array<[string, string]> => (value === undefined ? [] : [[fieldLabel(key, locale), value]]),
      request,
    ),
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
      ([label, value]) =>
        `<tr><th align="left" style="color:${brand.goldDeep}">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
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
        from,
        to,
      }),
    ),
    text,
    body,
  };
}
