import { startLocalStack, type LocalStack, type LocalStackOptions } from '../server/local-stack';
import { freePort } from './ports';

/**
 * The whole local stack for one suite, on ports of its own. By default it is 10 June 2025 (the season
 * open) and the per-client limit is raised: every request a suite sends comes from 127.0.0.1, and the
 * limit has a suite of its own (tests/integration/rate-limit.test.ts). Anything given overrides these.
 */
export async function startTestStack(options: Partial<LocalStackOptions> = {}): Promise<LocalStack> {
  return startLocalStack({
    port: 0,
    dynamodbPort: await freePort(),
    sesPort: await freePort(),
    siteClock: '2025-06-10',
    rateLimitPerMinute: 1000,
    ...options,
  });
}
