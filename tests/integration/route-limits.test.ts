import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { LocalStack } from '../../server/local-stack';
import { startTestStack } from '../support/test-stack';

/**
 * Security review 2026-11-28, F7, on the local server (the handler modules Lambda runs): every uncached
 * route has a per-client limit, GETs included, and one route's flood never uses up another's budget,
 * least of all the enquiry route's.
 */
const limit = 3;
let stack: LocalStack;

beforeAll(async () => {
  // The limits count per clock minute: the test pretends one, standing still (a date-time SITE_CLOCK,
  // functions/platform/clock.ts), so it never waits for a minute to turn. The day is the test stack's.
  stack = await startTestStack({
    sweepEveryMs: 3_600_000,
    rateLimitPerMinute: limit,
    sourceMailHourlyCap: 1000,
    siteClock: '2025-06-10T10:00:15Z',
  });
});
afterAll(async () => {
  await stack?.stop();
});

/** One request from a given loopback address (each address another client); its status. */
function requestFrom(localAddress: string, method: string, path: string, body?: unknown): Promise<number> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: stack.port,
        path,
        method,
        localAddress,
        agent: false,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const joinRequest = () => ({
  submissionId: randomUUID(),
  locale: 'en',
  name: 'Guest',
  email: `guest-${randomUUID().slice(0, 8)}@example.com`,
  phone: '+44 20 7946 0958',
  week: { from: '2025-06-14', to: '2025-06-21' },
});

describe('F7: per-client limits on every uncached route', () => {
  it('refuses a client’s GETs and POSTs past the limit on each route, and never touches the enquiry route’s budget', async () => {
    const client = '127.0.3.1';
    const routes: Array<[string, string, unknown, number]> = [
      ['GET', '/api/owner-actions?t=nonsense', undefined, 400],
      ['HEAD', '/api/owner-actions?t=nonsense', undefined, 400],
      ['POST', '/api/newsletter/confirm', { token: 'nonsense' }, 400],
      ['GET', '/api/newsletter/unsubscribe?token=nonsense', undefined, 303],
      ['POST', '/api/newsletter/unsubscribe?token=nonsense', { token: 'nonsense' }, 400],
    ];
    const seen: Record<string, number[]> = {};
    for (const [method, path, body, status] of routes) {
      const statuses: number[] = [];
      for (let i = 0; i < limit + 2; i += 1) statuses.push(await requestFrom(client, method, path, body));
      seen[`${method} ${path.split('?')[0]}`] = statuses;
      // GET and HEAD of the action page share a counter: HEAD comes after GET used it up.
      if (method === 'HEAD') expect(statuses).toEqual(Array(limit + 2).fill(429));
      else if (path.startsWith('/api/newsletter/unsubscribe') && method === 'POST') {
        // GET and POST of the unsubscribe link share one counter, used up by the GETs above.
        expect(statuses).toEqual(Array(limit + 2).fill(429));
      } else expect(statuses).toEqual([...Array(limit).fill(status), 429, 429]);
    }
    // The owner's presses (POST) have their own counter: the page views did not use it up.
    expect(await requestFrom(client, 'POST', '/api/owner-actions?t=nonsense', {})).not.toBe(429);
    // The same client's enquiry goes through: its route's budget is its own.
    expect(await requestFrom(client, 'POST', '/api/join-requests', joinRequest())).toBe(201);
    // Another client is not affected on any route.
    expect(await requestFrom('127.0.4.1', 'GET', '/api/owner-actions?t=nonsense')).toBe(400);
    expect(await requestFrom('127.0.4.1', 'GET', '/api/newsletter/unsubscribe?token=nonsense')).toBe(303);
    console.info(`F7 local, ${limit}/min per client and route: ${JSON.stringify(seen)}`);
  }, 60_000);
});
