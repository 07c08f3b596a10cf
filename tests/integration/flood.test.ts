import { randomUUID } from 'node:crypto';
import type { SNSEvent } from 'aws-lambda';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { logEvents } from '../../common/logEvents';
import { requestReference } from '../../common/contracts/reference';
import type { OutboxMail } from '../../functions/mail/outboxMail';
import type { LocalStack } from '../../server/local-stack';
import { mailbox, type StoredMail } from '../support/mailbox';
import { logsOf } from '../support/logs';
import { postFrom } from '../support/client-address';
import { startTestStack } from '../support/test-stack';

/**
 * Security review 2026-11-28, F1, reproduced on the local stack with the real handlers: 70 charter
 * requests from 7 clients (127.0.0.2…8, 10 each) to 70 made-up addresses within an hour must leave a
 * real visitor's acknowledgement, a new subscriber's confirmation and the owner's own notification of
 * the real request untouched, store every request, and mail no more than a handful of the made-up
 * addresses. Then the bounce side: a bounce charges its network, and the day's bounces pause mail to
 * unproven addresses (an alarm's event), never to a confirmed subscriber, and never the owner's.
 */
const ownerEmail = 'owner@libeccio-charter.example';
let stack: LocalStack;
let db: DynamoDBDocumentClient;

beforeAll(async () => {
  process.env.OWNER_EMAIL = ownerEmail;
  // The deployed defaults: 10 requests per client and minute, 2 mailing requests per source and hour.
  stack = await startTestStack({ sweepEveryMs: 3_600_000, rateLimitPerMinute: 10, sourceMailHourlyCap: 2 });
  db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.dynamodbUrl }));
});

afterAll(async () => {
  delete process.env.VISITOR_BOUNCE_DAILY_LIMIT;
  await stack?.stop();
});

const joinRequest = (email: string) => ({
  submissionId: randomUUID(),
  locale: 'en',
  name: 'Bot',
  email,
  phone: '+44 20 7946 0958',
  week: { from: '2025-06-14', to: '2025-06-21' },
});

const item = async (mailId: string) =>
  (await db.send(new GetCommand({ TableName: stack.tables.outbox, Key: { mailId } }))).Item as
    (OutboxMail & { withdrawn?: string }) | undefined;
const mailsTo = async (address: string): Promise<StoredMail[]> =>
  (await mailbox(stack.sesUrl)).filter((mail) => mail.destination.to.includes(address));
const stored = async (submissionId: string) =>
  (await db.send(new GetCommand({ TableName: stack.tables.joinRequests, Key: { submissionId } }))).Item;

/** The counters are per UTC hour: a flood is sent well inside one, never across its end. */
async function awayFromHourEnd() {
  const now = new Date();
  const left = 3_600_000 - (now.getUTCMinutes() * 60_000 + now.getUTCSeconds() * 1000 + now.getUTCMilliseconds());
  if (left < 120_000) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
}

/** An SNS delivery of an SES permanent bounce for `address`, with the mail's `source` tag when given. */
const bounce = (address: string, sourceTag?: string) =>
  ({
    Records: [
      {
        Sns: {
          Message: JSON.stringify({
            eventType: 'Bounce',
            bounce: {
              bounceType: 'Permanent',
              bounceSubType: 'General',
              bouncedRecipients: [{ emailAddress: address }],
            },
            mail: sourceTag ? { tags: { source: [sourceTag] } } : {},
          }),
        },
      },
    ],
  }) as unknown as SNSEvent;

