import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Outbox, OutboxDeps } from '../../functions/mail/outbox';
import { maxAttempts, retryDelayMs } from '../../functions/mail/retryPolicy';
import type { OutboxMail, OutboxStore } from '../../functions/mail/outboxMail';
import { startSesEmulator, type Backend } from '../../server/backends';
import type { LocalStack } from '../../server/local-stack';
import { startTestStack } from '../support/test-stack';
import { requestReference } from '../../common/contracts/reference';
import { mailbox, waitFor } from '../support/mailbox';
import { owner as runOwner } from '../support/owner';
import { freePort } from '../support/ports';

/**
 * The outbox (functions/mail/outbox.ts) on dynalite and the SES emulator: due mail is never hidden
 * behind mail in backoff, a silent SES holds nobody, a mail SES accepted is never sent again, a crash
 * loop ends dead, one item's storage error stops nothing else, the acknowledgement, the digest, and
 * the owner's re-drive.
 */
let stack: LocalStack;
let db: DynamoDBDocumentClient;
let outbox: Outbox;
let store: OutboxStore;
let ses: OutboxDeps['ses'];
let restartedSes: Backend | undefined;
const owner = 'owner@libeccio-charter.example';
const ownerCap = 20;

beforeAll(async () => {
  process.env.OWNER_EMAIL = owner;
  process.env.OWNER_MAIL_HOURLY_CAP = String(ownerCap);
  process.env.ACK_HOURLY_CAP_PER_ADDRESS = '3';
  // The failures these tests cause on purpose log warnings; only errors are worth reading here.
  (await import('../../functions/platform/log')).logger.setLogLevel('ERROR');
  stack = await startTestStack({
    sweepEveryMs: 3_600_000, // the tests sweep by hand
  });
  db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.dynamodbUrl }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  outbox = (await import('../../functions/mail-sweeper')).outbox;
  const { outboxStore } = await import('../../functions/mail/outboxStore');
  store = outboxStore(db, stack.tables.outbox);
  ses = (await import('../../functions/platform/clients')).ses;
});

afterAll(async () => {
  (await import('../../functions/platform/log')).logger.setLogLevel('WARN');
  await restartedSes?.stop();
  await stack?.stop();
});

const post = (body: unknown) =>
  fetch(`${stack.origin}/api/join-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

function request(overrides: Record<string, unknown> = {}) {
  return {
    submissionId: randomUUID(),
    locale: 'en',
    name: `Guest ${randomUUID().slice(0, 8)}`,
    email: `guest-${randomUUID().slice(0, 8)}@example.com`,
    phone: '+44 20 7946 0958',
    message: 'Two families.',
    week: { from: '2025-06-14', to: '2025-06-21' },
    ...overrides,
  };
}

const item = async (mailId: string) =>
  (await db.send(new GetCommand({ TableName: stack.tables.outbox, Key: { mailId } }))).Item as OutboxMail | undefined;
const mailsWithSubject = async (subject: string) =>
  (await mailbox(stack.sesUrl)).filter((mail) => mail.subject === subject);
const mailsTo = async (address: string) =>
  (await mailbox(stack.sesUrl)).filter((mail) => mail.destination.to.includes(address));

/** A test mail to the owner with a subject of its own, due at `due`. */
function testMail(due: Date, overrides: Partial<OutboxMail> = {}): OutboxMail {
  const submissionId = randomUUID();
  return {
    mailId: `test#${submissionId}`,
    kind: 'owner',
    to: [owner],
    reference: requestReference(submissionId),
    submissionId,
    subject: `Test mail ${submissionId}`,
    text: 'test',
    html: '<p>test</p>',
    createdAt: new Date(due.getTime() - 60_000).toISOString(),
    state: 'pending',
    nextAttemptAt: due.toISOString(),
    attempts: 0,
    ...overrides,
  };
}

