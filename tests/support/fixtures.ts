/**
 * The browser suites' fixtures (Playwright Test). The browser is Playwright's own worker fixture, set up in
 * playwright.config.ts (Debian's headless shell through `launchOptions.executablePath`); each test gets
 * Playwright's fresh context and page. Here, two worker fixtures for the servers a suite drives:
 *
 * - `stack`: the whole local stack (tests/support/test-stack.ts), with the options the file sets: its tables
 *   on the run's one DynamoDB Local, which playwright.config.ts's global setup starts;
 * - `site`: the local edge server over the build alone (tests/support/local-site.ts).
 *
 * And one test option, `walk`: the width and language of the page walk's projects (playwright.config.ts).
 *
 * A file that uses one sets its options at its top, `test.use({ stackOptions: {...} })` or
 * `test.use({ siteOptions: {...} })` (`{}` for the defaults). They are worker options, so Playwright runs
 * that file in a worker of its own: its stack starts with new tables, and the in-process functions' modules (their
 * AWS SDK clients keep the first endpoint they see, their settings come from `process.env`) are its own,
 * as jest's fresh module registry per file gave them before.
 */
import { test as base } from '@playwright/test';
import type { Locale } from '../../common/locales';
import type { LocalStack, LocalStackOptions } from '../../server/local-stack';
import { startLocalSite, type LocalSite } from './local-site';
import { startTestStack } from './test-stack';
// server/local-stack.ts loads these with `await import()`, which Playwright's loader hands to Node's CommonJS
// translator untransformed (a TypeScript syntax error); required here first, those imports find them loaded.
import '../../functions/mail-sweeper';
import '../../functions/platform/clients';
import '../../functions/requests/optionReminders';
import '../../server/retentionSweep';

export { expect, type Page, type BrowserContext, type Request } from '@playwright/test';
export { hydrated } from './hydrated';

/** The page walk's width and language: set by the walk's projects (playwright.config.ts). */
export interface WalkOptions {
  walk: { width: number; height: number; locale: Locale } | undefined;
}

interface Servers {
  stackOptions: Partial<LocalStackOptions> | undefined;
  stack: LocalStack;
  siteOptions: { siteClock?: string } | undefined;
  site: LocalSite;
}

const unset = (name: string) =>
  new Error(
    `This file uses the ${name} fixture: set test.use({ ${name}Options: {} }) at its top (tests/support/fixtures.ts)`,
  );

export const test = base.extend<WalkOptions, Servers>({
  walk: [undefined, { option: true }],
  stackOptions: [undefined, { scope: 'worker', option: true }],
  stack: [
    async ({ stackOptions }, use) => {
      if (!stackOptions) throw unset('stack');
      const stack = await startTestStack(stackOptions);
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker' },
  ],
  siteOptions: [undefined, { scope: 'worker', option: true }],
  site: [
    async ({ siteOptions }, use) => {
      if (!siteOptions) throw unset('site');
      const site = await startLocalSite(siteOptions);
      await use(site);
      await site.close();
    },
    { scope: 'worker' },
  ],
});
