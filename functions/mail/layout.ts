import { brand } from '../../common/brand';
import { privacyNoticeName } from '../../common/facts/privacyNotice';
import { operatorFacts, site } from '../../common/facts/site';
import { singleLine } from '../../common/contracts/text';
import { localePrefix, type Locale } from '../../common/locales';

/**
 * The one e-mail layout. A composer says what a mail says as blocks; `renderEmail` writes them once
 * as the HTML part and once as the text part, escaping every string it is given: no composer writes
 * markup, and no link is put into finished text. Also the operator's legal line.
 */
export type Email = Record<'subject' | 'text' | 'html', string>;

/** A run of text: plain, a link, emphasis, or an image (`src`; its text is the alt text) of a campaign's Markdown. */
export type Inline = string | { text: string; href?: string; strong?: boolean; em?: boolean; src?: string };
/** A line of runs. */
export type Line = Inline | readonly Inline[];
export type Link = { text: string; href: string };
/** A link; without `href`, to the address it shows. */
export const link = (text: string, href = text): Link => ({ text, href });

/** What a mail is made of. */
export type Block =
  | { heading: string; level?: 1 | 2 | 3 }
  | { p: Line }
  | { list: readonly Line[] }
  /** Links a thumb can press: the first is the main one (text part: "- label: link"). */
  | { buttons: readonly Link[] }
  /** Someone's own words, kept as they wrote them. */
  | { quote: string }
  | { table: ReadonlyArray<readonly [label: string, value: Line]> }
  | { note: Line }
  | 'rule';

export interface MailContent {
  locale: Locale;
  subject: string;
  blocks: readonly Block[];
  /** The small print after a rule: each a line. */
  footer?: readonly Line[];
  /** The newsletter's letterhead (a navy band, a 600 px card on sand) with the inbox's preview line. */
  letterhead?: { preheader?: string };
}

/** Text for HTML (element content and attribute values). */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Who sends every mail, as an Italian business must say it (common/facts/site.ts; the footer shows the same). */
export const legalLine = (locale: Locale): string => operatorFacts(locale).join(' · ');

/** A page of the site in a language. */
export const siteUrl = (locale: Locale, path = '/') => `${site.url}${localePrefix(locale)}${path}`;

/** The last lines of every mail to a guest or a subscriber: the privacy notice and the operator. */
export const smallPrint = (locale: Locale): Line[] => [
  { text: privacyNoticeName[locale], href: siteUrl(locale, '/privacy/') },
  legalLine(locale),
];

/** The last line of a mail to the owner: the yacht and the site. */
export const siteLine = (): Line => `${site.yachtName} · ${site.url}`;

const { navy, gold, goldDeep, muted, ink, sand } = brand;
const styles = {
  h1: `margin:0 0 16px;font-family:Georgia,'Times New Roman',serif;font-size:26px;line-height:1.25;font-weight:normal;color:${navy}`,
  h2: `margin:24px 0 12px;font-family:Georgia,'Times New Roman',serif;font-size:21px;line-height:1.3;font-weight:normal;color:${navy}`,
  h3: `margin:20px 0 8px;font-size:17px;line-height:1.35;color:${navy}`,
  p: 'margin:0 0 16px;white-space:pre-line',
  // Links in the deeper gold: the brand gold on white is 4.0:1, under AA for text.
  a: `color:${goldDeep};text-decoration:underline`,
  list: 'margin:0 0 16px;padding-left:22px',
  quote: `margin:0 0 16px;padding:4px 0 4px 16px;border-left:3px solid ${gold};white-space:pre-wrap`,
  note: `margin:0 0 8px;font-size:13px;color:${muted}`,
  hr: `border:none;border-top:1px solid ${gold};margin:24px 0`,
  button: `display:inline-block;margin:0 8px 8px 0;padding:12px 16px;border-radius:6px;text-decoration:none;font-weight:bold;border:1px solid ${navy}`,
};

const runs = (line: Line): readonly Inline[] =>
  typeof line === 'string' || !Array.isArray(line) ? [line as Inline] : line;

function inlineHtml(line: Line): string {
  return runs(line)
    .map((run) => {
      if (typeof run === 'string') return escapeHtml(run);
      let html = run.src
        ? `<img src="${escapeHtml(run.src)}" alt="${escapeHtml(run.text)}" style="max-width:100%;height:auto;border:0">`
        : escapeHtml(run.text);
      if (run.strong) html = `<strong>${html}</strong>`;
      if (run.em) html = `<em>${html}</em>`;
      return run.href ? `<a href="${escapeHtml(run.href)}" style="${styles.a}">${html}</a>` : html;
    })
    .join('');
}

