import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { requestReference } from '../../common/contracts/reference';
import { formatDate } from '../../common/locales';
import type { LocalStack } from '../../server/local-stack';
import { mailbox, waitFor, type StoredMail } from '../support/mailbox';
import { owner } from '../support/owner';
import { freePort } from '../support/ports';
import { startTestStack } from '../support/test-stack';

let stack: LocalStack;
let db: DynamoDBDocumentClient;
let port: number;
const ownerAddress = 'owner@libeccio-charter.example';

beforeAll(async () => {
  process.env.OWNER_EMAIL = ownerAddress;
  port = await freePort();
  stack = await startTestStack({ dynamodbPort: port, sweepEveryMs: 3_600_000 });
  db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.dynamodbUrl }));
  for (const from of ['2025-07-05', '2025-07-19', '2025-08-02', '2025-08-09', '2025-08-16']) {
    await db.send(
      new UpdateCommand({
        TableName: 'Weeks',
        Key: { from },
        UpdateExpression: 'SET #s = :s REMOVE optionUntil, optionedBy',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':s': 'available' },
      }),
    );
  }
});

afterAll(async () => {
  process.env.SITE_CLOCK = '2025-06-10';
  process.env.OWNER_LOCALE = 'en';
  await stack?.stop();
});

const weekOf = (from: string) => ({ from, to: new Date(Date.parse(from) + 7 * 86_400_000).toISOString().slice(0, 10) });

