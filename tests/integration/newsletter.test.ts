import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SNSEvent } from 'aws-lambda';
import type { LocalStack } from '../../server/local-stack';
import { headerOf, mailbox, type StoredMail } from '../support/mailbox';
import { owner } from '../support/owner';
import { everyTableText, startTestStack } from '../support/test-stack';

let stack: LocalStack;
let db: DynamoDBDocumentClient;
let subscriberIdOf: (email: string) => string;

beforeAll(async () => {
  stack = await startTestStack({ sweepEveryMs: 3_600_000 }); // the tests sweep by hand
  db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.dynamodbUrl }));
  ({ subscriberIdOf } = await import('../../functions/newsletter/subscriberTokens'));
});

afterAll(async () => {
  await stack?.stop();
});

const address = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${stack.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    redirect: 'manual',
  });

const signUp = (email: string, locale = 'en') => postJson('/api/newsletter-subscriptions', { email, locale });

const subscriber = async (email: string) =>
  (
    await db.send(
      new GetCommand({ TableName: stack.tables.subscriptions, Key: { subscriberId: subscriberIdOf(email) } }),
    )
  ).Item;

const mailsTo = async (email: string): Promise<StoredMail[]> =>
  (await mailbox(stack.sesUrl)).filter((mail) => mail.destination.to.includes(email));

/** Sends what the outbox holds, then the mails to `email`. */
async function deliveredTo(email: string): Promise<StoredMail[]> {
  await stack.sweep();
  return mailsTo(email);
}

const confirmTokenOf = (mail: StoredMail) =>
  /\/newsletter\/confirm\/\?token=([A-Za-z0-9_-]+)/.exec(mail.body.text ?? '')![1]!;
const unsubscribeApiUrlOf = (mail: StoredMail) =>
  /<(http[^>]+\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+)>/.exec(
    headerOf(mail, 'List-Unsubscribe') ?? '',
  )![1]!;

async function confirmedSubscriber(email: string, locale = 'en') {
  await signUp(email, locale);
  const mail = (await deliveredTo(email)).find((candidate) => candidate.body.text?.includes('/newsletter/confirm/'));
  const response = await postJson('/api/newsletter/confirm', { token: confirmTokenOf(mail!), locale });
  expect(response.status).toBe(200);
  return mail!;
}

