import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Outbox } from '../../functions/mail/outbox';
import { maxAttempts } from '../../functions/mail/retryPolicy';
import { scanAll } from '../../functions/platform/pages';
import type { OutboxMail, OutboxStore } from '../../functions/mail/outboxMail';
import type { LocalStack } from '../../server/local-stack';
import { requestReference } from '../../common/contracts/reference';
import { mailbox } from '../support/mailbox';
import { startTestStack } from '../support/test-stack';

/**
 * The privacy notice says copies of the e-mails we send are kept 90 days: every outbox mail, sent or
 * not, on dynalite with the local TTL sweep. Queued, sent, withdrawn into a digest, given up (dead) or
 * re-driven, each mail carries an expiry 90 days after its last step, and the TTL sweep removes it then.
 */
let stack: LocalStack;
let db: DynamoDBDocumentClient;
let outbox: Outbox;
let store: OutboxStore;
const owner = 'owner@libeccio-charter.example';
const day = 86_400;
const retention = 90 * day;

beforeAll(async () => {
  process.env.OWNER_EMAIL = owner;
  // The second request of the hour goes into the owner's digest: its own mail is withdrawn.
  process.env.OWNER_MAIL_HOURLY_CAP = '1';
  (await import('../../functions/platform/log')).logger.setLogLevel('ERROR');
  stack = await startTestStack({ sweepEveryMs: 3_600_000 });
  db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.dynamodbUrl }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  outbox = (await import('../../functions/mail-sweeper')).outbox;
  const { outboxStore } = await import('../../functions/mail/outboxStore');
  store = outboxStore(db, stack.tables.outbox);
});

afterAll(async () => {
  (await import('../../functions/platform/log')).logger.setLogLevel('WARN');
  await stack?.stop();
});

const epoch = (iso: string | Date) => Math.floor(new Date(iso).getTime() / 1000);
const item = async (mailId: string) =>
  (await db.send(new GetCommand({ TableName: stack.tables.outbox, Key: { mailId } }))).Item as
    (OutboxMail & { deadAt?: string; redrivenAt?: string }) | undefined;
/** Every mail in the outbox (not the hourly counters), each with its expiry. */
async function mails(): Promise<(OutboxMail & { deadAt?: string })[]> {
  const found = await scanAll<OutboxMail>(db, stack.tables.outbox);
  return found.filter((mail) => !mail.mailId.startsWith('counter#'));
}

function request() {
  return {
    submissionId: randomUUID(),
    locale: 'en',
    name: `Guest ${randomUUID().slice(0, 8)}`,
    email: `guest-${randomUUID().slice(0, 8)}@example.com`,
    phone: '+44 20 7946 0958',
    message: 'Two families, one of us is allergic to nuts.',
    week: { from: '2025-06-14', to: '2025-06-21' },
  };
}

