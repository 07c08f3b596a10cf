import { createHash } from 'node:crypto';
import { brand } from '../../../common/brand';
import { requestReference } from '../../../common/contracts/reference';
import { areaName } from '../../../common/facts/areas';
import { site } from '../../../common/facts/site';
import { fill, formatDate, formatDateRange, formatDateTime, type Locale } from '../../../common/locales';
import { addDays, yachtDate, type IsoDate } from '../../../common/yachtDay';
import { today } from '../../platform/clock';
import type { ApiResult } from '../../platform/http';
import { escapeHtml } from '../../mail/layout';
import type { StoredWeek } from '../../weeks/weeks';
import type { GuestUpdate } from '../mail';
import { datesInWords, guestReplyMailto, phoneLinks } from '../guestContact';
import { ownerMailCopy } from '../mailCopy';
import { statusOf, type DeskRequest } from '../store';
import type { Undo } from '../undo';
import { type LinkRefused, ownerActionCopy, type OwnerAction } from './copy';
import type { ActionToken } from './link';

/** The link a page was opened with: its token as read, and as written (for the page's own links). */
export interface Link {
  token: ActionToken;
  raw: string;
}

/**
 * The owner's phone desk, as pages: the request (status, the actions valid now, how to reach the guest
 * and their message, history), one page per action (what its button will do; only the button acts),
 * the outcome, or why nothing was done. No script, its own CSP, nothing fetched.
 */

const css = `*{box-sizing:border-box}body{margin:0;font:17px/1.5 Arial,Helvetica,sans-serif;color:${brand.ink};background:#fff}
main{max-width:34rem;margin:0 auto;padding:20px 16px 32px}h1{font-size:1.3rem;color:${brand.navy};margin:0 0 12px}
h2{font-size:1.05rem;color:${brand.navy};margin:20px 0 8px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 16px}dt{color:${brand.muted};font-weight:bold}dd{margin:0;overflow-wrap:anywhere}
ol{margin:0 0 16px;padding-left:1.2rem}li{margin:0 0 4px}
p{margin:0 0 14px}.note{color:${brand.muted};font-size:.9rem}.refused{border-left:4px solid #a4262c;padding:8px 12px;background:#fdf3f4}
.done{border-left:4px solid #1e6b3a;padding:8px 12px;background:#f0f8f3}label{display:block;font-weight:bold;margin:0 0 6px}
input[type=date],select{font:inherit;padding:10px;border:1px solid ${brand.muted};border-radius:6px;width:100%;margin:0 0 14px;min-height:48px;background:#fff}
label.check{display:flex;gap:10px;align-items:flex-start;font-weight:normal;margin:0 0 4px}label.check input{width:24px;height:24px;margin:2px 0 0;flex:none}
button,a.button{display:block;width:100%;font:inherit;font-weight:bold;text-align:center;padding:14px;border:0;border-radius:8px;background:${brand.navy};color:#fff;text-decoration:none;cursor:pointer;min-height:48px;margin:0 0 10px}
a.button.second{background:#fff;color:${brand.navy};border:2px solid ${brand.navy}}a.button.danger{background:#fff;color:#a4262c;border:2px solid #a4262c}
form{margin:0 0 14px}.message{white-space:pre-wrap;overflow-wrap:anywhere;border-left:4px solid ${brand.muted};padding:4px 12px}footer{margin-top:24px;color:${brand.muted};font-size:.85rem}`;
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

/** The link to the request's page (`action`: one action's page), relative: the API's own origin. */
export const pageHref = (rawToken: string, action?: OwnerAction) =>
  `/api/owner-actions?t=${rawToken}${action ? `&do=${action}` : ''}`;

/** The day a 7-day option (from today) or extension (from the current last day) ends: never on embarking. */
export function sevenDays(action: OwnerAction, request: DeskRequest, today: IsoDate): IsoDate {
  const from =
    action === 'extend7' && request.optionUntil && request.optionUntil >= today ? request.optionUntil : today;
  const latest = addDays(request.weekFrom as IsoDate, -1);
  const until = addDays(from, 7);
  return until < latest ? until : latest;
}

/** The days an option may end on: today to the day before embarking. */
export function optionRange(request: DeskRequest, today: IsoDate): { min: IsoDate; max: IsoDate } {
  return { min: today, max: addDays(request.weekFrom as IsoDate, -1) };
}

/** The request's week in words, or its dates to agree in words. */
export function whenText(request: Pick<DeskRequest, 'weekFrom' | 'weekTo' | 'dates'>, locale: Locale): string {
  if (request.weekFrom && request.weekTo) {
    const range = formatDateRange(request.weekFrom, request.weekTo, locale);
    return range.dates;
  }
  return fill(ownerMailCopy.datesToAgree[locale], { dates: datesInWords(request.dates ?? '', locale) });
}

