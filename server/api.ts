import type http from 'node:http';
import { handler as availability } from '../functions/availability';
import { handler as availabilityFeed } from '../functions/availability-feed';
import { handler as joinRequests } from '../functions/join-requests';
import { handler as newsletterConfirm } from '../functions/newsletter-confirm';
import { handler as newsletterSubscriptions } from '../functions/newsletter-subscriptions';
import { handler as newsletterUnsubscribe } from '../functions/newsletter-unsubscribe';
import { handler as ownerActions } from '../functions/owner-actions';
import type { ApiEvent, ApiResult } from '../functions/platform/http';
import { maxBodyBytes } from '../functions/platform/http';
import { apiRoutes, type ApiRouteName } from '../common/apiRoutes';
import { toApiEvent } from './api-event';
import type { ApiHandler } from './site-server';

type Handler = (event: ApiEvent) => Promise<ApiResult>;

/** Each route's handler module (common/apiRoutes.ts names them): the modules Lambda runs. */
const handlers: Record<ApiRouteName, Handler> = {
  availability,
  availabilityFeed,
  joinRequests,
  newsletterSubscriptions,
  newsletterConfirm,
  newsletterUnsubscribe,
  ownerActions,
};

/** The same routes the production HTTP API has ("METHOD /path"), on the same handler modules. */
const routes: Record<string, Handler> = Object.fromEntries(
  (Object.keys(apiRoutes) as ApiRouteName[]).flatMap((name) =>
    apiRoutes[name].methods.map((method) => [`${method} ${apiRoutes[name].path}`, handlers[name]]),
  ),
);

/** Reads at most `limit` + 1 bytes, so an oversized body is detected without buffering all of it. */
function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let kept = 0;
    req.on('data', (chunk: Buffer) => {
      if (kept > limit) return;
      chunks.push(chunk);
      kept += chunk.length;
    });
    req.on('end', () => resolve(Buffer.concat(chunks).subarray(0, limit + 1)));
    req.on('error', reject);
  });
}

/** Mounts /api/* on the handler modules. */
export function createApi(): ApiHandler {
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const handler = routes[`${req.method} ${url.pathname}`];
    const send = (result: ApiResult) => {
      res.writeHead(result.statusCode ?? 200, result.headers as http.OutgoingHttpHeaders);
      res.end(result.body);
    };
    if (!handler) {
      const allowed = Object.keys(routes)
        .filter((route) => route.endsWith(` ${url.pathname}`))
        .map((route) => route.split(' ')[0]!);
      const known = allowed.length > 0;
      send({
        statusCode: known ? 405 : 404,
        headers: {
          'content-type': 'application/json',
          'cache-control': 'no-store',
          ...(known ? { allow: allowed.join(', ') } : {}),
        },
        body: JSON.stringify({ error: known ? 'method_not_allowed' : 'not_found' }),
      });
      return;
    }
    const body = await readBody(req, maxBodyBytes);
    const result = await handler(toApiEvent(req, url, body));
    // As API Gateway does: a 304 carries no body.
    if (result.statusCode === 304) result.body = undefined;
    send(result);
  };
}
