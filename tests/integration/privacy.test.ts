import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type * as PersonalData from '../../functions/privacy/personalData';
import type { LocalStack } from '../../server/local-stack';
import { mailbox } from '../support/mailbox';
import { everyTableText, startTestStack } from '../support/test-stack';

/**
 * The privacy feature (functions/privacy/) on dynalite, called as a module, without the owner CLI:
 * `forgetAddress` erases the personal fields of the requests, the subscriber record, the outbox mails and
 * the campaign records; `exportPersonalData` returns them first. tests/integration/newsletter.test.ts and
 * security.test.ts run the same through `npm run owner -- privacy`.
 */
let stack: LocalStack;
let db: DynamoDBDocumentClient;
let privacy: typeof PersonalData;
let subscriberIdOf: (email: string) => string;
/** The suite's tables, as personalData's functions take them. */
let tables: { requests: string; outbox: string; subscriptions: string };

beforeAll(async () => {
  stack = await startTestStack({ sweepEveryMs: 3_600_000 }); // the test sweeps by hand
  tables = {
    requests: stack.tables.joinRequests,
    outbox: stack.tables.outbox,
    subscriptions: stack.tables.subscriptions,
  };
  db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.dynamodbUrl }));
  privacy = await import('../../functions/privacy/personalData');
  ({ subscriberIdOf } = await import('../../functions/newsletter/subscriberTokens'));
});

afterAll(async () => {
  await stack?.stop();
});

const postJson = (path: string, body: unknown) =>
  fetch(`${stack.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const joinRequest = (email: string, name: string, from: string, to: string) => ({
  submissionId: randomUUID(),
  locale: 'en',
  name,
  email,
  phone: '+44 20 7946 0958',
  message: `Two families, ${name}.`,
  week: { from, to },
});

async function confirmedSubscriber(email: string) {
  expect((await postJson('/api/newsletter-subscriptions', { email, locale: 'en' })).status).toBe(202);
  await stack.sweep();
  const mail = (await mailbox(stack.sesUrl)).find(
    (candidate) => candidate.destination.to.includes(email) && candidate.body.text?.includes('/newsletter/confirm/'),
  );
  const token = /\/newsletter\/confirm\/\?token=([A-Za-z0-9_-]+)/.exec(mail!.body.text ?? '')![1]!;
  expect((await postJson('/api/newsletter/confirm', { token, locale: 'en' })).status).toBe(200);
}

const get = async (table: string, key: Record<string, string>) =>
  (await db.send(new GetCommand({ TableName: table, Key: key }))).Item;

describe('the privacy feature on dynalite', () => {
  it('exports everything held about an address, then forgets it everywhere and keeps the other guest’s', async () => {
    const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
    const otherEmail = `other-${randomUUID().slice(0, 8)}@example.com`;
    const name = `Guest ${randomUUID().slice(0, 8)}`;
    const closed = joinRequest(email, name, '2025-06-14', '2025-06-21');
    const held = joinRequest(email, name, '2025-07-12', '2025-07-19');
    const other = joinRequest(otherEmail, 'Other Guest', '2025-06-14', '2025-06-21');
    for (const body of [closed, held, other]) expect((await postJson('/api/join-requests', body)).status).toBe(201);
    // The second request optioned: its week refers to it, so forget keeps it, anonymised.
    const { requestDesk } = await import('../../functions/requests/desk');
    await requestDesk(db, { requests: tables.requests, weeks: stack.tables.weeks }).option(
      held.submissionId,
      '2025-06-13',
      '2025-06-10',
      new Date(),
    );
    await confirmedSubscriber(email);
    const subscriberId = subscriberIdOf(email);
    const campaignId = `campaign#autumn-2031#${subscriberId}`;
    await db.send(
      new PutCommand({
        TableName: tables.outbox,
        Item: { mailId: campaignId, kind: 'campaign', campaignStatus: 'sent', createdAt: new Date().toISOString() },
      }),
    );
    // A digest listing both guests: only this guest's lines go.
    const entry = (body: typeof closed, reference: string) => ({
      submissionId: body.submissionId,
      reference,
      name: body.name,
      email: body.email,
      phone: body.phone,
    });
    const digestId = `digest#${randomUUID()}`;
    await db.send(
      new PutCommand({
        TableName: tables.outbox,
        Item: {
          mailId: digestId,
          kind: 'digest',
          to: ['owner@libeccio-charter.example'],
          reference: '2025-06-10T10',
          entries: [entry(closed, 'LB-AAAA-AAAA'), entry(other, 'LB-BBBB-BBBB')],
          attempts: 0,
          createdAt: new Date().toISOString(),
        },
      }),
    );

    const exported = await privacy.exportPersonalData(db, tables, email, new Date());
    expect(exported.requests.map((request) => request.submissionId).sort()).toEqual(
      [closed.submissionId, held.submissionId].sort(),
    );
    expect(exported.subscription).toMatchObject({ state: 'confirmed', email, subscriberId });
    expect(exported.mail.map((mail) => mail.kind).sort()).toEqual([
      'ack',
      'ack',
      'confirm',
      'digest',
      'owner',
      'owner',
    ]);
    expect(exported.mail.find((mail) => mail.mailId === digestId)?.entries).toEqual([entry(closed, 'LB-AAAA-AAAA')]);
    expect(exported.records.map((record) => record.mailId)).toEqual(expect.arrayContaining([campaignId]));
    expect(JSON.stringify(exported)).not.toContain(otherEmail);

    const forgotten = await privacy.forgetAddress(db, tables, email, new Date());
    expect(forgotten).toMatchObject({
      email,
      requestsDeleted: 1,
      mailsDeleted: 5,
      digestsEdited: 1,
      subscription: 'suppressed',
      subscriberId,
    });
    expect(forgotten.requestsAnonymised).toHaveLength(1);
    expect(forgotten.recordsDeleted).toBeGreaterThanOrEqual(2); // the campaign record and the ack counter

    const everything = await everyTableText(stack);
    for (const personal of [email, name, closed.message, held.message]) expect(everything).not.toContain(personal);
    expect(await get(tables.requests, { submissionId: closed.submissionId })).toBeUndefined();
    const kept = await get(tables.requests, { submissionId: held.submissionId });
    expect(kept).toMatchObject({ name: '(forgotten)', email: '', phone: '', status: 'optioned' });
    expect(kept).not.toHaveProperty('message');
    expect(await get(tables.subscriptions, { subscriberId })).toMatchObject({
      state: 'unsubscribed',
      suppressed: 'forgotten',
    });
    expect(await get(tables.outbox, { mailId: campaignId })).toBeUndefined();
    expect((await get(tables.outbox, { mailId: digestId }))?.entries).toEqual([entry(other, 'LB-BBBB-BBBB')]);
    // The other guest keeps everything.
    expect(await get(tables.requests, { submissionId: other.submissionId })).toMatchObject({ email: otherEmail });
    expect(everything).toContain(otherEmail);

    // A second time there is nothing left to erase.
    expect(await privacy.forgetAddress(db, tables, email, new Date())).toMatchObject({
      requestsDeleted: 0,
      requestsAnonymised: [],
      mailsDeleted: 0,
      digestsEdited: 0,
      recordsDeleted: 0,
    });
  }, 60_000);
});
