import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Browser, Page, Request } from 'playwright-core';
import { newsletterCopy } from '../../src/data/copy/forms';
import { confirmPage, unsubscribePage } from '../../src/data/copy/newsletterLinks';
import { privacyNoticeVersion } from '../../common/facts/privacyNotice';
import { fill, localePrefix, locales, type Locale } from '../../common/locales';
import type { LocalStack } from '../../server/local-stack';
import { defaultViewport, launchTestBrowser, sharedTab, type SharedTab } from '../support/browser';
import { headerOf, mailbox, waitFor, type StoredMail } from '../support/mailbox';
import { owner } from '../support/owner';
import { startTestStack } from '../support/test-stack';

// The newsletter's double opt-in as a visitor lives it: the form, the confirmation mail, its links.
let stack: LocalStack;
let browser: Browser;
/** One tab for every test, reset after each (tests/support/browser.ts), so no test counts another's requests. */
let tab: SharedTab;
let db: DynamoDBDocumentClient;
let subscriberIdOf: (email: string) => string;

beforeAll(async () => {
  // The tests sweep the outbox by hand, so that "exactly one mail" is theirs to check.
  stack = await startTestStack({ sweepEveryMs: 3_600_000 });
  browser = await launchTestBrowser();
  tab = await sharedTab(browser, { viewport: { width: 1280, height: 900 } });
  db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.dynamodbUrl }));
  // Imported after the stack has set the privacy secret the subscriber id is keyed with.
  ({ subscriberIdOf } = await import('../../functions/newsletter/subscriberTokens'));
});
afterEach(() => tab?.reset());
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  db?.destroy();
});

const freshAddress = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** The stored subscription item, raw, as DynamoDB holds it. */
const storedItem = async (email: string) =>
  (
    await db.send(
      new GetCommand({ TableName: 'NewsletterSubscriptions', Key: { subscriberId: subscriberIdOf(email) } }),
    )
  ).Item;

/** What the owner sees for this address (`npm run owner -- subscribers --json`). */
async function ownerView(email: string) {
  const { code, out } = await owner(stack.dynalite.port, 'subscribers', '--json');
  expect(code).toBe(0);
  const { subscribers } = JSON.parse(out) as { subscribers: Array<{ email: string | null; state: string }> };
  return subscribers.find((subscriber) => subscriber.email === email);
}

const mailsTo = async (email: string): Promise<StoredMail[]> =>
  (await mailbox(stack.sesUrl)).filter((mail) => mail.destination.to.includes(email));

/** Sweeps the outbox until a mail to `email` has arrived, then sweeps once more and returns every mail to it. */
async function sweptMailsTo(email: string): Promise<StoredMail[]> {
  await waitFor(async () => {
    await stack.sweep();
    const mails = await mailsTo(email);
    return mails.length ? mails : undefined;
  });
  await stack.sweep();
  return mailsTo(email);
}

/** Opens a page of the stack and records every request to /api/ it makes. */
async function open(url: string): Promise<{ page: Page; api: Request[] }> {
  const { page } = tab;
  const api: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) api.push(request);
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return { page, api };
}

const outcome = (page: Page) => page.locator('[data-testid=link-outcome]').innerText();

/** The English half of the confirmation mail's copy, none of which may show in the Italian mail. */
const englishMailPhrases = [
  'Please confirm your subscription',
  'Hello,',
  'We have been asked',
  'press the button below',
  'Confirm my subscription',
  'If you did not ask for it',
  'Fair winds',
  'Stop all e-mails',
  'You are receiving this e-mail',
  'Privacy notice',
];
const italianMailPhrases = ['Confermate', 'Buongiorno', 'Buon vento', 'Bloccate', 'Informativa sulla privacy'];