describe('F1: a flood of made-up addresses from 7 clients', () => {
  it('leaves the real visitor’s acknowledgement, the new subscriber’s confirmation and the owner’s notification untouched; a handful of made-up mails', async () => {
    await awayFromHourEnd();
    const sources = Array.from({ length: 7 }, (_, i) => `127.0.0.${i + 2}`);
    const bodies = sources.flatMap((source, s) =>
      Array.from({ length: 10 }, (_, i) => ({
        source,
        body: joinRequest(`made-up-${s}-${i}-${randomUUID().slice(0, 6)}@example.net`),
      })),
    );
    const started = Date.now();
    // The 7 clients at once, each sending its 10 one after another (at the per-client limit).
    const answers = (
      await Promise.all(
        sources.map(async (source) => {
          const sent: { submissionId: string; status: number; acknowledgementQueued: unknown }[] = [];
          for (const { body } of bodies.filter((entry) => entry.source === source)) {
            const answer = await postFrom(stack.port, source, '/api/join-requests', body);
            sent.push({
              acknowledgementQueued: answer.body.acknowledgementQueued,
              submissionId: body.submissionId,
              status: answer.status,
            });
          }
          return sent;
        }),
      )
    ).flat();
    const floodSeconds = (Date.now() - started) / 1000;
    expect(answers.map((answer) => answer.status)).toEqual(Array(70).fill(201));
    // Each answer says whether its acknowledgement went into the outbox (the form promises one only then).
    for (const answer of answers) {
      const ack = await item(`ack#${answer.submissionId}`);
      expect(answer.acknowledgementQueued).toBe(!ack?.withdrawn);
    }
    expect(answers.filter((answer) => answer.acknowledgementQueued === false).length).toBeGreaterThanOrEqual(60);

    // Then a real visitor and a new subscriber, each from their own network.
    const visitor = `real-visitor-${randomUUID().slice(0, 8)}@example.org`;
    const request = joinRequest(visitor);
    const answer = await postFrom(stack.port, '127.0.5.1', '/api/join-requests', request);
    expect(answer.status).toBe(201);
    expect(answer.body.acknowledgementQueued).toBe(true);
    const subscriber = `new-subscriber-${randomUUID().slice(0, 8)}@example.org`;
    expect(
      (await postFrom(stack.port, '127.0.6.1', '/api/newsletter-subscriptions', { email: subscriber, locale: 'en' }))
        .status,
    ).toBe(202);
    await stack.sweep();

    // The real visitor's acknowledgement and the subscriber's confirmation went out.
    const reference = requestReference(request.submissionId);
    const [ack] = await mailsTo(visitor);
    expect(ack?.subject).toContain(reference);
    expect(await mailsTo(subscriber)).toHaveLength(1);
    // The owner was told of the real request in a mail of its own (not the hour's digest).
    const ownerMails = await mailsTo(ownerEmail);
    expect(ownerMails.filter((mail) => mail.subject.includes(reference))).toHaveLength(1);

    // Every flood request stored, each one's owner mail sent or in the hour's digest.
    for (const { body } of bodies) {
      expect(await stored(body.submissionId)).toBeDefined();
      expect(await item(`owner#${body.submissionId}`)).toBeDefined();
    }
    const madeUp = bodies.map(({ body }) => body.email);
    const everyMail = await mailbox(stack.sesUrl);
    const toMadeUp = everyMail.filter((mail) => mail.destination.to.some((to) => madeUp.includes(to))).length;
    const ownerSeparately = bodies.filter(({ body }) =>
      ownerMails.some((mail) => mail.subject.includes(requestReference(body.submissionId))),
    ).length;
    const hour = new Date().toISOString().slice(0, 13);
    const digest = await item(`digest#${hour}`);
    const inDigest = digest?.entries?.length ?? 0;
    expect(toMadeUp).toBeLessThanOrEqual(5);
    expect(ownerSeparately + inDigest).toBe(70);
    expect(ownerSeparately).toBeLessThanOrEqual(5);
    console.info(
      `F1 flood: 70 requests from 7 clients (one /24) in ${floodSeconds.toFixed(1)} s, all 201 and stored; ` +
        `${toMadeUp} mails to the 70 made-up addresses; owner told of ${ownerSeparately} separately and ` +
        `${inDigest} in the hour's digest; the real visitor's acknowledgement sent, the new subscriber's ` +
        `confirmation sent, the owner's notification of the real request sent on its own`,
    );
  }, 120_000);
});

