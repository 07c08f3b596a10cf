import { createHash } from 'node:crypto';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { brand } from '../../common/brand';
import { requestReference } from '../../src/contracts/reference';
import type { IsoDate } from '../../src/data/season';
import { site } from '../../src/data/site';
import { fill, formatDate, type Locale, type Localized } from '../../src/i18n/locales';
import { addDays } from '../../src/lib/yachtDay';
import { isConditionFailure } from '../platform/conditional';
import type { ApiResult } from '../platform/http';
import { actionLinkCopy, signActionToken, type ActionToken, type OwnerAction } from './actionLinks';
import { escapeHtml } from '../mail/layout';
import { ownerEmailCopy } from './ownerEmail';
import { RefusedChange, requestDesk, statusOf, type DeskRequest, type RequestStatus } from './desk';
import type { StoredWeek } from '../weeks/weeks';

/**
 * What the action-link page (functions/owner-actions.ts) shows and does: the request, what its button
 * will do, and on POST the same desk function the owner CLI runs, recorded as "by e-mail link".
 */
export const ownerActionCopy = {
  title: { en: 'Charter request {reference}', it: 'Richiesta di noleggio {reference}' },
  reference: { en: 'Reference', it: 'Riferimento' },
  name: { en: 'Name', it: 'Nome' },
  week: { en: 'Week', it: 'Settimana' },
  status: { en: 'Status', it: 'Stato' },
  optionUntil: { en: 'Option until', it: 'Opzione fino al' },
  will: {
    replied: {
      en: 'Pressing the button marks {reference} as replied. The week does not change.',
      it: 'Premendo il pulsante {reference} viene segnata come risposta inviata. La settimana non cambia.',
    },
    option: {
      en: 'Pressing the button holds the week {week} as an option for {reference} until {until} (included): the calendar shows the week as optioned.',
      it: 'Premendo il pulsante la settimana {week} resta in opzione per {reference} fino al {until} (incluso): il calendario mostra la settimana come opzionata.',
    },
    optionUntil: {
      en: 'Choose the last day of the option, then press the button: the week {week} is held as an option for {reference} until that day (included).',
      it: 'Scegliete l’ultimo giorno dell’opzione, poi premete il pulsante: la settimana {week} resta in opzione per {reference} fino a quel giorno (incluso).',
    },
    book: {
      en: 'Pressing the button books the week {week} for {reference}: the calendar shows it as not available.',
      it: 'Premendo il pulsante la settimana {week} viene confermata per {reference}: il calendario la mostra come non disponibile.',
    },
    decline: {
      en: 'Pressing the button declines {reference}. The guest is not written to: reply yourself if you wish.',
      it: 'Premendo il pulsante {reference} viene rifiutata. All’ospite non viene scritto nulla: se lo desiderate, rispondete voi.',
    },
    release: {
      en: 'Pressing the button ends the option now and declines {reference}: the week {week} is available again on the calendar.',
      it: 'Premendo il pulsante l’opzione termina subito e {reference} viene rifiutata: la settimana {week} torna disponibile sul calendario.',
    },
  },
  freesWeek: {
    en: 'The week {week} becomes available again.',
    it: 'La settimana {week} torna disponibile.',
  },
  nothingYet: {
    en: 'Opening this page changed nothing.',
    it: 'L’apertura di questa pagina non ha modificato nulla.',
  },
  done: {
    replied: { en: '{reference} is now marked as replied.', it: '{reference} è ora segnata come risposta inviata.' },
    optioned: {
      en: '{reference} is now optioned until {until}: the week {week} shows as optioned on the calendar.',
      it: '{reference} è ora in opzione fino al {until}: la settimana {week} risulta opzionata sul calendario.',
    },
    booked: {
      en: '{reference} is now booked: the week {week} shows as not available on the calendar.',
      it: '{reference} è ora confermata: la settimana {week} risulta non disponibile sul calendario.',
    },
    declined: { en: '{reference} is now declined.', it: '{reference} è ora rifiutata.' },
  },
  undo: {
    en: 'Undo: back to the option until {until}',
    it: 'Annullare: tornare all’opzione fino al {until}',
  },
  noUndo: {
    en: 'This change has no undo from the link; the owner tool can change the request further.',
    it: 'Questa modifica non si annulla dal link; lo strumento del proprietario può modificare ancora la richiesta.',
  },
  refused: {
    invalid: {
      en: 'This link is not valid (it may have been cut short or altered): nothing was changed.',
      it: 'Questo link non è valido (potrebbe essere stato troncato o alterato): non è stato modificato nulla.',
    },
    expired: {
      en: 'This link has expired (links work for 14 days): nothing was changed.',
      it: 'Questo link è scaduto (i link valgono 14 giorni): non è stato modificato nulla.',
    },
    used: {
      en: 'This link has already been used: nothing was changed.',
      it: 'Questo link è già stato usato: non è stato modificato nulla.',
    },
    gone: {
      en: 'This request no longer exists: nothing was changed.',
      it: 'Questa richiesta non esiste più: non è stato modificato nulla.',
    },
    stale: {
      en: 'This link is from an earlier e-mail: {reference} is now {status}, so nothing was changed.',
      it: 'Questo link viene da un’e-mail precedente: {reference} ora è {status}, quindi non è stato modificato nulla.',
    },
    week: {
      en: 'The week {week} is {weekStatus}, so {reference} cannot be changed this way: nothing was changed.',
      it: 'La settimana {week} è {weekStatus}, quindi {reference} non può essere modificata così: non è stato modificato nulla.',
    },
    date: {
      en: 'Choose a day from {min} to {max} (an option ends before embarking): nothing was changed.',
      it: 'Scegliete un giorno dal {min} al {max} (un’opzione termina prima dell’imbarco): non è stato modificato nulla.',
    },
    started: {
      en: 'The week {week} has already started, so it can no longer be optioned: nothing was changed.',
      it: 'La settimana {week} è già iniziata, quindi non può più essere messa in opzione: non è stato modificato nulla.',
    },
    busy: {
      en: 'The request could not be read or changed just now: nothing was changed; please try again in a minute.',
      it: 'Non è stato possibile leggere o modificare la richiesta in questo momento: non è stato modificato nulla; riprovate tra un minuto.',
    },
  },
  statuses: {
    new: { en: 'new', it: 'nuova' },
    replied: { en: 'replied', it: 'con risposta inviata' },
    optioned: { en: 'optioned', it: 'in opzione' },
    booked: { en: 'booked', it: 'confermata' },
    declined: { en: 'declined', it: 'rifiutata' },
  } satisfies Record<RequestStatus, Localized>,
  weekStatuses: {
    available: { en: 'available', it: 'disponibile' },
    optioned: { en: 'optioned', it: 'opzionata' },
    'not-available': { en: 'not available', it: 'non disponibile' },
    missing: { en: 'not in the calendar', it: 'assente dal calendario' },
  } satisfies Record<string, Localized>,
} as const;

