import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { startSesEmulator, type Backend } from '../../server/backends';
import type { LocalStack } from '../../server/local-stack';
import { freePort } from '../support/ports';
import { startTestStack } from '../support/test-stack';
import { requestReference } from '../../common/contracts/reference';
import { mailbox } from '../support/mailbox';

let stack: LocalStack;
let db: DynamoDBDocumentClient;
let restartedSes: Backend | undefined;
const owner = 'owner@libeccio-charter.example';

beforeAll(async () => {
  process.env.OWNER_EMAIL = owner;
  stack = await startTestStack({
    // A DynamoDB Local of the suite's own: its last test stops it (storage down), which the run's shared one must not be.
    dynamodbPort: await freePort(),
    sweepEveryMs: 3_600_000, // the tests sweep by hand
  });
  db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.dynamodbUrl }));
});

afterAll(async () => {
  await restartedSes?.stop();
  await stack?.stop();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${stack.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

function request(overrides: Record<string, unknown> = {}) {
  return {
    submissionId: randomUUID(),
    locale: 'en',
    name: `Guest ${randomUUID().slice(0, 8)}`,
    email: 'guest@example.com',
    phone: '+44 20 7946 0958',
    message: 'Two families.\nFour children, one dog (joking).',
    week: { from: '2025-06-14', to: '2025-06-21' },
    ...overrides,
  };
}

const stored = async (submissionId: string) =>
  (await db.send(new GetCommand({ TableName: stack.tables.joinRequests, Key: { submissionId } }))).Item;
const outboxItem = async (mailId: string) =>
  (await db.send(new GetCommand({ TableName: stack.tables.outbox, Key: { mailId } }))).Item;
/** The owner's mails about a request (the visitor's acknowledgement names them too). */
const mailsFor = async (name: string, sesUrl = stack.sesUrl) =>
  (await mailbox(sesUrl)).filter((mail) => mail.body.text?.includes(name) && mail.destination.to.includes(owner));

describe('POST /api/join-requests', () => {
  it('stores every field, answers 201 and mails the owner once, in English, with Reply-To the visitor', async () => {
    const body = request({ locale: 'it', phone: '333 123 4567' });
    const response = await post('/api/join-requests', body);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      status: 'received',
      submissionId: body.submissionId,
      acknowledgementQueued: true,
    });

    expect(await stored(body.submissionId)).toMatchObject({
      submissionId: body.submissionId,
      locale: 'it',
      name: body.name,
      email: 'guest@example.com',
      phone: '+393331234567',
      message: body.message,
      weekFrom: '2025-06-14',
      weekTo: '2025-06-21',
      leg: 'aeolian',
    });
    const record = await stored(body.submissionId);
    const queued = await outboxItem(`owner#${body.submissionId}`);
    expect(queued).toMatchObject({ kind: 'owner', attempts: 1, sentAt: expect.any(String) });
    expect(queued?.state).toBeUndefined();
    const reference = requestReference(body.submissionId);

    const [mail, ...others] = await mailsFor(body.name);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ from: 'Libeccio <website@libeccio-charter.example>', replyTo: ['guest@example.com'] });
    expect(mail!.destination).toEqual({ to: [owner], cc: [], bcc: [] });
    expect(mail!.subject).toBe(`Charter request ${reference}: ${body.name}, 14–21 June 2025`);
    for (const line of [
      `Name: ${body.name}`,
      'E-mail: guest@example.com',
      'Phone: +39 333 123 4567',
      'Week: 14–21 June 2025',
      'Itinerary: Aeolian Islands',
      'Page language: Italian',
      `Reference: ${reference} (${body.submissionId})`,
      body.message,
    ]) {
      expect(mail!.body.text).toContain(line);
    }
    expect(mail!.body.html).toMatch(
      /<th [^>]*>Phone<\/th><td><a href="tel:\+393331234567"[^>]*>\+39 333 123 4567<\/a><\/td>/,
    );
    // The time the request arrived, on the owner's clock (Italy), not a raw UTC timestamp.
    const romeTime = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(record!.createdAt as string));
    expect(mail!.body.text).toMatch(
      new RegExp(`Received: \\d{1,2} [A-Z][a-z]+ \\d{4}, ${romeTime} \\(Italian time\\)`),
    );
    expect(mail!.body.text).not.toContain(record!.createdAt as string);
  });

  it('answers a repeated submissionId with 200: one record, one e-mail to the owner, one acknowledgement', async () => {
    const body = request();
    const answers = await Promise.all([1, 2, 3].map(() => post('/api/join-requests', body)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect((await post('/api/join-requests', body)).status).toBe(200);
    const all = await db.send(new ScanCommand({ TableName: stack.tables.joinRequests }));
    expect(all.Items?.filter((item) => item.submissionId === body.submissionId)).toHaveLength(1);
    expect(await mailsFor(body.name)).toHaveLength(1);
    const acks = (await mailbox(stack.sesUrl)).filter((mail) =>
      mail.subject.includes(requestReference(body.submissionId)),
    );
    expect(acks.filter((mail) => mail.destination.to.includes('guest@example.com'))).toHaveLength(1);
  });

  it('drops a bot that fills the honeypot: 201 as if stored, nothing stored, nothing mailed', async () => {
    const body = request({ website: 'http://spam.example' });
    const response = await post('/api/join-requests', body);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      status: 'received',
      submissionId: body.submissionId,
      acknowledgementQueued: true,
    });
    expect(await stored(body.submissionId)).toBeUndefined();
    expect(await mailsFor(body.name)).toEqual([]);
  });

  it('answers invalid fields with 422 and every message in the request’s language', async () => {
    const bad = { submissionId: randomUUID(), name: ' ', email: 'nope', phone: '123', week: null };
    const en = await post('/api/join-requests', { ...bad, locale: 'en' });
    expect(en.status).toBe(422);
    expect(await en.json()).toEqual({
      error: 'validation',
      fields: {
        name: 'Please enter your name',
        email: 'Please enter a valid e-mail address',
        phone: 'Please enter a valid phone number',
        week: 'Please choose a week from the calendar',
      },
    });
    const it = await post('/api/join-requests', { ...bad, locale: 'it' });
    expect((await it.json()).fields).toEqual({
      name: 'Inserite il vostro nome',
      email: 'Inserite un indirizzo e-mail valido',
      phone: 'Inserite un numero di telefono valido',
      week: 'Scegliete una settimana nel calendario',
    });
  });

  it.each([
    ['not available', { from: '2025-06-28', to: '2025-07-05' }],
    ['optioned', { from: '2025-06-21', to: '2025-06-28' }],
    ['already started', { from: '2025-06-07', to: '2025-06-14' }],
    ['not a week of the season', { from: '2025-06-15', to: '2025-06-22' }],
  ])('answers a week that is %s with 409, storing nothing', async (_label, week) => {
    const body = request({ week, locale: 'it' });
    const response = await post('/api/join-requests', body);
    expect(response.status).toBe(409);
    expect((await response.json()).fields.week).toBe(
      'Questa settimana non è più disponibile. Sceglietene un’altra nel calendario.',
    );
    expect(await stored(body.submissionId)).toBeUndefined();
  });

  it('answers 413 to a body over 16 KB, 415 to non-JSON, 400 to malformed JSON, 405 to GET', async () => {
    expect((await post('/api/join-requests', request({ message: 'x'.repeat(17_000) }))).status).toBe(413);
    const form = await post('/api/join-requests', 'name=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    const malformed = await post('/api/join-requests', '{"name": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'invalid_json' });
    expect((await post('/api/join-requests', '[1,2]')).status).toBe(400);
    expect((await fetch(`${stack.origin}/api/join-requests`)).status).toBe(405);
  });

  it('keeps CR/LF out of every header: a forged name is folded, a forged address refused', async () => {
    const name = `Eve ${randomUUID().slice(0, 8)}`;
    const body = request({ name: `${name}\r\nBcc: victim@example.com\r\nSubject: hi` });
    expect((await post('/api/join-requests', body)).status).toBe(201);
    const [mail] = await mailsFor(name);
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    expect(mail!.destination).toEqual({ to: [owner], cc: [], bcc: [] });
    expect((await stored(body.submissionId))?.name).toBe(`${name} Bcc: victim@example.com Subject: hi`);

    const forgedEmail = await post(
      '/api/join-requests',
      request({ email: 'eve@example.com\r\nBcc: victim@example.com' }),
    );
    expect(forgedEmail.status).toBe(422);
    expect((await forgedEmail.json()).fields.email).toBe('Please enter a valid e-mail address');
  });

  it('loses nothing while SES is down and sends each e-mail exactly once when it is back', async () => {
    await stack.ses.stop();
    const bodies = [1, 2, 3].map((n) =>
      request({ email: `down-${n}-${randomUUID().slice(0, 6)}@example.com`, locale: n === 3 ? 'it' : 'en' }),
    );
    for (const body of bodies) expect((await post('/api/join-requests', body)).status).toBe(201);
    for (const body of bodies) {
      for (const kind of ['owner', 'ack']) {
        expect(await outboxItem(`${kind}#${body.submissionId}`)).toMatchObject({ state: 'pending', attempts: 1 });
      }
    }
    // Sweeping while SES is still down changes nothing but the retry time.
    await stack.sweep();

    restartedSes = await startSesEmulator(stack.ses.port);
    // The retry times are in the future (backoff); sweep as if they had come.
    const { sweepOutbox } = (await import('../../functions/mail-sweeper')).outbox;
    const later = new Date(Date.now() + 30 * 60_000);
    expect((await sweepOutbox({ now: later })).sent).toBe(6);
    expect((await sweepOutbox({ now: new Date(later.getTime() + 60 * 60_000) })).sent).toBe(0);

    const all = await mailbox(stack.sesUrl);
    for (const body of bodies) {
      expect(await mailsFor(body.name, stack.sesUrl)).toHaveLength(1);
      expect(all.filter((mail) => mail.destination.to.includes(body.email))).toHaveLength(1);
      for (const kind of ['owner', 'ack']) {
        const item = await outboxItem(`${kind}#${body.submissionId}`);
        expect(item?.state).toBeUndefined();
        expect(item?.sentAt).toEqual(expect.any(String));
      }
    }
  });
});

