import { calendarCopy, requestFormCopy } from '../../src/data/copy/forms';
import { joinUsPage } from '../../src/data/copy/pages';
import { formMessages } from '../../common/contracts/messages';
import { localePrefix, locales, type Locale } from '../../common/locales';
import type { LocalStack } from '../../server/local-stack';
import { waitFor } from '../support/mailbox';
import { owner } from '../support/owner';
import { expect, hydrated, test, type Page } from '../support/fixtures';

test.use({ stackOptions: {}, viewport: { width: 1280, height: 900 } });

/** Playwright's default viewport, what the feed test had. */
const defaultViewport = { width: 1280, height: 720 };

async function openCalendar(
  page: Page,
  stack: LocalStack,
  locale: Locale,
  prepare?: (page: Page) => Promise<unknown>,
): Promise<Page> {
  await prepare?.(page);
  // With the API answering, wait for the calendar's read of it.
  const live = prepare ? undefined : page.waitForResponse('**/api/availability');
  await page.goto(`${stack.origin}${localePrefix(locale)}/join-us/`);
  await hydrated(page);
  await page.locator('#availability').scrollIntoViewIfNeeded();
  await page.waitForSelector('.react-calendar');
  await live;
  return page;
}

/** The June 2025 tile of `day` (the month the calendar opens on, with SITE_CLOCK 2025-06-10). */
const tile = (page: Page, day: number) => page.locator(`.react-calendar__tile:has(abbr[aria-label*="${day}"])`).first();

async function expectTile(page: Page, day: number, status: 'available' | 'optioned' | 'not-available', locale: Locale) {
  const target = tile(page, day);
  const label = `, ${calendarCopy.status[status][locale]}`;
  const text = await waitFor(async () => {
    const now = (await target.textContent()) ?? '';
    return now.includes(label) ? now : undefined;
  }).catch(async () => (await target.textContent()) ?? '');
  expect(text).toContain(label);
  expect(await target.isDisabled()).toBe(status !== 'available');
}

for (const locale of locales)
  test.describe(`the availability calendar in ${locale}`, () => {
    // One pair of weeks per language, so the two runs don't see each other's changes.
    const [optioned, opened] = locale === 'en' ? [14, 28] : [21, 28];

    test('shows a week the owner changed through the CLI, after the page loaded, with no rebuild', async ({
      page,
      stack,
    }) => {
      // Seed: 14 June available, 21 June optioned, 28 June not available.
      const from = (day: number) => `2025-06-${day}`;
      if (locale === 'en') {
        expect(
          (await owner(stack.dynamodb.port, 'week', from(optioned), 'optioned', '--until', '2025-06-12')).code,
        ).toBe(0);
      } else {
        expect((await owner(stack.dynamodb.port, 'week', from(optioned), 'not-available')).code).toBe(0);
      }
      expect((await owner(stack.dynamodb.port, 'week', from(opened), 'available')).code).toBe(0);

      await openCalendar(page, stack, locale);
      await expectTile(page, optioned, locale === 'en' ? 'optioned' : 'not-available', locale);
      await expectTile(page, opened, 'available', locale);
      expect(await page.locator('[data-testid=availability-snapshot]').count()).toBe(0);
    });

    test('keeps the built-in snapshot and says of when it is when the API cannot be reached', async ({
      page,
      stack,
    }) => {
      await openCalendar(page, stack, locale, (p) =>
        p.route('**/api/availability', (route) => route.abort('connectionrefused')),
      );
      const notice = page.locator('[data-testid=availability-snapshot]');
      await notice.waitFor();
      const [before, after] = calendarCopy.snapshotNotice[locale].split('{date}') as [string, string];
      const text = (await notice.textContent()) ?? '';
      expect(text.startsWith(before) && text.endsWith(after)).toBe(true);
      expect(text.length).toBeGreaterThan(before.length + after.length + 8); // a date in words
      // The snapshot (common/facts/weeks.ts): 14 June available, 21 June optioned.
      await expectTile(page, 14, 'available', locale);
      await expectTile(page, 21, 'optioned', locale);
    });

    test('links the iCalendar feed in the page’s language', async ({ page, stack }) => {
      await page.setViewportSize(defaultViewport);
      await page.goto(`${stack.origin}${localePrefix(locale)}/join-us/`);
      const link = page.locator('[data-testid=availability-feed]');
      expect(await link.textContent()).toBe(joinUsPage.availability.feedLink[locale]);
      const href = await link.getAttribute('href');
      expect(href).toBe(locale === 'it' ? '/api/availability.ics?lang=it' : '/api/availability.ics');
      const feed = await fetch(`${stack.origin}${href}`);
      expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(await feed.text()).toContain(
        locale === 'it' ? 'SUMMARY:Libeccio: disponibile' : 'SUMMARY:Libeccio: available',
      );
    });
  });

test.describe('a week taken between page load and send', () => {
  test('gets the 409 message and the calendar refreshes', async ({ page, stack }) => {
    // 12 July is available when the page loads…
    await openCalendar(page, stack, 'en');
    await page.locator('.react-calendar__navigation__next-button').click();
    await expectTile(page, 12, 'available', 'en');
    await tile(page, 12).click();
    await page.fill('#request-name', 'Ada');
    await page.fill('#request-email', 'ada@example.com');
    await page.fill('#request-phone', '+44 20 7946 0958');
    // …and taken before the visitor sends.
    expect((await owner(stack.dynamodb.port, 'week', '2025-07-12', 'not-available')).code).toBe(0);
    const refreshed = page.waitForResponse(
      (response) => response.url().endsWith('/api/availability') && response.status() === 200,
    );
    await page.click('form[aria-labelledby=request-title] button[type=submit]');
    await page.waitForSelector('#request-week-error');
    expect(await page.textContent('#request-week-error')).toBe(formMessages.weekTaken.en);
    await refreshed;
    await expectTile(page, 12, 'not-available', 'en');
    expect(await page.textContent('form[aria-labelledby=request-title] button[type=submit]')).toBe(
      requestFormCopy.submit.en,
    );
  });
});
