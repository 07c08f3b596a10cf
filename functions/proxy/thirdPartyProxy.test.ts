import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiEvent, ApiResult } from '../platform/http';
import { proxyCacheControl, proxyTarget, proxyThirdParty, type ThirdPartyProxyOptions } from './thirdPartyProxy';

/** The allowed host of these tests; its requests are sent to the local upstream below. */
const allowed = 'cdn.example.test';
const maxBytes = 1024;

/** A real HTTP server standing in for the third party. */
const upstream = http.createServer((req, res) => {
  const path = req.url ?? '/';
  if (path === '/ok.js') {
    res.writeHead(200, { 'content-type': 'application/javascript', 'cache-control': 'private, max-age=5' });
    res.end('console.log("ciao, è qui");');
  } else if (path === '/data.json') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"a":1}');
  } else if (path === '/page.html') {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<script>alert(1)</script>');
  } else if (path === '/untyped.js') {
    res.writeHead(200);
    res.end('x');
  } else if (path === '/big.js') {
    // Chunked, no Content-Length: the cap must hold while reading.
    res.writeHead(200, { 'content-type': 'text/javascript' });
    for (let i = 0; i < 8; i++) res.write('x'.repeat(512));
    res.end();
  } else if (path === '/big-declared.js') {
    res.writeHead(200, { 'content-type': 'text/javascript', 'content-length': String(maxBytes + 1) });
    res.end('x'.repeat(maxBytes + 1));
  } else if (path === '/exact.js') {
    res.writeHead(200, { 'content-type': 'text/javascript' });
    res.end('x'.repeat(maxBytes));
  } else if (path === '/slow.js') {
    // Never answers: the proxy's timeout must.
  } else if (path === '/slow-body.js') {
    res.writeHead(200, { 'content-type': 'text/javascript' });
    res.write('// first chunk, then nothing');
  } else if (path === '/redirect.js') {
    res.writeHead(302, { location: 'https://evil.example/x.js' });
    res.end();
  } else {
    res.writeHead(404, { 'content-type': 'text/javascript' });
    res.end('// not here');
  }
});

