/**
 * GET /api/availability and /api/availability.ics on the local stack (autocannon): response times
 * (p50/p99), throughput and body sizes, raw and as CloudFront would send them compressed (gzip, br).
 * Every request is a full read (no If-None-Match): the worst case, a CloudFront miss.
 */
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startLocalStack } from '../../server/local-stack';
import { freePort } from '../../tests/support/ports';

const paths = ['/api/availability', '/api/availability.ics', '/api/availability.ics?lang=it'];

export async function benchAvailability(amount = 2000, connections = 10): Promise<boolean> {
  const log = console.log;
  console.log = () => undefined;
  const stack = await startLocalStack({
    port: 0,
    dynamodbPort: await freePort(),
    sesPort: await freePort(),
    siteClock: '2025-06-10',
    sweepEveryMs: 3_600_000,
  });
  const rows: string[] = [];
  let ok = true;
  try {
    for (const path of paths) {
      const body = Buffer.from(await (await fetch(`${stack.origin}${path}`)).arrayBuffer());
      const revalidated = await fetch(`${stack.origin}${path}`, {
        headers: { 'if-none-match': (await fetch(`${stack.origin}${path}`)).headers.get('etag') ?? '' },
      });
      const result = await autocannon({ url: `${stack.origin}${path}`, connections, amount });
      ok &&= result.non2xx === 0 && result.errors === 0 && revalidated.status === 304;
      rows.push(
        `  ${path.padEnd(30)} p50 ${String(result.latency.p50).padStart(3)} ms, p99 ${String(result.latency.p99).padStart(3)} ms, ` +
          `${result.requests.average.toFixed(0)} req/s, ${result.non2xx + result.errors} failed; ` +
          `body ${body.length} B (gzip ${gzipSync(body).length} B, br ${brotliCompressSync(body).length} B); ` +
          `If-None-Match → ${revalidated.status}`,
      );
    }
  } finally {
    await stack.stop();
    console.log = log;
  }
  console.log(
    `Availability reads on the local stack (DynamoDB Local), ${amount} requests each over ${connections} connections:`,
  );
  for (const row of rows) console.log(row);
  return ok;
}
