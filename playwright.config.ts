import { defineConfig } from '@playwright/test';
import { walkViewports } from './tests/support/page-walk';
import { chromiumFlags, headlessShellPath } from './tests/support/chromium';
import { locales } from './common/locales';
import type { WalkOptions } from './tests/support/fixtures';

// The functions' per-request info logs would drown the output (the config is loaded in every worker too).
process.env.LOG_LEVEL ||= 'warn';

/** The page walk (tests/e2e/site.spec.ts), once per width and language: four tests two workers share. */
const walks = walkViewports.flatMap((viewport) =>
  locales.map((locale) => ({
    name: `walk ${viewport.width} ${locale}`,
    testMatch: 'site.spec.ts',
    grep: /@walk/,
    use: { walk: { ...viewport, locale } },
  })),
);

/**
 * The browser suites, `tests/e2e/*.spec.ts`, on Debian's headless shell of Chromium (a browser download
 * of the runner's own cannot work on these machines: `npm run setup` installs Debian's). Two
 * workers on the 2-core machine: the suites spend most of their time waiting on the browser and the
 * servers. The global setup builds when the build is stale (tests/support/build-once.ts) and starts the
 * run's one DynamoDB Local, where each file's `stack` makes tables of its own (tests/support/global-setup.ts);
 * the global teardown stops it.
 */
export default defineConfig<WalkOptions>({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  globalSetup: './tests/support/global-setup.ts',
  globalTeardown: './tests/support/global-teardown.ts',
  workers: 2,
  timeout: 120_000,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  outputDir: 'test-artifacts/playwright',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: headlessShellPath, args: chromiumFlags },
  },
  projects: [{ name: 'e2e', grepInvert: /@walk/ }, ...walks],
});
