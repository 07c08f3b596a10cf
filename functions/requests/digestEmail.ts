import { brand } from '../../common/brand';
import { fill, type Locale, type Localized } from '../../common/locales';
import { emailDocument, escapeHtml, siteLine, type Email } from '../mail/layout';
import type { ActionLinksBlock } from './ownerEmail';
import type { RequestView } from './fields';
import { ownerEmailParts } from './ownerEmail';

/** One request as a digest lists it: what the owner's mail shows of it, with its reference. */
export type DigestEntry = RequestView<'digest'> & { reference: string };

export const digestEmailCopy = {
  subject: {
    en: '{count} more charter requests in the last hour: {references}',
    it: 'Altre {count} richieste di noleggio nell’ultima ora: {references}',
  },
  subjectOne: {
    en: '1 more charter request in the last hour: {references}',
    it: 'Un’altra richiesta di noleggio nell’ultima ora: {references}',
  },
  intro: {
    en: 'Many requests arrived in the last hour: so as not to flood your inbox, they come together here. Reply to each guest at the address shown.',
    it: 'Nell’ultima ora sono arrivate molte richieste: per non intasarvi la casella ve le inviamo riunite qui. Rispondete a ciascun richiedente all’indirizzo indicato.',
  },
  overflow: {
    en: '{count} more requests arrived in the last hour than this e-mail lists. They are all stored: see them with "npm run owner -- requests".',
    it: 'Nell’ultima ora sono arrivate altre {count} richieste oltre a quelle elencate in questa e-mail. Sono tutte registrate: potete vederle con "npm run owner -- requests".',
  },
} satisfies Record<string, Localized>;

/** One mail to the owner listing the requests beyond the hourly cap, each as its own mail would show it. */
export function composeDigestEmail(
  entries: readonly DigestEntry[],
  locale: Locale,
  linksFor?: (entry: DigestEntry) => ActionLinksBlock | undefined,
  /** Requests of the hour beyond what the digest lists (outboxStore.ts `digestMaxEntries`). */
  overflow = 0,
): Email {
  const more = overflow > 0 ? [fill(digestEmailCopy.overflow[locale], { count: overflow })] : [];
  const parts = entries.map((entry) => ownerEmailParts(entry, locale, linksFor?.(entry)));
  const references = entries.map((entry) => entry.reference);
  const shown = references.length > 5 ? [...references.slice(0, 5), '…'] : references;
  const subject = fill((entries.length === 1 ? digestEmailCopy.subjectOne : digestEmailCopy.subject)[locale], {
    count: entries.length,
    references: shown.join(', '),
  });
  const rule = '\n\n────────────────────────\n\n';
  const text = [digestEmailCopy.intro[locale], ...more, ...parts.map((part) => `${part.subject}\n\n${part.text}`)].join(
    rule,
  );
  const html = emailDocument(
    locale,
    `
<p>${escapeHtml(digestEmailCopy.intro[locale])}</p>
${more.map((line) => `<p><strong>${escapeHtml(line)}</strong></p>`).join('\n')}
${parts.map((part) => `<hr><h2 style="color:${brand.navy}">${escapeHtml(part.subject)}</h2>${part.body}`).join('\n')}
${siteLine.html()}
`,
  );
  return { subject, text, html };
}
