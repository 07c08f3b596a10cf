import { brand } from '../../common/brand';
import { operatorFacts, site } from '../../common/facts/site';
import { singleLine } from '../../common/contracts/text';
import type { Locale } from '../../common/locales';

/**
 * The one e-mail layout: what every composer returns (`Email`), the HTML shell, escaping, the header
 * hygiene the transport applies, and the lines every mail ends with (the site line to the owner, the
 * operator's legal line to everyone else).
 */
export interface Email {
  subject: string;
  text: string;
  html: string;
}

/** Text for HTML (element content and attribute values). */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Header values never carry a line break, a control or invisible formatting (the set the
 * contracts fold: C0, C1, NEL, U+2028/9, bidi and zero-width controls), whatever reached the record.
 */
export const headerSafe = (value: string) => singleLine(value);

/** The From header of every mail: the yacht's name before the sender address, so an inbox shows who wrote. */
export const fromHeader = (address: string) => `${site.yachtName} <${headerSafe(address)}>`;

/**
 * Who sends every mail, as an Italian business must say it: "Libeccio Charter S.r.l. · Via del Porto 1,
 * 00000 Lipari (ME), Italia · P.IVA IT… · REA ME-… · Capitale sociale … i.v.", from the operator record of
 * common/facts/site.ts (the footer shows the same facts).
 */
export function legalLine(locale: Locale): string {
  return operatorFacts(locale).join(' · ');
}

/** The last line of a mail to the owner: the yacht and the site, as text and as HTML. */
export const siteLine = {
  text: () => `— ${site.yachtName} · ${site.url}`,
  html: () => `<p style="color:${brand.muted}">${escapeHtml(site.yachtName)} · ${escapeHtml(site.url)}</p>`,
};

/** The letterhead of a newsletter: a navy band with the yacht's name, a gold rule, a sand footer. */
export interface Letterhead {
  /** The document's <title> (the subject). */
  title: string;
  /** The preview line an inbox shows after the subject: hidden text before anything else in the body. */
  preheader?: string;
  /** The footer's paragraphs, HTML. */
  footer: string;
}

/**
 * The HTML shell of every mail around `body` (HTML): plain (a mail between people: owner, visitor,
 * confirmation), or with the newsletter's letterhead, a 600 px card on sand.
 */
export function emailDocument(locale: Locale, body: string, letterhead?: Letterhead): string {
  if (!letterhead) {
    return `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:${brand.ink}">${body}</body></html>`;
  }
  const { navy, gold, sand, muted } = brand;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(letterhead.title)}</title></head>
<body style="margin:0;padding:0;background:${sand}">
${letterhead.preheader ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(letterhead.preheader)}</div>\n` : ''}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${sand}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-collapse:collapse">
<tr><td style="background:${navy};padding:20px 28px;font-family:Georgia,'Times New Roman',serif;font-size:22px;letter-spacing:3px;color:${sand}">${escapeHtml(site.yachtName.toUpperCase())}</td></tr>
<tr><td style="height:3px;line-height:3px;font-size:0;background:${gold}">&nbsp;</td></tr>
<tr><td style="padding:28px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.6;color:${navy}">
${body}</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid #e4dccd;background:${sand};font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:1.5;color:${muted}">
${letterhead.footer}
</td></tr>
</table></td></tr></table>
</body></html>`;
}
