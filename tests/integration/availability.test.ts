import { spawnSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import ICAL from 'ical.js';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { availabilitySchema } from '../../common/contracts/publicAvailability';
import { weeks as seedWeeks } from '../../common/facts/weeks';
import { formatDate } from '../../common/locales';
import { loadConfig } from '../../infra/config';
import { seedLocalWeeks, startSesEmulator, type Backend } from '../../server/backends';
import { repoRoot } from '../../common/paths';
import type { LocalStack } from '../../server/local-stack';
import { startTestStack } from '../support/test-stack';
import { mailbox } from '../support/mailbox';
import { owner } from '../support/owner';
import { freePort } from '../support/ports';

let stack: LocalStack;
let db: DynamoDBDocumentClient;
let port: number;
let restartedSes: Backend | undefined;
const ownerAddress = 'owner@libeccio-charter.example';

beforeAll(async () => {
  process.env.OWNER_EMAIL = ownerAddress;
  stack = await startTestStack({
    sweepEveryMs: 3_600_000, // the tests sweep by hand
  });
  port = stack.dynamodb.port;
  db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.dynamodbUrl }));
});

afterAll(async () => {
  process.env.SITE_CLOCK = '2025-06-10';
  await restartedSes?.stop();
  await stack?.stop();
});

/** Runs `body` on another "today" (handlers, sweep and CLI read SITE_CLOCK on every call). */
async function on<T>(day: string, body: () => Promise<T>): Promise<T> {
  process.env.SITE_CLOCK = day;
  try {
    return await body();
  } finally {
    process.env.SITE_CLOCK = '2025-06-10';
  }
}

// The weeks table also holds the season items (`season#<year>`): only weeks here.
const allWeeks = async () =>
  ((await db.send(new ScanCommand({ TableName: stack.tables.weeks }))).Items ?? [])
    .filter((item) => item.kind !== 'season')
    .sort((a, b) => a.from.localeCompare(b.from));

async function availability() {
  const response = await fetch(`${stack.origin}/api/availability`);
  expect(response.status).toBe(200);
  return availabilitySchema.parse(await response.json());
}
const weekIn = async (from: string) => (await availability()).weeks.find((week) => week.from === from);

async function feed(lang?: 'it') {
  const response = await fetch(`${stack.origin}/api/availability.ics${lang ? `?lang=${lang}` : ''}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const text = await response.text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { text, calendar, events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
}
const summaryOf = async (from: string, lang?: 'it') =>
  (await feed(lang)).events.find((event) => event.startDate.toString() === from)?.summary;

function request(week: { from: string; to: string }) {
  return {
    submissionId: randomUUID(),
    locale: 'en',
    name: `Guest ${randomUUID().slice(0, 8)}`,
    email: 'guest@example.com',
    phone: '+44 20 7946 0958',
    week,
  };
}
const postRequest = (week: { from: string; to: string }) =>
  fetch(`${stack.origin}/api/join-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request(week)),
  });

describe('seeding the weeks table', () => {
  it('creates every week of common/facts/weeks.ts on a fresh start', async () => {
    expect(stack.seeded).toEqual(seedWeeks.map((week) => week.from));
    expect((await allWeeks()).map(({ leg, from, to, status }) => ({ leg, from, to, status }))).toEqual(
      seedWeeks.map(({ leg, from, to, status }) => ({ leg, from, to, status })),
    );
  });

  it('adds only missing weeks and never overwrites one the owner changed', async () => {
    expect((await owner(port, 'week', '2025-05-17', 'not-available')).code).toBe(0);
    await db.send(new DeleteCommand({ TableName: stack.tables.weeks, Key: { from: '2025-10-25' } }));
    const before = await allWeeks();

    const created = await seedLocalWeeks(stack.dynamodbUrl, stack.tables.weeks);

    expect(created).toEqual(['2025-10-25']);
    const after = await allWeeks();
    expect(after.find((week) => week.from === '2025-05-17')).toEqual(before.find((week) => week.from === '2025-05-17'));
    expect(after.find((week) => week.from === '2025-05-17')?.status).toBe('not-available');
    expect(after).toHaveLength(seedWeeks.length);
  });
});

