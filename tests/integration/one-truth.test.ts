import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { requestReference } from '../../common/contracts/reference';
import type { IsoDate } from '../../common/yachtDay';
import { startDynamoDbLocal, type Backend } from '../../server/backends';
import type { LocalStack } from '../../server/local-stack';
import { tables as tableSpecs, type TableKey } from '../../common/tables';
import { sharedDynamoDbPort } from '../support/shared-dynamodb';
import { owner } from '../support/owner';
import { ownerPages } from '../support/owner-pages';
import { freePort } from '../support/ports';
import { startTestStack } from '../support/test-stack';
import { anyWrite, nth, startDynamoGate, write, type DynamoGate, type Match } from './dynamoGate';

/**
 * One write, one truth (review security-2026-11-29 S1–S8, -11-28 F2–F5): a request's status and its
 * week change together or not at all, and what the owner is told is what happened. Everything here is
 * black-box: the owner's CLI and the owner's phone pages, each reaching Amazon's DynamoDB Local through
 * a gate of its own (tests/integration/dynamoGate.ts) with the production client settings (the CLI's
 * and the functions' 2 attempts: a lost answer is retried by the SDK, as in AWS). The gate holds a call
 * (to interleave two writers in a fixed order, both ways), loses a landed write's answer (the connection
 * dropped, or a 500), or cuts a command off after a write. After each: no week held twice, none left to
 * a closed request, the site's calendar shows what the request says, and a second guest cannot have a
 * week the first holds.
 */

const today = '2026-12-01' as IsoDate;
let dynamodb: Backend | undefined;
let port: number;
let stack: LocalStack;
let db: DynamoDBDocumentClient;
/** The functions' way to the tables (the owner's pages, the API), and the CLI's. */
let functionsGate: DynamoGate;
let cliGate: DynamoGate;
let tables: { requests: string; weeks: string };
const weeksLeft: Array<{ from: string; to: string }> = [];

beforeAll(async () => {
  process.env.OWNER_EMAIL = 'owner@libeccio-charter.example';
  // Each of the suite's requests gets its own owner mail (with its link), never the hour's digest.
  process.env.OWNER_MAIL_HOURLY_CAP = '1000';
  // The run's one DynamoDB Local when there is one (tables of the suite's own), else one of its own.
  const shared = sharedDynamoDbPort();
  const names = Object.fromEntries(
    (Object.keys(tableSpecs) as TableKey[]).map((key) => [
      key,
      `${randomUUID().slice(0, 8)}-${tableSpecs[key].localName}`,
    ]),
  ) as Record<TableKey, string>;
  if (shared) for (const key of Object.keys(names) as TableKey[]) process.env[tableSpecs[key].envVar] = names[key];
  port = shared ?? (await freePort());
  dynamodb = shared ? undefined : await startDynamoDbLocal(port);
  const direct = `http://127.0.0.1:${port}`;
  functionsGate = await startDynamoGate(direct);
  cliGate = await startDynamoGate(direct);
  stack = await startTestStack({
    dynamodbPort: port,
    externalDynamoDb: true,
    dynamodbEndpoint: functionsGate.endpoint,
    sweepEveryMs: 3_600_000,
    siteClock: today,
  });
  tables = { requests: stack.tables.joinRequests, weeks: stack.tables.weeks };
  db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: direct }));
  // The tests' own seasons (never real ones), a week of its own for each case.
  for (const [year, leg] of [
    ['2027', 'aeolian:2027-05-01:2027-10-30'],
    ['2030', 'aeolian:2030-05-04:2030-10-26'],
    ['2031', 'aeolian:2031-05-03:2031-10-25'],
  ] as const) {
    expect((await owner(port, 'season', 'open', year, '--leg', leg)).err).toEqual([]);
  }
  const weeks = (await db.send(new ScanCommand({ TableName: tables.weeks }))).Items as Array<Record<string, string>>;
  for (const week of weeks.filter((item) => /^20(27|30|31)-/.test(item.from ?? '') && item.status === 'available')) {
    weeksLeft.push({ from: week.from!, to: week.to! });
  }
  weeksLeft.sort((a, b) => a.from.localeCompare(b.from));
});

