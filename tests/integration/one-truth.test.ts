import { randomBytes, randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  ScanCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { requestReference } from '../../common/contracts/reference';
import type { IsoDate } from '../../common/yachtDay';
import type { LocalStack } from '../../server/local-stack';
import { requestsStore } from '../../functions/requests/store';
import { settleAfterMs } from '../../functions/requests/desk';
import { LinkRefused } from '../../functions/requests/ownerLinks/copy';
import { checkCurrent, linkNonces, performOwnerAction } from '../../functions/requests/ownerLinks/perform';
import type { ActionToken, OwnerAction } from '../../functions/requests/ownerLinks/tokens';
import { startTestStack } from '../support/test-stack';
import { owner } from '../support/owner';
import { freePort } from '../support/ports';
import { expression, startDynamoGate, write, type DynamoGate, type Match } from './dynamoGate';

/**
 * One write, one truth (issue 36, review security-2026-11-28 F2–F5): a request's status and its week's
 * change together or not at all. Two writers are interleaved in a fixed order by holding one DynamoDB
 * call of one of them at a gate in front of dynalite (tests/integration/dynamoGate.ts), each race both
 * ways; a timeout is injected at each write of an option, landing or not. After each: no week held
 * twice, none pinned by a closed request, and what each writer said is what happened.
 */

const today = '2026-12-01' as IsoDate;
const tables = { requests: 'JoinRequests', weeks: 'Weeks' };
let stack: LocalStack;
let port: number;
let db: DynamoDBDocumentClient;
let gate: DynamoGate;
let gated: DynamoDBDocumentClient;
const weeksLeft: Array<{ from: string; to: string }> = [];

beforeAll(async () => {
  process.env.OWNER_EMAIL = 'owner@libeccio-charter.example';
  port = await freePort();
  stack = await startTestStack({ dynamodbPort: port, sweepEveryMs: 3_600_000, siteClock: today });
  db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.dynamodbUrl }));
  gate = await startDynamoGate(stack.dynamodbUrl);
  gated = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: gate.endpoint, maxAttempts: 1 }));
  const opened = await owner(port, 'season', 'open', '2027', '--leg', 'aeolian:2027-05-01:2027-10-30');
  expect(opened.err).toEqual([]);
  const weeks = (await db.send(new ScanCommand({ TableName: 'Weeks' }))).Items as Array<Record<string, string>>;
  for (const week of weeks.filter((item) => item.from?.startsWith('2027-') && item.status === 'available')) {
    weeksLeft.push({ from: week.from!, to: week.to! });
  }
  weeksLeft.sort((a, b) => a.from.localeCompare(b.from));
});

// A rule a test set that its code never met (a step another version of the desk lacks) ends with it.
afterEach(() => gate.reset());

afterAll(async () => {
  await gate?.close();
  await stack?.stop();
});

/** A week of its own for each test. */
const nextWeek = () => weeksLeft.shift()!;

/** A guest's request for `week`, through the API: its submissionId and reference. */
async function newRequest(week: { from: string; to: string }): Promise<{ id: string; ref: string }> {
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
  expect(response.status).toBe(201);
  return { id, ref: requestReference(id) };
}

const requestRow = async (id: string) =>
  (await db.send(new GetCommand({ TableName: 'JoinRequests', Key: { submissionId: id } }))).Item;
const weekRow = async (from: string) => (await db.send(new GetCommand({ TableName: 'Weeks', Key: { from } }))).Item;

/** Writes the week as optioned by `id` straight into the table, as the old race left it (no desk, no checks). */
const optionedBy = (from: string, id: string) =>
  db.send(
    new UpdateCommand({
      TableName: 'Weeks',
      Key: { from },
      UpdateExpression: 'SET #s = :optioned, optionUntil = :until, optionedBy = :id, updatedAt = :now',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: {
        ':optioned': 'optioned',
        ':until': '2027-01-20',
        ':id': id,
        ':now': new Date().toISOString(),
      },
    }),
  );

/** What the site and the owner see of a request and its week (a change under way on the week is not seen). */
async function visible(from: string, id: string) {
  const request = await requestRow(id);
  const week = await weekRow(from);
  return {
    request: { status: request?.status, optionUntil: request?.optionUntil },
    week: {
      status: week?.status,
      optionUntil: week?.optionUntil,
      optionedBy: week?.optionedBy,
      bookedBy: week?.bookedBy,
    },
  };
}

