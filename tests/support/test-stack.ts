import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { scanAll } from '../../functions/platform/pages';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../server/local-stack';
import { freePort } from './ports';

/**
 * The whole local stack for one suite, on ports of its own. By default it is 10 June 2025 (the season
 * open) and the per-client limit and the per-source mail budget are raised: every request a suite sends
 * comes from 127.0.0.1, and each has a suite of its own (tests/integration/rate-limit.test.ts, flood.test.ts). Anything given overrides these.
 */
export async function startTestStack(options: Partial<LocalStackOptions> = {}): Promise<LocalStack> {
  return startLocalStack({
    port: 0,
    dynamodbPort: await freePort(),
    sesPort: await freePort(),
    siteClock: '2025-06-10',
    rateLimitPerMinute: 1000,
    sourceMailHourlyCap: 1000,
    ...options,
  });
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
