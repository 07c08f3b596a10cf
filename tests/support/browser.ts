import { chromium, type Browser } from 'playwright-core';
import { chromiumFlags, chromiumPath, headlessShellPath } from './chromium';

const launch = (executablePath: string) => chromium.launch({ executablePath, headless: true, args: chromiumFlags });

/** Debian's Chromium, headless, with the flags this closed network needs: what the audit measures with, as Lighthouse does. */
export function launchBrowser(): Promise<Browser> {
  return launch(chromiumPath);
}

/**
 * Debian's headless shell of the same Chromium: what the test suites drive (playwright.config.ts gives
 * Playwright Test the same binary and flags). The pages render and run the same (one Blink, one V8);
 * the browser around them costs less: the page walk took 63 CPU s instead of 88.
 */
export function launchTestBrowser(): Promise<Browser> {
  return launch(headlessShellPath);
}
