import type { Browser, Page } from 'playwright-core';
import { calendarCopy, requestFormCopy } from '../../src/data/copy/forms';
import { joinUsPage } from '../../src/data/copy/pages';
import { formMessages } from '../../common/contracts/messages';
import { localePrefix, locales, type Locale } from '../../common/locales';
import type { LocalStack } from '../../server/local-stack';
import { startTestStack } from '../support/test-stack';
import { waitFor } from '../support/mailbox';
import { owner } from '../support/owner';
import { freePort } from '../support/ports';
import { defaultViewport, launchTestBrowser, sharedTab, type SharedTab } from '../support/browser';

let stack: LocalStack;
let browser: Browser;
/** One tab for every test, reset after each (tests/support/browser.ts); the routes a test adds go with the reset. */
let tab: SharedTab;
let dynamodbPort: number;

beforeAll(async () => {
  dynamodbPort = await freePort();
  stack = await startTestStack({
    dynamodbPort,
  });
  browser = await launchTestBrowser();
  tab = await sharedTab(browser, { viewport: { width: 1280, height: 900 } });
});
afterEach(() => tab?.reset());
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function openCalendar(locale: Locale, prepare?: (page: Page) => Promise<unknown>): Promise<Page> {
  const { page } = tab;
  await prepare?.(page);
  // With the API answering, wait for the calendar's read of it.
  const live = prepare ? undefined : page.waitForResponse('**/api/availability');
  await page.goto(`${stack.origin}${localePrefix(locale)}/join-us/`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
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

describe.each(locales)('the availability calendar in %s', (locale) => {
  // One pair of weeks per language, so the two runs don't see each other's changes.
  const [optioned, opened] = locale === 'en' ? [14, 28] : [21, 28];

  it('shows a week the owner changed through the CLI, after the page loaded, with no rebuild', async () => {
    // Seed: 14 June available, 21 June optioned, 28 June not available.
    const from = (day: number) => `2025-06-${day}`;
    if (locale === 'en') {
      expect((await owner(dynamodbPort, 'week', from(optioned), 'optioned', '--until', '2025-06-12')).code).toBe(0);
    } else {
      expect((await owner(dynamodbPort, 'week', from(optioned), 'not-available')).code).toBe(0);
    }
    expect((await owner(dynamodbPort, 'week', from(opened), 'available')).code).toBe(0);

    const page = await openCalendar(locale);
    await expectTile(page, optioned, locale === 'en' ? 'optioned' : 'not-available', locale);
    await expectTile(page, opened, 'available', locale);
    expect(await page.locator('[data-testid=availability-snapshot]').count()).toBe(0);
  });

  it('keeps the built-in snapshot and says of when it is when the API cannot be reached', async () => {
    const page = await openCalendar(locale, (p) =>
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

  it('links the iCalendar feed in the page’s language', async () => {
    const { page } = tab;
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

describe('a week taken between page load and send', () => {
  it('gets the 409 message and the calendar refreshes', async () => {
    // 12 July is available when the page loads…
    const page = await openCalendar('en');
    await page.locator('.react-calendar__navigation__next-button').click();
    await expectTile(page, 12, 'available', 'en');
    await tile(page, 12).click();
    await page.fill('#request-name', 'Ada');
    await page.fill('#request-email', 'ada@example.com');
    await page.fill('#request-phone', '+44 20 7946 0958');
    // …and taken before the visitor sends.
    expect((await owner(dynamodbPort, 'week', '2025-07-12', 'not-available')).code).toBe(0);
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
