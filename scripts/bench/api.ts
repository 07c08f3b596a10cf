/**
 * Loads the local API (autocannon) with unique charter requests, then counts
 * what was stored in DynamoDB Local and mailed through the SES emulator.
 * Prints requests/s, latency percentiles, errors, and stored == sent.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import autocannon from 'autocannon';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { scanAll } from '../../functions/platform/pages';
import { defaultRateLimitPerMinute } from '../../functions/platform/rateLimit';
import { openWeeks } from '../../common/facts/weeks';
import { startLocalStack } from '../../server/local-stack';
import { mailbox } from '../../tests/support/mailbox';
import { freePort } from '../../tests/support/ports';

const siteClock = '2025-06-10';

/** Stored requests, and what the outbox did for the owner: each request mailed alone or in a digest. */
async function countAll(db: DynamoDBDocumentClient) {
  const count = (await scanAll(db, 'JoinRequests')).length;
  const mails = await scanAll(db, 'Outbox');
  const pending = mails.filter((mail) => mail.state === 'pending').length;
  const toOwner = mails
    .filter((mail) => mail.sentAt && (mail.kind === 'owner' || mail.kind === 'digest'))
    .reduce((sum, mail) => sum + (mail.kind === 'digest' ? (mail.entries as unknown[]).length : 1), 0);
  const digests = mails.filter((mail) => mail.kind === 'digest').length;
  return { count, pending, toOwner, digests };
}

/** POSTs a charter request from one loopback address (one visitor); resolves its status. */
function postFrom(localAddress: string, port: number, week: { from: string; to: string }): Promise<number> {
  const body = JSON.stringify({
    submissionId: randomUUID(),
    locale: 'en',
    name: 'Flood Guest',
    email: 'flood@example.com',
    phone: '+39 333 123 4567',
    week: { from: week.from, to: week.to },
  });
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: '/api/join-requests', method: 'POST', localAddress, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.setHeader('content-type', 'application/json');
    req.on('error', reject);
    req.end(body);
  });
}

/** With the default limit back on: 50 requests from 127.0.0.2, then one from 127.0.0.3. */
async function floodCheck(port: number, week: { from: string; to: string }) {
  const limit = defaultRateLimitPerMinute;
  process.env.RATE_LIMIT_PER_MINUTE = String(limit);
  // The window is a clock minute: start the flood early in one.
  const second = new Date().getUTCSeconds();
  if (second > 50) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
  const sent = 50;
  const statuses: number[] = [];
  for (let i = 0; i < sent; i += 1) statuses.push(await postFrom('127.0.0.2', port, week));
  const neighbour = await postFrom('127.0.0.3', port, week);
  return {
    limit,
    sent,
    accepted: statuses.filter((status) => status === 201).length,
    refused: statuses.filter((status) => status === 429).length,
    neighbour,
  };
}

export async function benchApi(amount = 1000, connections = 10): Promise<boolean> {
  // Quiet the per-request JSON logs during the run.
  const log = console.log;
  console.log = () => undefined;
  // autocannon connects from one address, i.e. one visitor: the per-client limit stays on (every request
  // pays its counter update, as in AWS) but is raised above the run's size so nothing is refused.
  const rateLimitPerMinute = amount + 1;
  const stack = await startLocalStack({
    port: 0,
    dynamodbPort: await freePort(),
    sesPort: await freePort(),
    siteClock,
    sweepEveryMs: 1_000,
    rateLimitPerMinute,
    // One client sends every request: its mail budget is raised like its rate limit, so stored == mailed holds.
    sourceMailHourlyCap: rateLimitPerMinute,
  });
  const weeks = openWeeks(siteClock);
  const result = await autocannon({
    url: `${stack.origin}/api/join-requests`,
    method: 'POST',
    connections,
    amount,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const week = weeks[Math.floor(Math.random() * weeks.length)]!;
          return {
            ...request,
            body: JSON.stringify({
              submissionId: randomUUID(),
              locale: Math.random() < 0.5 ? 'en' : 'it',
              name: 'Bench Guest',
              email: 'bench@example.com',
              phone: '+39 333 123 4567',
              message: 'Load test.',
              week: { from: week.from, to: week.to },
            }),
          };
        },
      },
    ],
  });

  const flood = await floodCheck(stack.port, weeks[0]!);

  const db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.dynamodbUrl }));
  // Let the sweep finish anything still pending.
  // (A digest waits for the end of its hour: the sweep is told that hour has come.)
  const { outbox } = await import('../../functions/mail-sweeper');
  for (let i = 0; i < 30 && (await countAll(db)).pending > 0; i += 1) {
    await outbox.sweepOutbox({ now: new Date(Date.now() + 2 * 3_600_000) });
  }
  const stored = await countAll(db);
  const sent = (await mailbox(stack.sesUrl)).length;
  await stack.stop();
  console.log = log;

  const created = result['2xx'];
  console.log(`API load: POST /api/join-requests, ${amount} requests over ${connections} connections`);
  console.log(
    `  rate limit      on, raised to ${rateLimitPerMinute}/min for the one bench client (counted on every request)`,
  );
  console.log(
    `  requests/s      ${result.requests.average.toFixed(0)} (mean over ${result.duration.toFixed(1)} s), ${result.requests.total} total`,
  );
  console.log(
    `  latency         p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  console.log(
    `  answers         ${created} 2xx, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
  );
  const expected = created + flood.accepted + 1; // the run, the flood's accepted ones, the neighbour
  console.log(
    `  stored          ${stored.count}: ${created} from the run + ${flood.accepted + 1} from the flood check (still pending mail: ${stored.pending})`,
  );
  console.log(
    `  mailed          ${sent} (owner: ${stored.toOwner} requests, ${stored.digests} hourly digests among them; the rest acknowledgements)`,
  );
  const complete = stored.count === stored.toOwner && stored.count === expected && stored.pending === 0;
  console.log(`  stored == told  ${complete ? 'yes' : 'NO'}`);
  console.log(
    `Flood at the default limit (${flood.limit}/min): one client sent ${flood.sent}, ${flood.accepted} accepted, ${flood.refused} refused with 429; another client meanwhile: ${flood.neighbour}`,
  );
  const floodOk =
    flood.accepted === flood.limit && flood.refused === flood.sent - flood.limit && flood.neighbour === 201;
  return complete && floodOk;
}
