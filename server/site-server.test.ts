import { mkdtempSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { thirdParty } from '../common/facts/site';
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