let origin = '';
const fetched: string[] = [];
/** Node's real fetch, with the allowed https host pointed at the local upstream. */
const localFetch: typeof fetch = (input, init) => {
  const url = String(input instanceof Request ? input.url : input);
  fetched.push(url);
  return fetch(url.replace(`https://${allowed}`, origin), init);
};
// A generous deadline for the answers that should succeed (a loaded CI machine is slow to connect);
// the slow-upstream test sets its own short one.
const options: ThirdPartyProxyOptions = { allowedHosts: [allowed], fetch: localFetch, timeoutMs: 5_000, maxBytes };

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});
beforeEach(() => {
  fetched.length = 0;
  // The 502/504 answers log a warning each.
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const event = (rawQueryString: string, method = 'GET') =>
  ({ rawQueryString, requestContext: { http: { method } } }) as unknown as ApiEvent;
const ask = (url: string, extra: Partial<ThirdPartyProxyOptions> = {}) =>
  proxyThirdParty(event(`url=${encodeURIComponent(url)}`), { ...options, ...extra });
const bodyOf = (result: ApiResult) =>
  Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8').toString('utf8');

describe('proxyThirdParty', () => {
  it('answers an allowed file with its bytes, a fixed content type, an hour of caching and nosniff', async () => {
    const result = await ask(`https://${allowed}/ok.js`);
    expect(result.statusCode).toBe(200);
    expect(result.headers).toEqual({
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': proxyCacheControl,
      'x-content-type-options': 'nosniff',
    });
    expect(proxyCacheControl).toBe('public, max-age=3600');
    expect(bodyOf(result)).toBe('console.log("ciao, è qui");');
    expect(fetched).toEqual([`https://${allowed}/ok.js`]);
  });

  it('answers JSON as JSON, and a body of exactly the cap', async () => {
    const data = await ask(`https://${allowed}/data.json`);
    expect(data.statusCode).toBe(200);
    expect(data.headers?.['content-type']).toBe('application/json; charset=utf-8');
    expect(bodyOf(data)).toBe('{"a":1}');
    const exact = await ask(`https://${allowed}/exact.js`);
    expect(exact.statusCode).toBe(200);
    expect(bodyOf(exact)).toHaveLength(maxBytes);
  });

  it('matches the host in any case, exactly', async () => {
    expect((await ask(`https://CDN.Example.TEST/ok.js`)).statusCode).toBe(200);
    expect((await proxyThirdParty(event(`url=https://${allowed}/ok.js`), options)).statusCode).toBe(200);
  });

  it.each([
    ['a host not on the allow-list', 'https://evil.example/ok.js'],
    ['a host ending in an allowed one', `https://x${allowed}/ok.js`],
    ['a host beginning with an allowed one', `https://${allowed}.evil.example/ok.js`],
    ['the allowed host with a trailing dot', `https://${allowed}./ok.js`],
    ['plain http', `http://${allowed}/ok.js`],
    ['credentials', `https://user:pass@${allowed}/ok.js`],
    ['a user name alone', `https://user@${allowed}/ok.js`],
    ['another port', `https://${allowed}:8443/ok.js`],
    ['a local address', 'http://127.0.0.1:1/x'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', '/ok.js'],
    ['a backslash', `https://${allowed}\\@evil.example/ok.js`],
    ['whitespace', `https://${allowed}/ok.js x`],
    ['a control character', `https://${allowed}/ok.js\u0000`],
  ])('refuses %s with 400 and fetches nothing', async (_, url) => {
    const result = await ask(url);
    expect(result.statusCode).toBe(400);
    expect(result.headers?.['cache-control']).toBe('no-store');
    expect(result.headers?.['x-content-type-options']).toBe('nosniff');
    expect(fetched).toEqual([]);
  });

  it.each([
    ['a lone %', 'url=%'],
    ['a truncated escape', 'url=%E0%A4%A'],
    ['no url', ''],
    ['an empty url', 'url='],
    ['two url parameters', `url=${encodeURIComponent(`https://${allowed}/ok.js`)}&url=x`],
    [
      'a URL encoded twice (decoded once, it is no URL)',
      `url=${encodeURIComponent(encodeURIComponent(`https://${allowed}/ok.js`))}`,
    ],
  ])('refuses %s with 400, never throwing', async (_, query) => {
    expect((await proxyThirdParty(event(query), options)).statusCode).toBe(400);
    expect(fetched).toEqual([]);
  });

  it('answers only GET', async () => {
    const result = await proxyThirdParty(event(`url=https://${allowed}/ok.js`, 'POST'), options);
    expect(result.statusCode).toBe(405);
    expect(result.headers?.allow).toBe('GET');
  });

  it.each([
    ['over the size cap while reading', '/big.js'],
    ['over the size cap by its Content-Length', '/big-declared.js'],
    ['that is HTML', '/page.html'],
    ['that has no content type', '/untyped.js'],
    ['that is a redirect (to another host)', '/redirect.js'],
    ['that is not a 200', '/missing.js'],
  ])('answers 502 for an upstream file %s', async (_, path) => {
    const result = await ask(`https://${allowed}${path}`);
    expect(result.statusCode).toBe(502);
    expect(result.headers?.['content-type']).toBe('application/json; charset=utf-8');
    expect(result.headers?.['cache-control']).toBe('no-store');
    expect(fetched).toEqual([`https://${allowed}${path}`]);
  });

  it('answers 504 when the upstream is slow to answer or to send its body', async () => {
    for (const path of ['/slow.js', '/slow-body.js']) {
      const started = Date.now();
      const result = await ask(`https://${allowed}${path}`, { timeoutMs: 200 });
      expect(result.statusCode).toBe(504);
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });

  it('answers 502 when the upstream cannot be reached', async () => {
    const unreachable: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    expect((await ask(`https://${allowed}/ok.js`, { fetch: unreachable })).statusCode).toBe(502);
  });
});

describe('proxyTarget', () => {
  it('decodes the url parameter once and drops a fragment', () => {
    const target = proxyTarget(`a=1&url=${encodeURIComponent(`https://${allowed}/s.js?v=%2520#x`)}`, [allowed]);
    expect(target.ok && target.url.href).toBe(`https://${allowed}/s.js?v=%2520`);
  });

  it('accepts the default port 443, which URL drops', () => {
    const target = proxyTarget(`url=${encodeURIComponent(`https://${allowed}:443/s.js`)}`, [allowed.toUpperCase()]);
    expect(target.ok && target.url.href).toBe(`https://${allowed}/s.js`);
  });

  it('allows nothing with an empty allow-list (the site today)', () => {
    expect(proxyTarget(`url=${encodeURIComponent(`https://${allowed}/s.js`)}`, []).ok).toBe(false);
  });
});
