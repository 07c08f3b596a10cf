import { envVars } from '../../../common/env';
import { messageFor } from '../../../common/contracts/messages';
import { monthRangeOf } from '../../../common/contracts/joinRequest';
import { requestReference } from '../../../common/contracts/reference';
import { isOpen } from '../../../common/facts/weeks';
import { fill, isLocale, type Locale } from '../../../common/locales';
import type { IsoDate } from '../../../common/yachtDay';
import { outboxStore } from '../../mail/outboxStore';
import { dynamo } from '../../platform/clients';
import { today } from '../../platform/clock';
import { tableName } from '../../platform/config';
import { errorText } from '../../platform/errorText';
import { maxBodyBytes, requestLocale, type ApiEvent, type ApiResult } from '../../platform/http';
import { log } from '../../platform/log';
import { RefusedChange, requestDesk } from '../desk';
import { guestUpdateFor, queueGuestUpdate } from '../guestUpdateMails';
import type { GuestUpdate } from '../guestUpdateEmail';
import { requestsStore, statusOf, type DeskRequest } from '../store';
import { undoMark, undoOf, versionOf } from '../undo';
import { LinkRefused, ownerActionCopy } from './copy';
import {
  actionPage,
  closedPage,
  messagePage,
  refusedPage,
  refusedWithBack,
  requestPage,
  resultPage,
  type Outcome,
} from './page';
import { linkNonces, optionRange, performOwnerAction } from './perform';
import { actionLinkCopy, ownerActions, readActionToken, type ActionToken, type OwnerAction } from './tokens';

