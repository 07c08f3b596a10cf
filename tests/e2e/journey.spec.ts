import { calendarCopy, requestFailureCopy, requestFormCopy } from '../../src/data/copy/forms';
import { confirmNoScript } from '../../src/data/copy/newsletterLinks';
import { contact, contactLinks } from '../../common/facts/site';
import { localePrefix, locales, type Locale } from '../../common/locales';
import type { LocalStack } from '../../server/local-stack';
import { mailbox, waitFor } from '../support/mailbox';
import { expect, hydrated, test, type Page } from '../support/fixtures';

// Issue 42's journey on a phone, and issue 43's "say only what was done": a signal lost after the page
// loaded, Back then Forward after a sent request, the guest told of an acknowledgement only when one goes,
// and the site without JavaScript. The site's clock is in June 2025 (weeks open); a source may mail a
// visitor for two requests an hour (the deployed default), so the third gets no acknowledgement.
test.use({ stackOptions: { sourceMailHourlyCap: 2 }, viewport: { width: 375, height: 812 } });

const send = 'form[aria-labelledby=request-title] button[type=submit]';

async function openForm(page: Page, stack: LocalStack, locale: Locale) {
  // From elsewhere, as a visitor comes: the same URL again would only move to the fragment, not load the page.
  await page.goto('about:blank');
  await page.goto(`${stack.origin}${localePrefix(locale)}/join-us/#availability`);
  await hydrated(page);
  await page.waitForSelector('.react-calendar');
  // The page and the form's code loaded: what a phone has before its signal goes.
  await page.waitForLoadState('networkidle');
}

async function fillRequest(page: Page, name: string) {
  await page.click('.react-calendar__tile:has(abbr[aria-label*="16"]):not([disabled])');
  await page.fill('#request-name', name);
  await page.fill('#request-email', 'guest@example.com');
  await page.fill('#request-phone', '+44 20 7946 0958');
  await page.fill('#request-message', 'Two families.');
}

const typed = (page: Page) =>
  Promise.all(['name', 'email', 'phone', 'message'].map((field) => page.inputValue(`#request-${field}`)));

test('the success box promises an acknowledgement only when one is sent', async ({ page, stack }) => {
  // Three requests from one connection: the source's budget (2 an hour) runs out by the third at the latest.
  const shown: { reference: string; acknowledged: boolean }[] = [];
  for (let n = 0; n < 3; n += 1) {
    await openForm(page, stack, 'en');
    await fillRequest(page, `Budget ${n} ${Date.now()}`);
    await page.click(send);
    const reference = (await page.locator('[data-testid=request-reference]').textContent())!;
    const ack = await page.locator('[data-testid=request-ack]').textContent();
    expect([requestFormCopy.acknowledged.en, requestFormCopy.notAcknowledged.en]).toContain(ack);
    shown.push({ reference, acknowledged: ack === requestFormCopy.acknowledged.en });
  }
  expect(shown.some((request) => !request.acknowledged)).toBe(true);
  await stack.sweep();
  // What the page said is what the guest's inbox holds.
  const toGuest = async () =>
    (await mailbox(stack.sesUrl)).filter((mail) => mail.destination.to.includes('guest@example.com'));
  for (const { reference } of shown.filter((request) => request.acknowledged)) {
    await waitFor(async () => ((await toGuest()).some((mail) => mail.subject.includes(reference)) ? true : undefined));
  }
  for (const { reference } of shown.filter((request) => !request.acknowledged)) {
    expect((await toGuest()).filter((mail) => mail.subject.includes(reference))).toEqual([]);
  }
});

