import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { newsletterCopy } from '../../src/data/copy/forms';
import { confirmPage, unsubscribePage } from '../../src/data/copy/newsletterLinks';
import { privacyNoticeVersion } from '../../common/facts/privacyNotice';
// Keyed with the privacy secret the stack sets, read when an id is computed.
import { subscriberIdOf } from '../../functions/newsletter/subscriberTokens';
import { fill, localePrefix, locales } from '../../common/locales';
import type { LocalStack } from '../../server/local-stack';
import { expect, hydrated, test, type Page, type Request } from '../support/fixtures';
import { headerOf, mailbox, waitFor, type StoredMail } from '../support/mailbox';
import { owner } from '../support/owner';

// The newsletter's double opt-in as a visitor lives it: the form, the confirmation mail, its links.
// The tests sweep the outbox by hand, so that "exactly one mail" is theirs to check.
test.use({ stackOptions: { sweepEveryMs: 3_600_000 }, viewport: { width: 1280, height: 900 } });

/** Playwright's default viewport, what the tests that set it had. */
const defaultViewport = { width: 1280, height: 720 };

/** The file's stack, for the helpers below. */
let stack: LocalStack;
let db: DynamoDBDocumentClient;

test.beforeAll(({ stack: started }) => {
  stack = started;
  db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.dynamodbUrl }));
});
test.afterAll(() => db?.destroy());

const freshAddress = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** The stored subscription item, raw, as DynamoDB holds it. */
const storedItem = async (email: string) =>
  (
    await db.send(
      new GetCommand({ TableName: stack.tables.subscriptions, Key: { subscriberId: subscriberIdOf(email) } }),
    )
  ).Item;

/** What the owner sees for this address (`npm run owner -- subscribers --json`). */
async function ownerView(email: string) {
  const { code, out } = await owner(stack.dynamodb.port, 'subscribers', '--json');
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
async function open(page: Page, url: string): Promise<{ page: Page; api: Request[] }> {
  const api: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) api.push(request);
  });
  await page.goto(url, { waitUntil: 'load' });
  await hydrated(page);
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
  'Cancel this sign-up',
  'You are receiving this e-mail',
  'Privacy notice',
];
const italianMailPhrases = ['Confermate', 'Buongiorno', 'Buon vento', 'Annullate subito', 'Informativa sulla privacy'];

for (const locale of locales)
  test.describe(`the newsletter’s double opt-in in ${locale}`, () => {
    // Each test goes on from the last one's mail and links.
    test.describe.configure({ mode: 'serial' });
    const prefix = localePrefix(locale);
    const email = freshAddress(`optin-${locale}`);
    let mail: StoredMail;
    let confirmUrl: string;
    let unsubscribePageLink: string;
    let unsubscribeApiUrl: string;

    test('the form on the home page says to check the inbox, in the page’s language', async ({ page, stack }) => {
      await open(page, `${stack.origin}${prefix}/`);
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

    test('sends exactly one confirmation mail, in that language, with both list headers and a visible unsubscribe link', async ({
      stack,
    }) => {
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

    test('the confirm link: opening it changes nothing; the button confirms, with the consent recorded', async ({
      page,
    }) => {
      const { api } = await open(page, confirmUrl);
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
      // The heading no longer asks to confirm.
      expect(await page.textContent('h1')).toBe(confirmPage.doneTitle[locale]);

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

    test('the same confirm link again says the subscription is confirmed, not that it expired', async ({ page }) => {
      await open(page, confirmUrl);
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/newsletter/confirm'));
      await page.getByRole('button', { name: confirmPage.button[locale] }).click();
      expect((await answer).status()).toBe(200);
      await page.waitForSelector('[data-testid=link-outcome]');
      expect(await outcome(page)).toBe(confirmPage.alreadyConfirmed[locale]);
      expect(await page.textContent('h1')).toBe(confirmPage.doneTitle[locale]);
      expect((await storedItem(email))?.state).toBe('confirmed');
    });

    test('the List-Unsubscribe URL opened with a GET redirects to the unsubscribe page and changes nothing', async ({
      page,
    }) => {
      const before = await storedItem(email);
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

    test('the visible unsubscribe link: opening it changes nothing; the button unsubscribes and keeps no address', async ({
      page,
    }) => {
      const { api } = await open(page, unsubscribePageLink);
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

for (const locale of locales)
  test.describe(`the unsubscribe form’s HTML path (no JavaScript) in ${locale}`, () => {
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

    test('a form post of the one-click body preferring HTML is answered 303 to the page, which says done', async ({
      page,
      stack,
    }) => {
      const email = freshAddress(`form-${locale}`);
      const apiUrl = await confirmedSubscriber(email);
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