describe('the outbox', () => {
  it('with SES accepting connections but never answering: 201 within 5 s, the mail sent once SES answers', async () => {
    await stack.ses.stop();
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket); // accepts, reads, never answers
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(stack.ses.port, '127.0.0.1', resolve));

    const body = request();
    const started = performance.now();
    const response = await post(body);
    const answeredMs = performance.now() - started;
    expect(response.status).toBe(201);
    expect(answeredMs).toBeLessThan(5_000);
    const ownerMailId = `owner#${body.submissionId}`;
    expect(await item(ownerMailId)).toMatchObject({ state: 'pending', attempts: 1 });
    expect(await item(`ack#${body.submissionId}`)).toMatchObject({ state: 'pending', attempts: 1 });

    // A sweep while SES is still silent ends by its deadlines too.
    const sweepStarted = performance.now();
    const silentSweep = await outbox.sweepOutbox({ now: new Date(Date.now() + 5 * 60_000), sesDeadlineMs: 2_000 });
    const silentSweepMs = performance.now() - sweepStarted;
    expect(silentSweep.failed).toBeGreaterThanOrEqual(2);
    expect(silentSweep.sent).toBe(0);
    expect(silentSweepMs).toBeLessThan(15_000);
    expect(sockets.size).toBeGreaterThan(0);

    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    restartedSes = await startSesEmulator(stack.ses.port);
    const answering = performance.now();
    // The retry time (after the backoff) has come: the sweep the schedule would run then.
    const counts = await outbox.sweepOutbox({ now: new Date(Date.now() + 60 * 60_000) });
    const ownerMail = await waitFor(async () => {
      const found = (await mailsTo(owner)).filter((mail) => mail.body.text?.includes(body.name));
      return found.length ? found : undefined;
    });
    const sentAfterMs = performance.now() - answering;
    expect(counts.sent).toBeGreaterThanOrEqual(2);
    expect(ownerMail).toHaveLength(1);
    expect(await mailsTo(body.email)).toHaveLength(1);
    expect((await item(ownerMailId))?.state).toBeUndefined();
    console.info(
      `silent SES: 201 after ${Math.round(answeredMs)} ms; a sweep during the silence returned after ` +
        `${Math.round(silentSweepMs)} ms (${silentSweep.failed} mails failed, none hung); once SES answered, ` +
        `the sweep had the mail out after ${Math.round(sentAfterMs)} ms`,
    );
  }, 60_000);

  it('gives every DynamoDB call a deadline that fires: a silent DynamoDB fails the call, it does not hang', async () => {
    const { dynamoClientConfig } = await import('../../functions/platform/clients');
    const { outboxStore } = await import('../../functions/mail/outboxStore');
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    const client = new DynamoDBClient({ ...dynamoClientConfig, endpoint: `http://127.0.0.1:${port}` });
    try {
      // The client alone (socket timeouts that throw), as the weeks and requests calls use it …
      let started = performance.now();
      await expect(
        DynamoDBDocumentClient.from(client).send(new GetCommand({ TableName: 'Weeks', Key: { from: '2025-06-14' } })),
      ).rejects.toThrow();
      const clientMs = performance.now() - started;
      // … and the outbox's calls, with their own deadline on top.
      started = performance.now();
      await expect(outboxStore(DynamoDBDocumentClient.from(client), 'Outbox', 1_500).oldestPending()).rejects.toThrow();
      const outboxMs = performance.now() - started;
      expect(clientMs).toBeLessThan(8_000);
      expect(outboxMs).toBeLessThan(3_000);
      console.info(
        `silent DynamoDB: a call failed after ${Math.round(clientMs)} ms (client deadlines), an outbox call after ${Math.round(outboxMs)} ms`,
      );
    } finally {
      client.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  }, 30_000);

  it('sends the one due mail behind 50 mails in backoff', async () => {
    const now = new Date();
    const backedOff = Array.from({ length: 50 }, (_, i) =>
      testMail(new Date(now.getTime() + 10 * 60_000 + i), {
        attempts: 3,
        createdAt: new Date(now.getTime() - 3_600_000 + i).toISOString(),
      }),
    );
    for (const mail of backedOff) await store.put(mail);
    const due = testMail(new Date(now.getTime() - 1_000));
    await store.put(due);

    const counts = await outbox.sweepOutbox({ now, pageSize: 10 });
    expect(counts.sent).toBeGreaterThanOrEqual(1);
    expect(await mailsWithSubject(due.subject!)).toHaveLength(1);
    expect((await item(due.mailId))?.sesMessageId).toEqual(expect.any(String));
    for (const mail of backedOff.slice(0, 3)) expect(await item(mail.mailId)).toMatchObject({ attempts: 3 });
    // The oldest of them is what the backlog alarm reads.
    expect(counts.oldestPendingSeconds).toBeGreaterThanOrEqual(3_500);
    // Out of the way of the tests below.
    for (const mail of backedOff) {
      await db.send(
        new PutCommand({ TableName: stack.tables.outbox, Item: { ...mail, state: undefined, sentAt: 'test' } }),
      );
    }
  });

  it('never sends again a mail SES accepted when recording it fails; records it on its own path', async () => {
    let failures = 0;
    const flaky: OutboxStore = {
      ...store,
      async markSent(...args) {
        if (failures < 4) {
          failures += 1;
          throw Object.assign(new Error('injected: throttled'), { name: 'ProvisionedThroughputExceededException' });
        }
        return store.markSent(...args);
      },
    };
    const mail = testMail(new Date());
    await store.put(mail);
    await outbox.sweepOutbox({ deps: { store: flaky, ses } });
    expect(failures).toBe(4);
    expect(await mailsWithSubject(mail.subject!)).toHaveLength(1);
    expect((await item(mail.mailId))?.state).toBe('pending');

    // Later sweeps (its retry time long past) record the MessageId and send nothing.
    for (const hours of [2, 3]) {
      await outbox.sweepOutbox({ now: new Date(Date.now() + hours * 3_600_000), deps: { store: flaky, ses } });
    }
    expect(await mailsWithSubject(mail.subject!)).toHaveLength(1);
    const recorded = await item(mail.mailId);
    expect(recorded?.state).toBeUndefined();
    expect(recorded?.sesMessageId).toBe((await mailsWithSubject(mail.subject!))[0]!.messageId);
  });

  it('isolates one item’s storage error: the other due mails of the sweep go out', async () => {
    const now = new Date();
    const [bad, ...good] = [0, 1, 2].map((i) => testMail(new Date(now.getTime() - 1_000 + i)));
    for (const mail of [bad!, ...good]) await store.put(mail);
    const broken: OutboxStore = {
      ...store,
      async claim(mailId, ...rest) {
        if (mailId === bad!.mailId) throw new Error('injected: storage down for this item');
        return store.claim(mailId, ...rest);
      },
    };
    const counts = await outbox.sweepOutbox({ now, deps: { store: broken, ses } });
    expect(counts.errors).toBe(1);
    for (const mail of good) expect(await mailsWithSubject(mail.subject!)).toHaveLength(1);
    expect(await item(bad!.mailId)).toMatchObject({ state: 'pending', attempts: 0 });
    // The next sweep (storage back) sends it.
    await outbox.sweepOutbox({ now });
    expect(await mailsWithSubject(bad!.subject!)).toHaveLength(1);
  });

  it('ends a crash loop: claims never released reach the limit, the mail ends dead; the owner re-drives it, received once', async () => {
    let now = new Date();
    const mail = testMail(now);
    await store.put(mail);
    // Each attempt is killed after its claim (as a Lambda timeout would): no send, no release.
    let claims = 0;
    for (;;) {
      const current = (await item(mail.mailId))!;
      now = new Date(Date.parse(current.nextAttemptAt!) + 1_000);
      if (!(await store.claim(mail.mailId, now, new Date(now.getTime() + 3_600_000), maxAttempts))) break;
      claims += 1;
      expect(claims).toBeLessThanOrEqual(maxAttempts);
    }
    expect(claims).toBe(maxAttempts);
    const counts = await outbox.sweepOutbox({ now });
    expect(counts.dead).toBe(1);
    expect(await item(mail.mailId)).toMatchObject({ state: 'dead', attempts: maxAttempts });
    expect(await mailsWithSubject(mail.subject!)).toHaveLength(0);

    // The owner sees it and re-drives it by its reference.
    const listed = await runOwner(stack.dynamodb.port, 'mail', '--json');
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.out)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ mailId: mail.mailId, state: 'dead', reference: mail.reference, to: ['owner'] }),
      ]),
    );
    const table = await runOwner(stack.dynamodb.port, 'mail');
    expect(table.out).toMatch(new RegExp(`dead\\s+request to you\\s+you \\(owner\\)\\s+${mail.reference}`));
    const redriven = await runOwner(stack.dynamodb.port, 'mail', 'redrive', mail.reference.toLowerCase());
    expect(redriven).toMatchObject({ code: 0, err: [] });
    expect(redriven.out).toContain(mail.reference);
    expect(await item(mail.mailId)).toMatchObject({ state: 'pending', attempts: 0 });

    await stack.sweep();
    await stack.sweep();
    expect(await mailsWithSubject(mail.subject!)).toHaveLength(1);
    // Nothing dead any more: a second re-drive is refused in one line, changing nothing.
    const again = await runOwner(stack.dynamodb.port, 'mail', 'redrive', mail.reference);
    expect(again.code).toBe(1);
    expect(again.err).toEqual([`No dead mail for ${mail.reference}: \`npm run owner -- mail\` lists them.`]);
    const usage = await runOwner(stack.dynamodb.port, 'mail', 'redrive');
    expect(usage).toMatchObject({ code: 1, err: [expect.stringContaining('one reference or --dead')] });
  });

  it('queues on a repeat what the first try could not, and nothing twice', async () => {
    const body = request();
    expect((await post(body)).status).toBe(201);
    // As if the first try had been stopped after storing the request, before queueing its mails.
    for (const kind of ['owner', 'ack']) {
      await db.send(
        new DeleteCommand({ TableName: stack.tables.outbox, Key: { mailId: `${kind}#${body.submissionId}` } }),
      );
    }
    expect((await post(body)).status).toBe(200);
    expect((await post(body)).status).toBe(200);
    await stack.sweep();
    expect((await mailsTo(owner)).filter((mail) => mail.body.text?.includes(body.name))).toHaveLength(2);
    expect(await mailsTo(body.email)).toHaveLength(2);
    expect(await item(`owner#${body.submissionId}`)).toMatchObject({ attempts: 1, sentAt: expect.any(String) });
  });

  it('stops claiming when its time is up', async () => {
    const mail = testMail(new Date(Date.now() - 1_000));
    await store.put(mail);
    const counts = await outbox.sweepOutbox({ stopClaimingAt: Date.now() });
    expect(counts.sent + counts.failed + counts.dead).toBe(0);
    expect(await item(mail.mailId)).toMatchObject({ state: 'pending', attempts: 0 });
    await outbox.sweepOutbox();
    expect(await mailsWithSubject(mail.subject!)).toHaveLength(1);
  });

  it('keeps the retry budget over 24 h, with waits capped at an hour', () => {
    let total = 0;
    for (let attempt = 1; attempt < maxAttempts; attempt += 1) total += retryDelayMs(attempt);
    expect(total).toBeGreaterThan(24 * 3_600_000);
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(50)).toBe(3_600_000);
  });
});

