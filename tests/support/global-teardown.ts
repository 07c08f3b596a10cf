import { stopShared } from './global-setup';

/** Stops the run's shared DynamoDB Local (tests/support/global-setup.ts started it in this process). */
export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as typeof globalThis & { [stopShared]?: () => Promise<void> };
  const stop = holder[stopShared];
  delete holder[stopShared];
  await stop?.();
}