for (const locale of locales) {
  test(`offline after the page loaded (${locale}): Send says so within 10 s, keeps every field, and sends once back online`, async ({
    page,
    context,
    stack,
  }) => {
    await openForm(page, stack, locale);
    // A refused field: the box says what failed, distinct title and body, and the field says why.
    await page.click(send);
    const alert = page.locator('[role=alert]');
    expect(await alert.getAttribute('data-failure')).toBe('invalid');
    expect(await alert.locator('h4').textContent()).toBe(requestFailureCopy.invalid.title[locale]);
    expect(await alert.locator('p').first().textContent()).toBe(requestFailureCopy.invalid.text[locale]);

    await fillRequest(page, `Offline ${locale} ${Date.now()}`);
    const before = await typed(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await context.setOffline(true);
    const tapped = Date.now();
    await page.click(send);
    await expect(page.locator('[role=alert][data-failure=network]')).toBeVisible({ timeout: 10_000 });
    console.info(`offline error shown ${Date.now() - tapped} ms after Send (${locale})`);
    expect(await alert.locator('h4').textContent()).toBe(requestFailureCopy.network.title[locale]);
    expect(await alert.locator('p').first().textContent()).toBe(requestFailureCopy.network.text[locale]);
    // The other ways to reach the owners: the e-mail address and WhatsApp of the contact facts.
    const links = alert.locator('[data-testid=request-other-ways] a');
    expect(await links.evaluateAll((found) => found.map((a) => [a.getAttribute('href'), a.textContent]))).toEqual([
      [contactLinks.mailto, contact.email],
      [contactLinks.chat, contact.whatsapp],
    ]);
    expect(await typed(page)).toEqual(before);
    expect(await page.textContent('[data-testid=week-from]')).toBeTruthy();
    // No code was fetched on Send: it was there before.
    expect(scripts).toEqual([]);

    await context.setOffline(false);
    await page.click(send);
    await expect(page.locator('[data-testid=request-reference]')).toBeVisible();
    expect(await page.textContent('[role=status] h3')).toBe(requestFormCopy.successTitle[locale]);
  });

  test(`Back then Forward after a sent request shows its result again, never an empty form (${locale})`, async ({
    page,
    stack,
  }) => {
    await page.goto(`${stack.origin}${localePrefix(locale)}/`);
    await hydrated(page);
    // Into Join us as a visitor goes, by the home page's link (the site's own navigation).
    await page
      .locator(`a[href="${localePrefix(locale)}/join-us/#availability"]:visible`)
      .first()
      .click();
    await page.waitForURL(`**${localePrefix(locale)}/join-us/#availability`);
    await page.locator('#availability').scrollIntoViewIfNeeded();
    await page.waitForSelector('.react-calendar');
    await fillRequest(page, `History ${locale} ${Date.now()}`);
    await page.click(send);
    const reference = await page.locator('[data-testid=request-reference]').textContent();
    expect(reference).toMatch(/^LB-/);

    await page.goBack();
    await page.waitForURL(`${stack.origin}${localePrefix(locale)}/`);
    await page.goForward();
    await page.waitForURL(`**${localePrefix(locale)}/join-us/#availability`);
    await page.locator('#availability').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-testid=request-reference]')).toHaveText(reference!);
    expect(await page.textContent('[role=status] h3')).toBe(requestFormCopy.successTitle[locale]);
    expect(await page.locator('form[aria-labelledby=request-title]').count()).toBe(0);
    // A reload of the same entry too.
    await page.reload();
    await hydrated(page);
    await page.locator('#availability').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-testid=request-reference]')).toHaveText(reference!);
    // "Send another request" is a new, empty form, and stays so.
    await page.click(`button:text("${requestFormCopy.another[locale]}")`);
    await expect(page.locator('#request-name')).toHaveValue('');
  });
}

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    test(`Join us says the calendar needs JavaScript and how else to write; the newsletter form never puts the address in a URL (${locale})`, async ({
      page,
      stack,
    }) => {
      await page.goto(`${stack.origin}${localePrefix(locale)}/join-us/`);
      const note = page.locator('[data-testid=calendar-noscript]');
      await expect(note).toBeVisible();
      expect(await note.textContent()).toContain(calendarCopy.noScript[locale]);
      expect(await note.locator('a').first().getAttribute('href')).toBe(contactLinks.mailto);

      const email = `no-script-${locale}-${Date.now()}@example.com`;
      await page.fill('#newsletter-email', email);
      const [answer] = await Promise.all([page.waitForNavigation(), page.click('#newsletter button[type=submit]')]);
      expect(page.url()).not.toContain('no-script');
      expect(page.url()).not.toContain('%40');
      expect(answer?.request().method()).toBe('POST');
      expect(answer?.status()).toBe(202);
      expect(await page.textContent('body')).toContain(email);

      await page.goto(`${stack.origin}${localePrefix(locale)}/newsletter/confirm/?token=abc`);
      expect(await page.textContent('main')).toContain(confirmNoScript[locale]);
    });
  }
});