describe('the visitor’s acknowledgement', () => {
  it('goes to the visitor once, in English, with the reference, week, leg, what next and the owner’s contact', async () => {
    const body = request();
    expect((await post(body)).status).toBe(201);
    expect((await post(body)).status).toBe(200);
    await stack.sweep();
    const [ack, ...others] = await mailsTo(body.email);
    expect(others).toEqual([]);
    const reference = requestReference(body.submissionId);
    expect(ack).toMatchObject({
      from: 'Libeccio <website@libeccio-charter.example>',
      replyTo: [owner],
      subject: `Libeccio: your charter request ${reference}`,
    });
    for (const text of [
      'Hello,',
      `Your reference: ${reference}`,
      'Week: 14–21 June 2025',
      'Cruising area: Aeolian Islands, embarking at Portorosa marina (Sicily)',
      'What happens next',
      'charter@libeccio-charter.example',
    ]) {
      expect(ack!.body.text).toContain(text);
    }
    // Nothing the visitor typed goes to the address they typed (security review N1).
    expect(ack!.body.text).not.toContain(body.name);
    expect(ack!.body.html).not.toContain(body.name);
    // The owner's mail carries the reference too.
    const [ownerMail] = (await mailsTo(owner)).filter((mail) => mail.body.text?.includes(body.name));
    expect(ownerMail!.subject).toContain(reference);
    expect(ownerMail!.body.text).toContain(`Reference: ${reference} (${body.submissionId})`);
  });

  it('speaks Italian (voi) to an Italian request', async () => {
    const body = request({ locale: 'it' });
    expect((await post(body)).status).toBe(201);
    const [ack] = await mailsTo(body.email);
    const reference = requestReference(body.submissionId);
    expect(ack!.subject).toBe(`Libeccio: la vostra richiesta di noleggio ${reference}`);
    for (const text of [
      'Buongiorno,',
      `Il vostro riferimento: ${reference}`,
      'Settimana: dal 14 al 21 giugno 2025',
      'Zona di navigazione: Isole Eolie, con imbarco alla Marina di Portorosa (Sicilia)',
      'vi risponderanno',
    ]) {
      expect(ack!.body.text).toContain(text);
    }
    expect(ack!.body.html).toContain('lang="it"');
  });

  it('is never sent for the honeypot, and at most 3 an hour to one address', async () => {
    const trap = request({ website: 'http://spam.example' });
    expect((await post(trap)).status).toBe(201);
    const email = `target-${randomUUID().slice(0, 8)}@example.com`;
    const bodies = [1, 2, 3, 4, 5].map(() => request({ email }));
    for (const body of bodies) expect((await post(body)).status).toBe(201);
    await stack.sweep();
    expect(await mailsTo(trap.email)).toEqual([]);
    expect(await mailsTo(email)).toHaveLength(3);
    // The owner still hears of every request.
    const ownerMails = await mailsTo(owner);
    for (const body of bodies) expect(ownerMails.filter((mail) => mail.body.text?.includes(body.name))).toHaveLength(1);
  });
});

