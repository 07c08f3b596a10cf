import matter from 'gray-matter';
import { marked } from 'marked';
import { brand } from '../../common/brand';
import { contact, site } from '../../common/facts/site';
import { fill, isLocale, localePrefix, type Locale, type Localized } from '../../common/locales';
import { emailDocument, escapeHtml, headerSafe, legalLine, type Email } from '../mail/layout';

/**
 * A newsletter campaign: one Markdown file with front matter, sent to the confirmed subscribers of
 * its language (functions/newsletter/campaign.ts, `npm run owner -- newsletter send`).
 *
 *     ---
 *     id: spring-2026          # a slug; names the campaign in the outbox (one send per subscriber)
 *     lang: it                 # en | it: who gets it, and the footer's language
 *     subject: Le regate di primavera
 *     preheader: Argentario, Imperia e le settimane ancora libere   # optional: the inbox's preview line
 *     ---
 *     Markdown body …
 */
export interface Campaign {
  id: string;
  lang: Locale;
  subject: string;
  /** The line an inbox shows after the subject; without it, the inbox shows the body's first words. */
  preheader?: string;
  /** The Markdown body, trimmed. */
  body: string;
}

/** A campaign file the owner has to fix: the message is one line naming the fix. */
export class CampaignError extends Error {
  override readonly name = 'CampaignError';
}

export const campaignIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const maxIdLength = 64;
const maxSubjectLength = 150;
const fields = ['id', 'lang', 'subject', 'preheader'] as const;

/** Reads a campaign file's text; throws CampaignError naming the first problem. */
export function parseCampaign(source: string): Campaign {
  let parsed: { data: Record<string, unknown>; content: string };
  try {
    // A fresh options object: gray-matter caches by content only without one.
    parsed = matter(source, {}) as { data: Record<string, unknown>; content: string };
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    throw new CampaignError(`The front matter is not valid YAML (${reason}).`);
  }
  const data = parsed.data;
  if (Object.keys(data).length === 0) {
    throw new CampaignError('The file has no front matter: start it with ---, then id, lang and subject, then ---.');
  }
  const unknown = Object.keys(data).filter((key) => !(fields as readonly string[]).includes(key));
  if (unknown.length > 0) {
    throw new CampaignError(`Unknown front matter field "${unknown[0]}": use only id, lang, subject and preheader.`);
  }
  const { id, lang, subject, preheader } = data;
  if (id === undefined || id === null || id === '') {
    throw new CampaignError('The front matter has no id: add e.g. "id: spring-2026" (lower-case letters, digits, -).');
  }
  if (typeof id !== 'string' || !campaignIdPattern.test(id) || id.length > maxIdLength) {
    throw new CampaignError(
      `id "${String(id)}" is not a slug: use lower-case letters, digits and single hyphens, at most ${maxIdLength} characters (e.g. spring-2026).`,
    );
  }
  if (lang === undefined || lang === null || lang === '') {
    throw new CampaignError('The front matter has no lang: add "lang: en" or "lang: it".');
  }
  if (!isLocale(lang)) throw new CampaignError(`lang "${String(lang)}" is not a language of the site: use en or it.`);
  if (typeof subject !== 'string' || !subject.trim()) {
    throw new CampaignError('The front matter has no subject: add e.g. "subject: Our summer 2026 season".');
  }
  if (/[\r\n]/.test(subject.trim()) || subject.trim().length > maxSubjectLength) {
    throw new CampaignError(`The subject must be one line of at most ${maxSubjectLength} characters.`);
  }
  if (
    preheader !== undefined &&
    (typeof preheader !== 'string' || /[\r\n]/.test(preheader.trim()) || preheader.trim().length > maxSubjectLength)
  ) {
    throw new CampaignError(`The preheader must be one line of at most ${maxSubjectLength} characters.`);
  }
  const body = parsed.content.trim();
  if (!body) throw new CampaignError('The campaign has no text: write the Markdown body after the front matter.');
  const line = typeof preheader === 'string' && preheader.trim() ? { preheader: preheader.trim() } : {};
  return { id, lang, subject: subject.trim(), ...line, body };
}

/** The footer every campaign mail carries, in the campaign's language (Italian in the "voi" register). */
export const campaignEmailCopy = {
  why: {
    en: 'You are receiving this e-mail because you subscribed to the {yacht} newsletter and confirmed your address.',
    it: 'Ricevete questa e-mail perché vi siete iscritti alla newsletter di {yacht} e avete confermato il vostro indirizzo.',
  },
  unsubscribe: {
    en: 'No longer want these e-mails? Unsubscribe: {url}',
    it: 'Non volete più ricevere queste e-mail? Annullate l’iscrizione: {url}',
  },
  unsubscribeLink: { en: 'Unsubscribe', it: 'Annullate l’iscrizione' },
  /** Where a reader who wants to book or ask goes: the site, the owners' address, the privacy notice. */
  contact: { en: 'Website: {site} · E-mail: {email}', it: 'Sito: {site} · E-mail: {email}' },
  privacyLink: { en: 'Privacy notice', it: 'Informativa sulla privacy' },
  unsubscribeLead: {
    en: 'No longer want these e-mails?',
    it: 'Non volete più ricevere queste e-mail?',
  },
} satisfies Record<string, Localized>;