describe('F1: bounces', () => {
  it('charge the network a bounced mail came from, and past the day’s limit pause mail to unproven addresses (alarmed), never a confirmed subscriber’s or the owner’s', async () => {
    await awayFromHourEnd();
    const { handler: sesEvents } = await import('../../functions/ses-events');

    // A visitor from network A gets an acknowledgement tagged with A; it bounces.
    const bounced = `typo-${randomUUID().slice(0, 8)}@example.org`;
    const first = joinRequest(bounced);
    expect((await postFrom(stack.port, '127.0.7.1', '/api/join-requests', first)).status).toBe(201);
    const tag = (await item(`ack#${first.submissionId}`))?.sourceTag;
    expect(tag).toMatch(/^[\w-]{43}$/);
    expect(await mailsTo(bounced)).toHaveLength(1);
    await sesEvents(bounce(bounced, tag));

    // Another client of network A: no acknowledgement today; the owner is told all the same.
    const fromA = joinRequest(`neighbour-${randomUUID().slice(0, 8)}@example.org`);
    expect((await postFrom(stack.port, '127.0.7.2', '/api/join-requests', fromA)).status).toBe(201);
    expect((await item(`ack#${fromA.submissionId}`))?.withdrawn).toMatch(/network bounced/);
    expect(await mailsTo(fromA.email)).toEqual([]);
    expect(await item(`owner#${fromA.submissionId}`)).toBeDefined();
    // Network B is not held back.
    const fromB = joinRequest(`other-${randomUUID().slice(0, 8)}@example.org`);
    expect((await postFrom(stack.port, '127.0.8.1', '/api/join-requests', fromB)).status).toBe(201);
    expect(await mailsTo(fromB.email)).toHaveLength(1);

    // The day's bounces reach the limit: mail to unproven visitor addresses pauses.
    process.env.VISITOR_BOUNCE_DAILY_LIMIT = '3';
    await sesEvents(bounce(`gone-1-${randomUUID().slice(0, 6)}@example.org`));
    await sesEvents(bounce(`gone-2-${randomUUID().slice(0, 6)}@example.org`));
    const { subscribersStore } = await import('../../functions/newsletter/subscriberStore');
    const subscriptions = subscribersStore(db, stack.tables.subscriptions);
    const confirmed = `confirmed-${randomUUID().slice(0, 8)}@example.org`;
    const signUp = await subscriptions.signUp(confirmed, 'en', new Date());
    if (signUp.action !== 'confirm-mail') throw new Error('expected a new sign-up');
    expect(await subscriptions.confirm(signUp.subscriber.subscriberId, signUp.nonce, new Date())).toBe('confirmed');

    const unproven = joinRequest(`unproven-${randomUUID().slice(0, 8)}@example.org`);
    const proven = joinRequest(confirmed);
    const newSubscriber = `paused-${randomUUID().slice(0, 8)}@example.org`;
    const logs = await logsOf(async () => {
      expect((await postFrom(stack.port, '127.0.9.1', '/api/join-requests', unproven)).status).toBe(201);
      expect((await postFrom(stack.port, '127.0.10.1', '/api/join-requests', proven)).status).toBe(201);
      expect(
        (
          await postFrom(stack.port, '127.0.11.1', '/api/newsletter-subscriptions', {
            email: newSubscriber,
            locale: 'en',
          })
        ).status,
      ).toBe(202);
    });
    await stack.sweep();
    expect((await item(`ack#${unproven.submissionId}`))?.withdrawn).toMatch(/paused/);
    expect(await mailsTo(unproven.email)).toEqual([]);
    expect(await mailsTo(newSubscriber)).toEqual([]);
    expect(await mailsTo(confirmed)).toHaveLength(1);
    const paused = logs.split('\n').filter((line) => line.includes(`"message":"${logEvents.visitorMailPaused}"`));
    expect(paused.length).toBe(2); // the acknowledgement and the confirmation
    // The owner is told of both requests, each in a mail of its own.
    const ownerMails = await mailsTo(ownerEmail);
    for (const request of [unproven, proven]) {
      expect(ownerMails.some((mail) => mail.subject.includes(requestReference(request.submissionId)))).toBe(true);
    }
  }, 60_000);
});