describe.each(locales)('the newsletter’s double opt-in in %s', (locale: Locale) => {
  const prefix = localePrefix(locale);
  const email = freshAddress(`optin-${locale}`);
  let mail: StoredMail;
  let confirmUrl: string;
  let unsubscribePageLink: string;
  let unsubscribeApiUrl: string;

  it('the form on the home page says to check the inbox, in the page’s language', async () => {
    const { page } = await open(`${stack.origin}${prefix}/`);
    await page.fill('#newsletter-email', email);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/newsletter-subscriptions'));
    await page.click('#newsletter button[type=submit]');
    expect((await answer).status()).toBe(202);
    await page.waitForSelector('.Toastify__toast');
    const toast = await page.textContent('.Toastify__toast');
    const status = await page.textContent('#newsletter [role=status]');
    expect(toast).toContain(newsletterCopy.successToast[locale]);
    expect(status).toBe(fill(newsletterCopy.successText[locale], { email }));
    if (locale === 'it') {
      expect(toast).not.toContain(newsletterCopy.successToast.en);
      expect(status).not.toContain('inbox');
      expect(status).not.toContain('confirm your subscription');
    }
  });

  it('sends exactly one confirmation mail, in that language, with both list headers and a visible unsubscribe link', async () => {
    const mails = await sweptMailsTo(email);
    expect(mails).toHaveLength(1);
    mail = mails[0]!;
    const text = mail.body.text ?? '';
    const html = mail.body.html ?? '';
    if (locale === 'it') {
      expect(mail.subject).toMatch(/^Confermate l’iscrizione alla newsletter di /);
      expect(text).toContain('Per confermare, premete il pulsante qui sotto (o aprite questo link) entro 48 ore');
      expect(html).toContain('Confermo l’iscrizione');
      for (const phrase of englishMailPhrases) {
        expect(mail.subject).not.toContain(phrase);
        expect(text).not.toContain(phrase);
        expect(html).not.toContain(phrase);
      }
    } else {
      expect(mail.subject).toMatch(/^Please confirm your subscription to the .+ newsletter$/);
      expect(text).toContain('To confirm, press the button below (or open this link) within 48 hours');
      for (const phrase of italianMailPhrases) {
        expect(mail.subject).not.toContain(phrase);
        expect(text).not.toContain(phrase);
      }
    }

    // The test stack sets SITE_ORIGIN to its own origin (server/local-stack.ts), so the mail's links
    // point at this very stack and the browser can open them as they are, without rewriting the origin.
    confirmUrl = new RegExp(`(\\S+/newsletter/confirm/\\?token=[A-Za-z0-9_-]+)`).exec(text)![1]!;
    expect(confirmUrl.startsWith(`${stack.origin}${prefix}/newsletter/confirm/?token=`)).toBe(true);
    unsubscribePageLink = new RegExp(`(\\S+/newsletter/unsubscribe/\\?token=[A-Za-z0-9_-]+)`).exec(text)![1]!;
    expect(unsubscribePageLink.startsWith(`${stack.origin}${prefix}/newsletter/unsubscribe/?token=`)).toBe(true);
    // The same link, visible in the HTML part too.
    expect(html).toContain(`href="${unsubscribePageLink}"`);

    const listUnsubscribe = headerOf(mail, 'List-Unsubscribe') ?? '';
    expect(listUnsubscribe).toMatch(
      new RegExp(
        `^<${stack.origin}/api/newsletter/unsubscribe\\?token=[A-Za-z0-9_-]+>, <mailto:[^>]+\\?subject=unsubscribe>$`,
      ),
    );
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    unsubscribeApiUrl = /^<([^>]+)>/.exec(listUnsubscribe)![1]!;
    // The page link and the one-click link carry the same (stable) unsubscribe token.
    expect(new URL(unsubscribeApiUrl).searchParams.get('token')).toBe(
      new URL(unsubscribePageLink).searchParams.get('token'),
    );
  });

  it('the confirm link: opening it changes nothing; the button confirms, with the consent recorded', async () => {
    const { page, api } = await open(confirmUrl);
    const button = page.getByRole('button', { name: confirmPage.button[locale] });
    await button.waitFor();
    await page.waitForLoadState('networkidle');
    expect(api.map((request) => request.url())).toEqual([]);
    expect(await ownerView(email)).toMatchObject({ state: 'pending', confirmedAt: null });
    expect(await storedItem(email)).toMatchObject({ state: 'pending', email });

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/newsletter/confirm'));
    await button.click();
    expect((await answer).status()).toBe(200);
    await page.waitForSelector('[data-testid=link-outcome]');
    expect(await outcome(page)).toBe(confirmPage.done[locale]);
    if (locale === 'it') expect(await outcome(page)).not.toContain(confirmPage.done.en);

    const item = await storedItem(email);
    expect(item).toMatchObject({
      state: 'confirmed',
      email,
      locale,
      consent: { confirmedAt: expect.any(String), locale, noticeVersion: privacyNoticeVersion },
    });
    expect(Date.now() - Date.parse(item!.consent.confirmedAt as string)).toBeLessThan(60_000);
    expect(await ownerView(email)).toMatchObject({ state: 'confirmed', noticeVersion: privacyNoticeVersion });
  });

  it('the same confirm link again says it has expired or was used (410)', async () => {
    const { page } = await open(confirmUrl);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/newsletter/confirm'));
    await page.getByRole('button', { name: confirmPage.button[locale] }).click();
    expect((await answer).status()).toBe(410);
    await page.waitForSelector('[data-testid=link-outcome]');
    expect(await outcome(page)).toContain(confirmPage.expired[locale]);
    expect(await page.getAttribute('[data-testid=link-outcome] a', 'href')).toBe(`${prefix}/#newsletter`);
    expect((await storedItem(email))?.state).toBe('confirmed');
  });

  it('the List-Unsubscribe URL opened with a GET redirects to the unsubscribe page and changes nothing', async () => {
    const before = await storedItem(email);
    const { page } = tab;
    await page.setViewportSize(defaultViewport);
    const response = await page.goto(unsubscribeApiUrl, { waitUntil: 'load' });
    const redirect = response!.request().redirectedFrom();
    expect(redirect?.url()).toBe(unsubscribeApiUrl);
    expect((await redirect!.response())?.status()).toBe(303);
    // To the page in the subscriber's language, offering the button.
    expect(page.url()).toBe(unsubscribePageLink);
    await page.getByRole('button', { name: unsubscribePage.button[locale] }).waitFor();
    expect(await storedItem(email)).toEqual(before);
    expect(before).toMatchObject({ state: 'confirmed', email });
  });

  it('the visible unsubscribe link: opening it changes nothing; the button unsubscribes and keeps no address', async () => {
    const { page, api } = await open(unsubscribePageLink);
    const button = page.getByRole('button', { name: unsubscribePage.button[locale] });
    await button.waitFor();
    await page.waitForLoadState('networkidle');
    expect(api).toEqual([]);
    expect(await storedItem(email)).toMatchObject({ state: 'confirmed', email });

    const answer = page.waitForResponse((response) => response.url().startsWith(unsubscribeApiUrl));
    await button.click();
    expect((await answer).status()).toBe(200);
    await page.waitForSelector('[data-testid=link-outcome]');
    expect(await outcome(page)).toBe(unsubscribePage.done[locale]);
    // Sent with fetch: the reader stays on the page.
    expect(new URL(page.url()).pathname).toBe(`${prefix}/newsletter/unsubscribe/`);

    const item = await storedItem(email);
    expect(item).toMatchObject({ state: 'unsubscribed', suppressed: 'unsubscribed' });
    expect(item).not.toHaveProperty('email');
    expect(JSON.stringify(item)).not.toContain(email);
    expect(await ownerView(email)).toBeUndefined();
  });
});

