import { requestFailureCopy, requestFormCopy } from '../../src/data/copy/forms';
import { locales } from '../../common/locales';
import { expect, test } from '../support/fixtures';
import { expectShown, fillGuest, openAvailability, sends, success, widths } from '../support/request-outcome';

// Issue 38: after "Send", the result is in view, below the sticky navbar, and announced (focused, with
// its role), every time, at phone and desktop width, in both languages, for dates (the weeks: the
// -weeks suite). Today's real date (no SITE_CLOCK): the shipped 2025 season is over, so the form asks for dates.
test.use({ stackOptions: { siteClock: undefined } });

for (const viewport of widths) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const locale of locales)
      test(`a request for dates in ${locale}: the result in view, below the bar, ${sends} times`, async ({
        page,
        stack,
      }) => {
        for (let n = 0; n < sends; n += 1) {
          await openAvailability(page, stack, locale);
          await fillGuest(page, `Dates ${viewport.width} ${locale} ${n}`);
          await page.fill('#request-dates-from', '2027-06');
          await page.fill('#request-dates-to', '2027-07');
          await page.fill('#request-dates-words', `week ${n + 1}`);
          await page.click('form[aria-labelledby=request-title] button[type=submit]');
          await page.waitForSelector('[data-testid=request-reference]');
          await expectShown(page, success, 'status');
          expect(await page.textContent(`${success} [data-testid=request-next]`)).toBe(
            requestFormCopy.successNextDates[locale],
          );
        }
      });

    test(`an error in each language: the message in view, below the bar, announced`, async ({ page, stack }) => {
      await page.route('**/api/join-requests', (route) => route.fulfill({ status: 500, body: '{}' }));
      for (const locale of locales) {
        await openAvailability(page, stack, locale);
        await fillGuest(page, `Error ${viewport.width} ${locale}`);
        await page.fill('#request-dates-words', 'late June');
        await page.click('form[aria-labelledby=request-title] button[type=submit]');
        await page.waitForSelector('[role=alert]');
        await expectShown(page, '[role=alert]', 'alert');
        expect(await page.textContent('[role=alert] h4')).toBe(requestFailureCopy.server.title[locale]);
      }
    });
  });
}
