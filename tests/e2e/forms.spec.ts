import { calendarLabels, toastLabels } from '../../src/data/copy/a11y';
import { calendarCopy, newsletterCopy, requestFailureCopy, requestFormCopy } from '../../src/data/copy/forms';
import { contactLinks } from '../../common/facts/site';
import { formMessages } from '../../common/contracts/messages';
import { fill, localePrefix, locales, type Locale } from '../../common/locales';
import type { LocalStack } from '../../server/local-stack';
import { mailbox, waitFor } from '../support/mailbox';
import { expect, hydrated, test, type Page } from '../support/fixtures';

test.use({ stackOptions: {}, siteOptions: {}, viewport: { width: 1280, height: 900 } });

/** Playwright's default viewport, what the newsletter tests had. */
const defaultViewport = { width: 1280, height: 720 };

async function openJoinUs(page: Page, stack: LocalStack, locale: Locale): Promise<Page> {
  await page.goto(`${stack.origin}${localePrefix(locale)}/join-us/`);
  await hydrated(page);
  // The calendar mounts as the reader scrolls near it (WhenNear), not before.
  expect(await page.locator('.react-calendar').count()).toBe(0);
  await page.locator('#availability').scrollIntoViewIfNeeded();
  await page.waitForSelector('.react-calendar');
  return page;
}

const errorOf = (page: Page, field: string) => page.locator(`#request-${field}-error`);

for (const locale of locales)
  test.describe(`the charter request form in ${locale}`, () => {
    test('shows each validation message for its bad input', async ({ page, stack }) => {
      await openJoinUs(page, stack, locale);
      await page.click('form[aria-labelledby=request-title] button[type=submit]');
      expect(await errorOf(page, 'name').textContent()).toBe(formMessages.name[locale]);
      expect(await errorOf(page, 'email').textContent()).toBe(formMessages.email[locale]);
      expect(await errorOf(page, 'phone').textContent()).toBe(formMessages.phone[locale]);
      expect(await errorOf(page, 'week').textContent()).toBe(formMessages.week[locale]);
      // The first problem has the focus, and the field says it is invalid.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('request-week');
      // The calendar's month arrows have names in the page's language.
      expect(await page.getAttribute('.react-calendar__navigation__prev-button', 'aria-label')).toBe(
        calendarLabels.previous[locale],
      );
      expect(await page.getAttribute('.react-calendar__navigation__next-button', 'aria-label')).toBe(
        calendarLabels.next[locale],
      );
      expect(await page.getAttribute('#request-name', 'aria-invalid')).toBe('true');

      await page.fill('#request-name', 'Ada');
      await page.fill('#request-email', 'ada@');
      await page.fill('#request-phone', '12');
      await page.click('form[aria-labelledby=request-title] button[type=submit]');
      expect(await errorOf(page, 'name').count()).toBe(0);
      expect(await errorOf(page, 'email').textContent()).toBe(formMessages.email[locale]);
      expect(await errorOf(page, 'phone').textContent()).toBe(formMessages.phone[locale]);
    });

    test('sends a valid request once, shows success, and the owner’s e-mail carries every field', async ({
      page,
      stack,
    }) => {
      await openJoinUs(page, stack, locale);
      const name = `Guest ${locale} ${Date.now()}`;
      // 14 June 2025 (an available week) is in the first month shown.
      await page.click('.react-calendar__tile:has(abbr[aria-label*="14"]):not([disabled])');
      expect(await page.textContent('[data-testid=week-from]')).toBe(
        locale === 'it' ? '14 giugno 2025' : '14 June 2025',
      );
      expect(await page.textContent('[data-testid=week-to]')).toBe(locale === 'it' ? '21 giugno 2025' : '21 June 2025');
      await page.fill('#request-name', name);
      await page.fill('#request-email', 'guest@example.com');
      await page.fill('#request-phone', '+39 333 123 4567');
      await page.fill('#request-message', 'Four adults, two children.');
      await page.dblclick('form[aria-labelledby=request-title] button[type=submit]');
      await page.waitForSelector('[role=status] h3');
      expect(await page.textContent('[role=status] h3')).toBe(requestFormCopy.successTitle[locale]);
      expect(await page.textContent('[role=status] p')).toBe(requestFormCopy.successText[locale]);

      const mails = await waitFor(async () => {
        // The owner's mail (Reply-To the visitor); the visitor's acknowledgement names them too.
        const found = (await mailbox(stack.sesUrl)).filter(
          (mail) => mail.body.text?.includes(name) && mail.replyTo.includes('guest@example.com'),
        );
        return found.length ? found : undefined;
      });
      expect(mails).toHaveLength(1);
      const text = mails[0]!.body.text!;
      for (const expected of [
        `Name: ${name}`,
        'E-mail: guest@example.com',
        // The phone as people write it, and tappable: a call and a WhatsApp link.
        'Phone: +39 333 123 4567',
        'tel:+393331234567',
        'https://wa.me/393331234567',
        'Week: 14–21 June 2025',
        'Itinerary: Aeolian Islands',
        `Page language: ${locale === 'it' ? 'Italian' : 'English'}`,
        'Four adults, two children.',
      ]) {
        expect(text).toContain(expected);
      }
      expect(mails[0]!.replyTo).toEqual(['guest@example.com']);
    });

    test('shows the error state when the API fails', async ({ page, stack }) => {
      await openJoinUs(page, stack, locale);
      await page.route('**/api/join-requests', (route) => route.fulfill({ status: 500, body: '{}' }));
      await page.click('.react-calendar__tile:has(abbr[aria-label*="16"]):not([disabled])');
      await page.fill('#request-name', 'Ada');
      await page.fill('#request-email', 'ada@example.com');
      await page.fill('#request-phone', '+44 20 7946 0958');
      await page.click('form[aria-labelledby=request-title] button[type=submit]');
      const alert = page.locator('[role=alert]');
      await alert.waitFor();
      // What failed in the title, what to do in the body, and the other ways to reach the owners.
      expect(await alert.locator('h4').textContent()).toBe(requestFailureCopy.server.title[locale]);
      expect(await alert.locator('p').first().textContent()).toBe(requestFailureCopy.server.text[locale]);
      expect(
        await alert
          .locator('[data-testid=request-other-ways] a')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).toEqual([contactLinks.mailto, contactLinks.chat]);
      // Nothing typed is lost: the visitor can send again.
      expect(await page.inputValue('#request-name')).toBe('Ada');
    });
  });

