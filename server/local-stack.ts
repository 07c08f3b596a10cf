import { envVars } from '../common/env';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { routingFunctionFile, securityHeadersFile } from '../common/paths';
import { createApi } from './api';
import {
  ensurePrivacySecret,
  ensureTables,
  pointAwsSdkAtLocalBackends,
  seedLocalWeeks,
  startDynamoDbLocal,
  startSesEmulator,
  type Backend,
} from './backends';
import { localTableNames } from './localTables';
import type { TableKey } from '../common/tables';
import { buildDir } from '../common/paths';
import { loadRoutingFunction } from './edge';
import { createSiteServer } from './site-server';

/** Where the local stack listens unless told otherwise: this machine only. */
export const defaultHost = '127.0.0.1';

export interface LocalStackOptions {
  port: number;
  /** The address the site and API listen on (HOST); 127.0.0.1 unless given, so the LAN cannot reach it. */
  host?: string;
  /** Requests per client, route and minute on the uncached routes (RATE_LIMIT_PER_MINUTE); 0 turns it off. */
  rateLimitPerMinute?: number;
  /**
   * Requests per source and hour that may mail a visitor (SOURCE_MAIL_HOURLY_CAP, functions/mail/hourlyCaps.ts).
   * When not given, a per-client limit raised above its default (the test stack's, whose every request
   * comes from 127.0.0.1) raises this with it, to the same number: both are per-client limits.
   */
  sourceMailHourlyCap?: number;
  dynamodbPort: number;
  /**
   * A DynamoDB Local someone else started already listens on dynamodbPort (the tests' one per run,
   * tests/support/shared-dynamodb.ts): the stack neither starts nor stops it (`dynamodb.stop()` throws),
   * and creates its tables there under the names the environment gives (server/localTables.ts).
   */
  externalDynamoDb?: boolean;
  /** Where the functions reach DynamoDB, when not dynamodbPort (a test's proxy in front of it). */
  dynamodbEndpoint?: string;
  sesPort: number;
  /** DynamoDB Local's data folder; in memory when omitted (and unused with externalDynamoDb). */
  dataDir?: string;
  siteClock?: string;
  /** How often the outbox is swept for e-mails SES did not take (and expired items deleted). */
  sweepEveryMs?: number;
  /** Where the privacy secret is kept across restarts (LOCAL_DATA_DIR/privacy-secret); per process when omitted. */
  privacySecretFile?: string;
  /** The origin links in e-mails point to (SITE_ORIGIN); this stack's own origin when omitted. */
  siteOrigin?: string;
}

