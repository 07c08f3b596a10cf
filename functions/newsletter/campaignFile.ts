import matter from 'gray-matter';
import { isLocale, type Locale } from '../../common/locales';

/**
 * A campaign's Markdown file read into a Campaign (the format is in the Campaign type below). Only the owner's
 * CLI reads campaign files: gray-matter, a devDependency, is imported here and nowhere a Lambda
 * function imports, so no bundle carries it (infra/test/bundles.test.ts checks).
 */

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

/**
 * A newsletter campaign: one Markdown file with front matter, sent to the confirmed subscribers of its
 * language (campaign.ts, `npm run owner -- newsletter send`); campaignFile.ts reads it on the owner's machine.
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
