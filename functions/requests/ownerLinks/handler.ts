import { envVars } from '../../../common/env';
import { messageFor } from '../../../common/contracts/messages';
import { monthRangeOf } from '../../../common/contracts/joinRequest';
import { requestReference } from '../../../common/contracts/reference';
import { isOpen } from '../../../common/facts/weeks';
import { fill, formatDate, isLocale, type Locale } from '../../../common/locales';
import type { IsoDate } from '../../../common/yachtDay';
import type { OutboxMail } from '../../mail/outboxMail';
import { outboxStore } from '../../mail/outboxStore';
import { dynamo } from '../../platform/clients';
import { today } from '../../platform/clock';
import { tableName } from '../../platform/config';
import { errorText } from '../../platform/errorText';
import { maxBodyBytes, requestLocale, type ApiEvent, type ApiResult } from '../../platform/http';
import { log } from '../../platform/log';
import { RefusedChange, requestDesk } from '../desk';
import { guestUpdateFor, queueGuestUpdate, toldOfLastChange } from '../mail';
import type { GuestUpdate } from '../mail';
import { statusOf, type DeskRequest } from '../store';
import { undoOf, versionOf } from '../undo';
import { LinkRefused, ownerActionCopy, ownerActions, type OwnerAction } from './copy';
import { readActionToken, type ActionToken } from './link';
import {
  actionPage,
  closedPage,
  messagePage,
  optionRange,
  sevenDays,
  whenText,
  refusedPage,
  refusedWithBack,
  requestPage,
  resultPage,
  type Outcome,
} from './page';

/**
 * GET/HEAD/POST /api/owner-actions?t=TOKEN[&do=ACTION] (functions/owner-actions.ts): the request link in
 * the owner's e-mails (link.ts). GET and HEAD show the request, or one action's page, and never change
 * anything (mail scanners open every link). POST is a press of an action page's button: the token's MAC
 * and expiry are checked, the request must still be open and the action valid for its status now, and
 * the desk makes the change on the request's version the page showed, with the press (the link's nonce
 * and that version) as its one idempotency key: of two presses of one page, one acts; a press repeated
 * after its answer was lost is answered as done. The history says "by e-mail link". Optioning, booking
 * and declining queue the guest's mail unless the owner unticked it. Every refusal is one sentence in
 * the link's language with a 4xx; nothing is changed.
 */
export async function ownerActionAnswer(event: ApiEvent): Promise<ApiResult> {
  const method = event.requestContext?.http?.method ?? 'GET';
  const result = await answer(event, method);
  // As HTTP says: HEAD is GET without the body.
  return method === 'HEAD' ? { ...result, body: '' } : result;
}

/** The page's language when the link is not ours: the owner's (or the browser's). */
function fallbackLocale(event: ApiEvent): Locale {
  const owner = process.env[envVars.ownerLocale];
  return isLocale(owner) ? owner : requestLocale(event);
}

/** A valid, unexpired link: the owner's own, never limited per client (handlerFor's prologue). */
export const ownersLink = (event: ApiEvent): boolean => readActionToken(event.queryStringParameters?.t).ok;

/** A request over the per-client limit (only a link that is not valid): the page, in the owner's language. */
export function rateLimitedPage(event: ApiEvent, limited: ApiResult): ApiResult {
  const locale = fallbackLocale(event);
  return messagePage(429, locale, messageFor('rateLimited', locale), {
    'retry-after': String(limited.headers?.['retry-after'] ?? 60),
  });
}

/** The actions the request's page offers on `day`: what its status allows now, and an undo of its last change. */
export function actionsNow(request: DeskRequest, day: IsoDate): OwnerAction[] {
  const status = statusOf(request);
  const hasWeek = !!request.weekFrom;
  const canOption = hasWeek && optionRange(request, day).max >= day;
  const actions: OwnerAction[] = [];
  if (status === 'new') actions.push('replied');
  if ((status === 'new' || status === 'replied') && !hasWeek) actions.push('week');
  if ((status === 'new' || status === 'replied') && canOption) actions.push('option7', 'optionUntil');
  if (status === 'optioned') {
    if (canOption) actions.push('extend7', 'optionUntil');
    actions.push('book');
  }
  if (status !== 'declined') actions.push('decline');
  if (status !== 'declined' && undoOf(request)) actions.push('undo');
  return actions;
}

/** The guest mail an action would send (the page's checkbox), if any. */
function guestUpdateOf(action: OwnerAction, request: DeskRequest, told?: OutboxMail): GuestUpdate | undefined {
  if (action === 'undo') return told ? 'corrected' : undefined;
  if (action === 'option7' || action === 'optionUntil' || action === 'extend7') return 'optioned';
  if (action === 'book') return 'booked';
  if (action === 'decline') return statusOf(request) === 'booked' ? undefined : 'declined';
  return undefined;
}