const statusText = (request: DeskRequest, locale: Locale) => ownerActionCopy.statuses[statusOf(request)][locale];
const title = (request: DeskRequest, locale: Locale) =>
  fill(ownerActionCopy.title[locale], { reference: requestReference(request.submissionId) });

function requestFacts(request: DeskRequest, locale: Locale): string {
  const hasWeek = request.weekFrom && request.weekTo;
  const rows: Array<[string, string]> = [
    [ownerActionCopy.reference[locale], requestReference(request.submissionId)],
    [ownerActionCopy.name[locale], request.name],
    [hasWeek ? ownerActionCopy.week[locale] : ownerActionCopy.dates[locale], whenText(request, locale)],
    ...(request.leg ? [[ownerActionCopy.area[locale], areaName(request.leg)[locale]] as [string, string]] : []),
    [ownerActionCopy.language[locale], ownerMailCopy.languages[locale][request.locale]],
    [ownerActionCopy.status[locale], statusText(request, locale)],
  ];
  if (request.optionUntil && statusOf(request) === 'optioned') {
    // An option past its last day: the site offers the week again, and the page says so.
    const lapsed = request.optionUntil < today();
    const until = formatDate(request.optionUntil, locale);
    rows.push(
      lapsed
        ? [ownerActionCopy.optionLapsed[locale], fill(ownerActionCopy.optionLapsedValue[locale], { until })]
        : [ownerActionCopy.optionUntil[locale], until],
    );
  }
  return `<dl>${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

function historyList(request: DeskRequest, locale: Locale): string {
  const entries = (request.history ?? []).map((entry, index) => {
    const status =
      index === 0 && entry.status === 'new'
        ? ownerActionCopy.received[locale]
        : ownerActionCopy.statuses[entry.status][locale];
    const until = entry.until
      ? ` ${fill(ownerActionCopy.entryUntil[locale], { until: formatDate(entry.until, locale) })}`
      : '';
    const by = entry.by ? ` ${ownerActionCopy.byLink[locale]}` : '';
    return `<li>${escapeHtml(`${formatDateTime(entry.at, locale)}: ${status}${until}${by}`)}</li>`;
  });
  return `<h2>${escapeHtml(ownerActionCopy.history[locale])}</h2><ol>${entries.join('')}</ol>`;
}

const refusedBlock = (sentence: string) => `<p class="refused" role="alert">${escapeHtml(sentence)}</p>`;
const backLink = (rawToken: string, locale: Locale) =>
  `<p><a class="button second" href="${escapeHtml(pageHref(rawToken))}">${escapeHtml(ownerActionCopy.back[locale])}</a></p>`;
const label = (action: OwnerAction, locale: Locale) => ownerActionCopy.actions[action][locale];

/** How to reach the guest from the phone: call, WhatsApp, a reply in their language; and their message. */
function contactBlock(request: DeskRequest, locale: Locale): string {
  if (!request.email) return ''; // forgotten: nothing to reach
  const phone = request.phone ? phoneLinks(request.phone) : undefined;
  const links = [
    ...(phone
      ? [
          [phone.tel, fill(ownerMailCopy.call[locale], { phone: phone.shown })],
          [phone.whatsapp, fill(ownerMailCopy.whatsapp[locale], { phone: phone.shown })],
        ]
      : []),
    [
      guestReplyMailto({ ...request, submissionId: request.submissionId }),
      fill(ownerMailCopy.reply[locale], { name: request.name }),
    ],
  ];
  return `<h2>${escapeHtml(fill(ownerActionCopy.contactHeading[locale], { name: request.name }))}</h2>
${links.map(([href, text]) => `<a class="button second" href="${escapeHtml(href!)}">${escapeHtml(text!)}</a>`).join('\n')}
<h2>${escapeHtml(ownerActionCopy.message[locale])}</h2>
<p class="message">${escapeHtml(request.message || ownerActionCopy.noMessage[locale])}</p>`;
}

/** GET: the request as it is now, its history, and a link to each action valid now. */
export function requestPage(
  link: Link,
  request: DeskRequest,
  actions: readonly OwnerAction[],
  notice?: string,
): ApiResult {
  const { token, raw: rawToken } = link;
  const locale = token.l;
  const buttons = actions
    .map((action) => {
      const style = action === 'decline' ? ' danger' : action === 'undo' || action === 'week' ? ' second' : '';
      return `<a class="button${style}" href="${escapeHtml(pageHref(rawToken, action))}">${escapeHtml(label(action, locale).replace(/…$/, ''))}</a>`;
    })
    .join('\n');
  const expires = new Date(token.e * 1000).toISOString().slice(0, 10);
  const body = `<h1>${escapeHtml(title(request, locale))}</h1>
${notice ? refusedBlock(notice) : ''}
${requestFacts(request, locale)}
<h2>${escapeHtml(ownerActionCopy.actionsHeading[locale])}</h2>
${buttons}
${contactBlock(request, locale)}
${historyList(request, locale)}
<p class="note">${escapeHtml(fill(ownerActionCopy.requestNote[locale], { date: formatDate(expires, locale) }))}</p>`;
  return page(200, locale, title(request, locale), body);
}

/** What an action page needs beyond the request: today, the undo on offer, open weeks, the guest's mail. */
export interface ActionContext {
  today: IsoDate;
  version: string;
  undo?: Undo;
  /** For `week`: the weeks open now, and the one to preselect. */
  weeks?: readonly StoredWeek[];
  preselect?: string;
  /** The mail the guest would get, if any. */
  guestUpdate?: GuestUpdate;
  /** An undo's page: the guest's mail about the change it undoes (sent, or still to go). */
  told?: { subject: string; sent: boolean };
  error?: LinkRefused;
}

/** GET (or a refused POST): the request and exactly what this action's button will do. */
export function actionPage(link: Link, request: DeskRequest, action: OwnerAction, context: ActionContext): ApiResult {
  const { token, raw: rawToken } = link;
  const locale = token.l;
  const { today, error } = context;
  const reference = requestReference(request.submissionId);
  const week = whenText(request, locale);
  const values = { reference, week };
  let will = '';
  let field = '';
  switch (action) {
    case 'replied':
      will = fill(ownerActionCopy.will.replied[locale], values);
      break;
    case 'option7':
    case 'extend7':
      will = fill(ownerActionCopy.will.option[locale], {
        ...values,
        until: formatDate(sevenDays(action, request, today), locale),
      });
      break;
    case 'optionUntil': {
      const range = optionRange(request, today);
      const start = sevenDays('option7', request, today);
      will = fill(ownerActionCopy.will.optionUntil[locale], values);
      field = `<label for="until">${escapeHtml(ownerActionCopy.optionUntil[locale])}</label><input type="date" id="until" name="until" required min="${range.min}" max="${range.max}" value="${start}">`;
      break;
    }
    case 'book':
      will = fill(ownerActionCopy.will.book[locale], values);
      break;
    case 'decline':
      will = `${fill(ownerActionCopy.will.decline[locale], values)}${
        action === 'decline' && statusOf(request) === 'optioned'
          ? ` ${fill(ownerActionCopy.freesWeek[locale], values)}`
          : ''
      }`;
      break;
    case 'week': {
      will = fill(ownerActionCopy.will.week[locale], values);
      const weeks = context.weeks ?? [];
      field = weeks.length
        ? `<label for="week">${escapeHtml(ownerActionCopy.chooseWeek[locale])}</label><select id="week" name="week" required>${weeks
            .map((option) => {
              const range = formatDateRange(option.from, option.to, locale);
              const text = `${range.dates} (${areaName(option.leg)[locale]})`;
              return `<option value="${escapeHtml(option.from)}"${option.from === context.preselect ? ' selected' : ''}>${escapeHtml(text)}</option>`;
            })
            .join('')}</select>`
        : refusedBlock(ownerActionCopy.noWeekOpen[locale]);
      break;
    }
    case 'undo': {
      const undo = context.undo;
      will =
        undo?.to === 'optioned'
          ? fill(ownerActionCopy.will.undoOption[locale], { ...values, until: formatDate(undo.until!, locale) })
          : fill(ownerActionCopy.will.undo[locale], {
              ...values,
              status: ownerActionCopy.statuses[undo?.to ?? 'new'][locale],
            });
      if (undo?.from === 'optioned' && undo.to !== 'optioned')
        will += ` ${fill(ownerActionCopy.freesWeek[locale], values)}`;
      const told = context.told;
      if (told) {
        const copy = told.sent ? ownerActionCopy.toldWarning : ownerActionCopy.toldPending;
        field = refusedBlock(fill(copy[locale], { name: request.name, subject: told.subject }));
      }
      break;
    }
  }
  const language = ownerMailCopy.languages[locale][request.locale];
  const tell = context.guestUpdate
    ? `<label class="check"><input type="checkbox" name="tell" value="yes" checked> <span>${escapeHtml(
        fill(ownerActionCopy.tell[context.guestUpdate][locale], { name: request.name, language }),
      )}</span></label><p class="note">${escapeHtml(ownerActionCopy.tellHint[locale])}</p>`
    : action === 'decline' || (action === 'undo' && !context.told)
      ? `<p class="note">${escapeHtml(ownerActionCopy.noTell[locale])}</p>`
      : '';
  const canPress = action !== 'week' || (context.weeks ?? []).length > 0;
  const body = `<h1>${escapeHtml(title(request, locale))}</h1>
${requestFacts(request, locale)}
${error ? refusedBlock(error.sentence(locale)) : ''}
<p>${escapeHtml(will)}</p>
${
  canPress
    ? `<form method="post" action="${escapeHtml(pageHref(rawToken, action))}"><input type="hidden" name="seen" value="${escapeHtml(context.version)}">${field}${tell}<button type="submit">${escapeHtml(label(action, locale).replace(/…$/, ''))}</button></form>`
    : field
}
<p class="note">${escapeHtml(ownerActionCopy.nothingYet[locale])}</p>
${backLink(rawToken, locale)}`;
  return page(error?.statusCode ?? 200, locale, title(request, locale), body);
}

/** What a POST did, for its page. */
export interface Outcome {
  request: DeskRequest;
  action: OwnerAction;
  weekFreed: boolean;
  /** The guest's mail: its subject when queued, 'held' when the owner held it back, 'failed' when not queued. */
  guestMail?: { subject: string } | 'held' | 'failed' | 'withdrawn';
  /** An undo on offer now (the change just made can be undone). */
  canUndo: boolean;
}

/** POST done: what changed, what the guest is told, the request now, and the way back (undo, next steps). */
export function resultPage(link: Link, outcome: Outcome): ApiResult {
  const { token, raw: rawToken } = link;
  const locale = token.l;
  const { request } = outcome;
  const reference = requestReference(request.submissionId);
  const week = whenText(request, locale);
  const until = request.optionUntil ? formatDate(request.optionUntil, locale) : '';
  const values = { reference, week, until };
  const sentences: string[] = [];
  if (outcome.action === 'undo') sentences.push(ownerActionCopy.undone[locale]);
  sentences.push(
    outcome.action === 'week'
      ? fill(ownerActionCopy.weekGiven[locale], values)
      : fill(ownerActionCopy.done[statusOf(request)][locale], values),
  );
  if (outcome.weekFreed) sentences.push(fill(ownerActionCopy.freesWeek[locale], values));
  const mail = outcome.guestMail;
  const language = ownerMailCopy.languages[locale][request.locale];
  const mailSentence =
    mail === 'held'
      ? ownerActionCopy.heldBack[locale]
      : mail === 'withdrawn'
        ? ownerActionCopy.withdrawn[locale]
        : mail === 'failed'
          ? ownerActionCopy.tellFailed[locale]
          : mail
            ? fill(ownerActionCopy.told[locale], { name: request.name, language, subject: mail.subject })
            : '';
  const undo = outcome.canUndo
    ? `<a class="button second" href="${escapeHtml(pageHref(rawToken, 'undo'))}">${escapeHtml(label('undo', locale))}</a>`
    : '';
  const body = `<h1>${escapeHtml(title(request, locale))}</h1>
<p class="done" role="status">${escapeHtml(sentences.join(' '))}</p>
${mailSentence ? `<p>${escapeHtml(mailSentence)}</p>` : ''}
${requestFacts(request, locale)}
${statusOf(request) === 'declined' ? '' : `${undo}${backLink(rawToken, locale)}`}`;
  return page(200, locale, title(request, locale), body);
}

/** A closed request (declined): one sentence, no personal data; the link acts on nothing. */
export function closedPage(statusCode: number, locale: Locale, request: DeskRequest): ApiResult {
  const declined = [...(request.history ?? [])].reverse().find((entry) => entry.status === 'declined');
  const reference = requestReference(request.submissionId);
  const date = declined ? formatDate(yachtDate(new Date(declined.at)), locale) : '';
  return messagePage(statusCode, locale, fill(ownerActionCopy.refused.closed[locale], { reference, date }));
}

/** A refusal with the request's page link under it (the request is still open). */
export function refusedWithBack(refusal: LinkRefused, locale: Locale, rawToken: string): ApiResult {
  const result = messagePage(refusal.statusCode, locale, refusal.sentence(locale));
  result.body = (result.body ?? '').replace('<footer>', `${backLink(rawToken, locale)}<footer>`);
  return result;
}

/** One sentence on a page of its own (a refusal, the rate limit). */
export function messagePage(
  statusCode: number,
  locale: Locale,
  sentence: string,
  headers: Record<string, string> = {},
): ApiResult {
  const result = page(statusCode, locale, site.yachtName, refusedBlock(sentence));
  result.headers = { ...result.headers, ...headers };
  return result;
}

/** A refused link: one sentence, its 4xx (or 503), nothing changed. */
export function refusedPage(refusal: LinkRefused, locale: Locale): ApiResult {
  return messagePage(refusal.statusCode, locale, refusal.sentence(locale));
}
