import { isLocale, type Locale } from '../../common/locales';
import { json, maxBodyBytes, prefersHtml, requestLocale, type ApiEvent, type ApiResult } from '../platform/http';
import { log, pseudonym } from '../platform/log';
import { unavailable } from '../platform/unavailable';
import { subscribers } from './subscriberStore';
import { readUnsubscribeToken, unsubscribePageUrl } from './subscriberTokens';

/**
 * The unsubscribe link of every mail to a subscriber (List-Unsubscribe, RFC 8058).
 *
 * - `POST /api/newsletter/unsubscribe?token=…` (body `List-Unsubscribe=One-Click`, as mail clients send
 *   it; the page may send the token in a form field or JSON instead): unsubscribes at once, keeping
 *   only the keyed id; idempotent. 200 `{status:'unsubscribed'}`, 400 `{error:'invalid_token'}`. When
 *   the request prefers HTML (the page's form without JavaScript): 303 to the localized page with
 *   `?state=done` or `?state=invalid`.
 * - `GET /api/newsletter/unsubscribe?token=…` changes nothing (link scanners follow links): 303 to the
 *   localized page `/newsletter/unsubscribe/?token=…`, which offers the button.
 */
export async function unsubscribeAnswer(event: ApiEvent): Promise<ApiResult> {
  const query = new URLSearchParams(event.rawQueryString ?? '');
  const method = event.requestContext?.http?.method ?? 'GET';

  if (method !== 'POST') {
    const token = query.get('token') ?? '';
    let locale: Locale | undefined = isLocale(query.get('lang')) ? (query.get('lang') as Locale) : undefined;
    const subscriberId = readUnsubscribeToken(token);
    if (!locale && subscriberId) {
      // A read, to answer in the subscriber's language; nothing is written.
      locale = await subscribers()
        .getById(subscriberId)
        .then((subscriber) => subscriber?.locale)
        .catch(() => undefined);
    }
    return seeOther(unsubscribePageUrl(locale ?? requestLocale(event), { token: encodeURIComponent(token) }));
  }

  const body = readBody(event);
  const token = query.get('token') ?? body.token;
  const html = prefersHtml(event.headers?.accept);
  const subscriberId = readUnsubscribeToken(token);
  const askedLocale = isLocale(body.locale)
    ? body.locale
    : isLocale(query.get('lang'))
      ? (query.get('lang') as Locale)
      : undefined;
  if (!subscriberId) {
    if (html) return seeOther(unsubscribePageUrl(askedLocale ?? requestLocale(event), { state: 'invalid' }));
    return json(400, { error: 'invalid_token' });
  }
  try {
    const subscriber = await subscribers().unsubscribe(subscriberId, new Date());
    log('info', 'newsletter unsubscribed', { subscriber: pseudonym(subscriberId), why: subscriber.suppressed });
    if (html) return seeOther(unsubscribePageUrl(askedLocale ?? subscriber.locale, { state: 'done' }));
    return json(200, { status: 'unsubscribed' });
  } catch (error) {
    return unavailable(error, askedLocale ?? requestLocale(event), 'unsubscribe not stored');
  }
}

function seeOther(location: string): ApiResult {
  return { statusCode: 303, headers: { location, 'cache-control': 'no-store' }, body: '' };
}

/** `token` and `locale` from a form (urlencoded) or JSON body; nothing from anything else. */
function readBody(event: ApiEvent): { token?: string; locale?: string } {
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64') : Buffer.from(event.body ?? '', 'utf8');
  if (raw.length === 0 || raw.length > maxBodyBytes) return {};
  const type = event.headers?.['content-type'] ?? '';
  const text = raw.toString('utf8');
  const pick = (value: unknown) => (typeof value === 'string' ? value : undefined);
  if (/^application\/x-www-form-urlencoded/i.test(type)) {
    const form = new URLSearchParams(text);
    return { token: form.get('token') ?? undefined, locale: form.get('locale') ?? undefined };
  }
  if (/^application\/json/i.test(type)) {
    try {
      const value = JSON.parse(text) as Record<string, unknown>;
      return { token: pick(value?.token), locale: pick(value?.locale) };
    } catch {
      return {};
    }
  }
  return {};
}
