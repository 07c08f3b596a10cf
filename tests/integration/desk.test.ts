import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { requestReference } from '../../common/contracts/reference';
import type { LocalStack } from '../../server/local-stack';
import { startTestStack } from '../support/test-stack';
import { owner } from '../support/owner';
import { freePort } from '../support/ports';

let stack: LocalStack;
let db: DynamoDBDocumentClient;
let port: number;

beforeAll(async () => {
  process.env.OWNER_EMAIL = 'owner@libeccio-charter.example';
  port = await freePort();
  stack = await startTestStack({
    dynamodbPort: port,
    sweepEveryMs: 3_600_000,
  });
  db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.dynamodbUrl }));
  // Each test below has its own week; open them all (the seed has some taken).
  for (const from of [
    '2025-07-05',
    '2025-07-19',
    '2025-08-02',
    '2025-08-09',
    '2025-08-16',
    '2025-08-23',
    '2025-09-06',
    '2025-09-13',
  ]) {
    await setWeek(from, 'available');
  }
});

afterAll(async () => {
  process.env.SITE_CLOCK = '2025-06-10';
  await stack?.stop();
});

/** Runs `body` with SITE_CLOCK at `clock` (a date or a date-time). */
async function at<T>(clock: string, body: () => Promise<T>): Promise<T> {
  process.env.SITE_CLOCK = clock;
  try {
    return await body();
  } finally {
    process.env.SITE_CLOCK = '2025-06-10';
  }
}

