import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { encodingsCacheDir } from '../common/paths';
import { cacheControlFor } from '../edge/cache-policy';
import { headerBehaviourFor, viewerHeaders, type HeaderBehaviour } from '../edge/security-headers';
import { handler as thirdPartyProxy } from '../functions/third-party-proxy';
import { thirdParty } from '../common/facts/site';
import { toApiEvent } from './api-event';
import { isResponse, responseBody, toQuerystring, type CfRequest, type RoutingFunction } from './edge';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};
const compressible = /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/;

/** Handles `/api/*` requests (server/api.ts mounts the functions on it). */
export type ApiHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

export interface SiteServerOptions {
  buildDir: string;
  routing: RoutingFunction;
  securityHeaders: Record<string, string>;
  api?: ApiHandler;
  /**
   * SITE_CLOCK for the pages: written into every HTML page as
   * <meta name="site-clock">. Only this local server does it, so production
   * pages never carry a clock override.
   */
  siteClock?: string;
}

interface Encoded {
  body: Buffer;
  etag: string;
}

/**
 * The local edge: serves the production build the way CloudFront + S3 do,
 * through the same routing function and with the same headers.
 */
/**
 * Compressed bodies by content hash, shared by every server of the process (a key names its content, so
 * no server is served another's file). Under jest the test environment hands one map to all the test
 * files of a worker (tests/support/jest-environment.js): each file's server would otherwise brotli-compress
 * (quality 11) the same scripts and styles again. Behind the map, the same bodies on disk
 * (`encodingsCacheDir`), for the other processes: `npm test`'s two jest workers and its audit each
 * served the whole build, and brotli 11 costs about 5 CPU s for it.
 */
const sharedEncodings: Map<string, Encoded> =
  (globalThis as { __siteServerEncodings?: Map<string, Encoded> }).__siteServerEncodings ?? new Map();

/** A compressed body from the disk cache, or compressed now and written there (whole, or not at all). */
async function compressed(raw: Buffer, encoding: 'br' | 'gzip', cacheKey: string): Promise<Buffer> {
  const file = path.join(encodingsCacheDir, cacheKey);
  const stored = await readFile(file).catch(() => undefined);
  if (stored) return stored;
  const body =
    encoding === 'br'
      ? await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
      : await gzip(raw, { level: 9 });
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await mkdir(encodingsCacheDir, { recursive: true })
    .then(() => writeFile(partial, body))
    .then(() => rename(partial, file))
    .catch(() => undefined); // a cache: serving never depends on it
  return body;
}