describe('POST /api/newsletter-subscriptions', () => {
  it('records a sign-up once, whatever the case, and answers 202 check-inbox each time (tests/integration/newsletter.test.ts has the rest)', async () => {
    const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
    const first = await post('/api/newsletter-subscriptions', { email, locale: 'it' });
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ status: 'check-inbox' });
    expect((await post('/api/newsletter-subscriptions', { email: email.toUpperCase(), locale: 'en' })).status).toBe(
      202,
    );
    const items = (await db.send(new ScanCommand({ TableName: stack.tables.subscriptions }))).Items ?? [];
    expect(items.filter((item) => item.email === email)).toEqual([
      expect.objectContaining({ state: 'pending', email, locale: 'it', subscriberId: expect.any(String) }),
    ]);
  });

  it('answers a bad address with 422 in the request’s language', async () => {
    const response = await post('/api/newsletter-subscriptions', { email: 'x@', locale: 'it' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'validation',
      fields: { email: 'Inserite un indirizzo e-mail valido' },
    });
  });
});

describe('when DynamoDB is down', () => {
  it('answers 503 with a plain message and no internals', async () => {
    await stack.dynamodb.stop();
    const logged = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const response = await post('/api/join-requests', request());
    // The detail goes to the structured log, not to the visitor. A repeat is looked for first
    // (a stored request is answered as stored, before the week is read).
    const records = logged.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(records.filter((record) => record.level === 'ERROR')).toEqual([
      expect.objectContaining({ message: 'join request not read' }),
    ]);
    logged.mockRestore();
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'unavailable', message: 'An error occurred. Please try again.' });
    expect(text).not.toMatch(/at |Error:|ECONNREFUSED/);
  });
});