// A rule a test set that its code never met ends with the test.
afterEach(() => {
  functionsGate.reset();
  cliGate.reset();
});

afterAll(async () => {
  await functionsGate?.close();
  await cliGate?.close();
  await stack?.stop();
  await dynamodb?.stop();
});

/** A week of its own for each test. */
const nextWeek = () => weeksLeft.shift()!;

/** A guest's request for `week`, through the API: its submissionId and reference. */
async function newRequest(week: { from: string; to: string }): Promise<{ id: string; ref: string }> {
  const made = await tryRequest(week);
  if (!made) throw new Error(`the API refused a request for ${week.from}`);
  return made;
}

/** A request for `week` through the API, or undefined when the API refuses the week (taken). */
async function tryRequest(week: { from: string; to: string }): Promise<{ id: string; ref: string } | undefined> {
  const id = randomUUID();
  const response = await fetch(`${stack.origin}/api/join-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      submissionId: id,
      locale: 'en',
      name: `Guest ${id.slice(0, 8)}`,
      email: `guest-${id.slice(0, 8)}@example.com`,
      phone: '+44 20 7946 0958',
      message: 'Two families.',
      week,
    }),
  });
  if (response.status === 409) return undefined;
  expect(response.status).toBe(201);
  return { id, ref: requestReference(id) };
}

const requestRow = async (id: string) =>
  (await db.send(new GetCommand({ TableName: tables.requests, Key: { submissionId: id }, ConsistentRead: true }))).Item;
const weekRow = async (from: string) =>
  (await db.send(new GetCommand({ TableName: tables.weeks, Key: { from }, ConsistentRead: true }))).Item;

/** The week as the site's calendar serves it (GET /api/availability). */
async function publicWeek(from: string) {
  const response = await fetch(`${stack.origin}/api/availability`);
  const body = (await response.json()) as { weeks: Array<{ from: string; status: string }> };
  return body.weeks.find((week) => week.from === from)?.status;
}

/** A CLI command through its gate (the production client), and one straight to the tables. */
const cli = (...argv: string[]) => owner(cliGate.port, ...argv);
const direct = (...argv: string[]) => owner(port, ...argv);

/** The CLI's `option` with a last day that is valid on `today`. */
const optionArgs = (ref: string) => ['request', ref, 'option', '--until', '2026-12-20'];

/**
 * One truth for the week: at most one request holds it (optioned or booked), the week names that one
 * with the matching status and date, no closed or missing request holds it, and the site's calendar
 * shows it so.
 */
async function expectOneTruth(from: string) {
  const requests = (
    (await db.send(new ScanCommand({ TableName: tables.requests, ConsistentRead: true }))).Items ?? []
  ).filter((item) => item.weekFrom === from);
  const holders = requests.filter((item) => item.status === 'optioned' || item.status === 'booked');
  const week = (await weekRow(from))!;
  const heldBy = week.bookedBy ?? week.optionedBy;
  expect(holders.length).toBeLessThanOrEqual(1);
  const expected =
    holders.length === 1
      ? {
          heldBy: holders[0]!.submissionId,
          status: holders[0]!.status === 'booked' ? 'not-available' : 'optioned',
          until: holders[0]!.status === 'booked' ? undefined : holders[0]!.optionUntil,
        }
      : { heldBy: undefined, status: 'available', until: undefined };
  expect({ heldBy, status: week.status, until: week.optionUntil }).toEqual(expected);
  expect(await publicWeek(from)).toBe(expected.status);
}

/** A second guest's request for the same week, optioned from the terminal: refused while the first holds it. */
async function expectNoSecondGuest(week: { from: string; to: string }, firstHolds: boolean) {
  const second = await tryRequest(week);
  if (!second) {
    expect(firstHolds).toBe(true); // the API refuses a week only when it is taken
    return;
  }
  const optioned = await direct(...optionArgs(second.ref));
  expect(optioned.code).toBe(firstHolds ? 1 : 0);
  if (firstHolds) {
    const booked = await direct('request', second.ref, 'book');
    expect(booked.code).toBe(1);
  }
  await expectOneTruth(week.from);
}

/** Writes the week's option to lapse: the day after `until`, as the CLI reads the day (SITE_CLOCK). */
async function afterTheOption<T>(run: () => Promise<T>): Promise<T> {
  const saved = process.env.SITE_CLOCK;
  process.env.SITE_CLOCK = '2026-12-21';
  try {
    return await run();
  } finally {
    process.env.SITE_CLOCK = saved;
  }
}

type Change = 'option' | 'book' | 'decline';

/** A request ready for `change`: new (option, decline) or optioned (book). */
async function readyFor(change: Change) {
  const week = nextWeek();
  const guest = await newRequest(week);
  if (change === 'book') expect((await direct(...optionArgs(guest.ref))).code).toBe(0);
  return { week, guest };
}

const target: Record<Change, string> = { option: 'optioned', book: 'booked', decline: 'declined' };
const argsOf = (change: Change, ref: string) => (change === 'option' ? optionArgs(ref) : ['request', ref, change]);

describe('S1: a terminal change whose write lands and whose answer is lost, at each write it makes', () => {
  // Every write the command makes, one at a time, until the command makes no more; each both ways of losing.
  for (const change of ['option', 'book', 'decline'] as const) {
    for (const how of ['drop', 500] as const) {
      it(`${change}: request and week agree the moment it returns, it says what happened, no second guest (${how})`, async () => {
        for (let k = 1; k <= 6; k += 1) {
          const { week, guest } = await readyFor(change);
          const before = (await requestRow(guest.id))!.status as string;
          const lost = cliGate.lose(nth(anyWrite, k), how);
          let reached = false;
          void lost.reached.then(() => (reached = true));
          const answer = await cli(...argsOf(change, guest.ref));
          cliGate.reset();
          const now = (await requestRow(guest.id))!.status as string;
          // What it printed is what happened.
          if (answer.code === 0) {
            expect(now).toBe(target[change]);
            expect(answer.out).toContain('Changed in the local stack');
          } else {
            expect(now).toBe(before);
            expect(answer.err.join('\n')).toMatch(/nothing (was )?changed|nothing done/);
          }
          await expectOneTruth(week.from);
          const holds = now === 'optioned' || now === 'booked';
          // The review's sequel: once the option's last day has passed, a booked week is still not free.
          if (now === 'booked') await afterTheOption(() => expectNoSecondGuest(week, true));
          else await expectNoSecondGuest(week, holds);
          if (!reached) break; // the command made fewer than k writes: all of them were tried
        }
      });
    }
  }
});

describe('S8: a command cut off after its first write lands (the process killed)', () => {
  for (const change of ['option', 'book', 'decline'] as const) {
    it(`${change}: the site shows at once what the request says`, async () => {
      const { week, guest } = await readyFor(change);
      cliGate.cutAfter(write(tables.requests));
      await cli(...argsOf(change, guest.ref)).catch(() => undefined);
      cliGate.reset();
      await expectOneTruth(week.from);
    });
  }
});

/** Runs `first` with its first write to the week (or a transaction holding it) held until `second` is done. */
async function interleave(
  from: string,
  first: (gate: DynamoGate) => Promise<{ code: number; out: string; err: string[] }>,
  second: () => Promise<{ code: number; out: string; err: string[] }>,
  match: Match = write(tables.weeks, from),
) {
  const held = cliGate.hold(match);
  const running = first(cliGate);
  await held.reached;
  const late = await second();
  held.release();
  return { first: await running, second: late };
}

describe('F2–F5: two writers on one week, each order forced', () => {
  it('F3: an option held while the same request is declined: the option is refused, the week is not left to a declined request', async () => {
    const week = nextWeek();
    const guest = await newRequest(week);
    const { first, second } = await interleave(
      week.from,
      () => cli(...optionArgs(guest.ref)),
      () => direct('request', guest.ref, 'decline'),
      write(tables.requests, guest.id),
    );
    expect(second.code).toBe(0);
    expect(first.code).toBe(1);
    expect(first.err.join('\n')).toMatch(
      new RegExp(`${guest.ref} changed meanwhile \\(now declined\\)|Cannot option ${guest.ref}, it is declined`),
    );
    expect((await requestRow(guest.id))?.status).toBe('declined');
    await expectOneTruth(week.from);
  });

  it('F3: a decline held while the same request is optioned: the decline then frees the week it now holds', async () => {
    const week = nextWeek();
    const guest = await newRequest(week);
    const { first, second } = await interleave(
      week.from,
      () => cli('request', guest.ref, 'decline'),
      () => direct(...optionArgs(guest.ref)),
      write(tables.requests, guest.id),
    );
    expect(second.code).toBe(0);
    // The decline was read on a new request: refused once, read again, decided again (and made), or refused.
    const status = (await requestRow(guest.id))?.status;
    expect(status).toBe(first.code === 0 ? 'declined' : 'optioned');
    await expectOneTruth(week.from);
  });

  it('two guests optioned on one week at once, both orders: one holds it, the other is refused naming the week', async () => {
    for (const order of [0, 1]) {
      const week = nextWeek();
      const a = await newRequest(week);
      const b = await newRequest(week);
      const [held, free] = order === 0 ? [a, b] : [b, a];
      const { first, second } = await interleave(
        week.from,
        () => cli(...optionArgs(held.ref)),
        () => direct(...optionArgs(free.ref)),
      );
      expect(second.code).toBe(0);
      expect(first.code).toBe(1);
      expect(first.err.join('\n')).toMatch(
        new RegExp(`Cannot option ${held.ref}: its week ${week.from} (was just taken|is optioned)`),
      );
      expect((await requestRow(held.id))?.status).toBe('new');
      await expectOneTruth(week.from);
    }
  });

  it('a book held while the request is declined by another terminal: the book is refused, the week is free', async () => {
    const { week, guest } = await readyFor('book');
    const { first, second } = await interleave(
      week.from,
      () => cli('request', guest.ref, 'book'),
      () => direct('request', guest.ref, 'decline'),
      write(tables.requests, guest.id),
    );
    expect(second.code).toBe(0);
    expect(first.code).toBe(1);
    expect((await requestRow(guest.id))?.status).toBe('declined');
    await expectOneTruth(week.from);
  });

  it('F2: `week … available` held while the request is optioned: the terminal is refused, naming the request', async () => {
    const week = nextWeek();
    const guest = await newRequest(week);
    const { first, second } = await interleave(
      week.from,
      () => cli('week', week.from, 'available'),
      () => direct(...optionArgs(guest.ref)),
    );
    expect(second.code).toBe(0);
    expect(first.code).toBe(1);
    expect(first.err.join('\n')).toContain(`held by request ${guest.ref} (optioned)`);
    await expectOneTruth(week.from);
  });

  it('F2: an option held while the week is set not-available by hand: the option is refused, naming what the week is now', async () => {
    const week = nextWeek();
    const guest = await newRequest(week);
    const { first, second } = await interleave(
      week.from,
      () => cli(...optionArgs(guest.ref)),
      () => direct('week', week.from, 'not-available'),
    );
    expect(second.code).toBe(0);
    expect(first.code).toBe(1);
    expect(first.err.join('\n')).toMatch(
      new RegExp(`Cannot option ${guest.ref}: its week ${week.from} (is|was just taken \\(now) not-available`),
    );
    expect((await requestRow(guest.id))?.status).toBe('new');
  });

  it('F5: a week marked while the season is being closed is kept, and the reopened season keeps it', async () => {
    const legs = ['--leg', 'aeolian:2029-05-05:2029-07-28'];
    expect((await direct('season', 'open', '2029', ...legs)).code).toBe(0);
    const { first, second } = await interleave(
      '2029-06-02',
      () => cli('season', 'close', '2029'),
      () => direct('week', '2029-06-02', 'not-available'),
      (call) => /DeleteItem|TransactWriteItems/.test(call.op) && call.items.some((item) => item.key === '2029-06-02'),
    );
    expect(second.code).toBe(0);
    expect(first.code).toBe(0);
    expect(first.out).toContain('Kept 1 week(s) changed while closing (2029-06-02)');
    expect((await direct('season', 'open', '2029', ...legs)).code).toBe(0);
    expect((await weekRow('2029-06-02'))?.status).toBe('not-available');
  });

  it('F5: never puts a week the owner marked by hand back on sale', async () => {
    const legs = ['--leg', 'aeolian:2028-05-06:2028-07-29'];
    expect((await direct('season', 'open', '2028', ...legs)).code).toBe(0);
    expect((await direct('week', '2028-05-13', 'not-available')).code).toBe(0);
    const closed = await direct('season', 'close', '2028');
    expect(closed.code).toBe(1);
    expect(closed.err.join('\n')).toContain('2028-05-13');
    expect((await direct('week', '2028-05-13', 'available')).code).toBe(0);
    expect((await direct('season', 'close', '2028')).code).toBe(0);
  });
});

describe('the owner’s phone pages with a lost answer or a change in between (S2, S3, S5)', () => {
  const pages = () => ownerPages(stack.origin, stack.sesUrl);

  /** The request's page from the owner's mail about it. */
  async function requestPage(ref: string) {
    const mail = await pages().mailWhere(
      (candidate) => candidate.destination.to.includes(process.env.OWNER_EMAIL!) && candidate.subject.includes(ref),
    );
    return pages().link(mail, 'Open the request: its status, history and what you can do');
  }

  async function actionPage(ref: string, label: string) {
    const page = await pages().open(await requestPage(ref));
    const href = pages().buttons(page.html)[label];
    if (!href) throw new Error(`no "${label}" on:\n${page.html}`);
    return (await pages().open(href)).html;
  }

  it('S2: a press whose write lands and whose answer is lost is answered as done, and the request stays workable', async () => {
    for (const how of ['drop', 500] as const) {
      const week = nextWeek();
      const guest = await newRequest(week);
      const page = await actionPage(guest.ref, 'Hold as an option for 7 days');
      functionsGate.lose(write(tables.requests, guest.id), how);
      const pressed = await pages().press(page);
      functionsGate.reset();
      expect(pressed.status).toBe(200);
      expect(pages().sentence(pressed.html)).toContain(`${guest.ref} is now optioned until`);
      await expectOneTruth(week.from);
      // Pressed again: the same change, answered as done; nothing more happens.
      const again = await pages().press(page);
      expect(again.status).toBe(200);
      expect((await requestRow(guest.id))?.history).toHaveLength(2);
      // The next action from the same link works.
      const book = await pages().press(await actionPage(guest.ref, 'Book'));
      expect(book.status).toBe(200);
      expect((await requestRow(guest.id))?.status).toBe('booked');
      await expectOneTruth(week.from);
    }
  });

  it('S3: an undo whose write lands and whose answer is lost is done once, and not offered again', async () => {
    const week = nextWeek();
    const guest = await newRequest(week);
    const optioned = await pages().press(await actionPage(guest.ref, 'Hold as an option for 7 days'));
    expect(optioned.status).toBe(200);
    const undoPage = await actionPage(guest.ref, 'Undo the last change');
    functionsGate.lose(write(tables.requests, guest.id), 'drop');
    const undone = await pages().press(undoPage);
    functionsGate.reset();
    expect(undone.status).toBe(200);
    expect(pages().sentence(undone.html)).toMatch(/^Undone\./);
    expect((await requestRow(guest.id))?.status).toBe('new');
    await expectOneTruth(week.from);
    const page = await pages().open(await requestPage(guest.ref));
    expect(Object.keys(pages().buttons(page.html))).not.toContain('Undo the last change');
  });

  it('S5: a press never acts on a version of the request newer than its page showed', async () => {
    const week = nextWeek();
    const guest = await newRequest(week);
    expect((await direct(...optionArgs(guest.ref))).code).toBe(0);
    // The page offers to undo the option (back to new); the terminal re-dates the option while the press is on its way.
    const undoPage = await actionPage(guest.ref, 'Undo the last change');
    const held = functionsGate.hold(write(tables.requests, guest.id));
    const pressing = pages().press(undoPage);
    await held.reached;
    expect((await direct('request', guest.ref, 'option', '--until', '2026-12-22')).code).toBe(0);
    held.release();
    const pressed = await pressing;
    expect(pressed.status).toBe(409);
    expect(await requestRow(guest.id)).toMatchObject({ status: 'optioned', optionUntil: '2026-12-22' });
    await expectOneTruth(week.from);
  });
});

describe('F8: references are unique', () => {
  it('a twin of a known reference is refused as a reused id (the form sends it again under a new one); `request <ref>` names the first', async () => {
    const week = nextWeek();
    const victim = await newRequest(week);
    const twinId = `aaaaaaaa-aaaa-4aaa-8aaa-aa${victim.id.slice(-10)}`;
    expect(requestReference(twinId)).toBe(victim.ref);
    const twin = await fetch(`${stack.origin}/api/join-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        submissionId: twinId,
        locale: 'en',
        name: 'Twin Mallory',
        email: 'twin@example.com',
        phone: '+44 20 7946 0958',
        week,
      }),
    });
    expect(twin.status).toBe(409);
    expect(await twin.json()).toEqual({ error: 'submission_changed', submissionId: twinId });
    expect(await requestRow(twinId)).toBeUndefined();
    const shown = await direct('request', victim.ref, '--json');
    expect(JSON.parse(shown.out).submissionId).toBe(victim.id);
  });

  it('twins written straight into the table: `request <ref>` refuses, naming both, and acts on neither', async () => {
    const week = nextWeek();
    const first = await newRequest(week);
    const twinId = `bbbbbbbb-bbbb-4bbb-8bbb-bb${first.id.slice(-10)}`;
    const record = {
      ...(await requestRow(first.id)),
      submissionId: twinId,
      name: 'Twin',
      createdAt: new Date().toISOString(),
    };
    await db.send(new PutCommand({ TableName: tables.requests, Item: record }));
    const answer = await direct('request', first.ref, 'decline');
    expect(answer.code).toBe(1);
    expect(answer.err.join('\n')).toContain(first.id);
    expect(answer.err.join('\n')).toContain(twinId);
    expect((await requestRow(first.id))?.status).toBe('new');
    expect((await requestRow(twinId))?.status).toBe('new');
    expect((await direct('request', twinId, 'decline')).code).toBe(0);
  });
});

