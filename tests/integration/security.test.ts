import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { logEvents } from '../../common/logEvents';
import { mailbox } from '../support/mailbox';
import { owner } from '../support/owner';
import type * as LogModule from '../../functions/platform/log';
import type { Outbox, OutboxDeps } from '../../functions/mail/outbox';
import { maxAttempts } from '../../functions/mail/retryPolicy';
import { allPages } from '../../functions/platform/pages';
import type { OutboxMail, OutboxStore } from '../../functions/mail/outboxMail';
import type { LocalStack } from '../../server/local-stack';
import { logsOf } from '../support/logs';
import { startTestStack } from '../support/test-stack';
import { requestReference } from '../../common/contracts/reference';

/**
 * Findings of the security review of 2026-11-24 (../shared/reviews/security-2026-11-24.md), each
 * reproduced on dynalite (and the SES emulator) with the real modules: N3 (addresses in logs and
 * stored errors), N1 (the acknowledgement as a relay), N4 (the digest's item size).
 */
let stack: LocalStack;
let db: DynamoDBDocumentClient;
let outbox: Outbox;
let store: OutboxStore;
let logger: typeof LogModule.logger;

beforeAll(async () => {
  process.env.OWNER_EMAIL = 'owner@libeccio-charter.example';
  stack = await startTestStack({ sweepEveryMs: 3_600_000 });
  db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.dynamodbUrl }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  outbox = (await import('../../functions/mail-sweeper')).outbox;
  store = (await import('../../functions/mail/outboxStore')).outboxStore(db, stack.tables.outbox);
  logger = (await import('../../functions/platform/log')).logger;
});

afterAll(async () => {
  logger.setLogLevel('WARN');
  await stack?.stop();
});

const item = async (mailId: string) =>
  (await db.send(new GetCommand({ TableName: stack.tables.outbox, Key: { mailId } }))).Item as OutboxMail | undefined;

