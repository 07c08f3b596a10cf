import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { availabilitySchema } from '../../common/contracts/publicAvailability';
import { formMessages } from '../../common/contracts/messages';
import { requestReference } from '../../common/contracts/reference';
import { guestMailCopy } from '../../functions/requests/mailCopy';
import type { LocalStack } from '../../server/local-stack';
import { mailbox, waitFor } from '../support/mailbox';
import { open2027, owner } from '../support/owner';
import { startTestStack } from '../support/test-stack';
import { yachtDate } from '../../common/yachtDay';

// The real date: no SITE_CLOCK. The shipped 2025 season is over; the tests open 2027 on their own data.
let stack: LocalStack;
let db: DynamoDBDocumentClient;
let port: number;
beforeAll(async () => {
  delete process.env.SITE_CLOCK;
  process.env.OWNER_EMAIL = 'owner@libeccio-charter.example';
  stack = await startTestStack({ siteClock: undefined, sweepEveryMs: 3_600_000 });
  port = stack.dynamodb.port;
  db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.dynamodbUrl }));
});

afterAll(async () => {
  await stack?.stop();
});

const table = async () =>
  JSON.stringify(
    ((await db.send(new ScanCommand({ TableName: stack.tables.weeks }))).Items ?? []).sort((a, b) =>
      a.from.localeCompare(b.from),
    ),
  );