describe('the owner’s hourly cap', () => {
  it('batches the requests beyond it into one digest at the end of the hour, dropping none', async () => {
    let now = new Date();
    if (now.getUTCMinutes() === 59 && now.getUTCSeconds() > 40) {
      await new Promise((resolve) => setTimeout(resolve, 25_000));
      now = new Date();
    }
    const hour = now.toISOString().slice(0, 13);
    // This hour's owner notifications are used up.
    await db.send(
      new PutCommand({ TableName: stack.tables.outbox, Item: { mailId: `counter#owner#${hour}`, taken: ownerCap } }),
    );
    const bodies = [request(), request({ locale: 'it' })];
    for (const body of bodies) expect((await post(body)).status).toBe(201);
    const before = await mailsTo(owner);
    for (const body of bodies) expect(before.filter((mail) => mail.body.text?.includes(body.name))).toEqual([]);
    // The visitors are still acknowledged at once.
    for (const body of bodies) expect(await mailsTo(body.email)).toHaveLength(1);

    const digestId = `digest#${hour}`;
    expect(await item(digestId)).toMatchObject({ state: 'pending', kind: 'digest' });
    await stack.sweep(); // before the hour is over: nothing
    expect((await item(digestId))?.state).toBe('pending');
    const nextHour = new Date(Date.parse(`${hour}:00:00Z`) + 3_600_000 + 1_000);
    await outbox.sweepOutbox({ now: nextHour });
    await outbox.sweepOutbox({ now: new Date(nextHour.getTime() + 3_600_000) });
    const digests = (await mailsTo(owner)).filter((mail) => mail.subject.startsWith('2 more charter requests'));
    expect(digests).toHaveLength(1);
    for (const body of bodies) {
      expect(digests[0]!.subject).toContain(requestReference(body.submissionId));
      expect(digests[0]!.body.text).toContain(body.name);
      expect(digests[0]!.body.text).toContain(body.email);
    }
  }, 60_000);
});