describe('POST /api/newsletter-subscriptions', () => {
  it('takes the footer form posted without JavaScript and answers a sentence in its language, never JSON', async () => {
    const post = (fields: Record<string, string>) =>
      fetch(`${stack.origin}/api/newsletter-subscriptions`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,*/*;q=0.8' },
        body: new URLSearchParams(fields).toString(),
      });
    const email = address('no-script');
    const sent = await post({ locale: 'it', email });
    expect(sent.status).toBe(202);
    expect(sent.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await sent.text()).toContain(`Abbiamo inviato un link a ${email}`);
    expect(await subscriber(email)).toMatchObject({ state: 'pending', locale: 'it' });
    const refused = await post({ locale: 'en', email: 'not-an-address' });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toMatch(/^This does not look like a valid e-mail address/);
  });

  it('answers the same status and body for a new, a pending, a confirmed and an unsubscribed address', async () => {
    const pending = address('pending');
    await signUp(pending);
    const confirmed = address('confirmed');
    await confirmedSubscriber(confirmed);
    const unsubscribed = address('unsubscribed');
    const mail = await confirmedSubscriber(unsubscribed);
    expect(
      (await fetch(unsubscribeApiUrlOf(mail), { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status,
    ).toBe(200);

    const answers = [];
    const took: number[] = [];
    for (const email of [address('new'), pending, confirmed, unsubscribed]) {
      const started = performance.now();
      const response = await signUp(email);
      took.push(performance.now() - started);
      answers.push({
        status: response.status,
        type: response.headers.get('content-type'),
        body: await response.text(),
      });
    }
    expect(answers[0]).toEqual({
      status: 202,
      type: 'application/json; charset=utf-8',
      body: JSON.stringify({ status: 'check-inbox' }),
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    // Each answer waits for the same floor, whatever was written (functions/newsletter-subscriptions.ts).
    for (const ms of took) expect(ms).toBeGreaterThanOrEqual(240);
    // The unsubscribed person asked again: pending, with a new confirmation mail.
    expect((await subscriber(unsubscribed))?.state).toBe('pending');
  });

  it('still answers 422 for an invalid address', async () => {
    const response = await signUp('not-an-address');
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: 'validation' });
  });

  it('queues one confirmation mail in the request’s language, with both list headers and a visible unsubscribe link', async () => {
    const email = address('italian');
    expect((await signUp(email, 'it')).status).toBe(202);
    expect(await mailsTo(email)).toEqual([]); // queued, not sent inline
    expect((await signUp(email, 'it')).status).toBe(202); // again within 10 minutes: no second mail
    const mails = await deliveredTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [StoredMail];
    expect(mail.subject).toMatch(/Confermate l’iscrizione alla newsletter di Libeccio/);
    expect(mail.body.text).toContain(`${stack.origin}/it/newsletter/confirm/?token=`);
    expect(mail.body.text).toContain(`${stack.origin}/it/newsletter/unsubscribe/?token=`);
    expect(mail.body.html).toContain('Annullate subito questa iscrizione');
    expect(headerOf(mail, 'List-Unsubscribe')).toMatch(
      new RegExp(
        `^<${stack.origin}/api/newsletter/unsubscribe\\?token=[A-Za-z0-9_-]+>, <mailto:website@libeccio-charter\\.example\\?subject=unsubscribe>$`,
      ),
    );
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // Nothing in the token or the headers shows the address.
    expect(headerOf(mail, 'List-Unsubscribe')).not.toContain(email.split('@')[0]);

    const item = await subscriber(email);
    expect(item).toMatchObject({
      state: 'pending',
      email,
      locale: 'it',
      consent: { locale: 'it', noticeVersion: expect.any(String), requestedAt: expect.any(String) },
      confirmNonce: expect.any(String),
    });
    expect(item!.expiresAt).toBeGreaterThan(Date.now() / 1000 + 47 * 3600);
    expect(item!.expiresAt).toBeLessThanOrEqual(Date.now() / 1000 + 48 * 3600);
  });
});

describe('POST /api/newsletter/confirm', () => {
  it('confirms once; the same link again says it is confirmed already; an expired one is 410; a malformed token is 400', async () => {
    const email = address('confirm');
    await signUp(email);
    const [mail] = await deliveredTo(email);
    const token = confirmTokenOf(mail!);
    const first = await postJson('/api/newsletter/confirm', { token, locale: 'en' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: 'confirmed' });
    const item = await subscriber(email);
    expect(item).toMatchObject({ state: 'confirmed', consent: { confirmedAt: expect.any(String) } });
    expect(item!.confirmNonce).toBeUndefined();
    expect(item!.expiresAt).toBeUndefined();

    const again = await postJson('/api/newsletter/confirm', { token, locale: 'en' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'already-confirmed' });

    const late = address('late');
    await signUp(late);
    const [lateMail] = await deliveredTo(late);
    await db.send(
      new UpdateCommand({
        TableName: stack.tables.subscriptions,
        Key: { subscriberId: subscriberIdOf(late) },
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    expect((await postJson('/api/newsletter/confirm', { token: confirmTokenOf(lateMail!) })).status).toBe(410);
    expect((await subscriber(late))?.state).toBe('pending');

    for (const bad of ['', 'abc', `${token.slice(0, -2)}AA`, 42]) {
      const response = await postJson('/api/newsletter/confirm', { token: bad });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid_token' });
    }
  });
});

describe('/api/newsletter/unsubscribe', () => {
  it('GET changes nothing and sends the reader to the localized page', async () => {
    const email = address('get');
    const mail = await confirmedSubscriber(email, 'it');
    const url = unsubscribeApiUrlOf(mail);
    const before = await subscriber(email);
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const token = new URL(url).searchParams.get('token');
    expect(response.headers.get('location')).toBe(`${stack.origin}/it/newsletter/unsubscribe/?token=${token}`);
    expect(await subscriber(email)).toEqual(before);
  });

  it('one-click POST unsubscribes at once, keeps no address, and is idempotent; a bad token is 400', async () => {
    const email = address('oneclick');
    const mail = await confirmedSubscriber(email);
    const url = unsubscribeApiUrlOf(mail);
    const oneClick = () =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const response = await oneClick();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'unsubscribed' });
    const item = await subscriber(email);
    expect(item).toMatchObject({ state: 'unsubscribed', suppressed: 'unsubscribed' });
    expect(item!.email).toBeUndefined();
    expect(
      JSON.stringify((await db.send(new ScanCommand({ TableName: stack.tables.subscriptions }))).Items),
    ).not.toContain(email);
    expect((await oneClick()).status).toBe(200);

    const bad = await fetch(`${stack.origin}/api/newsletter/unsubscribe?token=nope`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'invalid_token' });
  });

  it('answers a browser’s form post with 303 to the page, done or invalid', async () => {
    const email = address('form');
    const mail = await confirmedSubscriber(email, 'it');
    const token = new URL(unsubscribeApiUrlOf(mail)).searchParams.get('token')!;
    const form = (body: string) =>
      fetch(`${stack.origin}/api/newsletter/unsubscribe`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
        },
        body,
        redirect: 'manual',
      });
    const done = await form(`token=${token}&locale=it`);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${stack.origin}/it/newsletter/unsubscribe/?state=done`);
    expect((await subscriber(email))?.state).toBe('unsubscribed');
    const invalid = await form('token=forged&locale=en');
    expect(invalid.status).toBe(303);
    expect(invalid.headers.get('location')).toBe(`${stack.origin}/newsletter/unsubscribe/?state=invalid`);
  });
});

describe('SES bounces and complaints', () => {
  const snsEvent = (message: unknown): SNSEvent =>
    ({
      Records: [
        {
          EventSource: 'aws:sns',
          EventVersion: '1.0',
          EventSubscriptionArn: 'arn:aws:sns:eu-south-1:123456789012:ses-events:abc',
          Sns: {
            Type: 'Notification',
            MessageId: randomUUID(),
            TopicArn: 'arn:aws:sns:eu-south-1:123456789012:ses-events',
            Subject: null,
            Message: JSON.stringify(message),
            Timestamp: new Date().toISOString(),
            SignatureVersion: '1',
            Signature: 'x',
            SigningCertUrl: 'https://sns.example/cert.pem',
            UnsubscribeUrl: 'https://sns.example/unsubscribe',
            MessageAttributes: {},
          },
        },
      ],
    }) as unknown as SNSEvent;

  it('suppresses an address on a permanent bounce and on a complaint, and never mails it again', async () => {
    const { handler } = await import('../../functions/ses-events');
    const bounced = address('bounced');
    const complained = address('complained');
    const transient = address('transient');
    for (const email of [bounced, complained, transient]) await confirmedSubscriber(email);

    await handler(
      snsEvent({
        eventType: 'Bounce',
        bounce: {
          bounceType: 'Permanent',
          bounceSubType: 'General',
          bouncedRecipients: [{ emailAddress: bounced, action: 'failed', status: '5.1.1' }],
          timestamp: new Date().toISOString(),
          feedbackId: 'x',
        },
        mail: { messageId: 'm1', destination: [bounced] },
      }),
    );
    await handler(
      snsEvent({
        notificationType: 'Complaint',
        complaint: {
          complainedRecipients: [{ emailAddress: complained }],
          complaintFeedbackType: 'abuse',
          timestamp: new Date().toISOString(),
          feedbackId: 'y',
        },
        mail: { messageId: 'm2', destination: [complained] },
      }),
    );
    await handler(
      snsEvent({
        eventType: 'Bounce',
        bounce: {
          bounceType: 'Transient',
          bounceSubType: 'MailboxFull',
          bouncedRecipients: [{ emailAddress: transient }],
        },
      }),
    );

    expect(await subscriber(bounced)).toMatchObject({ state: 'unsubscribed', suppressed: 'bounce' });
    expect(await subscriber(complained)).toMatchObject({ state: 'unsubscribed', suppressed: 'complaint' });
    expect((await subscriber(bounced))!.email).toBeUndefined();
    expect((await subscriber(complained))!.email).toBeUndefined();
    expect(await subscriber(transient)).toMatchObject({ state: 'confirmed', email: transient });

    // Signing up again answers the same, and mails nothing.
    const before = (await mailsTo(complained)).length;
    expect((await signUp(complained)).status).toBe(202);
    expect((await signUp(bounced)).status).toBe(202);
    expect(await deliveredTo(complained)).toHaveLength(before);
    expect(await subscriber(complained)).toMatchObject({ suppressed: 'complaint' });
  });
});

describe('the owner’s privacy commands', () => {
  const joinRequest = (email: string) => ({
    submissionId: randomUUID(),
    locale: 'en',
    name: `Guest ${randomUUID().slice(0, 8)}`,
    email,
    phone: '+44 20 7946 0958',
    message: 'Two families.',
    week: { from: '2025-06-14', to: '2025-06-21' },
  });

  it('privacy export returns the requests, the subscription with its consent and the mail log', async () => {
    const email = address('export');
    const request = joinRequest(email);
    expect((await postJson('/api/join-requests', request)).status).toBe(201);
    await confirmedSubscriber(email);
    const { code, out } = await owner(stack.dynamodb.port, 'privacy', 'export', email.toUpperCase());
    expect(code).toBe(0);
    const exported = JSON.parse(out);
    expect(exported.email).toBe(email);
    expect(exported.requests).toEqual([expect.objectContaining({ submissionId: request.submissionId, email })]);
    expect(exported.subscription).toMatchObject({
      state: 'confirmed',
      email,
      consent: { requestedAt: expect.any(String), confirmedAt: expect.any(String), noticeVersion: expect.any(String) },
    });
    const kinds = exported.mail.map((mail: { kind: string }) => mail.kind).sort();
    expect(kinds).toEqual(['ack', 'confirm', 'owner']);
  });

  it('privacy forget leaves no trace of the address in any table and says what it did', async () => {
    const email = address('forget');
    await postJson('/api/join-requests', joinRequest(email));
    await confirmedSubscriber(email);
    expect(await everyTableText(stack)).toContain(email);

    const { code, out } = await owner(stack.dynamodb.port, 'privacy', 'forget', email);
    expect(code).toBe(0);
    expect(out).toMatch(/JoinRequests: 1 request\(s\) deleted/);
    expect(out).toMatch(/Outbox: 3 mail\(s\) deleted/);
    expect(out).toMatch(/NewsletterSubscriptions: address, consent and language erased/);
    expect(await everyTableText(stack)).not.toContain(email);
    expect(await subscriber(email)).toMatchObject({ state: 'unsubscribed', suppressed: 'forgotten' });
  });

  it('refuses a malformed address with one line and exit 1', async () => {
    const { code, err } = await owner(stack.dynamodb.port, 'privacy', 'forget', 'nobody');
    expect(code).toBe(1);
    expect(err).toEqual([expect.stringMatching(/is not an e-mail address/)]);
  });

  it('subscribers --json counts by state and language', async () => {
    const it1 = address('count');
    await signUp(it1, 'it');
    const { code, out } = await owner(stack.dynamodb.port, 'subscribers', '--json');
    expect(code).toBe(0);
    const result = JSON.parse(out);
    const items = (await db.send(new ScanCommand({ TableName: stack.tables.subscriptions }))).Items ?? [];
    const expected = (state: string, locale: string) =>
      items.filter((item) => item.state === state && item.locale === locale).length;
    for (const state of ['pending', 'confirmed', 'unsubscribed']) {
      for (const locale of ['en', 'it']) expect(result.counts[state][locale]).toBe(expected(state, locale));
    }
    expect(result.counts.pending.it).toBeGreaterThanOrEqual(1);
    expect(result.subscribers).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: it1, state: 'pending' })]),
    );
    const table = await owner(stack.dynamodb.port, 'subscribers');
    expect(table.out).toContain('(hash only)');
    const csv = await owner(stack.dynamodb.port, 'export', 'subscribers', '--csv');
    expect(csv.code).toBe(0);
    expect(csv.out).toContain(`"${it1}"`);
  });
});

describe('retention', () => {
  it('the local sweep deletes exactly what is due: due 1 s ago goes, due in 1 s stays, no expiresAt stays', async () => {
    const now = new Date();
    const epoch = Math.floor(now.getTime() / 1000);
    const ids = { due: randomUUID(), later: randomUUID(), never: randomUUID() };
    const base = { createdAt: now.toISOString(), name: 'Retention', email: 'r@example.com', weekFrom: '2025-06-14' };
    await db.send(
      new PutCommand({
        TableName: stack.tables.joinRequests,
        Item: { ...base, submissionId: ids.due, expiresAt: epoch - 1 },
      }),
    );
    await db.send(
      new PutCommand({
        TableName: stack.tables.joinRequests,
        Item: { ...base, submissionId: ids.later, expiresAt: epoch + 1 },
      }),
    );
    await db.send(new PutCommand({ TableName: stack.tables.joinRequests, Item: { ...base, submissionId: ids.never } }));
    const pendingId = randomUUID();
    await db.send(
      new PutCommand({
        TableName: stack.tables.subscriptions,
        Item: {
          subscriberId: pendingId,
          state: 'pending',
          locale: 'en',
          expiresAt: epoch - 1,
          updatedAt: now.toISOString(),
        },
      }),
    );

    const deleted = await stack.sweepExpired(now);
    expect(deleted[stack.tables.joinRequests]).toBe(1);
    expect(deleted[stack.tables.subscriptions]).toBeGreaterThanOrEqual(1);
    const get = async (submissionId: string) =>
      (await db.send(new GetCommand({ TableName: stack.tables.joinRequests, Key: { submissionId } }))).Item;
    expect(await get(ids.due)).toBeUndefined();
    expect(await get(ids.later)).toBeDefined();
    expect(await get(ids.never)).toBeDefined();
    expect(
      (await db.send(new GetCommand({ TableName: stack.tables.subscriptions, Key: { subscriberId: pendingId } }))).Item,
    ).toBeUndefined();
  });

  it('a stored request expires at the end of its week plus 24 months', async () => {
    const request = {
      submissionId: randomUUID(),
      locale: 'en',
      name: 'Retained',
      email: address('retained'),
      phone: '+44 20 7946 0958',
      week: { from: '2025-06-14', to: '2025-06-21' },
    };
    expect((await postJson('/api/join-requests', request)).status).toBe(201);
    const item = (
      await db.send(
        new GetCommand({ TableName: stack.tables.joinRequests, Key: { submissionId: request.submissionId } }),
      )
    ).Item;
    expect(item?.expiresAt).toBe(Date.UTC(2027, 5, 22) / 1000);
  });
});
