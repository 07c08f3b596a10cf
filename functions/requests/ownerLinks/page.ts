import { createHash } from 'node:crypto';
import { brand } from '../../../common/brand';
import { requestReference } from '../../../common/contracts/reference';
import type { IsoDate } from '../../../common/yachtDay';
import { site } from '../../../common/facts/site';
import { fill, formatDate, type Locale } from '../../../common/locales';
import type { ApiResult } from '../../platform/http';
import { actionLinkCopy, signActionToken, type ActionToken } from './tokens';
import { escapeHtml } from '../../mail/layout';
import { statusOf, type DeskRequest } from '../store';
import { type LinkRefused, ownerActionCopy } from './copy';
import { optionRange, sevenDays, weekText, type Performed } from './perform';

/** The action-link page: what the link will do, its outcome, or why it was refused; no script, its own CSP. */

const css = `*{box-sizing:border-box}body{margin:0;font:17px/1.5 Arial,Helvetica,sans-serif;color:${brand.ink};background:#fff}
main{max-width:34rem;margin:0 auto;padding:20px 16px 32px}h1{font-size:1.3rem;color:${brand.navy};margin:0 0 12px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 16px}dt{color:${brand.muted};font-weight:bold}dd{margin:0;overflow-wrap:anywhere}
p{margin:0 0 14px}.note{color:${brand.muted};font-size:.9rem}.refused{border-left:4px solid #a4262c;padding:8px 12px;background:#fdf3f4}
.done{border-left:4px solid #1e6b3a;padding:8px 12px;background:#f0f8f3}label{display:block;font-weight:bold;margin:0 0 6px}
input[type=date]{font:inherit;padding:10px;border:1px solid ${brand.muted};border-radius:6px;width:100%;margin:0 0 14px;min-height:48px}
button,a.button{display:block;width:100%;font:inherit;font-weight:bold;text-align:center;padding:14px;border:0;border-radius:8px;background:${brand.navy};color:#fff;text-decoration:none;cursor:pointer;min-height:48px}
form{margin:0 0 14px}footer{margin-top:24px;color:${brand.muted};font-size:.85rem}`;
const cssHash = `sha256-${createHash('sha256').update(css).digest('base64')}`;

/** The page's own policy: no script, no request to anything, its one stylesheet, forms only to itself. */
export const pageCsp = `default-src 'none'; style-src '${cssHash}'; img-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

export function pageHeaders(): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex, nofollow',
    'referrer-policy': 'no-referrer',
    'content-security-policy': pageCsp,
    'x-content-type-options': 'nosniff',
  };
}

function page(statusCode: number, locale: Locale, title: string, body: string): ApiResult {
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer">
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(pageCsp)}">
<title>${escapeHtml(title)}</title><style>${css}</style></head>
<body><main>${body}<footer>${escapeHtml(site.yachtName)}</footer></main></body></html>`;
  return { statusCode, headers: pageHeaders(), body: html };
}

