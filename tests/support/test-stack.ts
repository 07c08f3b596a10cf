import { randomBytes } from 'node:crypto';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tables, type TableKey } from '../../common/tables';
import { scanAll } from '../../functions/platform/pages';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../server/local-stack';
import { freePort } from './ports';
import { sharedDynamoDbPort } from './shared-dynamodb';

const tableKeys = Object.keys(tables) as TableKey[];

/**
 * The whole local stack for one suite: the site and API on a port of its own, its own SES emulator,
 * and its own tables. The tables are on the run's shared DynamoDB Local (tests/support/shared-dynamodb.ts),
 * under names with a prefix of the stack's own (`3f9a1c2e04-Weeks`), set into the environment's table
 * variables before it starts, so the functions, the retention sweep and the owner CLI
 * (tests/support/owner.ts) all use them; `stack.tables` has them. A suite that passes `dynamodbPort`, or
 * a run without the shared one (no global setup), gets a DynamoDB Local of its own instead, with the
 * tables' usual names (common/tables.ts): a suite that stops its DynamoDB on purpose needs that.
 *
 * By default it is 10 June 2025 (the season open) and the per-client limit and the per-source mail budget
 * are raised: every request a suite sends comes from 127.0.0.1, and each has a suite of its own
 * (tests/integration/rate-limit.test.ts, flood.test.ts). Anything given overrides these.
 */
export async function startTestStack(options: Partial<LocalStackOptions> = {}): Promise<LocalStack> {
  const shared = options.dynamodbPort === undefined ? sharedDynamoDbPort() : undefined;
  const prefix = shared ? `${randomBytes(5).toString('hex')}-` : '';
  const names = Object.fromEntries(tableKeys.map((key) => [key, `${prefix}${tables[key].localName}`])) as Record<
    TableKey,
    string
  >;
  const previous = tableKeys.map((key) => [tables[key].envVar, process.env[tables[key].envVar]] as const);
  for (const key of tableKeys) process.env[tables[key].envVar] = names[key];
  /** The table variables back as they were, unless another stack started since changed them. */
  const restoreNames = () => {
    if (tableKeys.some((key) => process.env[tables[key].envVar] !== names[key])) return;
    for (const [name, value] of previous) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };

  const stack = await startLocalStack({
    port: 0,
    sesPort: await freePort(),
    siteClock: '2025-06-10',
    rateLimitPerMinute: 1000,
    sourceMailHourlyCap: 1000,
    ...options,
    dynamodbPort: shared ?? options.dynamodbPort ?? (await freePort()),
    externalDynamoDb: options.externalDynamoDb ?? shared !== undefined,
  }).catch((error: unknown) => {
    restoreNames();
    throw error;
  });
  return {
    ...stack,
    async stop() {
      await stack.stop();
      if (shared) await dropTables(stack);
      restoreNames();
    },
  };
}

/** Deletes a stack's tables from the shared DynamoDB Local, which outlives the stack. */
async function dropTables(stack: LocalStack): Promise<void> {
  const client = new DynamoDBClient({ endpoint: stack.dynamodbUrl });
  try {
    for (const TableName of Object.values(stack.tables)) {
      await client.send(new DeleteTableCommand({ TableName })).catch((error: unknown) => {
        console.warn(`[tests] table ${TableName} not deleted: ${String(error)}`);
      });
    }
  } finally {
    client.destroy();
  }
}

/** Every item of every table of the stack, as raw JSON text (what a privacy check greps). */
export async function everyTableText(stack: Pick<LocalStack, 'dynamodbUrl' | 'tables'>): Promise<string> {
  const client = new DynamoDBClient({ endpoint: stack.dynamodbUrl });
  const db = DynamoDBDocumentClient.from(client);
  let text = '';
  for (const name of Object.values(stack.tables)) {
    text += JSON.stringify(await scanAll(db, name));
  }
  client.destroy();
  return text;
}
