import { inEveryLocale, pages } from '../../common/pages';
import { statSync } from 'node:fs';
import { buildDir } from '../../common/paths';
import path from 'node:path';
import { isResponse, loadRoutingFunction, type CfEvent, type CfRequest, type CfResponse } from '../../server/edge';
import { cloudFrontFunctionMaxBytes, collectRoutes } from '../../edge/routes';
import { routingFunctionFile } from '../../common/paths';

const routing = loadRoutingFunction(routingFunctionFile);
let routes: string[] = [];

beforeAll(async () => {
  routes = await collectRoutes(buildDir);
});

function viewerRequest(uri: string, query: Record<string, string> = {}) {
  const querystring = Object.fromEntries(Object.entries(query).map(([k, value]) => [k, { value }]));
  const event: CfEvent = {
    version: '1.0',
    context: { eventType: 'viewer-request' },
    viewer: { ip: '127.0.0.1' },
    request: { method: 'GET', uri, querystring, headers: {} },
  };
  return routing(event);
}

function viewerResponse(request: CfRequest, statusCode = 200): CfResponse {
  const result = routing({
    version: '1.0',
    context: { eventType: 'viewer-response' },
    viewer: { ip: '127.0.0.1' },
    request,
    response: { statusCode, headers: {} },
  });
  if (!isResponse(result)) throw new Error('viewer-response must return a response');
  return result;
}

function rewritten(uri: string): string {
  const result = viewerRequest(uri);
  if (isResponse(result)) throw new Error(`${uri} answered ${result.statusCode} instead of being rewritten`);
  return result.uri;
}

describe('the routing function, driven by the real build', () => {
  it('knows every page of both languages', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const page of pages.flatMap(({ path }) => inEveryLocale(path))) expect(routes).toContain(page);
  });

  it('fits CloudFront Functions’ 10 KB code limit', () => {
    expect(statSync(routingFunctionFile).size).toBeLessThanOrEqual(cloudFrontFunctionMaxBytes);
  });

  it('rewrites every built page to its index.html, which exists', () => {
    for (const route of routes) {
      const uri = rewritten(route);
      expect(uri).toBe(`${route}index.html`);
      expect(statSync(path.join(buildDir, uri)).isFile()).toBe(true);
    }
  });

  it('redirects every slash-less page path to the slash form, keeping the query', () => {
    for (const route of routes.filter((r) => r !== '/')) {
      const result = viewerRequest(route.slice(0, -1), { utm_source: 'press', ref: 'a b' });
      expect(isResponse(result) && result.statusCode).toBe(301);
      expect((result as CfResponse).headers.location?.value).toBe(`${route}?utm_source=press&ref=a b`);
    }
  });

  it('sends unknown pages to the 404 page of their language, answered with status 404', () => {
    const cases: Array<[string, string]> = [
      ['/no-such-page/', '/404.html'],
      ['/no-such-page', '/404.html'],
      ['/blogbook/2099-01-nothing/', '/404.html'],
      ['/it/no-such-page/', '/it/404.html'],
      ['/it/pagina', '/it/404.html'],
      ['/it/blogbook/2099-01-nothing/', '/it/404.html'],
      ['/italy/', '/404.html'],
    ];
    for (const [uri, page] of cases) {
      expect(rewritten(uri)).toBe(page);
      expect(statSync(path.join(buildDir, page)).isFile()).toBe(true);
      expect(viewerResponse({ method: 'GET', uri, querystring: {}, headers: {} }).statusCode).toBe(404);
      expect(viewerResponse({ method: 'GET', uri: page, querystring: {}, headers: {} }).statusCode).toBe(404);
    }
  });

  it('leaves files and known pages alone, status 200', () => {
    for (const uri of ['/assets/js/main.js', '/img/logo.svg', '/sitemap.xml', '/it/downloads/x.pdf']) {
      expect(rewritten(uri)).toBe(uri);
      expect(viewerResponse({ method: 'GET', uri, querystring: {}, headers: {} }).statusCode).toBe(200);
    }
    for (const route of routes) {
      expect(viewerResponse({ method: 'GET', uri: route, querystring: {}, headers: {} }).statusCode).toBe(200);
      expect(
        viewerResponse({ method: 'GET', uri: `${route}index.html`, querystring: {}, headers: {} }).statusCode,
      ).toBe(200);
    }
  });

  it('does not touch an origin error', () => {
    expect(viewerResponse({ method: 'GET', uri: '/img/x.png', querystring: {}, headers: {} }, 403).statusCode).toBe(
      403,
    );
  });
});