/**
 * GET/HEAD/POST /api/owner-actions?t=TOKEN[&do=ACTION] (functions/owner-actions.ts): the request link in
 * the owner's e-mails (functions/requests/ownerLinks/tokens.ts). GET and HEAD show the request, or one
 * action's page, and never change anything (mail scanners open every link). POST, rate-limited per
 * client, does one action: the token's MAC and expiry are checked; the request must still be open, the
 * action valid for its status now, and the request unchanged since the page was shown (its version, in
 * the form); that version is then recorded once on the request (of two presses, one acts), and the desk's
 * own function runs, its history saying "by e-mail link". Optioning, booking and declining queue the
 * guest's mail unless the owner unticked it. Every refusal is one sentence in the link's language with
 * a 4xx; nothing is changed.
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

/** A POST over the per-client limit (handlerFor's prologue): the page, in the link's language. */
export function rateLimitedPage(event: ApiEvent, limited: ApiResult): ApiResult {
  const reading = readActionToken(event.queryStringParameters?.t, new Date());
  const locale = reading.ok ? reading.token.l : fallbackLocale(event);
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
function guestUpdateOf(action: OwnerAction, request: DeskRequest): GuestUpdate | undefined {
  if (action === 'option7' || action === 'optionUntil' || action === 'extend7') return 'optioned';
  if (action === 'book') return 'booked';
  if (action === 'decline' || action === 'release') return statusOf(request) === 'booked' ? undefined : 'declined';
  return undefined;
}

/** The weeks a request with dates to agree may get now, and the first in the guest's months. */
async function openWeeks(request: DeskRequest, day: IsoDate) {
  const weeks = (await requestDesk(dynamo, tables()).weeks.list()).filter((week) => week.season && isOpen(week, day));
  const months = monthRangeOf(request.dates ?? '');
  const preselect = months
    ? weeks.find((week) => week.from.slice(0, 7) >= months.from && week.from.slice(0, 7) <= months.to)?.from
    : undefined;
  return { weeks, preselect };
}

const tables = () => ({ requests: tableName('joinRequests'), weeks: tableName('weeks') });

async function answer(event: ApiEvent, method: string): Promise<ApiResult> {
  const raw = event.queryStringParameters?.t;
  const now = new Date();
  const reading = readActionToken(raw, now);
  if (!reading.ok) {
    log('info', 'owner action link refused', { reason: reading.reason, method });
    return refusedPage(new LinkRefused(reading.reason), fallbackLocale(event));
  }
  const token = reading.token;
  const rawToken = raw as string;
  const locale = token.l;
  // The action: the page's `do`, or the one a link of one action (written before the request page) names.
  const asked = event.queryStringParameters?.do ?? token.a;
  if (asked !== undefined && !(ownerActions as readonly string[]).includes(asked)) {
    return refusedPage(new LinkRefused('invalid'), locale);
  }
  const action = asked === 'release' ? 'decline' : (asked as OwnerAction | undefined);
  const day = today(now);
  let request: DeskRequest | undefined;
  try {
    request = await requestsStore(dynamo, tables().requests).get(token.r);
  } catch (error) {
    log('error', 'owner action: request not read', { error: errorText(error) });
    return refusedPage(new LinkRefused('busy'), locale);
  }
  if (!request) return refusedPage(new LinkRefused('gone'), locale);
  const reference = requestReference(request.submissionId);
  const status = ownerActionCopy.statuses[statusOf(request)][locale];
  // Closed: the link acts on nothing any more, and says why (without the guest's details).
  if (statusOf(request) === 'declined') {
    if (method === 'POST') log('info', 'owner action refused', { submissionId: token.r, action, reason: 'closed' });
    return closedPage(method === 'POST' ? 409 : 200, locale, request);
  }
  const available = actionsNow(request, day);
  const notNowValues = {
    action: action ? actionLinkCopy.actions[action][locale].replace(/…$/, '') : '',
    reference,
    status,
  };

  if (method !== 'POST') {
    if (!action) return requestPage(token, rawToken, request, available);
    if (!available.includes(action)) {
      return requestPage(token, rawToken, request, available, fill(ownerActionCopy.notNow[locale], notNowValues));
    }
    return actionPage(token, rawToken, request, action, await pageContext(request, action, day));
  }

  if (!action) return refusedPage(new LinkRefused('invalid'), locale);
  if (!available.includes(action)) return refusedWithBack(new LinkRefused('notNow', notNowValues), locale, rawToken);
  const form = formFields(event);
  const seen = form.get('seen');
  if (seen !== versionOf(request))
    return refusedWithBack(new LinkRefused('changed', { reference, status }), locale, rawToken);

  // One press per version of the request: of two presses of the same page, one acts.
  const nonces = linkNonces(dynamo, tables().requests);
  const claim = `seen@${seen}`;
  try {
    if (!(await nonces.claim(token.r, claim))) {
      return refusedWithBack(new LinkRefused('changed', { reference, status }), locale, rawToken);
    }
  } catch (error) {
    log('error', 'owner action: press not recorded', { error: errorText(error) });
    return refusedPage(new LinkRefused('busy'), locale);
  }
  let outcome: Outcome;
  try {
    outcome = await perform(token, action, request, form, day, now);
  } catch (error) {
    await nonces.release(token.r, claim).catch(() => undefined);
    if (error instanceof LinkRefused) {
      log('info', 'owner action refused', { submissionId: token.r, action, reason: error.reason });
      // A date or week out of range: the same page again, so another can be chosen.
      if (error.reason === 'date' || error.reason === 'weekTaken') {
        return actionPage(token, rawToken, request, action, { ...(await pageContext(request, action, day)), error });
      }
      return refusedWithBack(error, locale, rawToken);
    }
    log('error', 'owner action failed', { submissionId: token.r, action, error: errorText(error) });
    return refusedPage(new LinkRefused('busy'), locale);
  }

  // The guest's mail, unless the owner unticked it.
  const update = guestUpdateOf(action, request) && guestUpdateFor(outcome.request, request);
  if (update) {
    if (form.get('tell') !== 'yes') outcome.guestMail = 'held';
    else {
      try {
        const queued = await queueGuestUpdate(outcome.request, update, outboxStore(dynamo, tableName('outbox')), now);
        outcome.guestMail = { subject: queued?.subject ?? '' };
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
  return resultPage(token, rawToken, outcome);
}

/** What an action's page shows beyond the request. */
async function pageContext(request: DeskRequest, action: OwnerAction, day: IsoDate) {
  return {
    today: day,
    version: versionOf(request),
    undo: undoOf(request),
    guestUpdate: guestUpdateOf(action, request),
    ...(action === 'week' ? await openWeeks(request, day) : {}),
  };
}

/** Runs the action with the desk (the CLI's own functions, and undo.ts on top of them), "by e-mail link". */
async function perform(
  token: ActionToken,
  action: OwnerAction,
  request: DeskRequest,
  form: URLSearchParams,
  day: IsoDate,
  now: Date,
): Promise<Outcome> {
  const locale = token.l;
  // One link serves every press of its 14 days: the change's idempotency key is the press (the link and
  // the request's version it was made on), so a retry of one press is answered as done, never another's.
  const press = `${token.n}@${versionOf(request)}`;
  const desk = requestDesk(dynamo, tables(), { by: 'e-mail link', key: press });
  const reference = requestReference(request.submissionId);
  if (action === 'undo') {
    try {
      const undone = await desk.undo(request.submissionId, day, now);
      // No undo of an undo: the request as the undo left it is marked.
      await linkNonces(dynamo, tables().requests).claim(token.r, undoMark(undone.request));
      return { request: undone.request, action, weekFreed: undone.weekFreed, canUndo: false };
    } catch (error) {
      if (error instanceof RefusedChange) throw new LinkRefused('undo', { reference });
      throw error;
    }
  }
  if (action === 'week') {
    const from = form.get('week') ?? '';
    try {
      const attached = await desk.attachWeek(request.submissionId, from, day, now);
      return { request: attached, action, weekFreed: false, canUndo: false };
    } catch (error) {
      if (error instanceof RefusedChange) {
        log('info', 'owner action: week refused', { submissionId: token.r, reason: error.message });
        throw new LinkRefused('weekTaken', { reference });
      }
      throw error;
    }
  }
  const performed = await performOwnerAction(
    dynamo,
    tables(),
    { ...token, n: press, a: action, s: statusOf(request) },
    request,
    {
      until: form.get('until') ?? undefined,
      today: day,
      now,
      locale,
    },
  );
  return {
    request: performed.request,
    action,
    weekFreed: performed.weekFreed,
    canUndo: !!undoOf(performed.request),
  };
}

/** The page's form (application/x-www-form-urlencoded). */
function formFields(event: ApiEvent): URLSearchParams {
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64') : Buffer.from(event.body ?? '', 'utf8');
  if (raw.length > maxBodyBytes) return new URLSearchParams();
  return new URLSearchParams(raw.toString('utf8'));
}