const { navy, gold, goldDeep, muted } = brand;

const tagStyles: Record<string, string> = {
  h1: `margin:0 0 16px;font-family:Georgia,'Times New Roman',serif;font-size:26px;line-height:1.25;font-weight:normal;color:${navy}`,
  h2: `margin:24px 0 12px;font-family:Georgia,'Times New Roman',serif;font-size:21px;line-height:1.3;font-weight:normal;color:${navy}`,
  h3: `margin:20px 0 8px;font-size:17px;line-height:1.35;color:${navy}`,
  p: 'margin:0 0 16px',
  // Links in the deeper gold: the brand gold on white is 4.0:1, under AA for text.
  a: `color:${goldDeep};text-decoration:underline`,
  ul: 'margin:0 0 16px;padding-left:22px',
  ol: 'margin:0 0 16px;padding-left:22px',
  li: 'margin:0 0 6px',
  blockquote: `margin:0 0 16px;padding:4px 0 4px 16px;border-left:3px solid ${gold};color:${muted}`,
  img: 'max-width:100%;height:auto;border:0',
  hr: `border:none;border-top:1px solid ${gold};margin:24px 0`,
};

/** The body as e-mail HTML: marked's output with inline styles (mail clients drop <style>). */
function bodyHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return html.replace(/<(h1|h2|h3|p|a|ul|ol|li|blockquote|img|hr)(?=[\s>/])/g, (tag, name: string) =>
    tagStyles[name] ? `${tag} style="${tagStyles[name]}"` : tag,
  );
}

/** The body as plain text: the Markdown with its markup taken out and links written out. */
export function bodyText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (_, text: string, url: string) =>
      text === url ? url : `${text} (${url})`,
    )
    .replace(/^#{1,6}[ \t]+(.*?)[ \t]*#*$/gm, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/<((?:https?|mailto):[^>\s]+)>/g, '$1')
    .replace(/<\/?[a-zA-Z][^>\n]*>/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** What one recipient's copy needs besides the campaign: the visible unsubscribe page. */
export interface CampaignRecipientLinks {
  unsubscribePageUrl: string;
}

/**
 * The campaign as e-mail: renders the Markdown once, then each recipient's copy (only the footer's
 * unsubscribe link differs). `test` prefixes the subject with "[TEST] ".
 */
export function campaignMail(campaign: Campaign, options: { test?: boolean } = {}) {
  const locale = campaign.lang;
  const copy = campaignEmailCopy;
  const subject = headerSafe(`${options.test ? '[TEST] ' : ''}${campaign.subject}`);
  const text = bodyText(campaign.body);
  const html = bodyHtml(campaign.body);
  const why = fill(copy.why[locale], { yacht: site.yachtName });
  const legal = legalLine(locale);
  const home = `${site.url}${localePrefix(locale)}/`;
  const privacyUrl = `${site.url}${localePrefix(locale)}/privacy/`;
  const contactLine = fill(copy.contact[locale], { site: home, email: contact.email });
  const linkStyle = `color:${goldDeep};text-decoration:underline`;
  return (links: CampaignRecipientLinks): Email => {
    const url = links.unsubscribePageUrl;
    return {
      subject,
      text: [
        text,
        '--',
        why,
        fill(copy.unsubscribe[locale], { url }),
        contactLine,
        `${copy.privacyLink[locale]}: ${privacyUrl}`,
        legal,
      ].join('\n\n'),
      html: emailDocument(locale, html, {
        title: subject,
        ...(campaign.preheader ? { preheader: campaign.preheader } : {}),
        footer: `<p style="margin:0 0 8px">${escapeHtml(why)}</p>
<p style="margin:0 0 8px">${escapeHtml(copy.unsubscribeLead[locale])} <a href="${escapeHtml(url)}" style="${linkStyle}">${escapeHtml(copy.unsubscribeLink[locale])}</a></p>
<p style="margin:0 0 8px"><a href="${escapeHtml(home)}" style="${linkStyle}">${escapeHtml(home)}</a> · <a href="mailto:${escapeHtml(contact.email)}" style="${linkStyle}">${escapeHtml(contact.email)}</a> · <a href="${escapeHtml(privacyUrl)}" style="${linkStyle}">${escapeHtml(copy.privacyLink[locale])}</a></p>
<p style="margin:0">${escapeHtml(legal)}</p>`,
      }),
    };
  };
}
