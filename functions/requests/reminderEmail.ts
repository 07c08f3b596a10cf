import type { Week } from '../../common/facts/weeks';
import { areaName } from '../../common/facts/areas';
import type { IsoDate } from '../../common/yachtDay';
import { fill, formatDate, formatDateRange, type Locale, type Localized } from '../../common/locales';
import { addDays } from '../../common/yachtDay';
import type { ActionLinksBlock } from './ownerEmail';
import { emailDocument, escapeHtml, siteLine, type Email } from '../mail/layout';
import { requestReference } from '../../common/contracts/reference';

export const reminderEmailCopy = {
  subject: {
    en: 'Option ending {until}: week of {weekFrom} – {weekTo}',
    it: 'Opzione in scadenza il {until}: settimana dal {weekFrom} al {weekTo}',
  },
  text: {
    en: 'The option on the week from {from} to {to} ({leg}) holds until {until}. From {next} the website shows the week as available again and takes requests for it.',
    it: 'L’opzione sulla settimana dal {from} al {to} ({leg}) vale fino al {until}. Dal {next} il sito mostrerà di nuovo la settimana come disponibile e accetterà richieste.',
  },
  extend: {
    en: 'To extend the option: npm run owner -- week {week} optioned --until YYYY-MM-DD',
    it: 'Per prolungare l’opzione: npm run owner -- week {week} optioned --until AAAA-MM-GG',
  },
  confirm: {
    en: 'To confirm the charter: npm run owner -- week {week} not-available',
    it: 'Per confermare il noleggio: npm run owner -- week {week} not-available',
  },
  /** An option a request holds (set from the desk): the desk moves it, `week` refuses to. */
  extendRequest: {
    en: 'To extend the option: npm run owner -- request {reference} option --until YYYY-MM-DD',
    it: 'Per prolungare l’opzione: npm run owner -- request {reference} option --until AAAA-MM-GG',
  },
  confirmRequest: {
    en: 'To confirm the charter: npm run owner -- request {reference} book',
    it: 'Per confermare il noleggio: npm run owner -- request {reference} book',
  },
} satisfies Record<string, Localized>;

/** The owner's reminder that an option ends soon, naming the week and the option's last day. */
export function composeReminderEmail(
  week: Week & { optionUntil: IsoDate; optionedBy?: string },
  locale: Locale,
  links?: ActionLinksBlock,
): Email {
  const leg = { name: areaName(week.leg) };
  // The subject names the year once (the option's end); the week's dates follow without repeating it.
  const range = formatDateRange(week.from, week.to, locale);
  const values = {
    from: range.from,
    to: range.to,
    weekFrom: formatDate(week.from, locale, { year: false }),
    weekTo:
      week.to.slice(0, 4) === week.optionUntil.slice(0, 4) ? formatDate(week.to, locale, { year: false }) : range.to,
    until: formatDate(week.optionUntil, locale),
    next: formatDate(addDays(week.optionUntil, 1), locale),
    leg: leg ? leg.name[locale] : week.leg,
    week: week.from,
    reference: week.optionedBy ? requestReference(week.optionedBy) : '',
  };
  const held = week.optionedBy !== undefined;
  const paragraphs = [
    fill(reminderEmailCopy.text[locale], values),
    fill((held ? reminderEmailCopy.extendRequest : reminderEmailCopy.extend)[locale], values),
    fill((held ? reminderEmailCopy.confirmRequest : reminderEmailCopy.confirm)[locale], values),
  ];
  const text = [...paragraphs, ...(links?.text ? [links.text] : []), siteLine.text()].join('\n\n');
  const html = emailDocument(
    locale,
    `
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}${links?.html ? `\n${links.html}` : ''}
${siteLine.html()}
`,
  );
  return { subject: fill(reminderEmailCopy.subject[locale], values), text, html };
}