const post = (body: unknown) =>
  fetch(`${stack.origin}/api/join-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

function request(week: { from: string; to: string }, overrides: Record<string, unknown> = {}) {
  return {
    submissionId: randomUUID(),
    locale: 'en',
    name: `Guest ${randomUUID().slice(0, 8)}`,
    email: 'guest@example.com',
    phone: '+44 20 7946 0958',
    message: 'Two families.',
    week,
    ...overrides,
  };
}

const stored = async (submissionId: string) =>
  (await db.send(new GetCommand({ TableName: 'JoinRequests', Key: { submissionId } }))).Item;
const weekRow = async (from: string) => (await db.send(new GetCommand({ TableName: 'Weeks', Key: { from } }))).Item;
const setWeek = (from: string, status: string) =>
  db.send(
    new UpdateCommand({
      TableName: 'Weeks',
      Key: { from },
      UpdateExpression: 'SET #s = :s REMOVE optionUntil, optionedBy',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':s': status },
    }),
  );
async function publicWeek(from: string) {
  const response = await fetch(`${stack.origin}/api/availability`);
  const body = (await response.json()) as { weeks: Array<{ from: string; status: string; optionUntil?: string }> };
  return body.weeks.find((week) => week.from === from);
}
/** The whole of both tables, to show a refused change changed nothing. */
const everything = async () => ({
  requests: (await db.send(new ScanCommand({ TableName: 'JoinRequests' }))).Items,
  weeks: (await db.send(new ScanCommand({ TableName: 'Weeks' }))).Items,
});

describe('a repeated submissionId', () => {
  const week = { from: '2025-07-05', to: '2025-07-12' };

  it('with other content (an edited retry) is refused with 409 submission_changed; the stored request is kept', async () => {
    const body = request(week);
    expect((await post(body)).status).toBe(201);
    const edited = await post({ ...body, email: 'fixed@example.com' });
    expect(edited.status).toBe(409);
    expect(await edited.json()).toEqual({ error: 'submission_changed', submissionId: body.submissionId });
    expect((await stored(body.submissionId))?.email).toBe('guest@example.com');
    // The same content, written differently (spaces, phone format), is the same request.
    const same = await post({ ...body, name: `  ${body.name} `, phone: '+442079460958' });
    expect(same.status).toBe(200);
  });

  it('with the same content is 200 even after its week closed (the stored id is checked before availability)', async () => {
    const body = request(week);
    expect((await post(body)).status).toBe(201);
    await setWeek(week.from, 'not-available');
    try {
      const again = await post(body);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({
        status: 'received',
        submissionId: body.submissionId,
        acknowledgementQueued: true,
      });
      // A new request for the closed week is still refused.
      expect((await post(request(week))).status).toBe(409);
    } finally {
      await setWeek(week.from, 'available');
    }
  });
});

describe('text and phones through the API', () => {
  const week = { from: '2025-07-19', to: '2025-07-26' };

  it('stores a name with NEL, U+2028, a C1 control, RLO and zero-width characters folded; refuses an invisible name and a premium-rate phone', async () => {
    const body = request(week, {
      name: 'Ada\u0085Bcc: x@evil.test\u2028\u009b\u202eLovelace\u200b',
      message: 'line one\u2028line two\u0000\u202e',
    });
    expect((await post(body)).status).toBe(201);
    const record = await stored(body.submissionId);
    expect(record?.name).toBe('Ada Bcc: x@evil.test Lovelace');
    expect(record?.message).toBe('line one\nline two');

    const invisible = await post(request(week, { name: '\u200b\u2060\ufeff', locale: 'it' }));
    expect(invisible.status).toBe(422);
    expect(await invisible.json()).toEqual({ error: 'validation', fields: { name: 'Inserite il vostro nome' } });

    const premium = await post(request(week, { phone: '+44 909 876 5432' }));
    expect(premium.status).toBe(422);
    expect(await premium.json()).toEqual({
      error: 'validation',
      fields: { phone: 'Please enter a valid phone number' },
    });
  });
});

describe('the yacht’s midnight', () => {
  it('closes the week starting Saturday 14 June at 00:00 in Rome, which is 22:00 UTC on Friday', async () => {
    const week = { from: '2025-06-14', to: '2025-06-21' };
    // 23:30 in Rome on Friday 13: still requestable.
    expect((await at('2025-06-13T21:30:00Z', () => post(request(week)))).status).toBe(201);
    // 00:30 in Rome on Saturday 14 (still Friday in UTC): the week has started.
    const late = await at('2025-06-13T22:30:00Z', () => post(request(week)));
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: 'week_unavailable' });
  });
});

describe('the request desk through the owner CLI', () => {
  it('takes a request from new to booked: option (seen by the API), book (not available), CSV export parsed back', async () => {
    const week = { from: '2025-08-02', to: '2025-08-09' };
    const body = request(week, {
      name: 'Zoë "Zed" Ødegård',
      message: 'Hello, "skipper"\nline two, with a comma',
      locale: 'it',
      phone: '333 123 4567',
    });
    expect((await post(body)).status).toBe(201);
    const reference = requestReference(body.submissionId);

    const listed = await owner(port, 'requests', '--status', 'new', '--week', week.from);
    expect(listed.code).toBe(0);
    const lines = listed.out.split('\n');
    expect(lines[0]).toMatch(/^Reference\s+Received \(Italian time\)\s+Name\s+Week\s+Status$/);
    expect(lines.find((line) => line.startsWith(reference))).toMatch(
      new RegExp(
        `^${reference}\\s+\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}\\s+Zoë "Zed" Ødegård\\s+2025-08-02 → 2025-08-09\\s+new$`,
      ),
    );

    // By reference in lower case without dashes, and by submissionId.
    expect((await owner(port, 'request', reference.toLowerCase().replace(/-/g, ''), 'replied')).code).toBe(0);
    const shown = await owner(port, 'request', body.submissionId, '--json');
    expect(JSON.parse(shown.out)).toMatchObject({ reference, status: 'replied', phone: '+393331234567' });
    // Where its mails stand comes from the outbox: the owner's went out at once; the guest's copy
    // too, unless this suite's guest address has had its three an hour.
    const mails = JSON.parse(shown.out) as { ownerMail: unknown; acknowledgement: { state: string } };
    expect(mails.ownerMail).toMatchObject({ state: 'sent', sentAt: expect.any(String) });
    expect(['sent', 'withdrawn']).toContain(mails.acknowledgement.state);

    const optioned = await owner(port, 'request', reference, 'option', '--until', '2025-06-20');
    expect(optioned.err).toEqual([]);
    expect(optioned.code).toBe(0);
    expect(optioned.out).toContain('Week 2025-08-02 is optioned until 2025-06-20.');
    expect(await publicWeek(week.from)).toEqual(
      expect.objectContaining({ status: 'optioned', optionUntil: '2025-06-20' }),
    );
    expect((await post(request(week))).status).toBe(409);

    const booked = await owner(port, 'request', reference, 'book');
    expect(booked.code).toBe(0);
    expect((await publicWeek(week.from))?.status).toBe('not-available');

    const detail = await owner(port, 'request', reference);
    expect(detail.out).toMatch(/Status:\s+booked/);
    expect(detail.out).toMatch(/History \(Italian time\):\n.*new\n.*replied\n.*optioned until 2025-06-20\n.*booked$/);
    const history = JSON.parse((await owner(port, 'request', reference, '--json')).out).history;
    expect(history.map((entry: { status: string }) => entry.status)).toEqual(['new', 'replied', 'optioned', 'booked']);
    for (const entry of history) expect(Date.parse(entry.at)).not.toBeNaN();

    const file = path.join(mkdtempSync(path.join(tmpdir(), 'desk-')), 'requests.csv');
    const exported = await owner(port, 'export', 'requests', '--csv', '--out', file);
    expect(exported.code).toBe(0);
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(true); // only the message's own line break is bare
    const rows = parse(text, { bom: true, columns: true, relax_quotes: false }) as Array<Record<string, string>>;
    const row = rows.find((candidate) => candidate.Reference === reference);
    expect(row).toMatchObject({
      Status: 'booked',
      Name: 'Zoë "Zed" Ødegård',
      'E-mail': 'guest@example.com',
      Phone: '0039 333 123 4567',
      Language: 'it',
      'Week from': '2025-08-02',
      'Week to': '2025-08-09',
      Message: 'Hello, "skipper"\nline two, with a comma',
      'Submission id': body.submissionId,
    });
    expect(row?.History).toMatch(/^new .*; replied .*; optioned .* until 2025-06-20; booked /);
    // Every request (the table also holds one reference reservation per request: functions/requests/store.ts).
    const requestItems = ((await everything()).requests ?? []).filter(
      (item) => !String(item.submissionId).startsWith('reference#'),
    );
    expect(rows.length).toBe(requestItems.length);
  });

  it('frees the week when an optioned request is declined', async () => {
    const week = { from: '2025-08-09', to: '2025-08-16' };
    const body = request(week);
    expect((await post(body)).status).toBe(201);
    const reference = requestReference(body.submissionId);
    expect((await owner(port, 'request', reference, 'option', '--until', '2025-06-30')).code).toBe(0);
    expect((await publicWeek(week.from))?.status).toBe('optioned');
    const declined = await owner(port, 'request', reference, 'decline');
    expect(declined.code).toBe(0);
    expect(declined.out).toContain('Week 2025-08-09 is available again.');
    expect(await publicWeek(week.from)).toEqual({ season: 2025, leg: 'aeolian', ...week, status: 'available' });
    expect((await stored(body.submissionId))?.status).toBe('declined');
  });

  it('refuses every impossible change with one line and exit 1, changing nothing', async () => {
    const weekA = { from: '2025-08-16', to: '2025-08-23' };
    const first = request(weekA);
    const second = request(weekA);
    expect((await post(first)).status).toBe(201);
    expect((await post(second)).status).toBe(201);
    const [a, b] = [requestReference(first.submissionId), requestReference(second.submissionId)];
    expect((await owner(port, 'request', a, 'option', '--until', '2025-06-30')).code).toBe(0);

    const declinedWeek = { from: '2025-08-23', to: '2025-08-30' };
    const third = request(declinedWeek);
    expect((await post(third)).status).toBe(201);
    const c = requestReference(third.submissionId);
    expect((await owner(port, 'request', c, 'decline')).code).toBe(0);

    const closedWeek = request({ from: '2025-09-13', to: '2025-09-20' });
    expect((await post(closedWeek)).status).toBe(201);
    const fourth = requestReference(closedWeek.submissionId);
    await setWeek('2025-09-13', 'not-available');

    const before = await everything();
    const cases: Array<[string[], RegExp]> = [
      [
        ['request', b, 'option', '--until', '2025-06-30'],
        new RegExp(`^Cannot option ${b}: its week 2025-08-16 is optioned until 2025-06-30 by ${a}\\.$`),
      ],
      [['request', c, 'book'], new RegExp(`^Cannot book ${c}, it is declined`)],
      [['request', c, 'replied'], new RegExp(`^Cannot mark as replied ${c}, it is declined`)],
      [['request', c, 'decline'], new RegExp(`^Cannot decline ${c}, it is declined`)],
      [['request', b, 'book'], new RegExp(`^Cannot book ${b}, it is new: option it first`)],
      [['request', a, 'replied'], new RegExp(`^Cannot mark as replied ${a}, it is optioned`)],
      [['request', a, 'option', '--until', '2025-06-01'], /^--until 2025-06-01 is in the past \(today is 2025-06-10/],
      [['request', a, 'option', '--until', '2025-08-16'], /^--until 2025-08-16 is not before the week starts/],
      [['request', a, 'option'], /^option needs --until/],
      [['request', 'LB-ZZZZ-ZZZZ', 'book'], /^No request "LB-ZZZZ-ZZZZ"/],
      [['request', a, 'sell'], /^Unknown change "sell"/],
      [['requests', '--status', 'pending'], /^--status "pending" is not a status/],
      [['export', 'requests'], /^export takes requests or subscribers, and --csv/],
      [
        ['request', fourth, 'option', '--until', '2025-06-30'],
        new RegExp(`^Cannot option ${fourth}: its week 2025-09-13 is not-available\\.$`),
      ],
    ];
    for (const [argv, reason] of cases) {
      const result = await owner(port, ...argv);
      expect({ argv, code: result.code, out: result.out }).toEqual({ argv, code: 1, out: '' });
      expect(result.err).toEqual([expect.stringMatching(reason)]);
    }
    expect(await everything()).toEqual(before);
  });

  it('lets only one of two terminals option the same week for different requests', async () => {
    const week = { from: '2025-09-06', to: '2025-09-13' };
    const [x, y] = [request(week), request(week)];
    expect((await post(x)).status).toBe(201);
    expect((await post(y)).status).toBe(201);
    const results = await Promise.all(
      [x, y].map((body) =>
        owner(port, 'request', requestReference(body.submissionId), 'option', '--until', '2025-06-30'),
      ),
    );
    expect(results.map((result) => result.code).sort()).toEqual([0, 1]);
    const winner = results[0]!.code === 0 ? x : y;
    const loser = winner === x ? y : x;
    expect((await weekRow(week.from))?.optionedBy).toBe(winner.submissionId);
    expect((await stored(winner.submissionId))?.status).toBe('optioned');
    expect((await stored(loser.submissionId))?.status).toBe('new');
  });
});
