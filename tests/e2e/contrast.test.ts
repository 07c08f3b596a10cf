import type { Browser, Page } from 'playwright-core';
import { collectRoutes } from '../../edge/routes';
import { buildDir } from '../../server/build-freshness';
import { launchBrowser } from '../../tools/browser';
import { checkContrast, type ContrastFailure } from '../../tools/contrast';
import { startLocalSite, type LocalSite } from '../../tools/local-site';

let local: LocalSite;
let inSeason: LocalSite;
let browser: Browser;
let routes: string[];

beforeAll(async () => {
  routes = await collectRoutes(buildDir);
  local = await startLocalSite();
  inSeason = await startLocalSite({ siteClock: '2025-06-10' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await local?.close();
  await inSeason?.close();
});

type Located = ContrastFailure & { route: string };

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 15_000 });
  if (await page.locator('#availability').count()) {
    // The calendar and form mount as the reader nears them.
    await page.locator('#availability').scrollIntoViewIfNeeded();
    await page.waitForSelector('#availability .react-calendar, #availability [role=status] h3');
  }
}

describe('every text a visitor sees is readable against its own background (WCAG AA)', () => {
  it.each([375, 1440])('on every page of both languages at %ipx, lazy sections mounted', async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const failures: Located[] = [];
    let checked = 0;
    for (const route of routes) {
      await open(page, local.origin + route);
      const report = await checkContrast(page);
      checked += report.checked;
      failures.push(...report.failures.map((failure) => ({ route, ...failure })));
    }
    await page.close();
    process.stdout.write(`contrast at ${width}px: ${checked} text elements on ${routes.length} pages\n`);
    expect(routes.length).toBeGreaterThanOrEqual(40);
    expect(checked).toBeGreaterThan(routes.length * 20);
    expect(failures).toEqual([]);
  });

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