/** A line as text: a link alone is "label: link", a link in a sentence "label (link)"; `bare`: its label only. */
function inlineText(line: Line, bare = false): string {
  const all = runs(line);
  return all
    .map((run) => {
      if (typeof run === 'string') return run;
      // A link that only repeats its text (a URL, mailto:, tel:) is the text.
      if (bare || !run.href || run.href.replace(/^(mailto|tel):/, '') === run.text) return run.text;
      return all.length === 1 ? `${run.text}: ${run.href}` : `${run.text} (${run.href})`;
    })
    .join('');
}

function blockHtml(block: Block): string {
  if (block === 'rule') return `<hr style="${styles.hr}">`;
  if ('heading' in block) {
    const tag = `h${block.level ?? 3}` as 'h1' | 'h2' | 'h3';
    return `<${tag} style="${styles[tag]}">${escapeHtml(block.heading)}</${tag}>`;
  }
  if ('p' in block) return `<p style="${styles.p}">${inlineHtml(block.p)}</p>`;
  if ('note' in block) return `<p style="${styles.note}">${inlineHtml(block.note)}</p>`;
  if ('list' in block)
    return `<ul style="${styles.list}">${block.list.map((item) => `<li style="margin:0 0 6px">${inlineHtml(item)}</li>`).join('')}</ul>`;
  if ('quote' in block) return `<blockquote style="${styles.quote}">${escapeHtml(block.quote)}</blockquote>`;
  const th = `align="left" valign="top" style="color:${goldDeep};white-space:nowrap;word-break:normal"`;
  if ('table' in block)
    return `<table role="presentation" cellpadding="6" style="border-collapse:collapse;margin:0 0 16px">${block.table.map(([label, value]) => `<tr><th ${th}>${escapeHtml(label)}</th><td>${inlineHtml(value)}</td></tr>`).join('')}</table>`;
  // The first button is the main one: filled navy; the others outlined.
  const colours = (index: number) => (index ? `background:#ffffff;color:${navy}` : `background:${navy};color:#ffffff`);
  return `<p style="margin:0 0 16px">${block.buttons.map((link, index) => `<a href="${escapeHtml(link.href)}" style="${styles.button};${colours(index)}">${escapeHtml(link.text)}</a>`).join('\n')}</p>`;
}

function blockText(block: Block): string {
  if (block === 'rule') return '─'.repeat(24);
  if ('heading' in block) return block.heading;
  if ('p' in block) return inlineText(block.p);
  if ('note' in block) return inlineText(block.note);
  if ('list' in block) return block.list.map((item) => `- ${inlineText(item)}`).join('\n');
  if ('quote' in block) return block.quote;
  // A table's values are data: a link there is the HTML's convenience (tel:, mailto:).
  if ('table' in block) return block.table.map(([label, value]) => `${label}: ${inlineText(value, true)}`).join('\n');
  return block.buttons.map((link) => `- ${link.text}: ${link.href}`).join('\n');
}

/** The mail as SES takes it: the subject (header-safe), the text part and the HTML part. */
export function renderEmail({ locale, subject, blocks, footer = [], letterhead }: MailContent): Email {
  const text = [
    ...blocks.map(blockText),
    ...(footer.length ? ['--', ...footer.map((line) => inlineText(line))] : []),
  ].join('\n\n');
  const body = blocks.map(blockHtml).join('\n');
  const small = footer.map((line) => `<p style="${styles.note}">${inlineHtml(line)}</p>`).join('\n');
  const head = `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>`;
  // Long unbroken words (an address, a name) wrap instead of widening the mail past a phone's screen.
  const font = `font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.6;overflow-wrap:anywhere;word-break:break-word`;
  const html = letterhead
    ? `<!doctype html><html lang="${locale}">${head}
<body style="margin:0;padding:0;background:${sand}">
${letterhead.preheader ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(letterhead.preheader)}</div>\n` : ''}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${sand}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-collapse:collapse">
<tr><td style="background:${navy};padding:20px 28px;font-family:Georgia,'Times New Roman',serif;font-size:22px;letter-spacing:3px;color:${sand}">${escapeHtml(site.yachtName.toUpperCase())}</td></tr>
<tr><td style="height:3px;line-height:3px;font-size:0;background:${gold}">&nbsp;</td></tr>
<tr><td style="padding:28px;${font};color:${navy}">
${body}</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid #e4dccd;background:${sand};${font}">
${small}
</td></tr>
</table></td></tr></table>
</body></html>`
    : `<!doctype html><html lang="${locale}">${head}<body style="${font};color:${ink}">
${body}${small ? `\n<hr style="${styles.hr}">\n${small}` : ''}
</body></html>`;
  // A subject never carries a line break, a control or invisible formatting (common/contracts/text.ts).
  return { subject: singleLine(subject), text, html };
}