export interface LocalStack {
  origin: string;
  port: number;
  /** The address the server listens on. */
  host: string;
  sesUrl: string;
  dynamodbUrl: string;
  /** Its own DynamoDB Local, or the external one (externalDynamoDb). */
  dynamodb: Omit<Backend, 'child'>;
  /** The names of the tables the stack created and its functions use (localTableNames() at its start). */
  tables: Record<TableKey, string>;
  /** Embark dates of the weeks this start added from common/facts/weeks.ts (none kept ones changed). */
  seeded: string[];
  ses: Backend;
  /** Sweeps the outbox now (the timer does it every sweepEveryMs anyway). */
  sweep(): Promise<Record<string, number>>;
  /** Deletes what DynamoDB TTL would have by `now` (the sweep does it too, as of the real time). */
  sweepExpired(now?: Date): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

/**
 * The whole product on this machine: the built site through the edge routing
 * function, /api/* on the Lambda handler modules, DynamoDB Local and the SES
 * emulator as child processes, and the outbox sweep.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const dynamodb = options.externalDynamoDb
    ? externalDynamoDb(options.dynamodbPort)
    : await startDynamoDbLocal(options.dynamodbPort, options.dataDir);
  // What the stack stops: its own DynamoDB Local, never an external one.
  const stopDynamoDb = () => (options.externalDynamoDb ? Promise.resolve() : dynamodb.stop());
  const ses = await startSesEmulator(options.sesPort).catch(async (error: unknown) => {
    await stopDynamoDb();
    throw error;
  });
  pointAwsSdkAtLocalBackends(process.env, { dynamodb: options.dynamodbPort, ses: options.sesPort });
  if (options.dynamodbEndpoint) process.env.AWS_ENDPOINT_URL_DYNAMODB = options.dynamodbEndpoint;
  ensurePrivacySecret(process.env, options.privacySecretFile);
  if (options.siteClock) process.env.SITE_CLOCK = options.siteClock;
  if (options.rateLimitPerMinute !== undefined)
    process.env[envVars.rateLimitPerMinute] = String(options.rateLimitPerMinute);
  if (options.sourceMailHourlyCap !== undefined)
    process.env[envVars.sourceMailHourlyCap] = String(options.sourceMailHourlyCap);
  const tables = localTableNames();
  await ensureTables(process.env.AWS_ENDPOINT_URL_DYNAMODB!, tables, options.dataDir).catch(async (error: unknown) => {
    await Promise.all([stopDynamoDb(), ses.stop()]);
    throw error;
  });
  const seeded = await seedLocalWeeks(process.env.AWS_ENDPOINT_URL_DYNAMODB!, tables.weeks);

  // Imported after the environment is set: the handlers' SDK clients read it at load.
  const { sweepOnce: sweepMail } = await import('../functions/mail-sweeper');
  const { dynamo } = await import('../functions/platform/clients');
  const { sweepExpired, ttlTables } = await import('./retentionSweep');
  const expire = (now?: Date) => sweepExpired(ttlTables(process.env), now, dynamo);
  let running: Promise<Record<string, number>> | undefined;
  // What the mail-sweeper function does every minute in AWS: queue the option reminders, sweep the outbox.
  const sweepOnce = async () => {
    const { sent, failed, dead, skipped, errors, byKind } = await sweepMail();
    const reminders = byKind.reminder ?? {};
    return {
      sent,
      failed,
      dead,
      skipped,
      errors,
      reminded: reminders.sent ?? 0,
      reminderFailed: reminders.failed ?? 0,
    };
  };
  const sweep = () => {
    // Then what DynamoDB TTL does in AWS and DynamoDB Local does not: delete the items past their `expiresAt`
    // (join requests, pending sign-ups, sent mail, rate-limit counters).
    running ??= sweepOnce()
      .then(async (counts) => {
        const expired = await expire();
        return { ...counts, expiredDeleted: Object.values(expired).reduce((sum, count) => sum + count, 0) };
      })
      .finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => console.warn(`outbox sweep failed: ${String(error)}`));
  }, options.sweepEveryMs ?? 5_000);

  const server = createSiteServer({
    buildDir,
    routing: loadRoutingFunction(routingFunctionFile),
    securityHeaders: JSON.parse(readFileSync(securityHeadersFile, 'utf8')) as Record<string, string>,
    api: createApi(),
    siteClock: options.siteClock,
  });
  const host = options.host ?? defaultHost;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch(async (error: unknown) => {
    clearInterval(timer);
    await Promise.all([stopDynamoDb(), ses.stop()]);
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${originHost(host)}:${port}`;
  // Links in e-mails (confirmation, unsubscribe) point at this stack unless told otherwise.
  process.env[envVars.siteOrigin] = options.siteOrigin ?? origin;

  return {
    origin,
    port,
    host,
    sesUrl: `http://127.0.0.1:${options.sesPort}`,
    dynamodbUrl: options.dynamodbEndpoint ?? `http://127.0.0.1:${options.dynamodbPort}`,
    dynamodb,
    tables,
    ses,
    seeded,
    sweep,
    sweepExpired: expire,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([stopDynamoDb(), ses.stop()]);
    },
  };
}

/** A DynamoDB Local the stack did not start: it has no process here, and stopping it is its starter's business. */
function externalDynamoDb(port: number): Omit<Backend, 'child'> {
  return {
    name: 'DynamoDB Local (external)',
    port,
    stop: () =>
      Promise.reject(
        new Error(
          `DynamoDB Local on port ${port} is not this stack's to stop: give the stack a dynamodbPort of its own to stop its storage.`,
        ),
      ),
  };
}

/**
 * The host to put in a URL for a listen address: localhost for loopback (a secure context in browsers,
 * so the form's crypto.randomUUID works), this machine's name for "every interface", else the address.
 */
export function originHost(host: string): string {
  if (host === '127.0.0.1' || host === '::1' || host === 'localhost') return 'localhost';
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
