/**
 * `npm start`: the whole product on this machine. Builds the site when the
 * build is missing or stale, starts the embedded backends (dynalite for
 * DynamoDB, aws-ses-v2-local for SES) as child processes, creates the tables,
 * mounts /api/* on the same handler modules Lambda runs, sweeps the mail
 * outbox every few seconds, and prints every URL. Ctrl-C stops all of it.
 *
 * Ports: PORT (site, 3000), DYNAMODB_LOCAL_PORT (8000), SES_LOCAL_PORT (8005).
 * SITE_CLOCK=2025-06-10 pretends it is that day (pages and functions).
 * `npm run serve` (--no-build) serves whatever is built.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { routingFunctionFile, securityHeadersFile } from '../edge/routes';
import { createApi } from './api';
import { ensureTables, startDynalite, startSesEmulator, pointAwsSdkAtLocalBackends, type Backend } from './backends';
import { buildDir, buildStaleness, rootDir } from './build-freshness';
import { loadRoutingFunction } from './edge';
import { createSiteServer } from './site-server';

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number (0-65535), got "${raw}"`);
  }
  return port;
}

function ensureBuild() {
  if (process.argv.includes('--no-build')) return;
  const reason = buildStaleness();
  if (!reason) {
    console.log('Build is up to date.');
    return;
  }
  console.log(`Building the site (${reason})...`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The build failed; see above.');
}

async function main() {
  const port = portFromEnv('PORT', 3000);
  const dynamodbPort = portFromEnv('DYNAMODB_LOCAL_PORT', 8000);
  const sesPort = portFromEnv('SES_LOCAL_PORT', 8005);
  const siteClock = process.env.SITE_CLOCK;
  if (siteClock && !/^\d{4}-\d{2}-\d{2}$/.test(siteClock))
    throw new Error(`SITE_CLOCK must be YYYY-MM-DD, got "${siteClock}"`);
  ensureBuild();

  const backends: Backend[] = [];
  const dynalite = await startDynalite(dynamodbPort, path.join(rootDir, '.local-data', 'dynamodb'));
  backends.push(dynalite);
  const ses = await startSesEmulator(sesPort);
  backends.push(ses);
  ses.child.once('exit', () =>
    console.warn(
      `\n  The SES emulator stopped. Requests are still stored; their e-mails go out when one listens on port ${sesPort} again.`,
    ),
  );
  pointAwsSdkAtLocalBackends(process.env, { dynamodb: dynamodbPort, ses: sesPort });
  await ensureTables(process.env.AWS_ENDPOINT_URL_DYNAMODB!, {
    joinRequests: process.env.JOIN_REQUESTS_TABLE!,
    subscriptions: process.env.SUBSCRIPTIONS_TABLE!,
  });

  // Loaded after the environment is set: the handlers read it at module load.
  const { sweepOutbox } = await import('../functions/domain/mailer');
  let sweeping = false;
  const sweeper = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    sweepOutbox()
      .catch((error: unknown) => console.warn(`outbox sweep failed: ${String(error)}`))
      .finally(() => (sweeping = false));
  }, 5_000);

  const server = createSiteServer({
    buildDir,
    routing: loadRoutingFunction(routingFunctionFile),
    securityHeaders: JSON.parse(readFileSync(securityHeadersFile, 'utf8')) as Record<string, string>,
    api: createApi(),
    siteClock,
  });
  server.listen(port, () => {
    const { port: actual } = server.address() as AddressInfo;
    console.log('');
    console.log(`  Site (English)    http://localhost:${actual}/`);
    console.log(`  Site (Italiano)   http://localhost:${actual}/it/`);
    console.log(`  API               http://localhost:${actual}/api/  (POST join-requests, newsletter-subscriptions)`);
    console.log(`  Mail viewer       http://localhost:${sesPort}/  (aws-ses-v2-local: every e-mail sent)`);
    console.log(`  DynamoDB          http://localhost:${dynamodbPort}/  (dynalite, data in .local-data/dynamodb)`);
    if (siteClock) console.log(`  Clock             pretending today is ${siteClock} (SITE_CLOCK)`);
    console.log('');
    console.log('  Press Ctrl-C to stop.');
  });

  const stop = async (signal: string) => {
    console.log(`\n${signal}: stopping...`);
    clearInterval(sweeper);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await Promise.all(backends.map((backend) => backend.stop()));
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
