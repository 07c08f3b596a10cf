import type { Browser, Page } from 'playwright-core';
import { launchTestBrowser } from '../support/browser';
import { checkContrast, type ContrastFailure } from '../support/contrast';
import { startLocalSite, type LocalSite } from '../support/local-site';
import { mountLazySections } from '../support/page-walk';

// Every page at both widths is checked for contrast by the one page walk (site.test.ts).
// Here: what only an open season shows.
let inSeason: LocalSite;
let browser: Browser;

beforeAll(async () => {
  inSeason = await startLocalSite({ siteClock: '2025-06-10' });
  browser = await launchTestBrowser();
});

afterAll(async () => {
  await browser?.close();
  await inSeason?.close();
});

type Located = ContrastFailure & { route: string };

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 15_000 });
  await mountLazySections(page);
}

describe('every text a visitor sees is readable against its own background (WCAG AA)', () => {
  it.each([375, 1440])(
    'on Join us in season at %ipx: the calendar, a chosen week and every form error',
    async (width) => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const failures: Located[] = [];
      let checked = 0;
      for (const route of ['/join-us/', '/it/join-us/']) {
        await open(page, inSeason.origin + route);
        await page.waitForSelector('#availability .react-calendar');
        await page.click('#availability form button[type=submit]');
        await page.waitForSelector('#request-name-error');
        await page.click('.react-calendar__tile:not([disabled])');
        const report = await checkContrast(page);
        checked += report.checked;
        failures.push(...report.failures.map((failure) => ({ route, ...failure })));
      }
      await page.close();
      expect(checked).toBeGreaterThan(60);
      expect(failures).toEqual([]);
    },
  );
});
