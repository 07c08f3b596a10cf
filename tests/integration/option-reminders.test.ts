import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { italianTime } from '../../owner/context';
import { formatDate } from '../../common/locales';
import { startSesEmulator, type Backend } from '../../server/backends';
import type { LocalStack } from '../../server/local-stack';
import { mailbox } from '../support/mailbox';
import { owner } from '../support/owner';
import { startTestStack } from '../support/test-stack';

/** Option reminders are outbox items: the owner's `mail` sees them and `mail redrive` sends them again. */
let stack: LocalStack;
let db: DynamoDBDocumentClient;
let port: number;
let restartedSes: Backend | undefined;
const ownerAddress = 'owner@libeccio-charter.example';

beforeAll(async () => {
  process.env.OWNER_EMAIL = ownerAddress;
  // 10 June 2025; the tests sweep by hand.
  stack = await startTestStack({ sweepEveryMs: 3_600_000 });
  port = stack.dynamodb.port;
  db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.dynamodbUrl }));
});

afterAll(async () => {
  await restartedSes?.stop();
  await stack?.stop();
});

const mailsAbout = async (week: string) =>
  (await mailbox(stack.sesUrl)).filter((mail) => mail.body.text?.includes(`week ${week} `));
const outboxItem = async (mailId: string) =>
  (await db.send(new GetCommand({ TableName: stack.tables.outbox, Key: { mailId } }))).Item;
const weekItem = async (from: string) =>
  (await db.send(new GetCommand({ TableName: stack.tables.weeks, Key: { from } }))).Item;
/** Lets the outbox's backoff pass for one mail (its next try now), optionally with its attempts spent. */
const dueNow = (mailId: string, attempts?: number) =>
  db.send(
    new UpdateCommand({
      TableName: stack.tables.outbox,
      Key: { mailId },
      UpdateExpression: `SET nextAttemptAt = :due${attempts === undefined ? '' : ', attempts = :attempts'}`,
      ExpressionAttributeValues: {
        ':due': new Date(Date.now() - 1_000).toISOString(),
        ...(attempts === undefined ? {} : { ':attempts': attempts }),
      },
    }),
  );
const listed = async () => JSON.parse((await owner(port, 'mail', '--json')).out) as Array<Record<string, unknown>>;