describe('GET /api/availability', () => {
  it('answers every week with its status and nothing personal, per the shared contract', async () => {
    const response = await fetch(`${stack.origin}/api/availability`);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = availabilitySchema.parse(await response.json());
    expect(body.weeks).toHaveLength(seedWeeks.length);
    for (const week of body.weeks) {
      expect(
        Object.keys(week).every((key) =>
          ['season', 'leg', 'from', 'to', 'status', 'optionUntil', 'passageFrom'].includes(key),
        ),
      ).toBe(true);
    }
    expect(Date.parse(body.updatedAt)).toBeGreaterThan(0);
  });

  it('is publicly cacheable for at most a minute, with an ETag that a repeat turns into a 304', async () => {
    for (const url of ['/api/availability', '/api/availability.ics', '/api/availability.ics?lang=it']) {
      const first = await fetch(`${stack.origin}${url}`);
      expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await fetch(`${stack.origin}${url}`, { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
    const before = (await fetch(`${stack.origin}/api/availability`)).headers.get('etag')!;
    expect((await owner(port, 'week', '2025-05-24', 'not-available')).code).toBe(0);
    const changed = await fetch(`${stack.origin}/api/availability`, { headers: { 'if-none-match': before } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(before);
  });
});

describe('a week set through the owner CLI, with no rebuild', () => {
  it('shows in the API, the feed (both languages) and the server’s check of a request', async () => {
    // Seeded as not available: opened by the owner.
    const opened = await owner(port, 'week', '2025-06-28', 'available');
    expect(opened).toMatchObject({ code: 0, err: [] });
    expect(opened.out).toMatch(/2025-06-28 +2025-07-05 +aeolian +available/);
    expect(await weekIn('2025-06-28')).toEqual({
      season: 2025,
      leg: 'aeolian',
      from: '2025-06-28',
      to: '2025-07-05',
      status: 'available',
    });
    expect(await summaryOf('2025-06-28')).toBe('Libeccio: available');
    expect(await summaryOf('2025-06-28', 'it')).toBe('Libeccio: disponibile');
    expect((await postRequest({ from: '2025-06-28', to: '2025-07-05' })).status).toBe(201);

    // Seeded as available: closed by the owner.
    expect((await owner(port, 'week', '2025-07-12', 'not-available')).code).toBe(0);
    expect((await weekIn('2025-07-12'))?.status).toBe('not-available');
    expect(await summaryOf('2025-07-12')).toBe('Libeccio: not available');
    expect(await summaryOf('2025-07-12', 'it')).toBe('Libeccio: non disponibile');
    const refused = await postRequest({ from: '2025-07-12', to: '2025-07-19' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe('week_unavailable');
  });

  it('lists every week for the owner, as a table and as JSON', async () => {
    const table = await owner(port, 'weeks', '--past');
    expect(table.code).toBe(0);
    const lines = table.out.split('\n');
    expect(lines[0]).toMatch(/^From +To +Leg +Status +Option until +Last change \(Italian time\)$/);
    expect(lines).toHaveLength(seedWeeks.length + 2);
    // Without --past, the weeks over before today (10 June 2025) are left out, and a line says so.
    const current = (await owner(port, 'weeks')).out.split('\n');
    const over = seedWeeks.filter((week) => week.to < '2025-06-10').length;
    expect(over).toBeGreaterThan(0);
    expect(current).toHaveLength(seedWeeks.length - over + 3);
    expect(current.at(-1)).toBe(`${over} past weeks not shown: \`npm run owner -- weeks --past\` lists them too.`);
    const json = JSON.parse((await owner(port, 'weeks', '--json', '--past')).out) as Array<Record<string, unknown>>;
    expect(json).toHaveLength(seedWeeks.length);
    expect(json.find((week) => week.from === '2025-07-12')).toMatchObject({
      to: '2025-07-19',
      leg: 'aeolian',
      status: 'not-available',
      liveStatus: 'not-available',
      optionUntil: null,
      updatedAt: expect.any(String),
    });
  });
});

describe('an option whose date has passed', () => {
  it('reads as available everywhere from the day after its last day', async () => {
    expect((await owner(port, 'week', '2025-07-05', 'optioned', '--until', '2025-06-12')).code).toBe(0);
    const week = { from: '2025-07-05', to: '2025-07-12' };
    // Until its last day it holds.
    for (const day of ['2025-06-10', '2025-06-12']) {
      await on(day, async () => {
        expect(await weekIn(week.from)).toEqual({
          season: 2025,
          leg: 'aeolian',
          ...week,
          status: 'optioned',
          optionUntil: '2025-06-12',
        });
        expect(await summaryOf(week.from)).toBe('Libeccio: optioned until 12 June');
        expect(await summaryOf(week.from, 'it')).toBe('Libeccio: opzionata fino al 12 giugno');
        expect((await postRequest(week)).status).toBe(409);
      });
    }
    // The next day it is available: API, feed, the request check, and the owner's list.
    await on('2025-06-13', async () => {
      expect(await weekIn(week.from)).toEqual({ season: 2025, leg: 'aeolian', ...week, status: 'available' });
      expect(await summaryOf(week.from)).toBe('Libeccio: available');
      expect(await summaryOf(week.from, 'it')).toBe('Libeccio: disponibile');
      expect((await postRequest(week)).status).toBe(201);
      const listed = JSON.parse((await owner(port, 'weeks', '--json')).out) as Array<Record<string, unknown>>;
      expect(listed.find((item) => item.from === week.from)).toMatchObject({
        status: 'optioned',
        liveStatus: 'available',
      });
      expect((await owner(port, 'weeks')).out).toMatch(
        /2025-07-05 +2025-07-12 +aeolian +available \(option lapsed\) +2025-06-12/,
      );
    });
  });
});

describe('the iCalendar feed', () => {
  it('parses as RFC 5545 with one all-day event per week, ending (exclusive) on the disembark day', async () => {
    const { text, calendar, events } = await feed();
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/^-\/\/Libeccio\/\//);
    expect(events).toHaveLength(seedWeeks.length);
    const stored = await allWeeks();
    events.forEach((event, index) => {
      const week = seedWeeks[index]!;
      expect(event.startDate.isDate).toBe(true);
      expect(event.endDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe(week.from);
      expect(event.endDate.toString()).toBe(week.to);
      // Exclusive end: the event covers the nights aboard, not the disembark day.
      const nights = (Date.parse(week.to) - Date.parse(week.from)) / 86_400_000;
      expect(event.duration.toSeconds()).toBe(nights * 86_400);
      expect(event.uid).toBe(`week-${week.from}@www.libeccio-charter.example`);
      const stamp = event.component.getFirstPropertyValue('dtstamp') as ICAL.Time;
      expect(stamp.toJSDate().toISOString().slice(0, 19)).toBe(String(stored[index]!.updatedAt).slice(0, 19));
    });
    // Consecutive weeks touch without overlapping.
    expect(events[1]!.startDate.compare(events[0]!.endDate)).toBe(0);

    // CRLF line endings and lines folded at 75 octets.
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).toMatch(/\r\n /); // the long DESCRIPTION lines are folded, and still parse (above)
  });

  it('keeps each week’s UID when the week changes', async () => {
    const uids = (await feed()).events.map((event) => event.uid);
    expect(new Set(uids).size).toBe(uids.length);
    expect((await owner(port, 'week', '2025-09-13', 'optioned', '--until', '2025-07-01')).code).toBe(0);
    expect((await feed('it')).events.map((event) => event.uid)).toEqual(uids);
    expect(await summaryOf('2025-09-13')).toBe('Libeccio: optioned until 1 July');
  });
});

describe('the reminder before an option lapses', () => {
  const mailsAbout = async (from: string) =>
    (await mailbox(stack.sesUrl)).filter((mail) => mail.body.text?.includes(`week ${from} `));

  it('mails the owner once, two days before the option’s last day, naming the week and the date', async () => {
    expect((await owner(port, 'week', '2025-07-19', 'optioned', '--until', '2025-06-13')).code).toBe(0);
    expect((await owner(port, 'week', '2025-08-16', 'optioned', '--until', '2025-06-20')).code).toBe(0);

    await on('2025-06-10', () => stack.sweep()); // three days before: not yet
    expect(await mailsAbout('2025-07-19')).toEqual([]);

    await on('2025-06-11', () => stack.sweep());
    await on('2025-06-11', () => stack.sweep());
    await on('2025-06-12', () => stack.sweep());
    const mails = await mailsAbout('2025-07-19');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.destination.to).toEqual([ownerAddress]);
    expect(mails[0]!.subject).toBe(`Option ending ${formatDate('2025-06-13', 'en')}: the week 19–26 July 2025`);
    expect(mails[0]!.body.text).toContain(`holds until ${formatDate('2025-06-13', 'en')}`);
    expect(mails[0]!.body.text).toContain('npm run owner -- week 2025-07-19 optioned --until YYYY-MM-DD');
    const item = (await db.send(new GetCommand({ TableName: stack.tables.weeks, Key: { from: '2025-07-19' } }))).Item;
    expect(item).toMatchObject({ reminderFor: '2025-06-13', reminderSentAt: expect.any(String) });

    // An option further away gets nothing yet.
    expect(await mailsAbout('2025-08-16')).toEqual([]);
  });
});

describe('the owner CLI’s mistakes', () => {
  it.each([
    [['week', '2025-06-15', 'available'], /^No week starts on 2025-06-15 .*npm run owner -- weeks/],
    [['week', '2025-06-14', 'booked'], /^Got "booked": the status is one of available, optioned, not-available\.$/],
    [['week', '2025-06-14', 'optioned'], /^optioned needs --until YYYY-MM-DD/],
    [
      ['week', '2025-06-14', 'optioned', '--until', '2025-06-09'],
      /^--until 2025-06-09 is in the past \(today is 2025-06-10 in Europe\/Rome\)/,
    ],
    [['week', '2025-06-14', 'optioned', '--until', '2025-06-14'], /^--until 2025-06-14 is not before the week starts/],
    [
      ['week', '2025-06-14', 'optioned', '--until', '12/06/2025'],
      /^Got "12\/06\/2025": --until is a date as YYYY-MM-DD/,
    ],
    [['week', '2025-06-14', 'available', '--until', '2025-06-12'], /^--until goes only with optioned/],
    [['week', '14-06-2025', 'available'], /^Got "14-06-2025": the week is its embark date as YYYY-MM-DD/],
    [['week', '2025-06-14'], /^week needs the embark date and a status/],
    [['weeks', '--untill', '2025-06-12'], /^Unknown option '--untill': see npm run owner -- --help\.$/],
    [
      ['book', '2025-06-14'],
      /^Unknown command "book": use weeks, week, seed, season, requests, request, export, mail, subscribers, privacy, newsletter or photos/,
    ],
    [['weeks', '--profile', 'libeccio'], /^--profile and --region go with --aws/],
  ])('%j: one line naming the fix, exit code 1, nothing changed', async (argv, message) => {
    const before = await allWeeks();
    const result = await owner(port, ...argv);
    expect(result.code).toBe(1);
    expect(result.err).toHaveLength(1);
    expect(result.err[0]).toMatch(message);
    expect(result.out).toBe('');
    expect(await allWeeks()).toEqual(before);
  });

  it('says the local stack is not running when nothing listens, and changes nothing', async () => {
    const before = await allWeeks();
    const result = await owner(await freePort(), 'week', '2025-06-14', 'not-available');
    expect(result).toMatchObject({ code: 1, out: '' });
    expect(result.err).toEqual([expect.stringMatching(/^The local stack is not running .*`npm start`/)]);
    expect(await allWeeks()).toEqual(before);
  });

  it('exits with code 1 and one stderr line as a real process, and 0 with JSON on success', () => {
    const run = (...argv: string[]) =>
      spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['owner/index.ts', ...argv], {
        cwd: repoRoot,
        env: { ...process.env, DYNAMODB_LOCAL_PORT: String(port), SITE_CLOCK: '2025-06-10' },
        encoding: 'utf8',
      });
    const failed = run('week', '2025-06-15', 'available');
    expect(failed.status).toBe(1);
    expect(failed.stdout).toBe('');
    expect(failed.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^No week starts on 2025-06-15/)]);
    const listed = run('weeks', '--json', '--past');
    expect(listed.status).toBe(0);
    expect(JSON.parse(listed.stdout)).toHaveLength(seedWeeks.length);
    const help = run('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('week <from> <status> [--until DATE]');
  });
});

/**
 * A stand-in for CloudFormation's DescribeStacks (the AWS Query protocol, XML), so the --aws path runs
 * here: the stack's outputs name the table, and DynamoDB is the local one (AWS_ENDPOINT_URL_DYNAMODB).
 */
async function fakeCloudFormation(answer: 'missing' | 'no-output' | 'deployed') {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push(body);
      const stackName = new URLSearchParams(body).get('StackName');
      res.setHeader('content-type', 'text/xml');
      if (answer === 'missing') {
        res.statusCode = 400;
        res.end(
          `<ErrorResponse xmlns="http://cloudformation.amazonaws.com/doc/2010-05-15/"><Error><Type>Sender</Type><Code>ValidationError</Code><Message>Stack with id ${stackName} does not exist</Message></Error><RequestId>1</RequestId></ErrorResponse>`,
        );
        return;
      }
      // The deployed stack's outputs the owner CLI reads (every one is required), naming the local tables.
      const deployed = {
        WeeksTable: stack.tables.weeks,
        OutboxTable: stack.tables.outbox,
        JoinRequestsTable: stack.tables.joinRequests,
        SubscriptionsTable: stack.tables.subscriptions,
        PrivacySecretArn: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:privacy',
        SesConfigurationSet: 'libeccio',
        SiteUrl: 'https://libeccio-charter.example',
      };
      const outputs =
        answer === 'deployed'
          ? `<Outputs>${Object.entries(deployed)
              .map(
                ([key, value]) => `<member><OutputKey>${key}</OutputKey><OutputValue>${value}</OutputValue></member>`,
              )
              .join('')}</Outputs>`
          : '<Outputs></Outputs>';
      res.end(
        `<DescribeStacksResponse xmlns="http://cloudformation.amazonaws.com/doc/2010-05-15/"><DescribeStacksResult><Stacks><member><StackName>${stackName}</StackName><StackId>arn:aws:cloudformation:eu-west-1:123456789012:stack/${stackName}/1</StackId><CreationTime>2025-01-01T00:00:00Z</CreationTime><StackStatus>CREATE_COMPLETE</StackStatus>${outputs}</member></Stacks></DescribeStacksResult><ResponseMetadata><RequestId>1</RequestId></ResponseMetadata></DescribeStacksResponse>`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const previous = process.env.AWS_ENDPOINT_URL_CLOUDFORMATION;
  process.env.AWS_ENDPOINT_URL_CLOUDFORMATION = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    requests,
    close: async () => {
      if (previous === undefined) delete process.env.AWS_ENDPOINT_URL_CLOUDFORMATION;
      else process.env.AWS_ENDPOINT_URL_CLOUDFORMATION = previous;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('the owner CLI with --aws', () => {
  const { stackName } = loadConfig().config;

  it('finds the weeks table through the stack’s outputs and sets the week there', async () => {
    const cloudFormation = await fakeCloudFormation('deployed');
    try {
      const result = await owner(port, 'week', '2025-10-18', 'not-available', '--aws', '--json');
      expect(result).toMatchObject({ code: 0, err: [] });
      expect(JSON.parse(result.out)).toMatchObject({ from: '2025-10-18', status: 'not-available' });
      expect(new URLSearchParams(cloudFormation.requests[0]).get('Action')).toBe('DescribeStacks');
      expect(new URLSearchParams(cloudFormation.requests[0]).get('StackName')).toBe(stackName);
      expect((await weekIn('2025-10-18'))?.status).toBe('not-available');
    } finally {
      await cloudFormation.close();
    }
  });

  it.each([
    ['missing', new RegExp(`^Stack ${stackName} does not exist in eu-west-2: deploy it`)],
    ['no-output', new RegExp(`^Stack ${stackName} has no WeeksTable output: deploy the current version`)],
  ] as const)('a %s stack: one line naming the fix, exit code 1, nothing changed', async (answer, message) => {
    const cloudFormation = await fakeCloudFormation(answer);
    try {
      const before = await allWeeks();
      const result = await owner(port, 'week', '2025-10-11', 'not-available', '--aws', '--region', 'eu-west-2');
      expect(result).toMatchObject({ code: 1, out: '' });
      expect(result.err).toEqual([expect.stringMatching(message)]);
      expect(await allWeeks()).toEqual(before);
    } finally {
      await cloudFormation.close();
    }
  });
});

// Last: it stops the stack's SES emulator and starts another on its port.
describe('a reminder SES did not take', () => {
  it('is sent by a later sweep, once', async () => {
    const reminderOf = async () =>
      (await db.send(new GetCommand({ TableName: stack.tables.weeks, Key: { from: '2025-09-27' } }))).Item;
    expect((await owner(port, 'week', '2025-09-27', 'optioned', '--until', '2025-06-20')).code).toBe(0);
    await stack.ses.stop();
    const failed = await on('2025-06-18', () => stack.sweep());
    // (The option on 16 August, until 20 June too, is due as well; so are the notices of options that lapsed earlier.)
    expect(failed.reminded).toBe(0);
    expect(failed.reminderFailed).toBeGreaterThanOrEqual(2);
    expect(await reminderOf()).toMatchObject({ reminderFor: '2025-06-20' });
    expect((await reminderOf())?.reminderSentAt).toBeUndefined();

    restartedSes = await startSesEmulator(stack.ses.port);
    // The reminders are outbox items: retried once the outbox's backoff (at least a minute) has passed.
    for (const week of ['2025-09-27', '2025-08-16']) {
      await db.send(
        new UpdateCommand({
          TableName: stack.tables.outbox,
          Key: { mailId: `reminder#${week}#2025-06-20` },
          UpdateExpression: 'SET nextAttemptAt = :due',
          ExpressionAttributeValues: { ':due': new Date(Date.now() - 1_000).toISOString() },
        }),
      );
    }
    expect((await on('2025-06-19', () => stack.sweep())).reminderFailed).toBe(0);
    await on('2025-06-20', () => stack.sweep());
    for (const week of ['2025-09-27', '2025-08-16']) {
      const mails = (await mailbox(stack.sesUrl)).filter((mail) => mail.body.text?.includes(`week ${week} `));
      expect(mails).toHaveLength(1);
    }
    expect((await reminderOf())?.reminderSentAt).toEqual(expect.any(String));
  });
});
