import { mkdtempSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoutes } from '../common/apiRoutes';
import { thirdParty } from '../common/facts/site';
import { headerBehaviourFor, headerBehaviours, viewerHeaders } from '../edge/security-headers';
import type { RoutingFunction } from './edge';
import { createSiteServer } from './site-server';

const routed: string[] = [];
/** Records every request that reaches the routing function; the proxy path must never be one. */
const routing: RoutingFunction = (event) => {
  routed.push(`${event.context.eventType} ${event.request.uri}`);
  return event.request;
};

let server: http.Server;
let origin = '';

beforeAll(async () => {
  const buildDir = mkdtempSync(path.join(tmpdir(), 'site-server-'));
  writeFileSync(path.join(buildDir, 'index.html'), '<!doctype html><title>x</title>');
  server = createSiteServer({ buildDir, routing, securityHeaders: { 'x-frame-options': 'DENY' } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => (routed.length = 0));

describe('the site server on the third-party proxy path', () => {
  it('answers from the proxy function (nothing is allowed today), with the security headers, never routing it', async () => {
    for (const query of [
      '?url=%',
      `?url=${encodeURIComponent('https://www.google-analytics.com/analytics.js')}`,
      `?url=${encodeURIComponent('http://127.0.0.1:1/x')}`,
      '',
    ]) {
      const response = await fetch(`${origin}${thirdParty.proxyPath}${query}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(await response.json()).toEqual({ error: 'not_allowed' });
    }
    const post = await fetch(`${origin}${thirdParty.proxyPath}`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
    expect(routed).toEqual([]);
  });

  it('routes every other path as before', async () => {
    expect((await fetch(`${origin}/index.html`)).status).toBe(200);
    expect(routed).toEqual(['viewer-request /index.html', 'viewer-response /index.html']);
  });
});

describe('security headers, applied after the origin as CloudFront applies each behaviour’s policy', () => {
  /** The site's policy (dist/edge/security-headers.json in the real stack). */
  const policy = {
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': "default-src 'self'",
    'X-Frame-Options': 'DENY',
  };
  /** What the owner's action page sends (functions/requests/ownerLinks/page.ts): its own, stricter pair. */
  const pageHeaders = { 'referrer-policy': 'no-referrer', 'content-security-policy': "default-src 'none'" };
  let api: http.Server;
  let apiOrigin = '';

  beforeAll(async () => {
    const buildDir = mkdtempSync(path.join(tmpdir(), 'site-server-headers-'));
    writeFileSync(path.join(buildDir, 'index.html'), '<!doctype html><title>x</title>');
    api = createSiteServer({
      buildDir,
      routing: (event) => event.request,
      securityHeaders: policy,
      // As server/api.ts answers: the handler's headers go to writeHead; one is set before it.
      api: (_req, res) => {
        res.setHeader('cache-control', 'no-store');
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...pageHeaders });
        res.end('<!doctype html><title>action</title>');
        return Promise.resolve();
      },
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    api.closeAllConnections();
    await new Promise((resolve) => api.close(resolve));
  });

  it('on /api/*: the page keeps its no-referrer and strict CSP, and gets the site headers it left out (F6)', async () => {
    const response = await fetch(`${apiOrigin}${apiRoutes.ownerActions.path}?t=x`);
    expect(headerBehaviourFor(apiRoutes.ownerActions.path)).toBe('functions');
    expect(headerBehaviours.functions.override).toBe(false);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('agrees with the declaration on every behaviour: each header is the origin’s or the policy’s as declared', async () => {
    for (const [pathname, origin] of [
      [apiRoutes.ownerActions.path, pageHeaders],
      ['/index.html', {}],
    ] as const) {
      const response = await fetch(`${apiOrigin}${pathname}`);
      const expected = viewerHeaders(origin, policy, headerBehaviourFor(pathname));
      for (const [name, value] of Object.entries(expected)) {
        expect([pathname, name, response.headers.get(name)]).toEqual([pathname, name, value]);
      }
    }
  });
});
