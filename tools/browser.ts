import { chromium, type Browser } from 'playwright-core';
import { chromiumFlags, chromiumPath } from './chromium';

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumFlags,
  });
}
