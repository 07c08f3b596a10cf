import { accessibilityPage } from '../../src/data/copy/accessibility';
import { newsletterCopy, privacyLinkLabel, requestFormCopy } from '../../src/data/copy/forms';
import { confirmPage, linkPageError, unsubscribePage } from '../../src/data/copy/newsletterLinks';
import { layoutCopy } from '../../src/data/copy/pages';
import { privacyPage } from '../../src/data/copy/privacy';
import { localePrefix, locales } from '../../common/locales';
import { expect, hydrated, test, type Page, type Request } from '../support/fixtures';
import type { LocalSite } from '../support/local-site';

// The site alone, no API: these pages must do nothing on load, and nothing here needs an answer.
// 10 June 2025: the season is open, so Join us shows the request form.
test.use({ siteOptions: { siteClock: '2025-06-10' }, viewport: { width: 1280, height: 900 } });

/** Opens a page and records every request to /api/ it makes while loading and hydrating. */
async function open(page: Page, site: LocalSite, pathname: string): Promise<{ page: Page; api: Request[] }> {
  const api: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) api.push(request);
  });
  await page.goto(site.origin + pathname, { waitUntil: 'load' });
  await hydrated(page);
  return { page, api };
}

test.describe('the legal links of the footer', () => {
  // Every page's footer (operator, both links, in its language) is checked by the one page walk
  // (tests/e2e/site.spec.ts); here a reader follows the links.
  for (const [from, label, to, lang, title] of [
    ['/the-yacht/', layoutCopy.legal.privacy.en, '/privacy/', 'en', privacyPage.title.en],
    ['/it/blogbook/', layoutCopy.legal.privacy.it, '/it/privacy/', 'it', privacyPage.title.it],
    ['/contact/', layoutCopy.legal.accessibility.en, '/accessibility/', 'en', accessibilityPage.title.en],
    ['/it/join-us/', layoutCopy.legal.accessibility.it, '/it/accessibility/', 'it', accessibilityPage.title.it],
  ] as const)
    test(`on ${from}, "${label}" leads to ${to}, in ${lang}: ${title}`, async ({ page, site }) => {
      await open(page, site, from);
      await page.locator('footer').getByRole('link', { name: label }).click();
      await page.waitForURL(site.origin + to);
      await page.waitForFunction((expected) => document.querySelector('h1')?.textContent === expected, title);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
    });
});

for (const locale of locales)
  test.describe(`the privacy line at the forms in ${locale}`, () => {
    test('sits under the charter request form, linking to the privacy notice', async ({ page, site }) => {
      await open(page, site, `${localePrefix(locale)}/join-us/`);
      await page.locator('#availability').scrollIntoViewIfNeeded();
      const notice = page.locator('form[aria-labelledby=request-title] [data-testid=privacy-notice]');
      await notice.waitFor();
      expect(await notice.innerText()).toBe(`${requestFormCopy.notice[locale]} ${privacyLinkLabel[locale]}`);
      expect(await notice.getByRole('link').getAttribute('href')).toBe(`${localePrefix(locale)}/privacy/`);
    });

    test('sits under the newsletter field, linking to the privacy notice', async ({ page, site }) => {
      await open(page, site, `${localePrefix(locale)}/contact/`);
      const notice = page.locator('#newsletter form [data-testid=privacy-notice]');
      expect(await notice.innerText()).toBe(`${newsletterCopy.notice[locale]} ${privacyLinkLabel[locale]}`);
      expect(await notice.getByRole('link').getAttribute('href')).toBe(`${localePrefix(locale)}/privacy/`);
    });
  });

/** The outcome box's text, once the page has read its link. */
const outcome = (page: Page) => page.locator('[data-testid=link-outcome]').innerText();

