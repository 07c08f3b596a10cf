import globalBuild from './build-once';
import { startSharedDynamoDb } from './shared-dynamodb';

/** What stops the shared DynamoDB Local: kept for the global teardown, which runs in this process. */
export const stopShared = Symbol.for('libeccio.tests.stopSharedDynamoDb');
type WithStop = typeof globalThis & { [stopShared]?: () => Promise<void> };

/**
 * The global setup of the suites that run the local stack (jest's `integration` project, Playwright
 * Test): a current build (tests/support/build-once.ts), then the run's one DynamoDB Local
 * (tests/support/shared-dynamodb.ts). tests/support/global-teardown.ts stops it.
 */
export default async function globalSetup(): Promise<void> {
  globalBuild();
  (globalThis as WithStop)[stopShared] = await startSharedDynamoDb();
}
