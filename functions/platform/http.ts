import { envVars } from '../../common/env';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { defaultLocale, isLocale, type Locale } from '../../common/locales';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;

/** Bodies larger than this are refused with 413: the forms send well under 4 KB. */
export const maxBodyBytes = 16 * 1024;

export function json(statusCode: number, body: unknown): ApiResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}

/** The request's language: the body's `locale` if valid, else Accept-Language, else English. */
export function requestLocale(event: ApiEvent, body?: unknown): Locale {
  const fromBody = (body as { locale?: unknown } | undefined)?.locale;
  if (isLocale(fromBody)) return fromBody;
  const accept = event.headers?.['accept-language'] ?? '';
  return /^\s*it\b/i.test(accept) ? 'it' : defaultLocale;
}

/** The JSON object in the body, or the 4xx answer to give instead. */
export function parseJsonBody(
  event: ApiEvent,
): { ok: true; value: Record<string, unknown> } | { ok: false; result: ApiResult } {
  const type = event.headers?.['content-type'] ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return { ok: false, result: json(415, { error: 'unsupported_media_type', expected: 'application/json' }) };
  }
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64') : Buffer.from(event.body ?? '', 'utf8');
  if (raw.length > maxBodyBytes) {
    return { ok: false, result: json(413, { error: 'payload_too_large', maxBytes: maxBodyBytes }) };
  }
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    return { ok: false, result: json(400, { error: 'invalid_json' }) };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, result: json(400, { error: 'expected_json_object' }) };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/**
 * A form's fields (application/x-www-form-urlencoded, a form posted without JavaScript) as the JSON body's
 * object, or, for any other body, parseJsonBody's answer.
 */
export function parseFormOrJsonBody(event: ApiEvent): ReturnType<typeof parseJsonBody> {
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(event.headers?.['content-type'] ?? '')) {
    return parseJsonBody(event);
  }
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64') : Buffer.from(event.body ?? '', 'utf8');
  if (raw.length > maxBodyBytes) {
    return { ok: false, result: json(413, { error: 'payload_too_large', maxBytes: maxBodyBytes }) };
  }
  return { ok: true, value: Object.fromEntries(new URLSearchParams(raw.toString('utf8'))) };
}

/** A short answer a person reads in the browser (a form posted without JavaScript). */
export function plainText(statusCode: number, text: string): ApiResult {
  return {
    statusCode,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    body: text,
  };
}

/**
 * Public data every visitor shares (availability): cached at most a minute by CloudFront, revalidated
 * by browsers on every use (max-age=0 plus an ETag, so a repeat costs a 304 and no body).
 */
export const publicCacheControl = 'public, max-age=0, s-maxage=60';

/** A 200 with an ETag of the body, or 304 when the request's If-None-Match already has it. */
export function publicCached(event: ApiEvent, contentType: string, body: string): ApiResult {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const headers = { 'content-type': contentType, 'cache-control': publicCacheControl, etag };
  const known = (event.headers?.['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (known.includes(etag) || known.includes('*')) return { statusCode: 304, headers, body: '' };
  return { statusCode: 200, headers, body };
}

/** The header CloudFront adds to every request it sends the API (infra/lib/forms-api.ts). */
export const originVerifyHeader = 'x-origin-verify';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Deployed, `ORIGIN_VERIFY_SECRET` is set and only requests that came through CloudFront carry it in
 * `x-origin-verify`: anything else (the API's own execute-api URL) gets 403 before any work is done.
 * Unset (the local stack), every request is let through. Compared in constant time.
 */
export function refuseUnlessThroughCloudFront(
  event: ApiEvent,
  env: NodeJS.ProcessEnv = process.env,
): ApiResult | undefined {
  const secret = env[envVars.originVerifySecret];
  if (!secret) return undefined;
  const sent = event.headers?.[originVerifyHeader] ?? '';
  if (timingSafeEqual(digest(sent), digest(secret))) return undefined;
  return json(403, { error: 'forbidden' });
}

/**
 * Who is asking: the viewer's address CloudFront forwards (`CloudFront-Viewer-Address`, "ip:port"),
 * trusted only when the request proved it came through CloudFront (`ORIGIN_VERIFY_SECRET` set and
 * checked above); otherwise the socket address, which API Gateway and the local stack put in
 * `requestContext.http.sourceIp`. An IPv6 client counts as its /64 (one home or phone network).
 */
export function clientAddress(event: ApiEvent, env: NodeJS.ProcessEnv = process.env): string {
  const viewer = env[envVars.originVerifySecret] ? event.headers?.['cloudfront-viewer-address'] : undefined;
  const raw = viewer ? viewer.slice(0, viewer.lastIndexOf(':')) : (event.requestContext?.http?.sourceIp ?? '');
  return normaliseAddress(raw.replace(/^\[|\]$/g, ''));
}

/**
 * The wider network of an IPv6 client key (`a:b:c:d::/64` → `a:b:c::/48`, one site's allocation), or
 * undefined for IPv4: rotating through the 65,536 /64s of one /48 must not give 65,536 fresh limits.
 */
export function widerNetwork(client: string): string | undefined {
  const match = /^([0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/.exec(client);
  return match ? `${match[1]}::/48` : undefined;
}

/**
 * The network a client key belongs to, for the hourly mail budgets (functions/mail/hourlyCaps.ts): an
 * IPv4 address's /24, an IPv6 /64's /48; anything unparsable as given. Several addresses of one
 * provider's block share it, so a flood spread over neighbouring addresses shares one budget.
 */
export function clientNetwork(client: string): string {
  const v4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(client);
  if (v4) return `${v4[1]}.0/24`;
  return widerNetwork(client) ?? client;
}

/** IPv4 as is (also when IPv4-mapped), IPv6 as its /64 prefix; anything unparsable as given. */
export function normaliseAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  if (groups.length !== 8 || !groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** True when Accept ranks text/html above application/json (a browser's form post); false for mail clients. */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranks = accept.split(',').map((part, index) => {
    const [type = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
    return { type: type.trim(), q: q === undefined ? 1 : Number(q), index };
  });
  const best = (types: string[]) =>
    ranks.filter((rank) => types.includes(rank.type)).sort((a, b) => b.q - a.q || a.index - b.index)[0];
  const html = best(['text/html', 'application/xhtml+xml']);
  const data = best(['application/json']);
  if (!html || html.q === 0) return false;
  if (!data) return true;
  return html.q > data.q || (html.q === data.q && html.index < data.index);
}