describe.each(locales)('the unsubscribe form’s HTML path (no JavaScript) in %s', (locale: Locale) => {
  const prefix = localePrefix(locale);

  /** A confirmed subscriber, set up through the API; returns the List-Unsubscribe URL of its mail. */
  async function confirmedSubscriber(email: string): Promise<string> {
    const post = (path: string, body: unknown) =>
      fetch(`${stack.origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('/api/newsletter-subscriptions', { email, locale })).status).toBe(202);
    const [mail] = await sweptMailsTo(email);
    const token = /\/newsletter\/confirm\/\?token=([A-Za-z0-9_-]+)/.exec(mail!.body.text ?? '')![1]!;
    expect((await post('/api/newsletter/confirm', { token, locale })).status).toBe(200);
    return /^<([^>]+)>/.exec(headerOf(mail!, 'List-Unsubscribe') ?? '')![1]!;
  }

  it('a form post of the one-click body preferring HTML is answered 303 to the page, which says done', async () => {
    const email = freshAddress(`form-${locale}`);
    const apiUrl = await confirmedSubscriber(email);
    const { page } = tab;
    await page.setViewportSize(defaultViewport);
    // What the page's <form method=post> sends when no script intercepts it: the one-click field,
    // urlencoded, with a browser's Accept header.
    const response = await page.request.post(apiUrl, {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      },
      data: 'List-Unsubscribe=One-Click',
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    const location = response.headers().location!;
    expect(location).toBe(`${stack.origin}${prefix}/newsletter/unsubscribe/?state=done`);
    const item = await storedItem(email);
    expect(item).toMatchObject({ state: 'unsubscribed' });
    expect(item).not.toHaveProperty('email');

    await page.goto(location, { waitUntil: 'load' });
    await page.waitForSelector('[data-testid=link-outcome]');
    expect(await outcome(page)).toBe(unsubscribePage.done[locale]);
    expect(await page.locator('main button').count()).toBe(0);
  });
});
