import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { ApiEvent } from '../functions/platform/http';

/** An API Gateway HTTP API (payload 2.0) event for a Node request, as API Gateway builds it. */
export function toApiEvent(req: http.IncomingMessage, url: URL, body: Buffer): ApiEvent {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const method = req.method ?? 'GET';
  const now = new Date();
  return {
    version: '2.0',
    routeKey: `${method} ${url.pathname}`,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(url.search.length > 1
      ? {
          queryStringParameters: Object.fromEntries(
            [...url.searchParams].map(([name]) => [name, url.searchParams.getAll(name).join(',')]),
          ),
        }
      : {}),
    headers,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: `${method} ${url.pathname}`,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.toString('base64'),
    isBase64Encoded: true,
  };
}