export type Refusal = keyof typeof ownerActionCopy.refused;

const statusCodes: Record<Refusal, number> = {
  invalid: 400,
  expired: 410,
  used: 409,
  gone: 404,
  stale: 409,
  week: 409,
  date: 422,
  started: 409,
  busy: 503,
};

/** A refusal: its sentence and status code; nothing was changed. */
export class LinkRefused extends Error {
  override readonly name = 'LinkRefused';
  constructor(
    readonly reason: Refusal,
    readonly values: Record<string, string> = {},
  ) {
    super(reason);
  }
  get statusCode(): number {
    return statusCodes[this.reason];
  }
  sentence(locale: Locale): string {
    return fill(ownerActionCopy.refused[this.reason][locale], this.values);
  }
}

/** The request's week, or its dates to agree in the visitor's words. */
const weekText = (request: Pick<DeskRequest, 'weekFrom' | 'weekTo' | 'dates'>, locale: Locale) =>
  request.weekFrom && request.weekTo
    ? `${formatDate(request.weekFrom, locale)} – ${formatDate(request.weekTo, locale)}`
    : fill(ownerEmailCopy.datesToAgree[locale], { dates: request.dates ?? '' });

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

/** Checks a link against the request as stored now: it must exist and still be in the link's status. */
export function checkCurrent(token: ActionToken, request: DeskRequest | undefined, locale: Locale): DeskRequest {
  if (!request) throw new LinkRefused('gone');
  const status = statusOf(request);
  if (status !== token.s) {
    throw new LinkRefused('stale', {
      reference: requestReference(request.submissionId),
      status: ownerActionCopy.statuses[status][locale],
    });
  }
  return request;
}