function requestFacts(request: DeskRequest, locale: Locale): string {
  const rows: Array<[string, string]> = [
    [ownerActionCopy.reference[locale], requestReference(request.submissionId)],
    [ownerActionCopy.name[locale], request.name],
    [ownerActionCopy.week[locale], weekText(request, locale)],
    [ownerActionCopy.status[locale], ownerActionCopy.statuses[statusOf(request)][locale]],
  ];
  if (request.optionUntil && statusOf(request) === 'optioned') {
    rows.push([ownerActionCopy.optionUntil[locale], formatDate(request.optionUntil, locale)]);
  }
  return `<dl>${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

/** GET/HEAD: the request and exactly what the button will do. */
export function confirmPage(
  token: ActionToken,
  rawToken: string,
  request: DeskRequest,
  today: IsoDate,
  error?: LinkRefused,
): ApiResult {
  const locale = token.l;
  const reference = requestReference(request.submissionId);
  const week = weekText(request, locale);
  const values = { reference, week };
  let will: string;
  let field = '';
  switch (token.a) {
    case 'replied':
      will = fill(ownerActionCopy.will.replied[locale], values);
      break;
    case 'option7':
    case 'extend7':
      will = fill(ownerActionCopy.will.option[locale], {
        ...values,
        until: formatDate(sevenDays(token.a, request, today), locale),
      });
      break;
    case 'optionUntil': {
      const range = optionRange(request, today);
      const start =
        token.u && token.u >= range.min && token.u <= range.max ? token.u : sevenDays('option7', request, today);
      will = fill(ownerActionCopy.will.optionUntil[locale], values);
      field = `<label for="until">${escapeHtml(ownerActionCopy.optionUntil[locale])}</label><input type="date" id="until" name="until" required min="${range.min}" max="${range.max}" value="${start}">`;
      break;
    }
    case 'book':
      will = fill(ownerActionCopy.will.book[locale], values);
      break;
    case 'decline':
      will = `${fill(ownerActionCopy.will.decline[locale], values)}${
        statusOf(request) === 'optioned' ? ` ${fill(ownerActionCopy.freesWeek[locale], values)}` : ''
      }`;
      break;
    case 'release':
      will = fill(ownerActionCopy.will.release[locale], values);
      break;
  }
  const label = actionLinkCopy.actions[token.a][locale].replace(/…$/, '');
  const body = `<h1>${escapeHtml(fill(ownerActionCopy.title[locale], { reference }))}</h1>
${requestFacts(request, locale)}
${error ? `<p class="refused" role="alert">${escapeHtml(error.sentence(locale))}</p>` : ''}
<p>${escapeHtml(will)}</p>
<form method="post" action="/api/owner-actions?t=${escapeHtml(rawToken)}">${field}<button type="submit">${escapeHtml(label)}</button></form>
<p class="note">${escapeHtml(ownerActionCopy.nothingYet[locale])}</p>`;
  return page(error?.statusCode ?? 200, locale, fill(ownerActionCopy.title[locale], { reference }), body);
}

/** POST done: what changed, and the undo link where one exists. */
export function resultPage(token: ActionToken, performed: Performed, siteOrigin = ''): ApiResult {
  const locale = token.l;
  const { request } = performed;
  const reference = requestReference(request.submissionId);
  const week = weekText(request, locale);
  const status = statusOf(request);
  const until = request.optionUntil ? formatDate(request.optionUntil, locale) : '';
  let done =
    status === 'new'
      ? ''
      : fill(ownerActionCopy.done[status as keyof typeof ownerActionCopy.done][locale], { reference, week, until });
  if (performed.weekFreed) done += ` ${fill(ownerActionCopy.freesWeek[locale], { week })}`;
  let undo = `<p class="note">${escapeHtml(ownerActionCopy.noUndo[locale])}</p>`;
  if (performed.previousUntil && status === 'optioned') {
    const undoToken = signActionToken({
      r: request.submissionId,
      a: 'optionUntil',
      s: 'optioned',
      l: locale,
      u: performed.previousUntil,
    });
    undo = `<p><a class="button" href="${escapeHtml(`${siteOrigin}/api/owner-actions?t=${undoToken}`)}">${escapeHtml(
      fill(ownerActionCopy.undo[locale], { until: formatDate(performed.previousUntil, locale) }),
    )}</a></p>`;
  }
  const body = `<h1>${escapeHtml(fill(ownerActionCopy.title[locale], { reference }))}</h1>
<p class="done" role="status">${escapeHtml(done)}</p>
${requestFacts(request, locale)}
${undo}`;
  return page(200, locale, fill(ownerActionCopy.title[locale], { reference }), body);
}

/** One sentence on a page of its own (a refusal, the rate limit). */
export function messagePage(
  statusCode: number,
  locale: Locale,
  sentence: string,
  headers: Record<string, string> = {},
): ApiResult {
  const result = page(
    statusCode,
    locale,
    site.yachtName,
    `<p class="refused" role="alert">${escapeHtml(sentence)}</p>`,
  );
  result.headers = { ...result.headers, ...headers };
  return result;
}

/** A refused link: one sentence, its 4xx (or 503), nothing changed. */
export function refusedPage(refusal: LinkRefused, locale: Locale): ApiResult {
  return messagePage(refusal.statusCode, locale, refusal.sentence(locale));
}
