import { requestFailureCopy, requestFormCopy } from '../../src/data/copy/forms';
import { localePrefix, locales, type Locale } from '../../common/locales';
import type { LocalStack } from '../../server/local-stack';
import { open2027, owner } from '../support/owner';
import { expect, hydrated, test, type Page } from '../support/fixtures';

// Issue 38: after "Send", the result is in view, below the sticky navbar, and announced (focused, with
// its role), every time, at phone and desktop width, in both languages, for a week and for dates.
// Today's real date (no SITE_CLOCK): the shipped 2025 season is over, so the form asks for dates until
// this file opens a 2027 season of its own.
test.use({ stackOptions: { siteClock: undefined } });

const widths = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;
/** Requests per width, language and kind: 5 × 2 languages × 2 kinds = 20 per width. */
const sends = 5;

/** Opens Join us where every invitation to charter lands (#availability), as a visitor arrives. */
async function openAvailability(page: Page, stack: LocalStack, locale: Locale) {
  // From elsewhere, as a visitor comes: the same URL again would only move to the fragment, not load the page.
  await page.goto('about:blank');
  await page.goto(`${stack.origin}${localePrefix(locale)}/join-us/#availability`);
  await hydrated(page);
  await page.waitForSelector('form[aria-labelledby=request-title]');
}

async function fillGuest(page: Page, name: string) {
  await page.fill('#request-name', name);
  await page.fill('#request-email', `${name.toLowerCase().replace(/\W/g, '')}@example.com`);
  await page.fill('#request-phone', '+44 20 7946 0958');
}

/** Where the outcome box sits against the screen and the sticky navbar, and whether it has focus. */
function placeOf(page: Page, selector: string) {
  return page.evaluate((found) => {
    const box = document.querySelector(found);
    const bar = document.querySelector('.navbar');
    if (!box || !bar) return undefined;
    const { top, bottom } = box.getBoundingClientRect();
    return {
      belowBar: top >= bar.getBoundingClientRect().bottom,
      inView: bottom <= window.innerHeight,
      focused: document.activeElement === box,
      role: box.getAttribute('role'),
    };
  }, selector);
}

/** The box is, and stays, fully in view below the bar, focused and announced (status or alert). */
async function expectShown(page: Page, selector: string, role: 'status' | 'alert') {
  const shown = { belowBar: true, inView: true, focused: true, role };
  await expect.poll(() => placeOf(page, selector), { timeout: 5_000 }).toEqual(shown);
  // Still there a moment later: nothing scrolled it away (a late layout, a scroll restoration).
  await page.waitForTimeout(300);
  expect(await placeOf(page, selector)).toEqual(shown);
}

const success = '[role=status]:has([data-testid=request-reference])';

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
