import { tables } from '../common/tables';
import { handlerFor } from './platform/lambda';
import { loadPrivacySecret } from './platform/privacyKey';
import { perClient } from './platform/rateLimit';
import { json, parseJsonBody, requestLocale, type ApiEvent, type ApiResult } from './platform/http';
import { log, pseudonym } from './platform/log';
import { unavailable } from './platform/unavailable';
import { subscribers } from './newsletter/subscriberStore';
import { readConfirmToken } from './newsletter/subscriberTokens';

/**
 * POST /api/newsletter/confirm {token, locale}: the confirmation page sends the link's token (a GET of
 * the page changes nothing). 200 `{status:'confirmed'}` when the sign-up is pending, its nonce matches
 * and it has not expired; 200 `{status:'already-confirmed'}` when it is confirmed already; 410 `{error:'link_expired'}` when expired, used or unknown; 400
 * `{error:'invalid_token'}` when the token is malformed or not signed by us.
 */
async function handle(event: ApiEvent): Promise<ApiResult> {
  const parsed = parseJsonBody(event);
  if (!parsed.ok) return parsed.result;
  const token = readConfirmToken(parsed.value.token);
  if (!token) return json(400, { error: 'invalid_token' });
  try {
    const outcome = await subscribers().confirm(token.subscriberId, token.nonce, new Date());
    log('info', outcome === 'expired' ? 'newsletter confirmation refused' : `newsletter subscription ${outcome}`, {
      subscriber: pseudonym(token.subscriberId),
    });
    return outcome === 'expired' ? json(410, { error: 'link_expired' }) : json(200, { status: outcome });
  } catch (error) {
    return unavailable(error, requestLocale(event, parsed.value), 'newsletter confirmation not stored');
  }
}

export const handler = handlerFor(
  {
    env: [tables.subscriptions.envVar],
    privacy: loadPrivacySecret,
    origin: 'header',
    rateLimit: perClient('newsletter-confirm'),
  },
  handle,
);
