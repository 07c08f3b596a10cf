import { randomUUID } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import { formMessages } from '../../common/contracts/messages';
import type { LocalStack } from '../../server/local-stack';
import { postFrom } from '../support/client-address';
import { startTestStack } from '../support/test-stack';

/** Small, so a flood is quick; the default (10) is checked by the unit tests. */
const limit = 4;
let stack: LocalStack;

beforeAll(async () => {
  stack = await startTestStack({
    sweepEveryMs: 3_600_000,
    rateLimitPerMinute: limit,
  });
});
afterAll(async () => {
  await stack?.stop();
  delete process.env.RATE_LIMIT_PER_MINUTE;
});

const joinRequest = (locale: 'en' | 'it') => ({
  submissionId: randomUUID(),
  locale,
  name: `Guest ${randomUUID().slice(0, 8)}`,
  email: 'guest@example.com',
  phone: '+44 20 7946 0958',
  week: { from: '2025-06-14', to: '2025-06-21' },
});

/**
 * The limit counts per clock minute: each test pretends a minute of its own, 15 s in, standing still
 * (a date-time SITE_CLOCK, functions/platform/clock.ts), so none waits for a minute to turn. The day is
 * the test stack's, 10 June 2025.
 */
function inMinute(minute: number) {
  process.env.SITE_CLOCK = `2025-06-10T10:${String(minute).padStart(2, '0')}:15Z`;
}

describe('the per-client rate limit', () => {
  it('answers a flood from one address with 429 in the request’s language, while another address still gets 201', async () => {
    inMinute(1);
    // The flood: invalid bodies count too (the limit is checked before anything else).
    const flood = await Promise.all(
      Array.from({ length: limit }, () => postFrom(stack.port, '127.0.0.1', '/api/join-requests', { locale: 'en' })),
    );
    expect(flood.map((answer) => answer.status)).toEqual(Array(limit).fill(422));

    const english = await postFrom(stack.port, '127.0.0.1', '/api/join-requests', joinRequest('en'));
    expect(english.status).toBe(429);
    expect(english.body).toMatchObject({ error: 'rate_limited', message: formMessages.rateLimited.en });
    // The seconds left in the minute: 45 at 10:01:15.
    expect(english.headers['retry-after']).toBe('45');
    expect(english.body).toMatchObject({ retryAfter: 45 });
    const italian = await postFrom(stack.port, '127.0.0.1', '/api/join-requests', joinRequest('it'));
    expect(italian.status).toBe(429);
    expect(italian.body.message).toBe(formMessages.rateLimited.it);

    // Another visitor, during the flood, is not affected.
    const other = await postFrom(stack.port, '127.0.0.2', '/api/join-requests', joinRequest('it'));
    expect(other.status).toBe(201);
    // Nor is the flooding visitor's other route: each route has its own counter.
    const subscribe = await postFrom(stack.port, '127.0.0.1', '/api/newsletter-subscriptions', {
      email: `flood-${randomUUID().slice(0, 8)}@example.com`,
      locale: 'en',
    });
    expect(subscribe.status).toBe(202);
  });

  it('limits the newsletter route the same way, per address', async () => {
    inMinute(2);
    const address = '127.0.0.3';
    const answers = [];
    for (let i = 0; i < limit + 2; i += 1) {
      answers.push(
        await postFrom(stack.port, address, '/api/newsletter-subscriptions', {
          email: `n${i}-${randomUUID().slice(0, 8)}@example.com`,
          locale: 'it',
        }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([...Array(limit).fill(202), 429, 429]);
    expect(answers[limit]!.body.message).toBe(formMessages.rateLimited.it);
    const neighbour = await postFrom(stack.port, '127.0.0.4', '/api/newsletter-subscriptions', {
      email: `neighbour-${randomUUID().slice(0, 8)}@example.com`,
      locale: 'en',
    });
    expect(neighbour.status).toBe(202);
  });
});

describe('the local stack’s address', () => {
  it('listens on 127.0.0.1 only when HOST is unset', () => {
    expect(stack.host).toBe('127.0.0.1');
    expect(stack.origin).toBe(`http://localhost:${stack.port}`);
  });

  it('cannot be reached on this machine’s other addresses', async () => {
    const others = Object.values(os.networkInterfaces())
      .flat()
      .filter((info): info is os.NetworkInterfaceInfo => !!info && !info.internal && info.family === 'IPv4')
      .map((info) => info.address);
    // Another loopback address is not 127.0.0.1 either; a LAN address, when the machine has one, too.
    for (const host of ['127.0.0.5', ...others]) {
      const reached = await new Promise<boolean>((resolve) => {
        const socket = net.connect({ host, port: stack.port });
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
      expect({ host, reached }).toEqual({ host, reached: false });
    }
  });
});
