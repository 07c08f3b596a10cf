import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { requestFormCopy } from '../../src/data/copy/forms';
import { requestReference } from '../../common/contracts/reference';
import { localePrefix, locales, type Locale } from '../../common/locales';
import type { LocalStack } from '../../server/local-stack';
import { startTestStack } from '../support/test-stack';
import { expect, hydrated, test, type Page } from '../support/fixtures';

test.use({ stackOptions: { sweepEveryMs: 3_600_000 }, viewport: { width: 1280, height: 900 } });

let db: DynamoDBDocumentClient;
/** The file's stack's requests table. */
let requestsTable: string;
test.beforeAll(({ stack }) => {
  db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.dynamodbUrl }));
  requestsTable = stack.tables.joinRequests;
});

const submit = 'form[aria-labelledby=request-title] button[type=submit]';

async function openJoinUs(
  page: Page,
  stack: LocalStack,
  locale: Locale,
  prepare?: (page: Page) => Promise<unknown>,
): Promise<Page> {
  await prepare?.(page);
  await page.goto(`${stack.origin}${localePrefix(locale)}/join-us/`);
  await hydrated(page);
  await page.locator('#availability').scrollIntoViewIfNeeded();
  await page.waitForSelector('.react-calendar');
  return page;
}

async function fillRequest(page: Page, name: string, email: string) {
  // 14 June 2025, an available week in the first month shown.
  await page.click('.react-calendar__tile:has(abbr[aria-label*="14"]):not([disabled])');
  await page.fill('#request-name', name);
  await page.fill('#request-email', email);
  await page.fill('#request-phone', '+39 333 123 4567');
}

const storedByName = async (name: string) =>
  ((await db.send(new ScanCommand({ TableName: requestsTable }))).Items ?? []).filter((item) => item.name === name);

for (const locale of locales)
  test.describe(`the charter request form in ${locale}`, () => {
    test('sends an edited request whose first send was stored but answered with an error as a new request, and shows its reference', async ({
      page,
      stack,
    }) => {
      const name = `Edited ${locale} ${Date.now()}`;
      const sent: string[] = [];
      let answerWithError = true;
      await openJoinUs(page, stack, locale, (p) =>
        p.route('**/api/join-requests', async (route) => {
          sent.push((JSON.parse(route.request().postData() ?? '{}') as { submissionId: string }).submissionId);
          const response = await route.fetch(); // it reaches the API and is stored…
          // …but the answer is lost (a 502 from a proxy, say), for every retry too.
          if (answerWithError) await route.fulfill({ status: 502, body: '{}' });
          else await route.fulfill({ response });
        }),
      );
      await fillRequest(page, name, 'typo@exmaple.com');
      await page.click(submit);
      await page.locator('[role=alert]').waitFor();
      const firstId = sent[0]!;
      expect(new Set(sent)).toEqual(new Set([firstId])); // the retries are the same request

      answerWithError = false;
      await page.fill('#request-email', 'guest@example.com'); // the visitor fixes the address
      await page.click(submit);
      await page.waitForSelector('[role=status] h3');
      expect(await page.textContent('[role=status] h3')).toBe(requestFormCopy.successTitle[locale]);
      const lastId = sent.at(-1)!;
      expect(lastId).not.toBe(firstId);
      expect(await page.textContent('[data-testid=request-reference]')).toBe(requestReference(lastId));

      // Both are kept, each with its own content: nothing the visitor fixed is dropped.
      const records = await storedByName(name);
      expect(Object.fromEntries(records.map((record) => [record.submissionId, record.email]))).toEqual({
        [firstId]: 'typo@exmaple.com',
        [lastId]: 'guest@example.com',
      });
    });

    test('answers 409 submission_changed by sending again, once, under a new id', async ({ page, stack }) => {
      const name = `Reused ${locale} ${Date.now()}`;
      const reusedId = crypto.randomUUID();
      // An earlier send stored this id with other content.
      const earlier = await fetch(`${stack.origin}/api/join-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          submissionId: reusedId,
          locale,
          name: `${name} (earlier)`,
          email: 'earlier@example.com',
          phone: '+39 333 123 4567',
          week: { from: '2025-06-14', to: '2025-06-21' },
        }),
      });
      expect(earlier.status).toBe(201);
      const answers: Array<{ id: string; status: number; error?: string }> = [];
      await openJoinUs(page, stack, locale, (p) =>
        p.route('**/api/join-requests', async (route) => {
          const body = JSON.parse(route.request().postData() ?? '{}') as { submissionId: string };
          // The form's first send carries the id already stored (as after a send whose answer was lost).
          const id = answers.length === 0 ? reusedId : body.submissionId;
          const response = await route.fetch({ postData: JSON.stringify({ ...body, submissionId: id }) });
          const answer = (await response.json()) as { error?: string };
          answers.push({ id, status: response.status(), ...(answer.error ? { error: answer.error } : {}) });
          await route.fulfill({ response });
        }),
      );
      await fillRequest(page, name, 'guest@example.com');
      await page.click(submit);
      await page.waitForSelector('[role=status] h3');
      expect(answers).toEqual([
        { id: reusedId, status: 409, error: 'submission_changed' },
        { id: expect.not.stringMatching(reusedId), status: 201 },
      ]);
      expect(await page.textContent('[data-testid=request-reference]')).toBe(requestReference(answers[1]!.id));
      expect((await storedByName(name)).map((record) => record.submissionId)).toEqual([answers[1]!.id]);
    });
  });

test.describe('the yacht’s midnight in the calendar', () => {
  let late: LocalStack;
  test.beforeAll(async () => {
    // 22:30 UTC on Friday 13 June 2025 is 00:30 on Saturday 14 in Rome: that week has begun.
    late = await startTestStack({
      siteClock: '2025-06-13T22:30:00Z',
      sweepEveryMs: 3_600_000,
    });
  });
  test.afterAll(async () => {
    await late?.stop();
    process.env.SITE_CLOCK = '2025-06-10';
  });

  test('no longer offers the week starting 14 June, and the API refuses it', async ({ page }) => {
    await page.goto(`${late.origin}/join-us/`);
    await hydrated(page);
    await page.locator('#availability').scrollIntoViewIfNeeded();
    await page.waitForSelector('.react-calendar');
    expect(await page.getAttribute('meta[name=site-clock]', 'content')).toBe('2025-06-13T22:30:00Z');
    // June has no open week left, so the calendar opens on July (with a date-only clock of
    // 10 June it opens on June, 14 June offered: the forms test sends a request for it).
    expect(await page.textContent('.react-calendar__navigation__label')).toBe('July 2025');
    await page.locator('.react-calendar__navigation__prev-button').click();
    expect(await page.textContent('.react-calendar__navigation__label')).toBe('June 2025');
    const june14 = page.locator('.react-calendar__tile:has(abbr[aria-label*="14"])').first();
    expect(await june14.isDisabled()).toBe(true);
    const response = await fetch(`${late.origin}/api/join-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        submissionId: crypto.randomUUID(),
        locale: 'en',
        name: 'Late',
        email: 'late@example.com',
        phone: '+39 333 123 4567',
        week: { from: '2025-06-14', to: '2025-06-21' },
      }),
    });
    expect(response.status).toBe(409);
  });
});
