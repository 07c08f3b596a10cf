import { createHash } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { defaultLocale, isLocale, type Locale } from '../../src/i18n/locales';

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
