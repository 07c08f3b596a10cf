import { requestFormCopy } from '../../src/data/copy/forms';
import { locales } from '../../common/locales';
import { expect, test } from '../support/fixtures';
import { expectShown, fillGuest, openAvailability, sends, success, widths } from '../support/request-outcome';
import { open2027, owner } from '../support/owner';

// Issue 38, for a week chosen on the calendar (the dates and the error: the -dates suite). Today's real
// date (no SITE_CLOCK), with the tests' 2027 season opened by the owner's command.
test.use({ stackOptions: { siteClock: undefined } });

test.describe('once a season is open', () => {
  test.beforeAll(async ({ stack }) => {
    const opened = await owner(stack.dynamodb.port, ...open2027);
    expect(opened.code).toBe(0);
  });

  for (const viewport of widths)
    for (const locale of locales)
      test(`at ${viewport.width} px, a request for a week in ${locale}: the result in view, below the bar, ${sends} times`, async ({
        page,
        stack,
      }) => {
        await page.setViewportSize(viewport);
        for (let n = 0; n < sends; n += 1) {
          await openAvailability(page, stack, locale);
          await page.waitForSelector('.react-calendar');
          // May to September 2027: a different month, and a different height of page above the form, each time.
          for (let month = 0; month <= n; month += 1) await page.click('.react-calendar__navigation__next-button');
          await page.click('.react-calendar__tile:has(abbr[aria-label*="16"]):not([disabled])');
          await page.waitForSelector('[data-testid=week-from]');
          await fillGuest(page, `Week ${viewport.width} ${locale} ${n}`);
          await page.click('form[aria-labelledby=request-title] button[type=submit]');
          await page.waitForSelector('[data-testid=request-reference]');
          await expectShown(page, success, 'status');
          expect(await page.textContent(`${success} [data-testid=request-next]`)).toBe(
            requestFormCopy.successNext[locale],
          );
        }
      });
});
