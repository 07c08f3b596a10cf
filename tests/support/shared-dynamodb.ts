import { startDynamoDbLocal } from '../../server/backends';
import { freePort } from './ports';

/**
 * One DynamoDB Local for a whole test run (Java starts in 1.5-2 s and takes some 200 MB: once per run,
 * not once per suite). The runners' global setup (tests/support/global-setup.ts: jest's `integration`
 * project and Playwright Test) starts it in memory on a free port and publishes the port in this
 * variable; the workers inherit it, and each test stack creates tables of its own there
 * (tests/support/test-stack.ts). The global teardown stops it.
 */
export const sharedDynamoDbVariable = 'TEST_SHARED_DYNAMODB_PORT';

/** The shared DynamoDB Local's port, when the run has one. */
export function sharedDynamoDbPort(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const port = Number(env[sharedDynamoDbVariable]);
  return Number.isInteger(port) && port > 0 ? port : undefined;
}

/** Starts the shared DynamoDB Local (in memory) and publishes its port; returns what stops it. */
export async function startSharedDynamoDb(): Promise<() => Promise<void>> {
  const dynamodb = await startDynamoDbLocal(await freePort());
  process.env[sharedDynamoDbVariable] = String(dynamodb.port);
  // A run that ends without its teardown (an error, Ctrl-C) leaves no Java behind.
  const kill = () => dynamodb.child?.kill('SIGKILL');
  process.once('exit', kill);
  return async () => {
    process.off('exit', kill);
    delete process.env[sharedDynamoDbVariable];
    await dynamodb.stop();
  };
}