const tables = () => ({ requests: tableName('joinRequests'), weeks: tableName('weeks') });
const outbox = () => outboxStore(dynamo, tableName('outbox'));

/** The weeks a request with dates to agree may get now, and the first in the guest's months. */
async function openWeeks(request: DeskRequest, day: IsoDate) {
  const weeks = (await requestDesk(dynamo, tables()).weeks.list()).filter((week) => week.season && isOpen(week, day));
  const months = monthRangeOf(request.dates ?? '');
  const preselect = months
    ? weeks.find((week) => week.from.slice(0, 7) >= months.from && week.from.slice(0, 7) <= months.to)?.from
    : undefined;
  return { weeks, preselect };
}

/** What an action's page shows beyond the request. */
async function pageContext(request: DeskRequest, action: OwnerAction, day: IsoDate) {
  const told = action === 'undo' ? await toldOfLastChange(request, outbox()) : undefined;
  return {
    today: day,
    version: versionOf(request),
    undo: undoOf(request),
    guestUpdate: guestUpdateOf(action, request, told),
    ...(told ? { told: { subject: told.subject ?? '', sent: told.sentAt !== undefined || told.attempts > 0 } } : {}),
    ...(action === 'week' ? await openWeeks(request, day) : {}),
  };
}

async function answer(event: ApiEvent, method: string): Promise<ApiResult> {
  const raw = event.queryStringParameters?.t;
  const now = new Date();
  const reading = readActionToken(raw, now);
  if (!reading.ok) {
    log('info', 'owner action link refused', { reason: reading.reason, method });
    return refusedPage(new LinkRefused(reading.reason), fallbackLocale(event));
  }
  const token = reading.token;
  const link = { token, raw: raw as string };
  const locale = token.l;
  const action = event.queryStringParameters?.do;
  if (action !== undefined && !(ownerActions as readonly string[]).includes(action)) {
    return refusedPage(new LinkRefused('invalid'), locale);
  }
  const day = today(now);
  let request: DeskRequest | undefined;
  try {
    request = await requestDesk(dynamo, tables()).requests.get(token.r);
  } catch (error) {
    log('error', 'owner action: request not read', { error: errorText(error) });
    return refusedPage(new LinkRefused('busy'), locale);
  }
  if (!request) return refusedPage(new LinkRefused('gone'), locale);
  const form = method === 'POST' ? formFields(event) : new URLSearchParams();
  const press = `${token.n}@${form.get('seen')}`;
  // This very press, the request's last change (pressed again, or its answer lost): answered as done.
  if (method === 'POST' && action && request.history?.at(-1)?.key === press) {
    return resultPage(link, { request, action: action as OwnerAction, weekFreed: false, canUndo: !!undoOf(request) });
  }
  const reference = requestReference(request.submissionId);
  const status = ownerActionCopy.statuses[statusOf(request)][locale];
  // Closed: the link acts on nothing any more, and says why (without the guest's details).
  if (statusOf(request) === 'declined') {
    if (method === 'POST') log('info', 'owner action refused', { submissionId: token.r, action, reason: 'closed' });
    return closedPage(method === 'POST' ? 409 : 200, locale, request);
  }
  const available = actionsNow(request, day);
  const asked = action as OwnerAction | undefined;
  const notNowValues = {
    action: asked ? ownerActionCopy.actions[asked][locale].replace(/…$/, '') : '',
    reference,
    status,
  };

  if (method !== 'POST') {
    if (!asked) return requestPage(link, request, available);
    if (!available.includes(asked))
      return requestPage(link, request, available, fill(ownerActionCopy.notNow[locale], notNowValues));
    return actionPage(link, request, asked, await pageContext(request, asked, day));
  }

  if (!asked) return refusedPage(new LinkRefused('invalid'), locale);
  if (!available.includes(asked)) return refusedWithBack(new LinkRefused('notNow', notNowValues), locale, link.raw);
  if (form.get('seen') !== versionOf(request))
    return refusedWithBack(new LinkRefused('changed', { reference, status }), locale, link.raw);

  let outcome: Outcome;
  try {
    outcome = await perform(token, asked, request, form, { day, now, press });
  } catch (error) {
    if (error instanceof LinkRefused) {
      log('info', 'owner action refused', { submissionId: token.r, action, reason: error.reason });
      // A date or week out of range: the same page again, so another can be chosen.
      if (error.reason === 'date' || error.reason === 'weekTaken') {
        return actionPage(link, request, asked, { ...(await pageContext(request, asked, day)), error });
      }
      return refusedWithBack(error, locale, link.raw);
    }
    log('error', 'owner action failed', { submissionId: token.r, action, error: errorText(error) });
    return refusedPage(new LinkRefused('busy'), locale);
  }

  // An undo of a change the guest was told of: the mail withdrawn if it has not gone yet, else a correction.
  const told = asked === 'undo' ? await toldOfLastChange(request, outbox()).catch(() => undefined) : undefined;
  if (told && (await outbox().withdraw(told.mailId, 'the change was undone'))) outcome.guestMail = 'withdrawn';
  // The guest's mail, unless the owner unticked it (one per change: queued again, it is the same mail).
  const update =
    asked === 'undo'
      ? told && outcome.guestMail !== 'withdrawn'
        ? 'corrected'
        : undefined
      : guestUpdateOf(asked, request) && guestUpdateFor(outcome.request, request);
  if (update) {
    if (form.get('tell') !== 'yes') outcome.guestMail = 'held';
    else {
      try {
        const queued = await queueGuestUpdate({ ...outcome.request, corrects: told?.subject }, update, outbox(), now);
        outcome.guestMail = { subject: queued.subject ?? '' };
      } catch (error) {
        log('error', 'guest mail not queued', { submissionId: token.r, action, error: errorText(error) });
        outcome.guestMail = 'failed';
      }
    }
  }
  log('info', 'owner action by e-mail link', {
    submissionId: token.r,
    action,
    status: statusOf(outcome.request),
    ...(outcome.request.optionUntil && statusOf(outcome.request) === 'optioned'
      ? { until: outcome.request.optionUntil }
      : {}),
    ...(outcome.request.weekFrom ? { week: outcome.request.weekFrom } : {}),
    ...(update ? { guestMail: typeof outcome.guestMail === 'object' ? 'queued' : outcome.guestMail } : {}),
  });
  return resultPage(link, outcome);
}