/** A request through the form's API; its reference once stored. */
async function arrive(from: string, overrides: Record<string, unknown> = {}) {
  const body = {
    submissionId: randomUUID(),
    locale: 'en',
    name: 'Grace <Hopper> & "Co"',
    email: 'grace@example.com',
    phone: '+44 20 7946 0958',
    week: weekOf(from),
    ...overrides,
  };
  const response = await fetch(`${stack.origin}/api/join-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return { submissionId: body.submissionId, reference: requestReference(body.submissionId) };
}

/** The owner mail about `reference` in the SES emulator. */
const ownerMail = (reference: string) =>
  waitFor(async () =>
    (await mailbox(stack.sesUrl)).find(
      (mail) => mail.destination.to.includes(ownerAddress) && mail.subject.includes(reference),
    ),
  );

/** The link labelled `label` in a mail's text. */
function link(mail: StoredMail, label: string): string {
  const line = mail.body.text?.split('\n').find((candidate) => candidate.startsWith(`- ${label}: `));
  if (!line) throw new Error(`no "${label}" link in:\n${mail.body.text}`);
  return line.slice(`- ${label}: `.length);
}

/** The page of one action of the request a mail's one link opens. */
const actionLink = (mail: StoredMail, action: string) =>
  `${link(mail, 'Open the request: its status, history and what you can do')}&do=${action}`;

const stored = async (submissionId: string) =>
  (await db.send(new GetCommand({ TableName: 'JoinRequests', Key: { submissionId } }))).Item;
const weekRow = async (from: string) => (await db.send(new GetCommand({ TableName: 'Weeks', Key: { from } }))).Item;
const everything = async () => ({
  requests: (await db.send(new ScanCommand({ TableName: 'JoinRequests' }))).Items,
  weeks: (await db.send(new ScanCommand({ TableName: 'Weeks' }))).Items,
});
async function publicWeek(from: string) {
  const body = (await (await fetch(`${stack.origin}/api/availability`)).json()) as {
    weeks: Array<{ from: string; status: string; optionUntil?: string }>;
  };
  return body.weeks.find((week) => week.from === from);
}
/** The version of the request an action page was shown with (its form's hidden field). */
const seenOn = (html: string) => /<input type="hidden" name="seen" value="([^"]+)">/.exec(html)?.[1];
/** Presses an action page's button: the page as shown (`seen`, or the page fetched now), plus `form`. */
async function press(url: string, form: Record<string, string> = {}, seen?: string) {
  const shown = seen ?? seenOn(await (await fetch(url)).text()) ?? '';
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ seen: shown, ...form }).toString(),
  });
}
const sentenceOf = async (response: Response) =>
  /<p class="refused" role="alert">([^<]*)<\/p>/.exec(await response.text())?.[1];

describe('the per-client limit', () => {
  // First in this file: no other POST has counted in this minute yet.
  it('answers POSTs beyond it with 429, Retry-After and the translated sentence, before reading the link', async () => {
    const second = new Date().getUTCSeconds();
    if (second > 50) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
    process.env.RATE_LIMIT_PER_MINUTE = '2';
    try {
      const url = `${stack.origin}/api/owner-actions?t=nonsense`;
      // Presses with no page view before them: the page views (GET, HEAD) count apart.
      expect((await press(url, {}, '')).status).toBe(400);
      expect((await press(url, {}, '')).status).toBe(400);
      const limited = await press(url, {}, '');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await sentenceOf(limited)).toBe(
        'Too many requests from your connection. Please wait a minute, then try again.',
      );
      // GET (what a scanner does) is counted apart: the presses did not use up the page views.
      expect((await fetch(url)).status).toBe(400);
    } finally {
      process.env.RATE_LIMIT_PER_MINUTE = '1000';
    }
  });
});

describe('the "option 7 days" link of an owner mail', () => {
  it('opens a page (GET, HEAD, GET again change nothing); its button options the request and week, once', async () => {
    const { submissionId, reference } = await arrive('2025-07-05');
    const mail = await ownerMail(reference);
    const url = actionLink(mail, 'option7');
    expect(url).toMatch(new RegExp(`^${stack.origin}/api/owner-actions\\?t=[\\w-]+\\.[\\w-]{43}&do=option7$`));
    // The reply link and escaped visitor text in the HTML.
    expect(link(mail, 'Reply to Grace <Hopper> & "Co" (e-mail)')).toMatch(
      /^mailto:grace@example\.com\?subject=Your%20charter%20request%20LB-/,
    );
    expect(mail.body.html).toContain('Grace &lt;Hopper&gt; &amp; &quot;Co&quot;');
    expect(mail.body.html).not.toContain('<Hopper>');

    const before = await everything();
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'.*form-action 'self'/);
    const html = await page.text();
    expect(html).toContain(reference);
    expect(html).toContain('Grace &lt;Hopper&gt; &amp; &quot;Co&quot;');
    expect(html).toContain(`until ${formatDate('2025-06-17', 'en')} inclusive`);
    expect(html).toMatch(
      /<form method="post" action="\/api\/owner-actions\?t=[^"]+&amp;do=option7"><input type="hidden" name="seen" value="[^"]+">.*<button type="submit">Hold as an option for 7 days<\/button>/,
    );
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await fetch(url)).status).toBe(200);
    expect(await everything()).toEqual(before);

    const pressed = await press(url);
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain(
      `${reference} is now optioned until ${formatDate('2025-06-17', 'en')}: the week`,
    );
    expect(await stored(submissionId)).toMatchObject({ status: 'optioned', optionUntil: '2025-06-17' });
    expect(await weekRow('2025-07-05')).toMatchObject({
      status: 'optioned',
      optionUntil: '2025-06-17',
      optionedBy: submissionId,
    });
    expect(await publicWeek('2025-07-05')).toMatchObject({ status: 'optioned', optionUntil: '2025-06-17' });

    // Pressed again (a reload, a replay, a retry whose answer was lost): the same press, answered as
    // done with what it did; nothing changes.
    const after = await everything();
    const again = await press(url, {}, seenOn(html));
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(
      `${reference} is now optioned until ${formatDate('2025-06-17', 'en')}: the week`,
    );
    expect(await everything()).toEqual(after);

    // The owner's CLI shows who did it.
    const detail = await owner(port, 'request', reference);
    expect(detail.out).toMatch(/ {2}.*optioned until 2025-06-17 \(by e-mail link\)$/m);
    const history = JSON.parse((await owner(port, 'request', reference, '--json')).out).history;
    expect(history.at(-1)).toMatchObject({ status: 'optioned', until: '2025-06-17', by: 'e-mail link' });
  });

  it('refuses a tampered link and one of another signature with 400 and a sentence', async () => {
    const { reference } = await arrive('2025-07-19');
    const url = actionLink(await ownerMail(reference), 'decline');
    const [payload, mac] = new URL(url).searchParams.get('t')!.split('.') as [string, string];
    const fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = `${Buffer.from(JSON.stringify({ ...fields, a: 'book' })).toString('base64url')}.${mac}`;
    const before = await everything();
    for (const token of [forged, `${payload}.${'A'.repeat(43)}`, 'nonsense']) {
      for (const method of ['GET', 'POST']) {
        const response = await fetch(`${stack.origin}/api/owner-actions?t=${token}`, { method });
        expect(response.status).toBe(400);
        expect(await sentenceOf(response)).toBe(
          'This link is not valid (it may have been cut short or altered): nothing was changed.',
        );
      }
    }
    expect(await everything()).toEqual(before);
  });
});

describe('a page opened before a CLI change', () => {
  it('refuses and says what the status is now; nothing changes', async () => {
    const { submissionId, reference } = await arrive('2025-08-02');
    const decline = actionLink(await ownerMail(reference), 'decline');
    const shown = seenOn(await (await fetch(decline)).text());
    expect((await owner(port, 'request', reference, 'replied')).code).toBe(0);
    const before = await everything();
    const response = await press(decline, {}, shown);
    expect(response.status).toBe(409);
    expect(await sentenceOf(response)).toBe(
      `${reference} changed after this page was opened (it is now replied): nothing was changed. Look at the request again before you decide.`,
    );
    expect(await everything()).toEqual(before);
    expect((await stored(submissionId))?.status).toBe('replied');
  });
});

describe('"option until a date"', () => {
  it('asks for the day, refuses one on or after embarking with the page again (422), options until the chosen one', async () => {
    const { submissionId, reference } = await arrive('2025-08-09');
    const url = actionLink(await ownerMail(reference), 'optionUntil');
    const page = await (await fetch(url)).text();
    expect(page).toContain('<input type="date" id="until" name="until" required min="2025-06-10" max="2025-08-08"');
    const late = await press(url, { until: '2025-08-09' });
    expect(late.status).toBe(422);
    expect(await late.text()).toContain(
      `Choose a day from ${formatDate('2025-06-10', 'en')} to ${formatDate('2025-08-08', 'en')}`,
    );
    expect((await stored(submissionId))?.status).toBe('new');
    const chosen = await press(url, { until: '2025-07-01' });
    expect(chosen.status).toBe(200);
    expect(await stored(submissionId)).toMatchObject({ status: 'optioned', optionUntil: '2025-07-01' });
  });
});

describe('the option reminder’s links', () => {
  it('"extend by 7 days" moves the option’s last day; the result links to an undo that moves it back', async () => {
    const { submissionId, reference } = await arrive('2025-08-16');
    expect((await owner(port, 'request', reference, 'option', '--until', '2025-06-13')).code).toBe(0);
    process.env.SITE_CLOCK = '2025-06-11';
    try {
      await stack.sweep();
      const reminder = await waitFor(async () =>
        (await mailbox(stack.sesUrl)).find(
          (mail) => mail.subject.startsWith('Option ending') && !!mail.body.text?.includes('16–23 August 2025'),
        ),
      );
      const requestPage = await (
        await fetch(link(reminder, 'Open the request: its status, history and what you can do'))
      ).text();
      for (const label of ['Extend the option by 7 days', 'Book', 'Decline']) {
        expect(requestPage).toMatch(new RegExp(`<a class="button[^"]*" href="[^"]+">${label}</a>`));
      }
      const extend = actionLink(reminder, 'extend7');
      const shown = seenOn(await (await fetch(extend)).text());
      const pressed = await press(extend, {}, shown);
      expect(pressed.status).toBe(200);
      const html = await pressed.text();
      expect(await stored(submissionId)).toMatchObject({ status: 'optioned', optionUntil: '2025-06-20' });
      expect(await weekRow('2025-08-16')).toMatchObject({ status: 'optioned', optionUntil: '2025-06-20' });
      expect(await publicWeek('2025-08-16')).toMatchObject({ status: 'optioned', optionUntil: '2025-06-20' });

      // The request is still optioned: a replay of the same page is the same press, answered as done,
      // and never extends the option a second time.
      const replay = await press(extend, {}, shown);
      expect(replay.status).toBe(200);
      expect(await stored(submissionId)).toMatchObject({ optionUntil: '2025-06-20' });
      expect(await weekRow('2025-08-16')).toMatchObject({ optionUntil: '2025-06-20' });

      const undo = /<a class="button second" href="([^"]+)">Undo the last change</.exec(html)?.[1];
      expect(undo).toBeDefined();
      const undoUrl = `${stack.origin}${undo!.replace(/&amp;/g, '&')}`;
      expect(await (await fetch(undoUrl)).text()).toContain(
        `goes back to the option until ${formatDate('2025-06-13', 'en')}`,
      );
      expect((await press(undoUrl)).status).toBe(200);
      expect(await stored(submissionId)).toMatchObject({ status: 'optioned', optionUntil: '2025-06-13' });
      expect(await weekRow('2025-08-16')).toMatchObject({ status: 'optioned', optionUntil: '2025-06-13' });
    } finally {
      process.env.SITE_CLOCK = '2025-06-10';
    }
  });
});