async function availability() {
  const response = await fetch(`${stack.origin}/api/availability`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toMatch(/max-age=60\b|s-maxage=60\b|no-cache/);
  return availabilitySchema.parse(await response.json());
}

async function feedEvents() {
  const text = await (await fetch(`${stack.origin}/api/availability.ics?lang=it`)).text();
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

function body(fields: { week?: { from: string; to: string }; dates?: string; locale?: 'en' | 'it' }) {
  return {
    submissionId: randomUUID(),
    locale: fields.locale ?? 'en',
    name: `Guest ${randomUUID().slice(0, 6)}`,
    email: `guest-${randomUUID().slice(0, 6)}@example.com`,
    phone: '+44 20 7946 0958',
    ...fields,
  };
}
async function post(payload: ReturnType<typeof body>) {
  const response = await fetch(`${stack.origin}/api/join-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return { status: response.status, json: (await response.json()) as { fields?: Record<string, string> } };
}

let datesRef = '';

describe('between seasons, on today’s real date', () => {
  it('publishes the 2025 season and no week anyone can choose', async () => {
    const today = yachtDate();
    expect(today > '2025-11-01').toBe(true);
    const live = await availability();
    expect(live.seasons.map((season) => season.year)).toEqual([2025]);
    expect(live.weeks.filter((week) => week.from > today)).toEqual([]);
  });

  it('takes a request with preferred dates, and the owner’s mail, the desk and the guest’s copy say “dates to agree”', async () => {
    const payload = body({ dates: '2027-06 – 2027-07; two weeks, flexible', locale: 'it' });
    const answer = await post(payload);
    expect(answer.status).toBe(201);
    datesRef = requestReference(payload.submissionId);
    const mails = await waitFor(async () => {
      const all = (await mailbox(stack.sesUrl)).filter((mail) => mail.subject.includes(datesRef));
      return all.length >= 2 ? all : undefined;
    });
    const ownerMail = mails.find((mail) => mail.destination.to.includes('owner@libeccio-charter.example'))!;
    expect(ownerMail.subject).toContain('dates to agree');
    expect(ownerMail.body.text).toContain('Preferred dates (to agree): June – July 2027 · “two weeks, flexible”');
    const ack = mails.find((mail) => mail !== ownerMail)!;
    expect(ack.body.text).toContain(guestMailCopy.ackNextDates.it);
    // The guest's copy does not echo the dates they typed (security review N1).
    expect(ack.body.text).not.toContain('two weeks, flexible');

    const shown = await owner(port, 'request', datesRef);
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(/Week: +dates to agree: 2027-06 – 2027-07; two weeks, flexible/);
    const listed = await owner(port, 'requests');
    expect(listed.out).toContain(`${datesRef}`);
    expect(listed.out).toContain('dates to agree');
    const json = JSON.parse((await owner(port, 'request', datesRef, '--json')).out) as Record<string, unknown>;
    expect(json.week).toBeNull();
    expect(json.dates).toEqual({ status: 'dates to agree', text: '2027-06 – 2027-07; two weeks, flexible' });
  });

  it('refuses dates in the past and a week that is over, each in one translated sentence', async () => {
    const past = await post(body({ dates: '2025-06 – 2025-07', locale: 'it' }));
    expect(past.status).toBe(422);
    expect(past.json.fields).toEqual({ dates: formMessages.datesPast.it });
    const over = await post(body({ week: { from: '2025-06-14', to: '2025-06-21' } }));
    expect(over.status).toBe(409);
    expect(over.json.fields).toEqual({ week: formMessages.weekTaken.en });
    const none = await post(body({ week: { from: '2027-06-14', to: '2027-06-21' } }));
    expect(none.status).toBe(409);
    expect(none.json.fields).toEqual({ week: formMessages.weekTaken.en });
  });
});

describe('season commands that are refused', () => {
  it.each([
    [['season', 'open', '2027', '--leg', 'aeolian:2027-08-28:2027-04-24'], /runs backwards/],
    [
      ['season', 'open', '2027', '--leg', 'aeolian:2027-04-24:2027-08-28', '--leg', 'menorca:2027-08-01:2027-10-30'],
      /overlap/,
    ],
    [['season', 'open', '2027', '--leg', 'corsica:2027-05-01:2027-06-01'], /^Unknown area "corsica".*developer/],
    [
      ['season', 'open', '2027', '--leg', 'aeolian:2027-04-24:2027-08-28', '--leg', 'menorca:2027-08-29:2027-08-31'],
      /^No time to sail/,
    ],
    [['season', 'open', '2027', '--leg', 'aeolian:2027-13-01:2027-08-28'], /"2027-13-01" is not a date/],
    [['season', 'close', '2031'], /^No published season 2031/],
  ])('%j exits 1 with one line and writes nothing', async (argv, reason) => {
    const before = await table();
    const result = await owner(port, ...argv);
    expect(result.code).toBe(1);
    expect(result.err).toHaveLength(1);
    expect(result.err[0]).toMatch(reason);
    expect(await table()).toBe(before);
  });
});

describe('after `season open 2027`', () => {
  let weekRef = '';

  it('opens it; the API and the feed carry 2027’s weeks at once, with no rebuild', async () => {
    const opened = await owner(port, ...open2027);
    expect(opened.code).toBe(0);
    expect(opened.out).toMatch(/^Opened season 2027 .*26 weeks/);
    const live = await availability();
    expect(live.seasons.map((season) => season.year)).toEqual([2025, 2027]);
    expect(live.seasons[1]!.legs).toEqual([
      { area: 'aeolian', from: '2027-04-24', to: '2027-08-28' },
      { area: 'menorca', from: '2027-09-04', to: '2027-10-30' },
    ]);
    const weeks2027 = live.weeks.filter((week) => week.season === 2027);
    expect(weeks2027).toHaveLength(26);
    expect(weeks2027[0]).toEqual({
      season: 2027,
      leg: 'aeolian',
      from: '2027-04-24',
      to: '2027-05-01',
      status: 'available',
    });
    const events = await feedEvents();
    expect(events.some((event) => event.startDate.toString() === '2027-09-04')).toBe(true);
    expect(events.find((event) => event.startDate.toString() === '2027-09-04')?.description).toMatch(/^Minorca/);
    // A second open of the same year is refused, naming it.
    const again = await owner(port, ...open2027);
    expect(again.code).toBe(1);
    expect(again.err[0]).toMatch(/^Season 2027 exists already/);
    expect((await owner(port, 'season', 'list')).out).toMatch(
      /2027 +aeolian 2027-04-24 → 2027-08-28, menorca .* 26 +26 +published/,
    );
  });

  it('accepts a request for a 2027 week, and refuses preferred dates while a week can be chosen', async () => {
    const payload = body({ week: { from: '2027-06-12', to: '2027-06-19' } });
    expect((await post(payload)).status).toBe(201);
    weekRef = requestReference(payload.submissionId);
    const dates = await post(body({ dates: 'sometime in 2027' }));
    expect(dates.status).toBe(409);
    expect(dates.json.fields).toEqual({ week: 'Please choose a week from the calendar' });
  });

  it('gives the dates request a week, options it, and refuses to free it or close the season under it', async () => {
    const attached = await owner(port, 'request', datesRef, 'week', '2027-07-03');
    expect(attached.code).toBe(0);
    expect(attached.out).toMatch(/Week: +2027-07-03 → 2027-07-10 \(aeolian\)/);
    expect((await owner(port, 'request', datesRef, 'option', '--until', '2027-01-15')).code).toBe(0);
    const before = await table();
    const freed = await owner(port, 'week', '2027-07-03', 'available');
    expect(freed.code).toBe(1);
    expect(freed.err).toEqual([
      `Week 2027-07-03 is held by request ${datesRef} (optioned): nothing changed; to free it, \`npm run owner -- request ${datesRef} decline\`.`,
    ]);
    const reoptioned = await owner(port, 'week', '2027-07-03', 'optioned', '--until', '2027-02-01');
    expect(reoptioned.code).toBe(1);
    expect(reoptioned.err[0]).toContain(datesRef);
    const closed = await owner(port, 'season', 'close', '2027');
    expect(closed.code).toBe(1);
    expect(closed.err[0]).toMatch(
      new RegExp(`^Cannot close season 2027: requests hold its weeks: ${datesRef} \\(optioned, 2027-07-03\\)`),
    );
    expect(await table()).toBe(before);
    expect(weekRef).not.toBe('');
  });

  it('closes the season once nothing holds its weeks: off the API and the feed', async () => {
    expect((await owner(port, 'request', datesRef, 'decline')).code).toBe(0);
    const closed = await owner(port, 'season', 'close', '2027', '--json');
    expect(closed.code).toBe(0);
    expect(JSON.parse(closed.out)).toEqual({ year: 2027, closed: true, weeksRemoved: 26 });
    const live = await availability();
    expect(live.seasons.map((season) => season.year)).toEqual([2025]);
    expect(live.weeks.some((week) => week.season === 2027)).toBe(false);
    expect((await feedEvents()).some((event) => event.startDate.toString().startsWith('2027'))).toBe(false);
  });
});