/**
 * The press, through the desk (the CLI's own functions), "by e-mail link", on the version the page
 * showed. The desk's refusals (the CLI's English sentences) come back as a sentence in the page's language.
 */
async function perform(
  token: ActionToken,
  action: OwnerAction,
  request: DeskRequest,
  form: URLSearchParams,
  { day, now, press }: { day: IsoDate; now: Date; press: string },
): Promise<Outcome> {
  const locale = token.l;
  const desk = requestDesk(dynamo, tables(), { by: 'e-mail link', key: press, version: versionOf(request) });
  const id = request.submissionId;
  const reference = requestReference(id);
  const values = { reference, status: ownerActionCopy.statuses[statusOf(request)][locale] };
  let until: IsoDate | undefined;
  if (action === 'option7' || action === 'extend7' || action === 'optionUntil') {
    const range = optionRange(request, day);
    if (range.max < range.min) throw new LinkRefused('started', { week: whenText(request, locale) });
    until =
      action === 'optionUntil' ? ((form.get('until') as IsoDate | null) ?? undefined) : sevenDays(action, request, day);
    if (!until || !/^\d{4}-\d{2}-\d{2}$/.test(until) || until < range.min || until > range.max) {
      throw new LinkRefused('date', { min: formatDate(range.min, locale), max: formatDate(range.max, locale) });
    }
  }
  const done = (moved: DeskRequest, weekFreed = false): Outcome => ({
    request: moved,
    action,
    weekFreed,
    canUndo: action !== 'undo' && !!undoOf(moved),
  });
  try {
    switch (action) {
      case 'replied':
        return done(await desk.replied(id, now, day));
      case 'book':
        return done(await desk.book(id, now, day));
      case 'decline': {
        const declined = await desk.decline(id, now, day);
        return done(declined.request, declined.weekFreed);
      }
      case 'week':
        return done(await desk.attachWeek(id, form.get('week') ?? '', day, now));
      case 'undo': {
        const undone = await desk.undo(id, day, now);
        return done(undone.request, undone.weekFreed);
      }
      default:
        return done(await desk.option(id, until!, day, now));
    }
  } catch (error) {
    if (!(error instanceof RefusedChange)) throw error;
    log('info', 'owner action: the desk refused', { submissionId: id, action, reason: error.message });
    if (action === 'undo') throw new LinkRefused('undo', { reference });
    if (action === 'week') throw new LinkRefused('weekTaken', { reference });
    const current = await desk.requests.get(id);
    if (!current) throw new LinkRefused('gone');
    if (versionOf(current) !== versionOf(request)) {
      throw new LinkRefused('changed', { ...values, status: ownerActionCopy.statuses[statusOf(current)][locale] });
    }
    const week = request.weekFrom ? await desk.weeks.get(request.weekFrom) : undefined;
    throw new LinkRefused('week', {
      ...values,
      week: whenText(request, locale),
      weekStatus: ownerActionCopy.weekStatuses[week?.status ?? 'missing'][locale],
    });
  }
}

/** The page's form (application/x-www-form-urlencoded). */
function formFields(event: ApiEvent): URLSearchParams {
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64') : Buffer.from(event.body ?? '', 'utf8');
  if (raw.length > maxBodyBytes) return new URLSearchParams();
  return new URLSearchParams(raw.toString('utf8'));
}