describe('a week given to a request with dates to agree', () => {
  it('keeps the guest’s dates and writes a history line; a week taken meanwhile is refused', async () => {
    const week = nextWeek();
    const guest = await newRequest(week);
    const datesOnly = () =>
      db.send(
        new UpdateCommand({
          TableName: tables.requests,
          Key: { submissionId: guest.id },
          UpdateExpression: 'SET dates = :dates REMOVE weekFrom, weekTo, leg',
          ExpressionAttributeValues: { ':dates': 'late June, ten days' },
        }),
      );
    await datesOnly();
    const given = await direct('request', guest.ref, 'week', week.from);
    expect(given.err).toEqual([]);
    const row = await requestRow(guest.id);
    expect(row).toMatchObject({ dates: 'late June, ten days', weekFrom: week.from, weekTo: week.to, status: 'new' });
    expect(row?.history.at(-1)).toMatchObject({ status: 'new', week: week.from });
    expect(given.out).toMatch(new RegExp(`new, week ${week.from} given`));

    // Another: the week is set not-available while the week is being given.
    const other = nextWeek();
    const second = await newRequest(other);
    await db.send(
      new UpdateCommand({
        TableName: tables.requests,
        Key: { submissionId: second.id },
        UpdateExpression: 'SET dates = :dates REMOVE weekFrom, weekTo, leg',
        ExpressionAttributeValues: { ':dates': 'any week' },
      }),
    );
    const { first, second: marked } = await interleave(
      other.from,
      () => cli('request', second.ref, 'week', other.from),
      () => direct('week', other.from, 'not-available'),
      write(tables.requests, second.id),
    );
    expect(marked.code).toBe(0);
    expect(first.code).toBe(1);
    expect(first.err.join('\n')).toContain(`Cannot give ${second.ref} the week ${other.from}`);
    expect((await requestRow(second.id))?.weekFrom).toBeUndefined();
  });
});
