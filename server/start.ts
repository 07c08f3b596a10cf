/**
 * `npm start`: the whole product on this machine. Builds the site when the
 * build is missing or stale, then starts the local stack (server/local-stack.ts)
 * and prints every URL. Ctrl-C stops all of it.
 *
 * Ports: PORT (site and API, 3000), DYNAMODB_LOCAL_PORT (8000), SES_LOCAL_PORT (8005).
 * SITE_CLOCK=2025-06-10 pretends it is that day, for the pages and the functions; a date-time
 * (SITE_CLOCK=2025-06-13T23:30:00Z) pretends it is that instant, its day taken in Europe/Rome.
 * LOCAL_DATA_DIR (default .local-data/) holds DynamoDB Local's database file; `npm start -- --reset-data` deletes
 * them first (every request, week change, subscriber and mail of this machine), for a clean start
 * after common/tables.ts changed (the start stops, saying so, when a table there is from an older schema).
 * OWNER_MAIL_HOURLY_CAP (30), ACK_HOURLY_CAP_PER_ADDRESS (3) and VISITOR_MAIL_HOURLY_CAP (60) cap the outbox's mail per hour.
 * HOST (127.0.0.1): the address the site and API listen on; HOST=0.0.0.0 opens them to the LAN.
 * The SES emulator listens on 127.0.0.1 only; DynamoDB Local (Java) has no such option and listens on
 * every interface.
 * RATE_LIMIT_PER_MINUTE (10): requests per client, per POST route, per minute; 0 turns the limit off.
 * `npm run serve` (--no-build) serves whatever is built.
 * While it runs it prints one readable line per request stored, mail sent or failing, warning or error
 * (server/terminal-log.ts); LOG_FILE=path appends the functions' JSON records to that file, and
 * `npm start -- --json-logs` prints the JSON records instead of the readable lines.
 */
import { localDataDir, localPrivacySecretFile } from '../common/paths';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { rateLimitSettings } from '../functions/platform/rateLimit';
import { buildStaleness } from './build-freshness';
import { repoRoot } from '../common/paths';
import { siteClockDate, siteClockFormats } from '../common/yachtDay';
import { startLocalStack } from './local-stack';
import { javaAvailable, javaMissing } from './java';
import { startTerminalLog } from './terminal-log';
import { localStack } from '../common/localStack';

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
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The build failed; see above.');
}

async function main() {
  const siteClock = process.env.SITE_CLOCK || undefined;
  if (siteClock && !siteClockDate(siteClock)) {
    throw new Error(`SITE_CLOCK must be ${siteClockFormats}, got "${siteClock}"`);
  }
  const { perMinute } = rateLimitSettings(process.env);
  const options = {
    port: portFromEnv('PORT', localStack.sitePort),
    // Unset: 127.0.0.1 (server/local-stack.ts).
    host: process.env.HOST || undefined,
    rateLimitPerMinute: perMinute,
    dynamodbPort: portFromEnv('DYNAMODB_LOCAL_PORT', localStack.dynamodbPort),
    sesPort: portFromEnv('SES_LOCAL_PORT', localStack.sesPort),
    dataDir: path.join(localDataDir(), 'dynamodb'),
    // Kept beside the data, so subscribers' ids and the links in sent mail survive restarts.
    privacySecretFile: localPrivacySecretFile(),
    siteOrigin: process.env.SITE_ORIGIN || undefined,
    siteClock,
  };
  // Before the build (minutes): without Java there is no DynamoDB to start.
  if (!javaAvailable()) throw new Error(javaMissing);
  ensureBuild();
  if (process.argv.includes('--reset-data')) {
    rmSync(options.dataDir, { recursive: true, force: true });
    console.log(`Local data deleted (${options.dataDir}): starting clean.`);
  }
  const jsonLogs = process.argv.includes('--json-logs');
  const logFile = process.env.LOG_FILE ? path.resolve(process.env.LOG_FILE) : undefined;
  startTerminalLog({ json: jsonLogs, file: logFile });
  const stack = await startLocalStack(options);
  stack.ses.child?.once('exit', () =>
    console.warn(
      `\n  The SES emulator stopped. Requests are still stored; their e-mails go out once an emulator listens on port ${options.sesPort} again.`,
    ),
  );
  console.log('');
  console.log(`  Site (English)    ${stack.origin}/`);
  console.log(`  Site (Italiano)   ${stack.origin}/it/`);
  console.log(
    `  API               ${stack.origin}/api/  (POST join-requests, newsletter-subscriptions, newsletter/confirm; GET/POST newsletter/unsubscribe)`,
  );
  console.log(
    `  Availability      ${stack.origin}/api/availability  and the feed ${stack.origin}/api/availability.ics`,
  );
  console.log(`  Mail viewer       ${stack.sesUrl}/  (aws-ses-v2-local: every e-mail sent; this machine only)`);
  console.log(
    `  DynamoDB          ${stack.dynamodbUrl}/  (Amazon's DynamoDB Local; data in ${options.dataDir}; on every interface)`,
  );
  console.log(
    `  Rate limit        ${perMinute ? `${perMinute} requests per client, per POST route, per minute` : 'off'} (RATE_LIMIT_PER_MINUTE)`,
  );
  console.log(
    ['127.0.0.1', '::1', 'localhost'].includes(stack.host)
      ? `  Listening on      ${stack.host} only (set HOST=0.0.0.0 to open it to your network)`
      : `  Listening on      ${stack.host} (HOST): reachable from other machines`,
  );
  console.log(
    `  Weeks             ${stack.seeded.length ? `${stack.seeded.length} added from common/facts/weeks.ts` : 'all present (owner changes kept)'}; change them with \`npm run owner -- --help\``,
  );
  console.log(
    jsonLogs
      ? "  Logs              the functions' JSON records, below (--json-logs)"
      : `  Logs              a line per request stored, mail sent or failing, warning or error, below; JSON records ${logFile ? `in ${logFile}` : 'with LOG_FILE=path or --json-logs'}`,
  );
  if (siteClock)
    console.log(
      `  Clock             pretending today is ${siteClockDate(siteClock)} in Europe/Rome (SITE_CLOCK=${siteClock})`,
    );
  console.log('');
  console.log('  Press Ctrl-C to stop.');

  // A second Ctrl-C while stopping leaves at once (the backends may outlive it).
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      console.log(`${signal} again: leaving without waiting for the backends to stop.`);
      process.exit(130);
    }
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
