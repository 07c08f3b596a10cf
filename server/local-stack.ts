import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { routingFunctionFile, securityHeadersFile } from '../edge/routes';
import { createApi } from './api';
import {
  ensureTables,
  pointAwsSdkAtLocalBackends,
  seedLocalWeeks,
  startDynalite,
  startSesEmulator,
  type Backend,
} from './backends';
import { buildDir } from './build-freshness';
import { loadRoutingFunction } from './edge';
import { createSiteServer } from './site-server';

export interface LocalStackOptions {
  port: number;
  dynamodbPort: number;
  sesPort: number;
  /** LevelDB folder for dynalite; in memory when omitted. */
  dataDir?: string;
  siteClock?: string;
  /** How often the outbox is swept for e-mails SES did not take. */
  sweepEveryMs?: number;
}

export interface LocalStack {
  origin: string;
  port: number;
  sesUrl: string;
  dynamodbUrl: string;
  dynalite: Backend;
  /** Embark dates of the weeks this start added from src/data/availability.ts (none kept ones changed). */
  seeded: string[];
  ses: Backend;
  /** Sweeps the outbox now (the timer does it every sweepEveryMs anyway). */
  sweep(): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

/**
 * The whole product on this machine: the built site through the edge routing
 * function, /api/* on the Lambda handler modules, dynalite and the SES
 * emulator as child processes, and the outbox sweep.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const dynalite = await startDynalite(options.dynamodbPort, options.dataDir);
  const ses = await startSesEmulator(options.sesPort).catch(async (error: unknown) => {
    await dynalite.stop();
    throw error;
  });
  pointAwsSdkAtLocalBackends(process.env, { dynamodb: options.dynamodbPort, ses: options.sesPort });
  if (options.siteClock) process.env.SITE_CLOCK = options.siteClock;
  await ensureTables(process.env.AWS_ENDPOINT_URL_DYNAMODB!, {
    joinRequests: process.env.JOIN_REQUESTS_TABLE!,
    subscriptions: process.env.SUBSCRIPTIONS_TABLE!,
    weeks: process.env.WEEKS_TABLE!,
    outbox: process.env.OUTBOX_TABLE!,
  });
  const seeded = await seedLocalWeeks(process.env.AWS_ENDPOINT_URL_DYNAMODB!, process.env.WEEKS_TABLE!);

  // Imported after the environment is set: the handlers' SDK clients read it at load.
  const { sweepOutbox } = await import('../functions/domain/outbox');
  const { remindLapsingOptions } = await import('../functions/domain/optionReminders');
  let running: Promise<Record<string, number>> | undefined;
  // What the mail-sweeper function does every minute in AWS: the outbox, then the option reminders.
  const sweepOnce = async () => {
    const { sent, failed, dead, skipped, errors } = await sweepOutbox();
    const reminders = await remindLapsingOptions();
    return { sent, failed, dead, skipped, errors, reminded: reminders.sent, reminderFailed: reminders.failed };
  };
  const sweep = () => {
    running ??= sweepOnce().finally(() => (running = undefined));
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
  await new Promise<void>((resolve) => server.listen(options.port, resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://localhost:${port}`,
    port,
    sesUrl: `http://127.0.0.1:${options.sesPort}`,
    dynamodbUrl: `http://127.0.0.1:${options.dynamodbPort}`,
    dynalite,
    ses,
    seeded,
    sweep,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([dynalite.stop(), ses.stop()]);
    },
  };
}
