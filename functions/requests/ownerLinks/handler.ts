import { envVars } from '../../../common/env';
import { messageFor } from '../../../common/contracts/messages';
import { isLocale, type Locale } from '../../../common/locales';
import { dynamo } from '../../platform/clients';
import { today } from '../../platform/clock';
import { tableName } from '../../platform/config';
import { errorText } from '../../platform/errorText';
import { maxBodyBytes, requestLocale, type ApiEvent, type ApiResult } from '../../platform/http';
import { log } from '../../platform/log';
import { readActionToken } from './tokens';
import { requestsStore, type DeskRequest } from '../store';
import { LinkRefused } from './copy';
import { confirmPage, messagePage, refusedPage, resultPage } from './page';
import { checkCurrent, linkNonces, performOwnerAction } from './perform';

/**
 * GET/HEAD/POST /api/owner-actions?t=TOKEN (functions/owner-actions.ts): the action links in the owner's e-mails
 * (functions/requests/ownerLinks/tokens.ts). GET and HEAD show the request and what the button will do, and
 * never change anything (mail scanners open every link). POST, rate-limited per client: the token's
 * MAC, expiry and status at mail time are checked, its nonce is recorded once on the request (a second
 * POST is refused), then the desk's own function runs and the history says "by e-mail link". Every
 * refusal is one sentence in the mail's language with a 4xx; nothing is changed.
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

async function answer(event: ApiEvent, method: string): Promise<ApiResult> {
  const raw = event.queryStringParameters?.t;
  const now = new Date();
  const reading = readActionToken(raw, now);
  const fallback = fallbackLocale(event);
  if (!reading.ok) {
    log('info', 'owner action link refused', { reason: reading.reason, method });
    return refusedPage(new LinkRefused(reading.reason), fallback);
  }
  const token = reading.token;
  const locale = token.l;
  const requestsTable = tableName('joinRequests');
  const day = today(now);
  let request: DeskRequest;
  try {
    request = checkCurrent(token, await requestsStore(dynamo, requestsTable).get(token.r), locale);
  } catch (error) {
    if (error instanceof LinkRefused) return refusedPage(error, locale);
    log('error', 'owner action: request not read', { error: errorText(error) });
    return refusedPage(new LinkRefused('busy'), locale);
  }
  if (method !== 'POST') return confirmPage(token, raw!, request, day);

  const until = formField(event, 'until');
  const nonces = linkNonces(dynamo, requestsTable);
  try {
    if (!(await nonces.claim(token.r, token.n))) return refusedPage(new LinkRefused('used'), locale);
  } catch (error) {
    log('error', 'owner action: link not recorded', { error: errorText(error) });
    return refusedPage(new LinkRefused('busy'), locale);
  }
  try {
    const performed = await performOwnerAction(
      dynamo,
      { requests: requestsTable, weeks: tableName('weeks') },
      token,
      request,
      { until, today: day, now, locale },
    );
    log('info', 'owner action by e-mail link', { submissionId: token.r, action: token.a });
    return resultPage(token, performed);
  } catch (error) {
    await nonces.release(token.r, token.n).catch(() => undefined);
    if (error instanceof LinkRefused) {
      log('info', 'owner action refused', { submissionId: token.r, action: token.a, reason: error.reason });
      // A date out of range: the same page again, so another day can be chosen.
      if (error.reason === 'date') return confirmPage(token, raw!, request, day, error);
      return refusedPage(error, locale);
    }
    log('error', 'owner action failed', { submissionId: token.r, action: token.a, error: errorText(error) });
    return refusedPage(new LinkRefused('busy'), locale);
  }
}

/** One field of the page's form (application/x-www-form-urlencoded). */
function formField(event: ApiEvent, name: string): string | undefined {
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64') : Buffer.from(event.body ?? '', 'utf8');
  if (raw.length > maxBodyBytes) return undefined;
  return new URLSearchParams(raw.toString('utf8')).get(name) ?? undefined;
}
