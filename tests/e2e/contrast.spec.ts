import { checkContrast, type ContrastFailure } from '../support/contrast';
import { expect, hydrated, test, type Page } from '../support/fixtures';
import { mountLazySections } from '../support/page-walk';

// Every page at both widths is checked for contrast by the one page walk (site.spec.ts).
// Here: what only an open season shows.
test.use({ siteOptions: { siteClock: '2025-06-10' } });

type Located = ContrastFailure & { route: string };

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await hydrated(page, { timeout: 15_000 });
  await mountLazySections(page);
}

test.describe('every text a visitor sees is readable against its own background (WCAG AA)', () => {
  for (const width of [375, 1440])
    test(`on Join us in season at ${width}px: the calendar, a chosen week and every form error`, async ({
      page,
      site,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const failures: Located[] = [];
      let checked = 0;
      for (const route of ['/join-us/', '/it/join-us/']) {
        await open(page, site.origin + route);
        await page.waitForSelector('#availability .react-calendar');
        await page.click('#availability form button[type=submit]');
        await page.waitForSelector('#request-name-error');
        await page.click('.react-calendar__tile:not([disabled])');
        const report = await checkContrast(page);
        checked += report.checked;
        failures.push(...report.failures.map((failure) => ({ route, ...failure })));
      }
      expect(checked).toBeGreaterThan(60);
      expect(failures).toEqual([]);
    });
});