describe('the outbox keeps no mail longer than the privacy notice says', () => {
  it('gives every mail, sent, withdrawn, in a digest or dead, an expiry 90 days after its last step, and the TTL sweep removes it', async () => {
    const started = new Date();
    const bodies = [request(), request()];
    for (const body of bodies) {
      const response = await fetch(`${stack.origin}/api/join-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(201);
    }
    // Queued: the owner's mail, the acknowledgements, the withdrawn second owner mail, the hour's digest.
    const queued = await mails();
    expect(queued.map((mail) => mail.mailId.split('#')[0]).sort()).toEqual(
      expect.arrayContaining(['ack', 'ack', 'digest', 'owner', 'owner']),
    );
    const queuedBy = epoch(new Date());
    for (const mail of queued) {
      // 90 days after it was queued, or (the withdrawn owner mail) after it was taken back a moment later.
      const expiry = mail.expiresAt ?? 0;
      expect({
        mailId: mail.mailId,
        inRange: expiry >= epoch(mail.createdAt) + retention && expiry <= queuedBy + retention,
      }).toEqual({
        mailId: mail.mailId,
        inRange: true,
      });
    }
    expect(queued.find((mail) => mail.withdrawn)?.mailId).toBe(`owner#${bodies[1]!.submissionId}`);

    // Sent: the expiry moves to 90 days after sending.
    await stack.sweep();
    const sent = await item(`ack#${bodies[0]!.submissionId}`);
    expect(sent?.sentAt).toEqual(expect.any(String));
    expect(sent?.expiresAt).toBe(epoch(sent!.sentAt!) + retention);

    // Given up: an attempt killed after each claim until the attempts run out, then parked dead.
    let now = new Date();
    const submissionId = randomUUID();
    const dying: OutboxMail = {
      mailId: `ack#${submissionId}`,
      kind: 'ack',
      to: [`never-${submissionId.slice(0, 8)}@example.com`],
      reference: requestReference(submissionId),
      submissionId,
      subject: `Retention ${submissionId}`,
      text: 'The whole request, name and phone included.',
      html: '<p>The whole request, name and phone included.</p>',
      createdAt: now.toISOString(),
      state: 'pending',
      nextAttemptAt: now.toISOString(),
      attempts: 0,
    };
    expect(await store.put(dying)).toBe(true);
    for (;;) {
      const current = (await item(dying.mailId))!;
      now = new Date(Date.parse(current.nextAttemptAt!) + 1_000);
      if (!(await store.claim(dying.mailId, now, new Date(now.getTime() + 3_600_000), maxAttempts))) break;
    }
    expect((await outbox.sweepOutbox({ now })).dead).toBe(1);
    const dead = (await item(dying.mailId))!;
    expect(dead).toMatchObject({ state: 'dead', deadAt: now.toISOString() });
    expect(dead.expiresAt).toBe(epoch(now) + retention);

    // A day before its expiry the dead mail is still there for the owner to re-drive …
    const early = await stack.sweepExpired(new Date((dead.expiresAt! - day) * 1000));
    expect(await item(dying.mailId)).toBeDefined();
    // … and once the expiry of every mail has passed, none is left: not the dead one, not the others.
    const last = Math.max(...(await mails()).map((mail) => mail.expiresAt ?? Number.POSITIVE_INFINITY));
    expect(last).toBeLessThan(epoch(started) + retention + 2 * day);
    const deleted = await stack.sweepExpired(new Date((last + 1) * 1000));
    // Two acknowledgements, two owner mails (one withdrawn), the digest, the dead mail, and the counters.
    expect((early[stack.tables.outbox] ?? 0) + (deleted[stack.tables.outbox] ?? 0)).toBeGreaterThanOrEqual(6);
    expect(await mails()).toEqual([]);
    // The mail itself had gone out once, before.
    expect((await mailbox(stack.sesUrl)).filter((mail) => mail.destination.to.includes(bodies[0]!.email))).toHaveLength(
      1,
    );
  });

  it('renews the expiry of a dead mail the owner re-drives, so it is not deleted while being retried', async () => {
    const submissionId = randomUUID();
    const createdAt = new Date();
    const mail: OutboxMail = {
      mailId: `owner#${submissionId}`,
      kind: 'owner',
      to: [owner],
      reference: requestReference(submissionId),
      submissionId,
      subject: `Redriven ${submissionId}`,
      text: 'x',
      html: '<p>x</p>',
      createdAt: createdAt.toISOString(),
      state: 'pending',
      nextAttemptAt: createdAt.toISOString(),
      attempts: maxAttempts,
    };
    expect(await store.put(mail)).toBe(true);
    expect(await store.markDead(mail.mailId, createdAt, maxAttempts, 'attempts ran out')).toBe(true);
    const redriveAt = new Date(createdAt.getTime() + 80 * day * 1000);
    expect(await store.redrive(mail.mailId, redriveAt)).toBe(true);
    expect(await item(mail.mailId)).toMatchObject({ state: 'pending', expiresAt: epoch(redriveAt) + retention });
    await stack.sweepExpired(new Date(createdAt.getTime() + 91 * day * 1000));
    expect(await item(mail.mailId)).toMatchObject({ state: 'pending' });
  });
});