for (const width of [375, 1440])
  test(`at ${width} px the newsletter's toast sits just below the navbar, clear of the form's own message`, async ({
    page,
    stack,
  }) => {
    await page.setViewportSize({ width, height: 812 });
    await page.goto(`${stack.origin}/`);
    await hydrated(page);
    await page.fill('#newsletter-email', `reader-${width}-${Date.now()}@example.com`);
    await page.click('#newsletter button[type=submit]');
    await page.waitForSelector('#newsletter [role=status]:not(:empty)');
    const toast = page.locator('.Toastify__toast');
    await toast.waitFor();
    // Its entrance animation ends where it stays.
    await page.waitForTimeout(800);
    const boxOf = async (selector: string) => (await page.locator(selector).boundingBox())!;
    const bar = await boxOf('.navbar');
    const box = await boxOf('.Toastify__toast');
    const status = await boxOf('#newsletter [role=status]');
    const heading = await boxOf('#newsletter-title');
    const below = (a: { y: number; height: number }, b: { y: number }) => a.y + a.height <= b.y + 1;
    expect({ belowBar: box.y >= bar.y + bar.height - 1, nearBar: box.y - (bar.y + bar.height) < 24 }).toEqual({
      belowBar: true,
      nearBar: true,
    });
    // Over neither the inline confirmation nor the heading of the form (each either above or below it).
    for (const other of [status, heading]) expect(below(box, other) || below(other, box)).toBe(true);
  });

for (const locale of locales)
  test.describe(`the newsletter block in ${locale}`, () => {
    test('says to check the inbox, in a toast and in a text naming the address', async ({ page, stack }) => {
      await page.setViewportSize(defaultViewport);
      await page.goto(`${stack.origin}${localePrefix(locale)}/contact/`);
      await hydrated(page);
      const email = `reader-${locale}-${Date.now()}@example.com`;
      await page.fill('#newsletter-email', email);
      await page.click('#newsletter button[type=submit]');
      await page.waitForSelector('.Toastify__toast');
      expect(await page.textContent('.Toastify__toast')).toContain(newsletterCopy.successToast[locale]);
      // The toast library's own names are English; ours are in the page's language.
      expect(await page.getAttribute('.Toastify', 'aria-label')).toBe(toastLabels.region[locale]);
      expect(await page.getAttribute('.Toastify__close-button', 'aria-label')).toBe(toastLabels.close[locale]);
      // Every accessible name inside the toasts, hidden or not, is one of ours (the library's progress bar says
      // "notification timer" in English even when hidden).
      const names = await page.$$eval('.Toastify, .Toastify [aria-label]', (nodes) =>
        nodes.map((node) => node.getAttribute('aria-label')),
      );
      expect(new Set(names)).toEqual(new Set([toastLabels.region[locale], toastLabels.close[locale]]));
      expect(await page.textContent('#newsletter [role=status]')).toBe(
        fill(newsletterCopy.successText[locale], { email }),
      );
    });

    test('shows the error toast and the retry text when the API cannot be reached', async ({ page, stack }) => {
      await page.setViewportSize(defaultViewport);
      await page.route('**/api/newsletter-subscriptions', (route) => route.abort('connectionrefused'));
      await page.goto(`${stack.origin}${localePrefix(locale)}/`);
      await hydrated(page);
      await page.fill('#newsletter-email', 'reader@example.com');
      await page.click('#newsletter button[type=submit]');
      await page.waitForSelector('.Toastify__toast');
      expect(await page.textContent('.Toastify__toast')).toContain(newsletterCopy.errorToast[locale]);
      expect(await page.textContent('#newsletter [role=alert]')).toBe(newsletterCopy.errorText[locale]);
    });

    test('refuses a bad address with the spec’s message', async ({ page, stack }) => {
      await page.setViewportSize(defaultViewport);
      await page.goto(`${stack.origin}${localePrefix(locale)}/`);
      await hydrated(page);
      await page.fill('#newsletter-email', 'not-an-address');
      await page.click('#newsletter button[type=submit]');
      await page.waitForSelector('#newsletter-error');
      expect(await page.textContent('#newsletter-error')).toBe(formMessages.email[locale]);
    });
  });

