import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { chromiumFlags, chromiumPath, headlessShellPath } from './chromium';

const launch = (executablePath: string) => chromium.launch({ executablePath, headless: true, args: chromiumFlags });

/** Debian's Chromium, headless, with the flags this closed network needs: what the audit measures with, as Lighthouse does. */
export function launchBrowser(): Promise<Browser> {
  return launch(chromiumPath);
}

/**
 * Debian's headless shell of the same Chromium: what the test suites drive. The pages render and run
 * the same (one Blink, one V8); the browser around them costs less: the page walk
 * (tests/e2e/site.test.ts) took 63 CPU s instead of 88.
 */
export function launchTestBrowser(): Promise<Browser> {
  return launch(headlessShellPath);
}

/** Playwright's default viewport: what a test that opened a plain `browser.newPage()` had. */
export const defaultViewport = { width: 1280, height: 720 } as const;

/** One browser context and one tab that a suite's tests take turns in (`sharedTab`). */
export interface SharedTab {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Leaves nothing the next test could read; run it after each test (`afterEach(() => tab.reset())`). */
  reset(): Promise<void>;
}

/** The page events a test may listen to; `reset` removes every listener of these. */
const testEvents = ['request', 'response', 'requestfinished', 'requestfailed', 'console', 'pageerror'] as const;

/**
 * One context and one tab for the tests of a suite that need no isolation, each navigating with
 * `page.goto`: a new tab costs Chromium a renderer process (about 1 to 1.4 CPU s on the 2-core
 * machine), a navigation in the same tab on the same site does not. `reset()`, after each test,
 * leaves nothing the next test could read: the listeners of `testEvents` and the routes the test
 * added, the cookies, the localStorage and sessionStorage of the origin the tab is on (scroll
 * positions, the offline choice, the once-per-URL and once-per-build reload marks), the viewport,
 * and the document itself (the tab goes to about:blank, so no timer or request of the last page
 * outlives its test, and the next `goto` is a full load even to the same URL). What it cannot undo a
 * test must not do in the shared tab: `page.clock`, an init script, a service worker,
 * `context.setOffline`, a user agent or device scale factor of its own; such a test takes its own
 * context. The HTTP cache stays, as for a reader going from page to page.
 */
export async function sharedTab(browser: Browser, options: BrowserContextOptions = {}): Promise<SharedTab> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const viewport = page.viewportSize();
  return {
    context,
    page,
    async reset() {
      for (const event of testEvents) page.removeAllListeners(event);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      if (/^https?:/.test(page.url())) {
        const clearStorage = () =>
          page.evaluate(() => {
            localStorage.clear();
            sessionStorage.clear();
          });
        // A test that ended mid-navigation (one that failed): clear the page it lands on.
        await clearStorage().catch(async () => {
          await page.waitForLoadState();
          await clearStorage();
        });
      }
      await page.goto('about:blank');
      await context.clearCookies();
      const now = page.viewportSize();
      if (viewport && (now?.width !== viewport.width || now.height !== viewport.height)) {
        await page.setViewportSize(viewport);
      }
    },
  };
}