describe('an option reminder', () => {
  it('goes out through the outbox: sent by the sweep once, its MessageId recorded on the mail and the week', async () => {
    expect((await owner(port, 'week', '2025-07-12', 'optioned', '--until', '2025-06-11')).code).toBe(0);
    await stack.sweep();
    await stack.sweep();
    const mails = await mailsAbout('2025-07-12');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.destination.to).toEqual([ownerAddress]);
    expect(mails[0]!.subject).toBe(`Option ending ${formatDate('2025-06-11', 'en')}: the week 12–19 July 2025`);
    const mailId = 'reminder#2025-07-12#2025-06-11';
    expect(await outboxItem(mailId)).toMatchObject({
      kind: 'reminder',
      to: [ownerAddress],
      reference: 'week 2025-07-12',
      sesMessageId: mails[0]!.messageId,
      sentAt: expect.any(String),
    });
    expect((await outboxItem(mailId))?.state).toBeUndefined();
    expect(await weekItem('2025-07-12')).toMatchObject({
      reminderFor: '2025-06-11',
      reminderSentAt: expect.any(String),
    });
    // Sent: nothing left for the owner to do in `mail` (it is listed as sent, below).
    expect((await listed()).filter((mail) => mail.mailId === mailId && mail.state !== 'sent')).toEqual([]);
  });

  it('refused by SES: listed by `mail` as pending, then dead; `mail redrive` sends it, once', async () => {
    const mailId = 'reminder#2025-08-23#2025-06-11';
    expect((await owner(port, 'week', '2025-08-23', 'optioned', '--until', '2025-06-11')).code).toBe(0);
    await stack.ses.stop();
    expect(await stack.sweep()).toMatchObject({ reminded: 0, reminderFailed: 1 });
    expect(await listed()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          mailId,
          state: 'pending',
          kind: 'reminder',
          to: ['owner'],
          reference: 'week 2025-08-23',
          attempts: 1,
          nextTry: expect.any(String),
        }),
      ]),
    );
    const table = await owner(port, 'mail');
    expect(table.out).toMatch(/pending\s+option reminder\s+you \(owner\)\s+week 2025-08-23\s+1/);

    // Its attempts run out: parked as dead, and the owner sees it.
    const { maxAttempts } = await import('../../functions/mail/retryPolicy');
    await dueNow(mailId, maxAttempts);
    expect(await stack.sweep()).toMatchObject({ dead: 1 });
    expect(await listed()).toEqual(
      expect.arrayContaining([expect.objectContaining({ mailId, state: 'dead', kind: 'reminder' })]),
    );
    expect((await weekItem('2025-08-23'))?.reminderSentAt).toBeUndefined();

    // SES back; the owner re-drives it by its id: the next sweep sends it, and only once.
    restartedSes = await startSesEmulator(stack.ses.port);
    const redriven = await owner(port, 'mail', 'redrive', mailId);
    expect(redriven).toMatchObject({ code: 0, err: [] });
    expect(redriven.out).toContain('week 2025-08-23  option reminder');
    expect(await stack.sweep()).toMatchObject({ reminded: 1, reminderFailed: 0 });
    await stack.sweep();
    const mails = await mailsAbout('2025-08-23');
    expect(mails).toHaveLength(1);
    expect(await outboxItem(mailId)).toMatchObject({ sesMessageId: mails[0]!.messageId });
    expect(await weekItem('2025-08-23')).toMatchObject({ reminderSentAt: expect.any(String) });
    expect((await listed()).filter((mail) => mail.mailId === mailId && mail.state !== 'sent')).toEqual([]);
  });

  it('not sent on a retry once the option changed (here released): taken out of the outbox', async () => {
    const mailId = 'reminder#2025-09-13#2025-06-12';
    expect((await owner(port, 'week', '2025-09-13', 'optioned', '--until', '2025-06-12')).code).toBe(0);
    const ses = restartedSes!;
    await ses.stop();
    expect(await stack.sweep()).toMatchObject({ reminderFailed: 1 });
    restartedSes = await startSesEmulator(stack.ses.port);
    expect((await owner(port, 'week', '2025-09-13', 'available')).code).toBe(0);
    await dueNow(mailId);
    expect(await stack.sweep()).toMatchObject({ reminded: 0, reminderFailed: 0 });
    expect(await mailsAbout('2025-09-13')).toEqual([]);
    expect(await outboxItem(mailId)).toMatchObject({ withdrawn: 'the option changed' });
    expect((await outboxItem(mailId))?.state).toBeUndefined();
    expect((await listed()).filter((mail) => mail.mailId === mailId)).toEqual([]);
  });

  it('once sent, listed by `mail` as sent; `mail redrive <its mail id>` puts it back, and the next sweep sends it again', async () => {
    const mailId = 'reminder#2025-10-04#2025-06-11';
    expect((await owner(port, 'week', '2025-10-04', 'optioned', '--until', '2025-06-11')).code).toBe(0);
    expect(await stack.sweep()).toMatchObject({ reminded: 1 });
    const first = await mailsAbout('2025-10-04');
    expect(first).toHaveLength(1);
    const sentAt = (await outboxItem(mailId))?.sentAt as string;
    expect(sentAt).toEqual(expect.any(String));

    // Listed as sent, with its sent time (Italian time in the table), below the mail still to send.
    expect((await listed()).find((mail) => mail.mailId === mailId)).toEqual({
      mailId,
      state: 'sent',
      kind: 'reminder',
      to: ['owner'],
      reference: 'week 2025-10-04',
      submissionId: null,
      requests: null,
      attempts: 1,
      nextTry: null,
      lastError: null,
      createdAt: expect.any(String),
      sentAt,
    });
    const shown = await owner(port, 'mail');
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(
      new RegExp(`sent\\s+option reminder\\s+you \\(owner\\)\\s+week 2025-10-04\\s+1\\s+${italianTime(sentAt)}`),
    );
    expect(shown.out).toContain('Sent (Italian time)');

    // `--dead` never takes a sent mail; a campaign's record or an unknown kind is refused by id.
    expect(await owner(port, 'mail', 'redrive', '--dead')).toMatchObject({
      code: 1,
      err: ['No dead mail: nothing to re-drive.'],
    });
    const campaign = await owner(port, 'mail', 'redrive', 'campaign#2025-06#subscriber-1');
    expect(campaign).toMatchObject({ code: 1, err: [expect.stringContaining('goes at most once')] });
    const unknown = await owner(port, 'mail', 'redrive', 'teaser#2025-06-10');
    expect(unknown).toMatchObject({ code: 1, err: [expect.stringContaining('unknown kind "teaser"')] });
    expect(await outboxItem(mailId)).toMatchObject({ sentAt, sesMessageId: first[0]!.messageId });

    // The owner lost it: re-driven by its mail id, back to pending with fresh attempts.
    const redriven = await owner(port, 'mail', 'redrive', mailId);
    expect(redriven).toMatchObject({ code: 0, err: [] });
    expect(redriven.out).toContain(`Sent ${italianTime(sentAt)} (Italian time); back to pending`);
    expect(redriven.out).toContain('  week 2025-10-04  option reminder');
    const back = await outboxItem(mailId);
    expect(back).toMatchObject({ state: 'pending', attempts: 0, nextAttemptAt: expect.any(String) });
    expect(back?.sentAt).toBeUndefined();
    expect(back?.sesMessageId).toBeUndefined();
    expect(await listed()).toEqual(
      expect.arrayContaining([expect.objectContaining({ mailId, state: 'pending', sentAt: null, attempts: 0 })]),
    );
    // Pending now: a second re-drive says so and changes nothing.
    const again = await owner(port, 'mail', 'redrive', mailId);
    expect(again).toMatchObject({ code: 1, err: [expect.stringContaining('is not dead but pending')] });

    // The next sweep sends it again: a second copy, recorded, listed as sent once more.
    expect(await stack.sweep()).toMatchObject({ reminded: 1, reminderFailed: 0 });
    await stack.sweep();
    const copies = await mailsAbout('2025-10-04');
    expect(copies).toHaveLength(2);
    expect(copies[1]!.subject).toBe(copies[0]!.subject);
    expect(await outboxItem(mailId)).toMatchObject({ sesMessageId: copies[1]!.messageId, sentAt: expect.any(String) });
    expect((await listed()).filter((mail) => mail.mailId === mailId).map((mail) => mail.state)).toEqual(['sent']);
  });

  it('`mail` lists the mail sent in the last 7 days, never older, never a newsletter', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const sentMail = (mailId: string, reference: string, sentAt: string, kind = 'owner') =>
      db.send(
        new PutCommand({
          TableName: stack.tables.outbox,
          Item: {
            mailId,
            kind,
            to: [ownerAddress],
            reference,
            createdAt: sentAt,
            attempts: 1,
            sentAt,
            sesMessageId: `ses-${mailId}`,
          },
        }),
      );
    await sentMail('owner#sent-eight-days-ago', 'LB-8DAY-OLD8', daysAgo(8));
    await sentMail('owner#sent-six-days-ago', 'LB-6DAY-NEW6', daysAgo(6));
    await sentMail('campaign#2025-06#subscriber-1', '', daysAgo(1), 'campaign');
    const ids = (await listed()).map((mail) => mail.mailId);
    expect(ids).toContain('owner#sent-six-days-ago');
    expect(ids).not.toContain('owner#sent-eight-days-ago');
    expect(ids).not.toContain('campaign#2025-06#subscriber-1');
    const shown = (await owner(port, 'mail')).out;
    expect(shown).toMatch(/sent\s+request to you\s+you \(owner\)\s+LB-6DAY-NEW6/);
    expect(shown).not.toContain('LB-8DAY-OLD8');
  });
});

describe('a lapsed option', () => {
  it('is told to the owner once, within a week of its last day, as lapsed and offered again', async () => {
    const lapse = (from: string, until: string) =>
      db.send(
        new UpdateCommand({
          TableName: stack.tables.weeks,
          Key: { from },
          UpdateExpression: 'SET #s = :s, optionUntil = :until',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: { ':s': 'optioned', ':until': until },
        }),
      );
    // 10 June 2025: one option ended on the 8th, one on 20 May (too long ago to be news).
    await lapse('2025-09-20', '2025-06-08');
    await lapse('2025-09-27', '2025-05-20');
    await stack.sweep();
    await stack.sweep();
    const told = await mailsAbout('2025-09-20');
    expect(told.map((mail) => mail.subject)).toEqual([
      `Option lapsed on ${formatDate('2025-06-08', 'en')}: the week 20–27 September 2025 is offered again`,
    ]);
    expect(told[0]!.body.text).toContain('since 9 June 2025 the website shows the week as available');
    expect(await mailsAbout('2025-09-27')).toEqual([]);
    expect(await outboxItem('reminder#2025-09-20#2025-06-08#lapsed')).toMatchObject({ sentAt: expect.any(String) });
  });
});