/**
 * One truth for the week: at most one request holds it (optioned or booked), the week names that one
 * with the matching status and date, and no closed or missing request holds it.
 */
async function expectOneTruth(from: string) {
  const requests = ((await db.send(new ScanCommand({ TableName: 'JoinRequests' }))).Items ?? []).filter(
    (item) => item.weekFrom === from,
  );
  const holders = requests.filter((item) => item.status === 'optioned' || item.status === 'booked');
  const week = (await weekRow(from))!;
  const heldBy = week.bookedBy ?? week.optionedBy;
  expect(holders.map((item) => item.submissionId).length).toBeLessThanOrEqual(1);
  if (holders.length === 1) {
    const holder = holders[0]!;
    expect({ heldBy, status: week.status, until: week.optionUntil }).toEqual({
      heldBy: holder.submissionId,
      status: holder.status === 'booked' ? 'not-available' : 'optioned',
      until: holder.status === 'booked' ? undefined : holder.optionUntil,
    });
  } else {
    // Not pinned: no request (declined, new or gone) holds it.
    expect({ heldBy, status: week.status }).toEqual({ heldBy: undefined, status: 'available' });
  }
}

function token(request: { id: string }, action: OwnerAction, status: ActionToken['s']): ActionToken {
  return {
    r: request.id,
    a: action,
    s: status,
    e: Math.floor(Date.now() / 1000) + 14 * 86_400,
    n: randomBytes(12).toString('base64url'),
    l: 'en',
  };
}

type LinkOutcome = { done: true; status: string } | { refused: string } | { error: unknown };

/**
 * A POST of an owner-mail link, in the order the handler takes (functions/requests/ownerLinks/handler.ts):
 * check it against the request as stored, record its nonce, let the desk act, release the nonce when
 * the desk refused or failed.
 */
async function link(client: DynamoDBDocumentClient, action: ActionToken, until?: string): Promise<LinkOutcome> {
  let request;
  try {
    request = checkCurrent(action, await requestsStore(client, tables.requests).get(action.r), 'en');
  } catch (error) {
    if (error instanceof LinkRefused) return { refused: error.reason };
    return { error };
  }
  const nonces = linkNonces(client, tables.requests);
  if (!(await nonces.claim(action.r, action.n))) return { refused: 'used' };
  try {
    const performed = await performOwnerAction(client, tables, action, request, {
      until,
      today,
      now: new Date(),
      locale: 'en',
    });
    return { done: true, status: performed.request.status };
  } catch (error) {
    await nonces.release(action.r, action.n).catch(() => undefined);
    if (error instanceof LinkRefused) return { refused: error.reason };
    return { error };
  }
}

/** The request's status write (not a link nonce's). */
const statusWrite = (id: string): Match => write('JoinRequests', id, (call) => expression(call).includes('#status'));

/** The `n`th call matching `match` (counting from 1). */
function nth(match: Match, n: number): Match {
  let seen = 0;
  return (call) => match(call) && ++seen === n;
}

const optionedUntil = (id: string, until: string) => ({
  request: { status: 'optioned', optionUntil: until },
  week: { status: 'optioned', optionUntil: until, optionedBy: id, bookedBy: undefined },
});

