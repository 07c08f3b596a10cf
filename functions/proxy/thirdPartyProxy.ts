import { json, type ApiEvent, type ApiResult } from '../platform/http';
import { log } from '../platform/log';

/**
 * The third-party script proxy (`/__third-party-proxy?url=<encoded https URL>`): the site loads an
 * allowed third party's script from its own origin, so the CSP stays 'self'. This module is the one
 * place that reads, decodes and checks the address: CloudFront sends the proxy path straight to the
 * function (its own behaviour, no routing function) and the local server does the same.
 */

/** How long the upstream may take, headers and body together: past it the answer is 504. */
export const proxyTimeoutMs = 5_000;
/** The largest upstream body passed on: a bigger one is 502, read no further than this. */
export const proxyMaxBytes = 512 * 1024;
/** What a proxied file may be cached for, by CloudFront and by browsers. */
export const proxyCacheControl = 'public, max-age=3600';

const javascript = 'text/javascript; charset=utf-8';
const jsonType = 'application/json; charset=utf-8';

/** The upstream media types passed on, each with the one content type the proxy answers it with. */
export const proxiedTypes: Readonly<Record<string, string>> = {
  'text/javascript': javascript,
  'application/javascript': javascript,
  'application/x-javascript': javascript,
  'application/ecmascript': javascript,
  'text/ecmascript': javascript,
  'application/json': jsonType,
};

export interface ThirdPartyProxyOptions {
  /** Hosts the proxy fetches from (exact names, any case): `thirdParty.allowedHosts` of common/facts/site.ts. */
  readonly allowedHosts: readonly string[];
  /** @default the global fetch (tests hand in one that reaches a local server) */
  readonly fetch?: typeof fetch;
  /** @default proxyTimeoutMs */
  readonly timeoutMs?: number;
  /** @default proxyMaxBytes */
  readonly maxBytes?: number;
}

export type ProxyTarget = { ok: true; url: URL } | { ok: false; reason: string };

/** Characters never allowed in the decoded address: whitespace, controls and backslashes (which URL parsers read as `/`). */
const unsafe = (text: string) =>
  /[\s\\]/.test(text) || [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * The address to fetch: the raw query string's single `url` parameter, percent-decoded exactly once
 * (decodeURIComponent: a `+` stays a `+`), an https URL without credentials or a port of its own, on
 * a host of the allow-list. A malformed escape (`?url=%`) is a refusal like any other, never a throw.
 */
export function proxyTarget(rawQueryString: string, allowedHosts: readonly string[]): ProxyTarget {
  const values = rawQueryString
    .split('&')
    .filter((pair) => pair === 'url' || pair.startsWith('url='))
    .map((pair) => pair.slice('url='.length));
  if (values.length !== 1 || !values[0]) return { ok: false, reason: 'one url parameter expected' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(values[0]);
  } catch {
    return { ok: false, reason: 'malformed escape' };
  }
  if (unsafe(decoded)) return { ok: false, reason: 'unsafe character' };
  let url: URL;
  try {
    url = new URL(decoded);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'not https' };
  if (url.username || url.password) return { ok: false, reason: 'credentials in the URL' };
  // URL drops the default port (443), so any port left is another one.
  if (url.port) return { ok: false, reason: 'port' };
  const hosts = allowedHosts.map((host) => host.toLowerCase());
  if (!hosts.includes(url.hostname)) return { ok: false, reason: 'host not allowed' };
  url.hash = '';
  return { ok: true, url };
}

const refusal = (statusCode: number, error: string, extra: Record<string, string> = {}): ApiResult => {
  const result = json(statusCode, { error });
  return { ...result, headers: { ...result.headers, 'x-content-type-options': 'nosniff', ...extra } };
};

/** Why an upstream answer is not passed on: 502 (bad answer) or 504 (too slow). */
class UpstreamFailure extends Error {
  constructor(
    readonly statusCode: 502 | 504,
    reason: string,
  ) {
    super(reason);
  }
}

/** The body, read chunk by chunk and given up on as soon as it passes `maxBytes`. */
async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    void response.body?.cancel().catch(() => undefined);
    throw new UpstreamFailure(502, 'too large');
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw new UpstreamFailure(502, 'too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Fetches the allowed file: 200 only, no redirect followed, a JavaScript or JSON type, within the time and size caps. */
async function fetchAllowed(url: URL, options: ThirdPartyProxyOptions): Promise<{ contentType: string; body: Buffer }> {
  const doFetch = options.fetch ?? fetch;
  const signal = AbortSignal.timeout(options.timeoutMs ?? proxyTimeoutMs);
  try {
    // `manual`: a redirect comes back as itself and is refused below, so no other host is ever fetched.
    const response = await doFetch(url.href, {
      redirect: 'manual',
      signal,
      headers: { accept: 'text/javascript, application/javascript, application/json;q=0.9' },
    });
    const refuse = (reason: string) => {
      void response.body?.cancel().catch(() => undefined);
      return new UpstreamFailure(502, reason);
    };
    if (response.status >= 300 && response.status < 400) throw refuse('redirect');
    if (response.status !== 200) throw refuse(`status ${response.status}`);
    const media = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const contentType = proxiedTypes[media];
    if (!contentType) throw refuse(`content type ${media || 'missing'}`);
    return { contentType, body: await readCapped(response, options.maxBytes ?? proxyMaxBytes) };
  } catch (error) {
    if (error instanceof UpstreamFailure) throw error;
    if (signal.aborted) throw new UpstreamFailure(504, 'timeout');
    throw new UpstreamFailure(502, `unreachable: ${String(error)}`);
  }
}

/**
 * GET `/__third-party-proxy?url=…`: 200 with the upstream file under a fixed content type, cached an
 * hour; 400 for an address not allowed (or not decodable), 405 for another method, 502 for an
 * upstream answer that is not a 200 JavaScript or JSON file within the size cap (a redirect
 * included), 504 when the upstream is too slow. Never throws.
 */
export async function proxyThirdParty(event: ApiEvent, options: ThirdPartyProxyOptions): Promise<ApiResult> {
  const method = event.requestContext?.http?.method ?? 'GET';
  if (method !== 'GET') return refusal(405, 'method_not_allowed', { allow: 'GET' });
  const target = proxyTarget(event.rawQueryString ?? '', options.allowedHosts);
  if (!target.ok) return refusal(400, 'not_allowed');
  try {
    const { contentType, body } = await fetchAllowed(target.url, options);
    return {
      statusCode: 200,
      headers: {
        'content-type': contentType,
        'cache-control': proxyCacheControl,
        'x-content-type-options': 'nosniff',
      },
      // Base64, so the upstream's bytes pass through exactly, whatever they are.
      body: body.toString('base64'),
      isBase64Encoded: true,
    };
  } catch (error) {
    const failure = error instanceof UpstreamFailure ? error : new UpstreamFailure(502, String(error));
    log('warn', 'third-party proxy failed', {
      host: target.url.hostname,
      status: failure.statusCode,
      reason: failure.message,
    });
    return refusal(failure.statusCode, failure.statusCode === 504 ? 'upstream_timeout' : 'bad_upstream');
  }
}
