/**
 * Loads the local API (autocannon) with unique charter requests, then counts
 * what was stored in dynalite and mailed through the SES emulator.
 * Prints requests/s, latency percentiles, errors, and stored == sent.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { openWeeks } from '../../src/data/availability';
import { startLocalStack } from '../../server/local-stack';
import { mailbox } from '../../tools/mailbox';
import { freePort } from '../../tools/ports';

const siteClock = '2025-06-10';

async function countAll(db: DynamoDBDocumentClient, table: string) {
  let count = 0;
  let pending = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start }));
    count += page.Count ?? 0;
    pending += (page.Items ?? []).filter((item) => item.outbox).length;
    start = page.LastEvaluatedKey;
  } while (start);
  return { count, pending };
}

export async function benchApi(amount = 1000, connections = 10): Promise<boolean> {
  // Quiet the per-request JSON logs during the run.
  const log = console.log;
  console.log = () => undefined;
  const stack = await startLocalStack({
    port: 0,
    dynamodbPort: await freePort(),
    sesPort: await freePort(),
    siteClock,
    sweepEveryMs: 1_000,
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

  const db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.dynamodbUrl }));
  // Let the sweep finish anything still pending.
  for (let i = 0; i < 30 && (await countAll(db, 'JoinRequests')).pending > 0; i += 1) await stack.sweep();
  const stored = await countAll(db, 'JoinRequests');
  const sent = (await mailbox(stack.sesUrl)).length;
  await stack.stop();
  console.log = log;

  const created = result['2xx'];
  console.log(`API load: POST /api/join-requests, ${amount} requests over ${connections} connections`);
  console.log(
    `  requests/s      ${result.requests.average.toFixed(0)} (mean over ${result.duration.toFixed(1)} s), ${result.requests.total} total`,
  );
  console.log(
    `  latency         p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  console.log(
    `  answers         ${created} 2xx, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
  );
  console.log(`  stored          ${stored.count} (still pending mail: ${stored.pending})`);
  console.log(`  mailed          ${sent}`);
  console.log(`  stored == sent  ${stored.count === sent && stored.count === created ? 'yes' : 'NO'}`);
  return stored.count === sent && stored.count === created;
}