/**
 * The link's nonce, recorded on the request with one conditional update: the first POST of a link
 * records it, any later one finds it there. Released again when the change is refused or fails, so
 * only a change that happened uses the link up.
 */
export function linkNonces(db: DynamoDBDocumentClient, table: string) {
  const deadline = () => ({ abortSignal: AbortSignal.timeout(3_000) });
  return {
    async claim(submissionId: string, nonce: string): Promise<boolean> {
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: { submissionId },
            UpdateExpression: 'ADD usedLinks :nonces',
            ConditionExpression: 'attribute_exists(submissionId) AND NOT contains(usedLinks, :nonce)',
            ExpressionAttributeValues: { ':nonces': new Set([nonce]), ':nonce': nonce },
          }),
          deadline(),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async release(submissionId: string, nonce: string): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: { submissionId },
          UpdateExpression: 'DELETE usedLinks :nonces',
          ConditionExpression: 'attribute_exists(submissionId)',
          ExpressionAttributeValues: { ':nonces': new Set([nonce]) },
        }),
        deadline(),
      );
    },
  };
}

export interface Performed {
  request: DeskRequest;
  weekFreed: boolean;
  /** The option's last day before this change, when it replaced one (the undo goes back to it). */
  previousUntil?: IsoDate;
}

/**
 * Runs the link's action with the desk (the CLI's own functions), recording "by e-mail link". The
 * desk's refusals come back as a translated sentence (LinkRefused); nothing was changed then.
 */
export async function performOwnerAction(
  db: DynamoDBDocumentClient,
  tables: { requests: string; weeks: string },
  token: ActionToken,
  request: DeskRequest,
  options: { until?: string; today: IsoDate; now: Date; locale: Locale },
): Promise<Performed> {
  const desk = requestDesk(db, tables, { by: 'e-mail link' });
  const { today, now, locale } = options;
  const reference = requestReference(request.submissionId);
  const week = weekText(request, locale);
  let until: IsoDate | undefined;
  if (token.a === 'option7' || token.a === 'extend7' || token.a === 'optionUntil') {
    const range = optionRange(request, today);
    if (range.max < range.min) throw new LinkRefused('started', { week });
    until = token.a === 'optionUntil' ? (options.until as IsoDate | undefined) : sevenDays(token.a, request, today);
    if (!until || !/^\d{4}-\d{2}-\d{2}$/.test(until) || until < range.min || until > range.max) {
      throw new LinkRefused('date', { min: formatDate(range.min, locale), max: formatDate(range.max, locale) });
    }
  }
  try {
    switch (token.a) {
      case 'replied':
        return { request: await desk.replied(request.submissionId, now), weekFreed: false };
      case 'book':
        return { request: await desk.book(request.submissionId, now), weekFreed: false };
      case 'decline':
      case 'release': {
        const { request: moved, weekFreed } = await desk.decline(request.submissionId, now);
        return { request: moved, weekFreed };
      }
      default: {
        const moved = await desk.option(request.submissionId, until!, today, now);
        return { request: moved, weekFreed: false, previousUntil: request.optionUntil };
      }
    }
  } catch (error) {
    if (!(error instanceof RefusedChange)) throw error;
    // The desk's reason is the CLI's English sentence: say it again in the page's language.
    const current = await desk.requests.get(request.submissionId);
    if (!current || statusOf(current) !== statusOf(request)) checkCurrent(token, current, locale);
    const stored: StoredWeek | undefined = request.weekFrom ? await desk.weeks.get(request.weekFrom) : undefined;
    const weekStatus = ownerActionCopy.weekStatuses[stored?.status ?? 'missing'][locale];
    throw new LinkRefused('week', { week, weekStatus, reference });
  }
}

// ---------------------------------------------------------------------------------------------------
// The page

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