const addressLike = /[^\s"'<>]+(@|%40)[^\s"'<>]+/i;

describe('N3: SES refusal text never puts an address in a log or a stored record', () => {
  // SES's documented refusals (sandbox, bad address, suppression), with the recipient in the text.
  const refusals: [string, string][] = [
    [
      'MessageRejected',
      'Email address is not verified. The following identities failed the check in region EU-SOUTH-1: visitor.name@example.org',
    ],
    [
      'MessageRejected',
      'Email address is not verified. The following identities failed the check in region EU-WEST-1: Visitor.Name+tag@Example.ORG, <second@example.net>',
    ],
    ['BadRequestException', 'Illegal address: "visitor.name@example.org"'],
    ['BadRequestException', 'Recipient visitor.name%40example.org is on the account-level suppression list.'],
  ];

  it.each(refusals)('%s: "%s" is logged and stored as <address>, also when the mail ends dead', async (name, text) => {
    const submissionId = randomUUID();
    const mail: OutboxMail = {
      mailId: `ack#${submissionId}`,
      kind: 'ack',
      to: ['visitor.name@example.org'],
      reference: requestReference(submissionId),
      submissionId,
      subject: 'Ack',
      text: 'ack',
      html: '<p>ack</p>',
      createdAt: new Date().toISOString(),
      state: 'pending',
      nextAttemptAt: new Date(Date.now() - 1_000).toISOString(),
      attempts: 0,
    };
    expect(await store.put(mail)).toBe(true);
    const ses = {
      send: async () => {
        throw Object.assign(new Error(text), { name });
      },
    } as unknown as OutboxDeps['ses'];

    const logs = await logsOf(async () => {
      expect(await outbox.attemptMail(mail, { deps: { store, ses } })).toBe('failed');
    });
    expect(logs).toContain('mail not accepted by SES');
    expect(logs).toContain(name);
    expect(logs).toContain('<address>');
    expect(logs).not.toMatch(addressLike);
    const failed = await item(mail.mailId);
    expect(failed?.lastError).toContain('<address>');
    expect(failed?.lastError).not.toMatch(addressLike);

    // Its attempts run out: parked dead with the reason, still without the address (an older record
    // holding one is scrubbed too).
    const spent = { ...failed!, attempts: maxAttempts, lastError: `${name}: ${text}` };
    await db.send(new PutCommand({ TableName: stack.tables.outbox, Item: spent }));
    const deadLogs = await logsOf(async () => {
      expect(await outbox.attemptMail(spent, { now: new Date(Date.now() + 60 * 60_000), deps: { store, ses } })).toBe(
        'dead',
      );
    });
    expect(deadLogs).not.toMatch(addressLike);
    const dead = await item(mail.mailId);
    expect(dead?.state).toBe('dead');
    expect(dead?.lastError).not.toMatch(addressLike);
  });
});

const post = (path: string, body: unknown) =>
  fetch(`${stack.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const hostileName = 'WIN 1000 EUR now at https://evil.example/claim';

function joinRequest(email: string, overrides: Record<string, unknown> = {}) {
  return {
    submissionId: randomUUID(),
    locale: 'en',
    name: hostileName,
    email,
    phone: '+44 20 7946 0958',
    message: 'Claim your prize at https://evil.example/claim before midnight.',
    week: { from: '2025-06-14', to: '2025-06-21' },
    ...overrides,
  };
}

const mailsTo = async (address: string) =>
  (await mailbox(stack.sesUrl)).filter((mail) => mail.destination.to.includes(address));
const visitorCounter = async () => {
  const hour = new Date().toISOString().slice(0, 13);
  return Number((await item(`counter#visitor#${hour}`))?.['taken' as keyof OutboxMail] ?? 0);
};

describe('N1: the acknowledgement is no relay for attacker text to strangers', () => {
  afterEach(() => {
    delete process.env.VISITOR_MAIL_HOURLY_CAP;
  });

  it('carries nothing the visitor typed, and is not sent to an address that bounced or complained', async () => {
    const stranger = `stranger-${randomUUID().slice(0, 8)}@example.com`;
    const body = joinRequest(stranger);
    expect((await post('/api/join-requests', body)).status).toBe(201);
    const [ack, ...others] = await mailsTo(stranger);
    expect(others).toEqual([]);
    expect(ack!.body.text).toMatch(/^Hello,/);
    for (const part of [ack!.subject, ack!.body.text ?? '', ack!.body.html ?? '']) {
      expect(part).not.toContain('WIN 1000');
      expect(part).not.toContain('evil.example');
    }

    // The address bounces (SesEvents records it in the subscriptions table): no acknowledgement again.
    const { subscribersStore } = await import('../../functions/newsletter/subscriberStore');
    await subscribersStore(db, stack.tables.subscriptions).suppressAddress(stranger, 'bounce', new Date());
    const again = joinRequest(stranger);
    expect((await post('/api/join-requests', again)).status).toBe(201);
    expect(await item(`ack#${again.submissionId}`)).toMatchObject({ withdrawn: expect.stringContaining('suppressed') });
    // The owner is told all the same.
    expect(await item(`owner#${again.submissionId}`)).toBeDefined();
  });

  it('caps acknowledgements site-wide per hour, apart from confirmations (F1: one kind’s flood never shuts the other): the requests are kept, the owner told, the alarm’s event logged', async () => {
    const already = await visitorCounter();
    process.env.VISITOR_MAIL_HOURLY_CAP = String(already + 5);
    const strangers = Array.from({ length: 8 }, (_, i) => `victim-${i}-${randomUUID().slice(0, 6)}@example.net`);
    const bodies = strangers.map((email) => joinRequest(email));
    const subscriber = `signup-${randomUUID().slice(0, 8)}@example.net`;
    const statuses: number[] = [];
    const logs = await logsOf(async () => {
      for (const body of bodies) statuses.push((await post('/api/join-requests', body)).status);
      statuses.push((await post('/api/newsletter-subscriptions', { email: subscriber, locale: 'en' })).status);
    });
    expect(statuses).toEqual([...Array(8).fill(201), 202]);

    const delivered = (await Promise.all(strangers.map(mailsTo))).filter((mails) => mails.length > 0).length;
    expect(delivered).toBe(5);
    for (const body of bodies) {
      // Every request stored and its owner mail queued (sent, or in the digest).
      expect(await item(`owner#${body.submissionId}`)).toBeDefined();
    }
    const capped = logs.split('\n').filter((line) => line.includes(`"message":"${logEvents.visitorMailCapped}"`));
    expect(capped).toHaveLength(3); // three acknowledgements; the confirmation has a cap of its own
    expect(capped.every((line) => line.includes('"kind":"ack"'))).toBe(true);
    const confirmations = await db.send(
      new ScanCommand({
        TableName: stack.tables.outbox,
        FilterExpression: 'kind = :confirm',
        ExpressionAttributeValues: { ':confirm': 'confirm' },
      }),
    );
    expect((confirmations.Items ?? []).filter((mail) => (mail.to as string[]).includes(subscriber))).toHaveLength(1);
    console.info(
      `N1: 8 requests to 8 strangers with a cap of 5 (+${already}): ${delivered} acknowledgements delivered, ` +
        `${capped.length} refused, the confirmation queued on its own cap, 8 owner notifications queued`,
    );
  }, 60_000);
});

describe('N4: the owner’s hourly cap holds whatever the requests weigh', () => {
  afterEach(() => {
    delete process.env.OWNER_MAIL_HOURLY_CAP;
  });

  it('lists a bounded number of size-bounded entries per digest page and the rest on the next page: every request named, each page under 400 KB of UTF-8', async () => {
    process.env.OWNER_MAIL_HOURLY_CAP = '1';
    const { digestMaxEntries, digestEntryMaxBytes } = await import('../../functions/mail/outboxMail');
    const { enqueueRequestMails } = await import('../../functions/requests/mail');
    // An hour of its own (the counters and the digest are per hour), in the test season's future.
    const now = new Date('2031-03-04T09:10:00Z');
    // Enough to fill the digest's first page and start a second.
    const requests = digestMaxEntries + 10;
    const messages = ['x'.repeat(2_000), '€'.repeat(2_000), '🌊'.repeat(1_000)];
    const logs = await logsOf(async () => {
      for (let i = 0; i < requests; i += 1) {
        const submissionId = randomUUID();
        await enqueueRequestMails(
          {
            submissionId,
            createdAt: now.toISOString(),
            locale: 'en',
            name: `Guest ${i}`,
            email: 'same.guest@example.com',
            phone: '+44 20 7946 0958',
            message: messages[i % messages.length]!,
            weekFrom: '2025-06-14',
            weekTo: '2025-06-21',
            leg: 'aeolian',
          },
          now,
          { store },
        );
      }
    });
    expect(logs).not.toContain('owner mail not queued');
    const digest = (await item('digest#2031-03-04T09'))!;
    const second = (await item('digest#2031-03-04T09#2'))!;
    expect(digest.entries).toHaveLength(digestMaxEntries);
    expect(second.entries).toHaveLength(requests - 1 - digestMaxEntries);
    expect(new Set([...digest.entries!, ...second.entries!].map((entry) => entry.name)).size).toBe(requests - 1);
    // What real DynamoDB counts (dynalite counts UTF-16 units and would hide the multibyte case).
    const itemBytes = Buffer.byteLength(JSON.stringify(digest), 'utf8');
    expect(itemBytes).toBeLessThan(400_000);
    for (const entry of digest.entries!) {
      expect(Buffer.byteLength(JSON.stringify(entry), 'utf8')).toBeLessThanOrEqual(digestEntryMaxBytes);
    }
    // Every owner notification beyond the first is withdrawn into the digest: the owner gets 2 mails this hour.
    const owners = await allPages((startKey) =>
      db.send(
        new ScanCommand({
          TableName: stack.tables.outbox,
          FilterExpression: 'kind = :owner AND createdAt = :at',
          ExpressionAttributeValues: { ':owner': 'owner', ':at': now.toISOString() },
          ExclusiveStartKey: startKey,
        }),
      ),
    );
    const stillToSend = owners.filter((mail) => mail.state === 'pending');
    expect(owners).toHaveLength(requests);
    expect(stillToSend).toHaveLength(1);
    // The log says which page each request went to.
    expect(logs.match(/request added to digest#2031-03-04T09#2/g)).toHaveLength(requests - 1 - digestMaxEntries);

    // Sent at the end of the hour: one mail listing the entries and saying how many more are stored.
    const sent: { Content?: { Simple?: { Body?: { Text?: { Data?: string } } } } }[] = [];
    const ses = {
      send: async (command: { input: (typeof sent)[number] }) => {
        sent.push(command.input);
        return { MessageId: 'digest-1' };
      },
    } as unknown as OutboxDeps['ses'];
    for (const page of [digest, second]) {
      expect(await outbox.attemptMail(page, { now: new Date('2031-03-04T10:00:01Z'), deps: { store, ses } })).toBe(
        'sent',
      );
    }
    expect(sent).toHaveLength(2);
    expect(sent[1]!.Content!.Simple!.Body!.Text!.Data).toContain(`Guest ${requests - 1}`);
    console.info(
      `N4: ${requests} requests (2,000-character messages, ASCII / € / emoji), owner cap 1: 1 separate mail, ` +
        `2 digest pages listing ${digest.entries!.length} and ${second.entries!.length} (each ≤ ${digestEntryMaxBytes} bytes); ` +
        `digest item ${Math.round(itemBytes / 1000)} KB of UTF-8`,
    );
  }, 120_000);
});

describe('N2: cycling through the /64s of one IPv6 /48 buys no fresh limits', () => {
  it('counts an IPv6 client by its /64 and its /48 (6 × the limit): the 61st request of a /48 in a minute gets 429', async () => {
    const { rateLimit, widerNetworkFactor } = await import('../../functions/platform/rateLimit');
    const previous = process.env.RATE_LIMIT_PER_MINUTE;
    process.env.RATE_LIMIT_PER_MINUTE = '10';
    try {
      const now = Date.parse('2031-05-06T07:08:09Z');
      const from = (sourceIp: string) =>
        ({
          headers: {},
          body: '{}',
          requestContext: { http: { sourceIp, method: 'POST' } },
        }) as unknown as Parameters<typeof rateLimit>[0];
      const statuses: number[] = [];
      // Every request from a different /64 (each far under its own limit of 10) of 2001:db8:77::/48.
      expect(widerNetworkFactor).toBe(6);
      for (let i = 0; i < 62; i += 1) {
        const answer = await rateLimit(from(`2001:db8:77:${i.toString(16)}::1`), 'join-requests', now, db);
        statuses.push(answer?.statusCode ?? 201);
      }
      expect(statuses.slice(0, 60)).toEqual(Array(60).fill(201));
      expect(statuses.slice(60)).toEqual([429, 429]);
      // Another /48 is untouched, and IPv4 clients are counted as before.
      expect(await rateLimit(from('2001:db8:78:1::1'), 'join-requests', now, db)).toBeUndefined();
      expect(await rateLimit(from('198.51.100.20'), 'join-requests', now, db)).toBeUndefined();
    } finally {
      process.env.RATE_LIMIT_PER_MINUTE = previous;
    }
  });
});

describe('N5: privacy forget erases what is keyed by a hash of the address too', () => {
  it('deletes the acknowledgement counters and the campaign records; export lists them first', async () => {
    const { keyedHash } = await import('../../functions/platform/privacyKey');
    const { subscriberIdOf } = await import('../../functions/newsletter/subscriberTokens');
    const email = `forget-${randomUUID().slice(0, 8)}@example.com`;
    expect((await post('/api/join-requests', joinRequest(email))).status).toBe(201);
    const counterId = `counter#ack#${keyedHash('ack-cap', email)}#${new Date().toISOString().slice(0, 13)}`;
    expect(await item(counterId)).toBeDefined();
    const campaignId = `campaign#autumn-2031#${subscriberIdOf(email)}`;
    await db.send(
      new PutCommand({
        TableName: stack.tables.outbox,
        Item: { mailId: campaignId, kind: 'campaign', campaignStatus: 'sent', createdAt: new Date().toISOString() },
      }),
    );

    const exported = await owner(stack.dynamodb.port, 'privacy', 'export', email);
    expect(exported.code).toBe(0);
    expect(
      (JSON.parse(exported.out) as { records: { mailId: string }[] }).records.map((record) => record.mailId).sort(),
    ).toEqual([campaignId, counterId].sort());

    const forgot = await owner(stack.dynamodb.port, 'privacy', 'forget', email);
    expect(forgot.code).toBe(0);
    expect(forgot.out).toMatch(/2 campaign record\(s\) and acknowledgement counter\(s\) deleted/);
    expect(await item(counterId)).toBeUndefined();
    expect(await item(campaignId)).toBeUndefined();
  }, 60_000);
});

describe('N11: the owner’s own address bouncing raises an alarm', () => {
  it('logs the alarm’s event for a permanent bounce of the owner’s address, not for a visitor’s', async () => {
    const { handler } = await import('../../functions/ses-events');
    const bounce = (address: string) =>
      ({
        Records: [
          {
            Sns: {
              Message: JSON.stringify({
                eventType: 'Bounce',
                bounce: {
                  bounceType: 'Permanent',
                  bounceSubType: 'General',
                  bouncedRecipients: [{ emailAddress: address, action: 'failed', status: '5.1.1' }],
                },
                mail: { messageId: randomUUID(), destination: [address] },
              }),
            },
          },
        ],
      }) as unknown as Parameters<typeof handler>[0];
    const visitorLogs = await logsOf(() => handler(bounce(`gone-${randomUUID().slice(0, 6)}@example.com`)));
    expect(visitorLogs).not.toContain(logEvents.ownerMailBounced);
    const ownerLogs = await logsOf(() => handler(bounce('Owner@Libeccio-Charter.example')));
    expect(ownerLogs).toContain(`"message":"${logEvents.ownerMailBounced}"`);
    expect(ownerLogs).not.toMatch(/owner@libeccio-charter\.example/i);
  });
});