describe('F2: `week … available` racing an option from a link', () => {
  it('the terminal’s write held while the link options: the terminal is refused, naming the request', async () => {
    const week = nextWeek();
    const guest = await newRequest(week);
    const held = gate.hold(write('Weeks', week.from));
    const terminal = owner(gate.port, 'week', week.from, 'available');
    await held.reached;
    const phone = await link(db, token(guest, 'option7', 'new'));
    held.release();
    const answer = await terminal;
    expect(phone).toEqual({ done: true, status: 'optioned' });
    expect(answer.code).toBe(1);
    expect(answer.err.join('\n')).toContain(`held by request ${guest.ref} (optioned)`);
    await expectOneTruth(week.from);
    // The review's sequel: a second guest cannot have the week.
    const second = await fetch(`${stack.origin}/api/join-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        submissionId: randomUUID(),
        locale: 'en',
        name: 'Second Guest',
        email: 'second@example.com',
        phone: '+44 20 7946 0958',
        week,
      }),
    });
    expect(second.status).toBe(409);
  });

  it('the link’s first week write held while the terminal sets the week: both happen, in that order', async () => {
    const week = nextWeek();
    const guest = await newRequest(week);
    const held = gate.hold(write('Weeks', week.from));
    const phone = link(gated, token(guest, 'option7', 'new'));
    await held.reached;
    const answer = await owner(port, 'week', week.from, 'available');
    held.release();
    const outcome = await phone;
    expect(answer.code).toBe(0);
    expect(outcome).toEqual({ done: true, status: 'optioned' });
    await expectOneTruth(week.from);
  });

  it('the link held at its request’s move while the terminal sets the week: one wins, both tell the truth', async () => {
    const week = nextWeek();
    const guest = await newRequest(week);
    const held = gate.hold(statusWrite(guest.id));
    const phone = link(gated, token(guest, 'option7', 'new'));
    await held.reached;
    const answer = await owner(port, 'week', week.from, 'not-available');
    held.release();
    const outcome = await phone;
    const after = await visible(week.from, guest.id);
    if ('done' in outcome) {
      expect(answer.code).toBe(1);
      expect(after.request.status).toBe('optioned');
    } else {
      expect(answer.code).toBe(0);
      expect(after).toEqual({
        request: { status: 'new', optionUntil: undefined },
        week: { status: 'not-available', optionUntil: undefined, optionedBy: undefined, bookedBy: undefined },
      });
    }
    const holders = after.request.status === 'optioned' ? 1 : 0;
    if (holders) await expectOneTruth(week.from);
  });
});

describe('F3: an option from a link racing a decline from the terminal', () => {
  it('the link’s week write held while the terminal declines: the week is not left to a declined request', async () => {
    const week = nextWeek();
    const guest = await newRequest(week);
    const held = gate.hold(write('Weeks', week.from));
    const phone = link(gated, token(guest, 'option7', 'new'));
    await held.reached;
    const answer = await owner(port, 'request', guest.ref, 'decline');
    held.release();
    const outcome = await phone;
    expect(answer.code).toBe(0);
    expect((await requestRow(guest.id))?.status).toBe('declined');
    expect('done' in outcome).toBe(false);
    await expectOneTruth(week.from);
    // And the week is free for another guest.
    const other = await newRequest(week);
    expect((await owner(port, 'request', other.ref, 'option', '--until', '2027-01-10')).code).toBe(0);
    await expectOneTruth(week.from);
  });

  it('the terminal’s request write held while the link options: the terminal is refused, the option stands', async () => {
    const week = nextWeek();
    const guest = await newRequest(week);
    const held = gate.hold(statusWrite(guest.id));
    const terminal = owner(gate.port, 'request', guest.ref, 'decline');
    await held.reached;
    const phone = await link(db, token(guest, 'option7', 'new'));
    held.release();
    const answer = await terminal;
    expect(phone).toEqual({ done: true, status: 'optioned' });
    expect(answer.code).toBe(1);
    expect(answer.err.join('\n')).toContain('changed meanwhile');
    await expectOneTruth(week.from);
  });

  it.each([
    ['declined', async (id: string) => void (await setStatus(id, 'declined'))],
    [
      'gone',
      async (id: string) =>
        void (await db.send(new DeleteCommand({ TableName: 'JoinRequests', Key: { submissionId: id } }))),
    ],
  ])('a week left to a %s request (as the old race left it) is freed by the next command', async (_state, close) => {
    const week = nextWeek();
    const pinned = await newRequest(week);
    await close(pinned.id);
    await optionedBy(week.from, pinned.id);
    // The owner's way out works: the week by hand…
    const freed = await owner(port, 'week', week.from, 'available');
    expect(freed.err).toEqual([]);
    expect(freed.code).toBe(0);
    await expectOneTruth(week.from);
    // …and so does another guest's option over such a holder.
    const other = await newRequest(week);
    await optionedBy(week.from, pinned.id);
    const optioned = await owner(port, 'request', other.ref, 'option', '--until', '2027-01-10');
    expect(optioned.err).toEqual([]);
    await expectOneTruth(week.from);
    expect((await weekRow(week.from))?.optionedBy).toBe(other.id);
  });
});

const setStatus = (id: string, status: string) =>
  db.send(
    new UpdateCommand({
      TableName: 'JoinRequests',
      Key: { submissionId: id },
      UpdateExpression: 'SET #s = :s REMOVE optionUntil',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':s': status },
    }),
  );

describe('F4: a timeout in the middle of an option from a link', () => {
  const cases: Array<[string, (guest: { id: string }, from: string) => Match]> = [
    ['the week’s first write', (_guest, from) => write('Weeks', from)],
    ['the request’s move', (guest) => statusWrite(guest.id)],
    ['the week’s second write', (_guest, from) => nth(write('Weeks', from), 2)],
  ];
  it.each(cases.flatMap(([name, match]) => [true, false].map((landed) => [name, landed, match] as const)))(
    'at %s (the write landing: %s): said done and done, or nothing changed, or plainly unknown; the retry is not refused as stale',
    async (_name, landed, match) => {
      const week = nextWeek();
      const guest = await newRequest(week);
      const before = await visible(week.from, guest.id);
      const action = token(guest, 'option7', 'new');
      gate.timeout(match(guest, week.from), landed);
      const first = await link(gated, action);
      const after = await visible(week.from, guest.id);
      const until = (await requestRow(guest.id))?.optionUntil ?? '2026-12-08';
      if ('done' in first) expect(after).toEqual(optionedUntil(guest.id, until));
      else if ('error' in first && (first.error as Error).name === 'OutcomeUnknown') expect(true).toBe(true);
      else expect(after).toEqual(before);
      // The page said "try again": the same link again.
      const retry = await link(gated, action);
      // Done the first time: the link is used up (or, where the code cannot tell, moved on); no change either way.
      if ('done' in first) expect(['used', 'stale']).toContain((retry as { refused?: string }).refused);
      else expect(retry).toEqual({ done: true, status: 'optioned' });
      expect(await visible(week.from, guest.id)).toEqual(optionedUntil(guest.id, '2026-12-08'));
      expect((await weekRow(week.from))?.pending).toBeUndefined();
      await expectOneTruth(week.from);
    },
  );

  /**
   * An optioned request booked from the terminal whose answer is lost, and so is the settling after it
   * (reading or fencing the request): the booking landed, its week is left with the change under way.
   */
  async function bookLeftUnfinished() {
    const week = nextWeek();
    const guest = await newRequest(week);
    expect((await owner(port, 'request', guest.ref, 'option', '--until', '2027-01-10')).code).toBe(0);
    gate.timeout(statusWrite(guest.id), true);
    gate.timeout((call) => call.table === 'JoinRequests' && call.key === guest.id, false);
    const answer = await owner(gate.port, 'request', guest.ref, 'book');
    expect(answer.code).toBe(1);
    expect((await requestRow(guest.id))?.status).toBe('booked');
    expect((await weekRow(week.from))?.pending).toBeDefined();
    return { week, guest, answer };
  }

  it('when even settling fails, the terminal says plainly that the outcome is unknown and how to see it; the next command settles it', async () => {
    const { week, guest, answer } = await bookLeftUnfinished();
    expect(answer.err.join('\n')).toMatch(/may or may not have been made/);
    expect(answer.err.join('\n')).toContain(`npm run owner -- request ${guest.ref}`);
    // The request was booked (its write landed); the next command puts the week right.
    const next = await owner(port, 'week', week.from, 'available');
    expect(next.code).toBe(1);
    expect(next.err.join('\n')).toContain(`held by request ${guest.ref} (booked)`);
    await expectOneTruth(week.from);
  });

  it('a book whose week was left unfinished is put right by the sweep once two minutes old, never sooner', async () => {
    const { week, guest } = await bookLeftUnfinished();
    // A change a minute old may still be its writer's: the sweep leaves it.
    expect(await stack.sweep()).toMatchObject({ settled: 0 });
    expect((await weekRow(week.from))?.pending).toBeDefined();
    // Two minutes on, nobody is finishing it: the sweep rolls it forward, and the site sees the booking.
    await db.send(
      new UpdateCommand({
        TableName: 'Weeks',
        Key: { from: week.from },
        UpdateExpression: 'SET pending.#at = :at',
        ExpressionAttributeNames: { '#at': 'at' },
        ExpressionAttributeValues: { ':at': new Date(Date.now() - settleAfterMs - 1000).toISOString() },
      }),
    );
    expect(await stack.sweep()).toMatchObject({ settled: 1 });
    expect(await weekRow(week.from)).toMatchObject({ status: 'not-available', bookedBy: guest.id });
    expect((await weekRow(week.from))?.pending).toBeUndefined();
    await expectOneTruth(week.from);
  });

  it('a terminal book whose request write times out after landing: done, and the week follows', async () => {
    const week = nextWeek();
    const guest = await newRequest(week);
    expect((await owner(port, 'request', guest.ref, 'option', '--until', '2027-01-10')).code).toBe(0);
    gate.timeout(statusWrite(guest.id), true);
    const answer = await owner(gate.port, 'request', guest.ref, 'book');
    expect(answer.err).toEqual([]);
    expect(answer.code).toBe(0);
    await expectOneTruth(week.from);
    expect((await weekRow(week.from))?.status).toBe('not-available');
  });
});

describe('F5: season close then open', () => {
  const legs = ['--leg', 'aeolian:2028-05-06:2028-07-29'];
  const legs2029 = ['--leg', 'aeolian:2029-05-05:2029-07-28'];

  it('never puts a week the owner marked by hand back on sale', async () => {
    expect((await owner(port, 'season', 'open', '2028', ...legs)).code).toBe(0);
    expect((await owner(port, 'week', '2028-05-13', 'not-available')).code).toBe(0);
    const closed = await owner(port, 'season', 'close', '2028');
    await owner(port, 'season', 'open', '2028', ...legs);
    expect((await weekRow('2028-05-13'))?.status).toBe('not-available');
    if (closed.code === 1) expect(closed.err.join('\n')).toContain('2028-05-13');
    // Set free again, the season closes.
    expect((await owner(port, 'week', '2028-05-13', 'available')).code).toBe(0);
    expect((await owner(port, 'season', 'close', '2028')).code).toBe(0);
  });

  it('a week marked while the season is being closed is kept, and the reopened season keeps it', async () => {
    expect((await owner(port, 'season', 'open', '2029', ...legs2029)).code).toBe(0);
    const held = gate.hold((call) => call.op === 'DeleteItem' && call.table === 'Weeks' && call.key === '2029-06-02');
    const closing = owner(gate.port, 'season', 'close', '2029');
    await held.reached;
    expect((await owner(port, 'week', '2029-06-02', 'not-available')).code).toBe(0);
    held.release();
    expect((await closing).code).toBe(0);
    expect((await owner(port, 'season', 'open', '2029', ...legs2029)).code).toBe(0);
    expect((await weekRow('2029-06-02'))?.status).toBe('not-available');
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
    const shown = await owner(port, 'request', victim.ref, '--json');
    expect(JSON.parse(shown.out).submissionId).toBe(victim.id);
  });

  it('twins stored before references were reserved: `request <ref>` refuses, naming both, and acts on neither', async () => {
    const week = nextWeek();
    const first = await newRequest(week);
    const twinId = `bbbbbbbb-bbbb-4bbb-8bbb-bb${first.id.slice(-10)}`;
    const record = {
      ...(await requestRow(first.id)),
      submissionId: twinId,
      name: 'Twin',
      createdAt: new Date().toISOString(),
    };
    await db.send(new PutCommand({ TableName: 'JoinRequests', Item: record }));
    const answer = await owner(port, 'request', first.ref, 'decline');
    expect(answer.code).toBe(1);
    expect(answer.err.join('\n')).toContain(first.id);
    expect(answer.err.join('\n')).toContain(twinId);
    expect((await requestRow(first.id))?.status).toBe('new');
    expect((await requestRow(twinId))?.status).toBe('new');
    // By submissionId, each is reachable.
    expect((await owner(port, 'request', twinId, 'decline')).code).toBe(0);
  });
});

describe('issue 38: a week given to a request with dates to agree', () => {
  it('keeps the guest’s dates and writes a history line', async () => {
    const week = nextWeek();
    const guest = await newRequest(week);
    // A request with dates to agree (between seasons, as the form allows it then).
    await db.send(
      new UpdateCommand({
        TableName: 'JoinRequests',
        Key: { submissionId: guest.id },
        UpdateExpression: 'SET dates = :dates REMOVE weekFrom, weekTo, leg',
        ExpressionAttributeValues: { ':dates': 'late June, ten days' },
      }),
    );
    const given = await owner(port, 'request', guest.ref, 'week', week.from);
    expect(given.err).toEqual([]);
    const row = await requestRow(guest.id);
    expect(row).toMatchObject({ dates: 'late June, ten days', weekFrom: week.from, weekTo: week.to, status: 'new' });
    expect(row?.history.at(-1)).toMatchObject({ status: 'new', week: week.from });
    expect(given.out).toContain('late June, ten days');
    expect(given.out).toMatch(new RegExp(`new, week ${week.from} given`));
  });
});