for (const locale of locales)
  test.describe(`the newsletter confirmation page in ${locale}`, () => {
    const prefix = localePrefix(locale);

    test('opened with a token, offers the button and calls no API', async ({ page, site }) => {
      const { api } = await open(page, site, `${prefix}/newsletter/confirm/?token=abc123`);
      const button = page.getByRole('button', { name: confirmPage.button[locale] });
      await button.waitFor();
      expect(await page.locator('main h1').innerText()).toBe(confirmPage.title[locale]);
      expect(await page.locator('main').innerText()).toContain(confirmPage.text[locale]);
      expect(await page.getAttribute('meta[name=robots]', 'content')).toBe('noindex');
      await page.waitForLoadState('networkidle');
      expect(api.map((request) => request.url())).toEqual([]);
    });

    test('opened without a token, says the link is invalid, offers no button, and calls no API', async ({
      page,
      site,
    }) => {
      const { api } = await open(page, site, `${prefix}/newsletter/confirm/`);
      await page.waitForSelector('[data-testid=link-outcome]');
      expect(await outcome(page)).toContain(confirmPage.invalid[locale]);
      expect(await page.getAttribute('[data-testid=link-outcome] a', 'href')).toBe(`${prefix}/#newsletter`);
      expect(await page.locator('main button').count()).toBe(0);
      await page.waitForLoadState('networkidle');
      expect(api).toEqual([]);
    });

    test('the button posts the token and the page’s language once; with no API to answer, it offers a retry', async ({
      page,
      site,
    }) => {
      const { api } = await open(page, site, `${prefix}/newsletter/confirm/?token=abc%2B123`);
      await page.getByRole('button', { name: confirmPage.button[locale] }).click();
      await page.waitForSelector('[role=alert][data-testid=link-outcome]');
      expect(api).toHaveLength(1);
      expect(api[0]!.method()).toBe('POST');
      expect(new URL(api[0]!.url()).pathname).toBe('/api/newsletter/confirm');
      expect(api[0]!.postDataJSON()).toEqual({ token: 'abc+123', locale });
      expect(await outcome(page)).toBe(linkPageError[locale]);
      expect(await page.getByRole('button', { name: confirmPage.button[locale] }).isEnabled()).toBe(true);
    });
  });

for (const locale of locales)
  test.describe(`the newsletter unsubscribe page in ${locale}`, () => {
    const prefix = localePrefix(locale);

    test('opened with a token, offers a real one-click form and calls no API', async ({ page, site }) => {
      const { api } = await open(page, site, `${prefix}/newsletter/unsubscribe/?token=abc123`);
      const button = page.getByRole('button', { name: unsubscribePage.button[locale] });
      await button.waitFor();
      const form = page.locator('main form');
      expect(await form.getAttribute('method')).toBe('post');
      expect(await form.getAttribute('action')).toBe('/api/newsletter/unsubscribe?token=abc123');
      expect(
        await form.locator('input[type=hidden]').evaluate((input: HTMLInputElement) => [input.name, input.value]),
      ).toEqual(['List-Unsubscribe', 'One-Click']);
      expect(await page.getAttribute('meta[name=robots]', 'content')).toBe('noindex');
      await page.waitForLoadState('networkidle');
      expect(api).toEqual([]);
    });

    for (const [query, message] of [
      ['?state=done', unsubscribePage.done],
      ['?state=invalid', unsubscribePage.invalid],
      ['', unsubscribePage.invalid],
    ] as const)
      test(`opened with "${query}", says so, offers no button, and calls no API`, async ({ page, site }) => {
        const { api } = await open(page, site, `${prefix}/newsletter/unsubscribe/${query}`);
        await page.waitForSelector('[data-testid=link-outcome]');
        expect(await outcome(page)).toContain(message[locale]);
        expect(await page.locator('main button').count()).toBe(0);
        await page.waitForLoadState('networkidle');
        expect(api).toEqual([]);
      });

    test('the button posts the RFC 8058 one-click body; with no API to answer, it offers a retry', async ({
      page,
      site,
    }) => {
      const { api } = await open(page, site, `${prefix}/newsletter/unsubscribe/?token=abc123`);
      await page.getByRole('button', { name: unsubscribePage.button[locale] }).click();
      await page.waitForSelector('[role=alert][data-testid=link-outcome]');
      expect(api).toHaveLength(1);
      expect(api[0]!.method()).toBe('POST');
      expect(api[0]!.url()).toBe(`${site.origin}/api/newsletter/unsubscribe?token=abc123`);
      expect(api[0]!.headers()['content-type']).toBe('application/x-www-form-urlencoded');
      expect(api[0]!.postData()).toBe('List-Unsubscribe=One-Click');
      // Sent by fetch: the page stays, and the button can be pressed again.
      expect(new URL(page.url()).pathname).toBe(`${prefix}/newsletter/unsubscribe/`);
      expect(await outcome(page)).toBe(linkPageError[locale]);
      expect(await page.getByRole('button', { name: unsubscribePage.button[locale] }).isEnabled()).toBe(true);
    });
  });