export function createSiteServer(options: SiteServerOptions): http.Server {
  const cache = sharedEncodings;
  const buildDir = path.resolve(options.buildDir);

  async function readObject(uri: string): Promise<Buffer | undefined> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(uri);
    } catch {
      return undefined;
    }
    const file = path.join(buildDir, decoded);
    if (!file.startsWith(buildDir + path.sep)) return undefined;
    try {
      if (!(await stat(file)).isFile()) return undefined;
      return await readFile(file);
    } catch {
      return undefined;
    }
  }

  /** Compressed bodies, keyed by content hash so a rebuild under a running server is never served stale. */
  async function encode(raw: Buffer, encoding: 'br' | 'gzip' | 'identity'): Promise<Encoded> {
    const hash = createHash('sha1').update(raw).digest('base64url').slice(0, 20);
    const cacheKey = `${hash}-${encoding}`;
    const hit = cache.get(cacheKey);
    if (hit) return hit;
    const body = encoding === 'identity' ? raw : await compressed(raw, encoding, cacheKey);
    const entry = { body, etag: `"${encoding === 'identity' ? hash : cacheKey}"` };
    cache.set(cacheKey, entry);
    return entry;
  }

  /** Sends an origin's answer with the security headers applied as the path's CloudFront behaviour does. */
  function send(
    res: http.ServerResponse,
    status: number,
    headers: Record<string, string>,
    body?: Buffer,
    behaviour: HeaderBehaviour = 'site',
  ) {
    res.writeHead(status, viewerHeaders(headers, options.securityHeaders, behaviour));
    res.end(body);
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      if (options.api) {
        applyAfterOrigin(res, options.securityHeaders, headerBehaviourFor(url.pathname));
        return options.api(req, res);
      }
      return send(
        res,
        503,
        { 'content-type': 'application/json', 'cache-control': 'no-store' },
        Buffer.from('{"error":"api_unavailable"}'),
        headerBehaviourFor(url.pathname),
      );
    }
    // As on CloudFront, the proxy path has its own origin: the function, not the routing function.
    if (url.pathname === thirdParty.proxyPath) return forwardToProxyFunction(req, res, url);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, 405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }, Buffer.from('Method Not Allowed'));
    }

    const headers: CfRequest['headers'] = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers[name] = { value };
    }
    const viewer = { ip: req.socket.remoteAddress ?? '127.0.0.1' };
    const original: CfRequest = {
      method: req.method,
      uri: url.pathname,
      querystring: toQuerystring(url.searchParams),
      headers,
    };
    const result = options.routing({
      version: '1.0',
      context: { eventType: 'viewer-request' },
      viewer,
      request: original,
    });
    if (isResponse(result)) {
      const out: Record<string, string> = {};
      for (const [name, { value }] of Object.entries(result.headers)) out[name] = value;
      return send(res, result.statusCode, out, responseBody(result));
    }

    // S3: the object, or (as CloudFront's custom error response does for S3's 403) the 404 page.
    let uri = result.uri;
    let status = 200;
    let raw = await readObject(uri);
    if (!raw) {
      uri = '/404.html';
      status = 404;
      raw = await readObject(uri);
      if (!raw) return send(res, 404, { 'content-type': 'text/plain' }, Buffer.from('Not Found'));
    }

    if (status === 200) {
      const viewerResponse = options.routing({
        version: '1.0',
        context: { eventType: 'viewer-response' },
        viewer,
        request: result,
        response: { statusCode: 200, headers: {} },
      });
      if (isResponse(viewerResponse)) status = viewerResponse.statusCode;
    }

    const type = contentTypes[path.extname(uri).toLowerCase()] ?? 'application/octet-stream';
    if (options.siteClock && type.startsWith('text/html')) {
      raw = Buffer.from(
        raw.toString('utf8').replace('<head>', `<head><meta name="site-clock" content="${options.siteClock}">`),
      );
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = !compressible.test(type)
      ? 'identity'
      : /\bbr\b/.test(accept)
        ? 'br'
        : /\bgzip\b/.test(accept)
          ? 'gzip'
          : 'identity';
    const { body, etag } = await encode(raw, encoding);
    const responseHeaders: Record<string, string> = {
      'content-type': type,
      'cache-control': status === 200 ? cacheControlFor(uri) : 'no-cache',
      etag,
      vary: 'Accept-Encoding',
      'content-length': String(body.length),
    };
    if (encoding !== 'identity') responseHeaders['content-encoding'] = encoding;
    if (status === 200 && req.headers['if-none-match'] === etag) {
      delete responseHeaders['content-length'];
      return send(res, 304, responseHeaders);
    }
    return send(res, status, responseHeaders, req.method === 'HEAD' ? undefined : body);
  }

  /** The third-party proxy: the Lambda handler (functions/third-party-proxy.ts) on a payload 2.0 event. */
  async function forwardToProxyFunction(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const result = await thirdPartyProxy(toApiEvent(req, url, Buffer.alloc(0)));
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
    const body =
      result.body === undefined ? undefined : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
    send(res, result.statusCode ?? 200, headers, body, headerBehaviourFor(url.pathname));
  }

  return http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(JSON.stringify({ level: 'error', msg: 'site server failure', error: String(error) }));
      if (!res.headersSent) send(res, 500, { 'content-type': 'text/plain' }, Buffer.from('Internal Server Error'));
      else res.end();
    });
  });
}

/**
 * Applies the security headers when the API handler writes its head, as CloudFront applies a behaviour's
 * response headers policy to what the origin answered (after it, not before: with override off the
 * handler's own header stays, with it on the policy's replaces it). Handlers pass their headers as an
 * object to writeHead or set them before it (server/api.ts).
 */
function applyAfterOrigin(res: http.ServerResponse, policy: Record<string, string>, behaviour: HeaderBehaviour): void {
  const writeHead = res.writeHead.bind(res) as (status: number, message?: string) => http.ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const message = typeof rest[0] === 'string' ? rest[0] : undefined;
    const given = rest.find((arg) => typeof arg === 'object' && arg !== null);
    if (Array.isArray(given)) throw new Error('site server: writeHead with raw header arrays is not supported');
    const origin: Record<string, string> = {};
    for (const name of res.getHeaderNames()) origin[name] = String(res.getHeader(name));
    for (const [name, value] of Object.entries((given ?? {}) as http.OutgoingHttpHeaders)) {
      if (value !== undefined) origin[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    for (const [name, value] of Object.entries(viewerHeaders(origin, policy, behaviour))) res.setHeader(name, value);
    return message === undefined ? writeHead(status) : writeHead(status, message);
  }) as typeof res.writeHead;
}