test.describe('over the per-client rate limit (a real 429 from the local API)', () => {
  /**
   * Lowers the limit to 1 for this visitor (127.0.0.1, the browser too) and uses it up; restores it after.
   * The window is a clock minute: the functions (in this process) pretend one, standing still, on the
   * stack's day (a date-time SITE_CLOCK, functions/platform/clock.ts), so it cannot roll over between the
   * flood and the form's send, and no test waits for it to.
   */
  async function exhaustLimit(stack: LocalStack, path: string, body: unknown, minute: string) {
    process.env.SITE_CLOCK = `2025-06-10T10:${minute}:15Z`;
    process.env.RATE_LIMIT_PER_MINUTE = '1';
    await fetch(`${stack.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }
  test.afterEach(() => {
    process.env.RATE_LIMIT_PER_MINUTE = '1000';
    process.env.SITE_CLOCK = '2025-06-10';
  });

  test('the request form shows the translated message (Italian), keeps what was typed, and sends once', async ({
    page,
    stack,
  }) => {
    await openJoinUs(page, stack, 'it');
    await page.click('.react-calendar__tile:has(abbr[aria-label*="14"]):not([disabled])');
    await page.fill('#request-name', 'Ada');
    await page.fill('#request-email', 'ada@example.com');
    await page.fill('#request-phone', '+44 20 7946 0958');
    await exhaustLimit(stack, '/api/join-requests', {}, '01');
    let sends = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/join-requests')) sends += 1;
    });
    await page.click('form[aria-labelledby=request-title] button[type=submit]');
    const alert = page.locator('[role=alert]');
    await alert.waitFor();
    expect(await alert.locator('h4').textContent()).toBe(requestFailureCopy.limited.title.it);
    expect(await alert.locator('p').first().textContent()).toBe(formMessages.rateLimited.it);
    expect(await page.inputValue('#request-name')).toBe('Ada');
    // A 429 is not retried: it would only count against the visitor again.
    expect(sends).toBe(1);
  });

  test('the newsletter block shows it (English) in its toast and its text', async ({ page, stack }) => {
    await page.setViewportSize(defaultViewport);
    await page.goto(`${stack.origin}/contact/`);
    await hydrated(page);
    await page.fill('#newsletter-email', `limited-${Date.now()}@example.com`);
    await exhaustLimit(stack, '/api/newsletter-subscriptions', {}, '02');
    await page.click('#newsletter button[type=submit]');
    await page.waitForSelector('.Toastify__toast');
    expect(await page.textContent('.Toastify__toast')).toContain(formMessages.rateLimited.en);
    expect(await page.textContent('#newsletter [role=alert]')).toBe(formMessages.rateLimited.en);
  });
});

test.describe('after the season', () => {
  // The `site` fixture: the build on another server, with no site clock (today is after 1 November 2025).
  for (const locale of locales)
    test(`says in ${locale} that the next season is not yet published, points to the newsletter, and keeps the form for preferred dates`, async ({
      page,
      site,
    }) => {
      await page.setViewportSize(defaultViewport);
      await page.goto(`${site.origin}${localePrefix(locale)}/join-us/#availability`);
      await page.waitForSelector('#availability [role=status]');
      expect(await page.textContent('#availability [role=status] h3')).toBe(calendarCopy.closedTitle[locale]);
      expect(await page.getAttribute('#availability [role=status] a', 'href')).toBe('#newsletter');
      // The form never closes: no week to choose, so it asks for the visitor's dates.
      expect(await page.locator('#request-name').count()).toBe(1);
      expect(await page.locator('#request-dates-from').count()).toBe(1);
      expect(await page.locator('.react-calendar').count()).toBe(0);
    });
});
