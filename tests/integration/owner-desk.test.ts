import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { requestReference } from '../../common/contracts/reference';
import { formatDate } from '../../common/locales';
import { yachtDate } from '../../common/yachtDay';
import type { LocalStack } from '../../server/local-stack';
import { mailbox, type StoredMail } from '../support/mailbox';
import { ownerPages } from '../support/owner-pages';
import { open2027, owner } from '../support/owner';
import { freePort } from '../support/ports';
import { startTestStack } from '../support/test-stack';

/**
 * The owner's phone desk, end to end on the local stack (DynamoDB Local, the SES emulator): one link in the
 * owner's mail opens the request's page; reply, then option, then book, each from that page; the guest
 * gets the option mail in their language; undo works once; after a decline the link acts on nothing.
 * Its own data: a 2027 season opened with the owner CLI on 1 December 2026.
 */

let stack: LocalStack;
/** A request with dates to agree, sent while no week could be chosen (before the 2027 season opened). */
let dated: Awaited<ReturnType<typeof arrive>>;
let db: DynamoDBDocumentClient;
let port: number;
const ownerAddress = 'owner@libeccio-charter.example';
const clock = '2026-12-01';

beforeAll(async () => {
  process.env.OWNER_EMAIL = ownerAddress;
  process.env.OWNER_LOCALE = 'en';
  port = await freePort();
  stack = await startTestStack({ dynamodbPort: port, sweepEveryMs: 3_600_000, siteClock: clock });
  process.env.SITE_CLOCK = clock;
  db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.dynamodbUrl }));
  dated = await arrive({ locale: 'en', dates: '2027-08 – 2027-09; two weeks if possible' });
  const opened = await owner(port, ...open2027);
  expect(opened).toMatchObject({ code: 0 });
});

afterAll(async () => {
  await stack?.stop();
});

/** A request through the form's API: for a week, or with dates to agree. */
async function arrive(fields: Record<string, unknown>) {
  const body = {
    submissionId: randomUUID(),
    locale: 'it',
    name: 'Anna <Bianchi>',
    email: `anna.${Math.random().toString(36).slice(2)}@example.com`,
    phone: '+39 333 123 4567',
    ...fields,
  };
  const response = await fetch(`${stack.origin}/api/join-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return { ...body, reference: requestReference(body.submissionId) };
}

const pages = () => ownerPages(stack.origin, stack.sesUrl);
const mailWhere = (probe: (mail: StoredMail) => boolean) => pages().mailWhere(probe);
const mailsTo = async (address: string) =>
  (await mailbox(stack.sesUrl)).filter((mail) => mail.destination.to.includes(address));
const link = (mail: StoredMail, label: string) => pages().link(mail, label);
const unescape = (html: string) => pages().unescape(html);
const open = (url: string) => pages().open(url);
const buttons = (html: string) => pages().buttons(html);
const press = (html: string, changes: Record<string, string | undefined> = {}) => pages().press(html, changes);
const sentence = (html: string) => pages().sentence(html);
const stored = async (submissionId: string) =>
  (await db.send(new GetCommand({ TableName: 'JoinRequests', Key: { submissionId } }))).Item!;
const weekRow = async (from: string) => (await db.send(new GetCommand({ TableName: 'Weeks', Key: { from } }))).Item!;
const everything = async () => ({
  requests: (await db.send(new ScanCommand({ TableName: 'JoinRequests' }))).Items,
  weeks: (await db.send(new ScanCommand({ TableName: 'Weeks' }))).Items,
});

describe('the owner’s phone desk, from one owner mail', () => {
  it('replies, options, books, undoes once and declines from the one link; the guest is told in Italian; then the link acts on nothing', async () => {
    const guest = await arrive({ week: { from: '2027-07-03', to: '2027-07-10' } });
    const mail = await mailWhere(
      (candidate) => candidate.destination.to.includes(ownerAddress) && candidate.subject.includes(guest.reference),
    );
    // The owner mail: status, dates in words, the phone to tap, the reply draft in the guest's language.
    expect(mail.subject).toBe(`Charter request ${guest.reference}: Anna <Bianchi>, 3–10 July 2027`);
    expect(mail.body.text).toContain('Status: new: not answered yet');
    expect(mail.body.text).toContain('Week: 3–10 July 2027\n');
    expect(mail.body.text).not.toMatch(/2027-07-03|→/);
    expect(mail.body.html).toMatch(/<a href="tel:\+393331234567"[^>]*>\+39 333 123 4567<\/a>/);
    expect(link(mail, 'Call +39 333 123 4567')).toBe('tel:+393331234567');
    expect(link(mail, 'WhatsApp +39 333 123 4567')).toBe('https://wa.me/393331234567');
    const draft = new URL(link(mail, 'Reply to Anna <Bianchi> (e-mail)'));
    expect(draft.searchParams.get('body')).toMatch(/^Gentile Anna <Bianchi>,\n\nVi ringraziamo della richiesta/);
    const url = link(mail, 'Open the request: its status, history and what you can do');
    expect(url).toMatch(new RegExp(`^${stack.origin}/api/owner-actions\\?t=[\\w-]+\\.[\\w-]{43}$`));
    expect(mail.body.text?.match(/owner-actions\?t=/g)).toHaveLength(1);

    // The request's page: status, history, the actions valid now; opening it changes nothing.
    const before = await everything();
    const first = await open(url);
    expect(first.status).toBe(200);
    expect(first.html).toContain('<dt>Status</dt><dd>new</dd>');
    expect(first.html).toContain('Anna &lt;Bianchi&gt;');
    expect(Object.keys(buttons(first.html))).toEqual([
      'Mark as replied',
      'Hold as an option for 7 days',
      'Hold as an option until a date',
      'Decline',
    ]);
    // What the owner needs to answer from the page alone: a call, WhatsApp, a reply in the guest's
    // language (Italian, "voi" as on the site), and the guest's own message.
    const contact = Object.fromEntries(
      [...first.html.matchAll(/<a class="button second" href="((?:tel|https|mailto):[^"]+)">([^<]+)<\/a>/g)].map(
        (match) => [unescape(match[2]!), unescape(match[1]!)],
      ),
    );
    expect(contact).toEqual({
      'Call +39 333 123 4567': 'tel:+393331234567',
      'WhatsApp +39 333 123 4567': 'https://wa.me/393331234567',
      'Reply to Anna <Bianchi> (e-mail)': expect.stringMatching(
        /^mailto:anna\.\w+@example\.com\?subject=La%20vostra%20richiesta/,
      ),
    });
    expect(first.html).toMatch(/<h2>Their message<\/h2>\s*<p class="message">[^<]+<\/p>/);
    const replyPage = await open(buttons(first.html)['Mark as replied']!);
    expect(replyPage.html).toContain('Opening this page changed nothing.');
    expect(await everything()).toEqual(before);

    // 1. Reply.
    const replied = await press(replyPage.html);
    expect(replied.status).toBe(200);
    expect(sentence(replied.html)).toBe(`${guest.reference} is now marked as replied.`);
    expect((await stored(guest.submissionId)).status).toBe('replied');

    // 2. Option, from the same link after the reply: the guest is told (the box is ticked by default).
    const second = await open(url);
    expect(second.html).toContain('<dt>Status</dt><dd>replied</dd>');
    expect(Object.keys(buttons(second.html))).toEqual([
      'Hold as an option for 7 days',
      'Hold as an option until a date',
      'Decline',
      'Undo the last change',
    ]);
    const optionPage = await open(buttons(second.html)['Hold as an option for 7 days']!);
    expect(optionPage.html).toContain('until 8 December 2026 inclusive');
    expect(optionPage.html).toMatch(
      /<input type="checkbox" name="tell" value="yes" checked> <span>E-mail Anna &lt;Bianchi&gt; \(in Italian\)/,
    );
    const optioned = await press(optionPage.html);
    expect(optioned.status).toBe(200);
    expect(sentence(optioned.html)).toBe(
      `${guest.reference} is now optioned until 8 December 2026: the week 3–10 July 2027 shows as optioned on the calendar.`,
    );
    expect(optioned.html).toContain('An e-mail to Anna &lt;Bianchi&gt; in Italian is on its way');
    expect(await stored(guest.submissionId)).toMatchObject({ status: 'optioned', optionUntil: '2026-12-08' });
    expect(await weekRow('2027-07-03')).toMatchObject({
      status: 'optioned',
      optionUntil: '2026-12-08',
      optionedBy: guest.submissionId,
    });

    // The same press again (a reload, a second tap, a retry whose answer was lost): the same change,
    // answered as done; nothing changes and no second mail is queued.
    const after = await everything();
    const again = await press(optionPage.html);
    expect(again.status).toBe(200);
    expect(sentence(again.html)).toBe(sentence(optioned.html));
    expect(await everything()).toEqual(after);

    // The guest's option mail, in Italian, from the SES emulator.
    await stack.sweep();
    const told = await mailWhere(
      (candidate) => candidate.destination.to.includes(guest.email) && /opzione/.test(candidate.subject),
    );
    expect(told.subject).toBe(
      'Libeccio: la settimana dal 3 al 10 luglio 2027 è bloccata in opzione per voi fino all’8 dicembre 2026',
    );
    expect(told.replyTo).toEqual([ownerAddress]);
    expect(told.body.text).toMatch(
      /^Gentile Anna <Bianchi>,\n\nGli armatori hanno bloccato in opzione per voi la settimana dal 3 al 10 luglio 2027 \(Isole Eolie\)/,
    );
    expect(told.body.text).toContain('Fino all’8 dicembre 2026 compreso la settimana è riservata a voi');
    expect(told.body.text).toContain('dal 9 dicembre 2026 la settimana torna disponibile per altri');
    expect(told.body.html).toContain('Anna &lt;Bianchi&gt;');
    expect(told.body.html).not.toContain('<Bianchi>');

    // 3. Book, holding the guest's mail back.
    const third = await open(url);
    const bookPage = await open(buttons(third.html)['Book']!);
    const booked = await press(bookPage.html, { tell: undefined });
    expect(booked.status).toBe(200);
    expect(booked.html).toContain('Nothing was sent to the guest: you held the e-mail back.');
    expect((await stored(guest.submissionId)).status).toBe('booked');
    expect(await weekRow('2027-07-03')).toMatchObject({ status: 'not-available', bookedBy: guest.submissionId });

    // 4. Undo (the booking), once: back to the option until 8 December, the week optioned again.
    const undoPage = await open(buttons(booked.html)['Undo the last change']!);
    expect(undoPage.html).toContain('goes back to the option until 8 December 2026');
    // The booking's mail was held back: nothing to correct, and the page says nothing goes.
    expect(undoPage.html).toContain('Nothing is sent to the guest: write to them yourself if you wish.');
    const undone = await press(undoPage.html);
    expect(undone.status).toBe(200);
    expect(sentence(undone.html)).toMatch(/^Undone\. .* is now optioned until 8 December 2026/);
    expect(await stored(guest.submissionId)).toMatchObject({ status: 'optioned', optionUntil: '2026-12-08' });
    expect(await weekRow('2027-07-03')).toMatchObject({
      status: 'optioned',
      optionUntil: '2026-12-08',
      optionedBy: guest.submissionId,
    });
    const fourth = await open(url);
    expect(Object.keys(buttons(fourth.html))).not.toContain('Undo the last change');
    // The undo page pressed again: the same press, answered as done; nothing more is undone.
    const twice = await press(undoPage.html);
    expect(twice.status).toBe(200);
    expect(await stored(guest.submissionId)).toMatchObject({ status: 'optioned', optionUntil: '2026-12-08' });
    expect((await stored(guest.submissionId)).history).toHaveLength(5);

    // 5. Decline: the week is free again, the guest is told, the request is closed.
    const declinePage = await open(buttons(fourth.html)['Decline']!);
    const declined = await press(declinePage.html);
    expect(declined.status).toBe(200);
    expect((await stored(guest.submissionId)).status).toBe('declined');
    expect((await weekRow('2027-07-03')).status).toBe('available');

    // After the decline the same link acts on nothing and says why (without the guest's details).
    const closed = await everything();
    const declinedAt = (await stored(guest.submissionId)).history.at(-1).at as string;
    const declinedOn = formatDate(yachtDate(new Date(declinedAt)), 'en');
    const reopened = await open(url);
    expect(reopened.status).toBe(200);
    expect(sentence(reopened.html)).toBe(
      `${guest.reference} was declined on ${declinedOn}: this link acts on nothing any more. The owner tool still shows it: npm run owner -- request ${guest.reference}`,
    );
    expect(reopened.html).not.toContain('Bianchi');
    const late = await press(bookPage.html);
    expect(late.status).toBe(409);
    expect(sentence(late.html)).toContain(`was declined on ${declinedOn}: this link acts on nothing any more`);
    expect(await everything()).toEqual(closed);

    // The history says each change came from the link; the guest got the option and decline mails only.
    const history = JSON.parse((await owner(port, 'request', guest.reference, '--json')).out).history as Array<{
      status: string;
      by?: string;
    }>;
    expect(history.map((entry) => [entry.status, entry.by])).toEqual([
      ['new', undefined],
      ['replied', 'e-mail link'],
      ['optioned', 'e-mail link'],
      ['booked', 'e-mail link'],
      ['optioned', 'e-mail link'],
      ['declined', 'e-mail link'],
    ]);
    await stack.sweep();
    await mailWhere(
      (candidate) =>
        candidate.destination.to.includes(guest.email) &&
        candidate.subject === `Libeccio: la vostra richiesta di noleggio ${guest.reference}`,
    );
    expect((await mailsTo(guest.email)).map((candidate) => candidate.subject)).toEqual([
      expect.stringMatching(/la vostra richiesta di noleggio/),
      expect.stringMatching(/bloccata in opzione per voi/),
      `Libeccio: la vostra richiesta di noleggio ${guest.reference}`,
    ]);
  });

  it('undoing a booking the guest was told of: a mail not gone yet is withdrawn; a mail gone is corrected, in the guest’s language', async () => {
    const guest = await arrive({ week: { from: '2027-07-24', to: '2027-07-31' } });
    const mail = await mailWhere(
      (candidate) => candidate.destination.to.includes(ownerAddress) && candidate.subject.includes(guest.reference),
    );
    const url = link(mail, 'Open the request: its status, history and what you can do');
    const book = async () => {
      const option = buttons((await open(url)).html)['Hold as an option for 7 days'];
      if (option) expect((await press((await open(option)).html)).status).toBe(200);
      const bookPage = await open(buttons((await open(url)).html)['Book']!);
      const booked = await press(bookPage.html);
      expect(booked.html).toContain('is on its way');
      return booked;
    };

    // 1. Booked and undone before the sweep sent the booking mail: it is withdrawn, never sent.
    const first = await book();
    const undoFirst = await open(buttons(first.html)['Undo the last change']!);
    expect(undoFirst.html).toMatch(/it has not gone yet, and undoing withdraws it/);
    const withdrawn = await press(undoFirst.html);
    expect(withdrawn.html).toContain('it is withdrawn, and nothing is sent');
    await stack.sweep();
    expect((await mailsTo(guest.email)).map((m) => m.subject).filter((s) => /prenotato/.test(s))).toEqual([]);

    // 2. Booked, the booking mail sent, then undone: the owner is warned, and the guest gets the correction.
    const second = await book();
    await stack.sweep();
    const bookedMail = await mailWhere(
      (candidate) => candidate.destination.to.includes(guest.email) && /prenotato/.test(candidate.subject),
    );
    expect(bookedMail.body.text).toContain('Abbiamo ricevuto il contratto firmato e l’acconto');
    const undoSecond = await open(buttons(second.html)['Undo the last change']!);
    expect(unescape(undoSecond.html)).toContain(
      `Careful: Anna <Bianchi> was told of this change by e-mail, “${bookedMail.subject}”.`,
    );
    expect(undoSecond.html).toMatch(
      /<input type="checkbox" name="tell" value="yes" checked> <span>E-mail Anna &lt;Bianchi&gt; \(in Italian\) a correction/,
    );
    const corrected = await press(undoSecond.html);
    expect(corrected.html).toContain('is on its way');
    await stack.sweep();
    const correction = await mailWhere(
      (candidate) => candidate.destination.to.includes(guest.email) && /correzione/.test(candidate.subject),
    );
    expect(correction.subject).toBe(`Libeccio: una correzione sulla vostra richiesta di noleggio ${guest.reference}`);
    expect(correction.body.text).toContain(`«${bookedMail.subject}»: è stata inviata per errore.`);
    expect(correction.body.text).toContain('Gli armatori hanno bloccato in opzione per voi la settimana');
    expect(await stored(guest.submissionId)).toMatchObject({ status: 'optioned' });
  });

  it('gives a request with dates to agree a week from its page, keeping the guest’s dates; then it can be optioned', async () => {
    const guest = dated;
    const mail = await mailWhere(
      (candidate) => candidate.destination.to.includes(ownerAddress) && candidate.subject.includes(guest.reference),
    );
    expect(mail.body.text).toContain('Preferred dates (to agree): August – September 2027 · “two weeks if possible”');
    const url = link(mail, 'Open the request: its status, history and what you can do');
    const page = await open(url);
    expect(Object.keys(buttons(page.html))).toEqual(['Mark as replied', 'Give it a week', 'Decline']);
    const weekPage = await open(buttons(page.html)['Give it a week']!);
    // The first open week in the guest's months is preselected.
    expect(weekPage.html).toMatch(/<option value="2027-08-07" selected>7–14 August 2027 \(Aeolian Islands\)<\/option>/);
    const given = await press(weekPage.html);
    expect(given.status).toBe(200);
    expect(sentence(given.html)).toBe(
      `${guest.reference} is now a request for the week 7–14 August 2027: you can hold it as an option.`,
    );
    expect(await stored(guest.submissionId)).toMatchObject({
      weekFrom: '2027-08-07',
      weekTo: '2027-08-14',
      dates: '2027-08 – 2027-09; two weeks if possible',
    });
    const next = await open(url);
    expect(Object.keys(buttons(next.html))).toContain('Hold as an option for 7 days');
  });

  it('from the owner CLI too: option tells the guest in their language, book --hold-mail tells nothing', async () => {
    const guest = await arrive({ locale: 'en', week: { from: '2027-07-17', to: '2027-07-24' } });
    const optioned = await owner(port, 'request', guest.reference, 'option', '--until', '2026-12-15');
    expect(optioned.code).toBe(0);
    expect(optioned.out).toContain(
      'Mail to the guest queued (in English): "Libeccio: the week 17–24 July 2027 is held for you until 15 December 2026"',
    );
    const held = await owner(port, 'request', guest.reference, 'book', '--hold-mail');
    expect(held.code).toBe(0);
    expect(held.out).toContain('No mail to the guest (--hold-mail): write to them yourself.');
    expect((await owner(port, 'request', guest.reference, '--hold-mail')).err).toEqual([
      '--hold-mail goes only with `request <ref> option`, `book` or `decline`.',
    ]);
    await stack.sweep();
    await mailWhere(
      (candidate) => candidate.destination.to.includes(guest.email) && /is held for you/.test(candidate.subject),
    );
    expect((await mailsTo(guest.email)).map((candidate) => candidate.subject)).toEqual([
      expect.stringMatching(/your charter request/),
      'Libeccio: the week 17–24 July 2027 is held for you until 15 December 2026',
    ]);
  });

  it('refuses an action the status no longer allows with a sentence; the page offers only what is valid', async () => {
    const guest = await arrive({ week: { from: '2027-07-10', to: '2027-07-17' } });
    const mail = await mailWhere(
      (candidate) => candidate.destination.to.includes(ownerAddress) && candidate.subject.includes(guest.reference),
    );
    const url = link(mail, 'Open the request: its status, history and what you can do');
    const bookNow = await open(`${url}&do=book`);
    expect(bookNow.status).toBe(200);
    expect(sentence(bookNow.html)).toBe(`“Book” is not possible now: ${guest.reference} is new.`);
    const before = await everything();
    const forced = await fetch(`${url}&do=book`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ seen: String((await stored(guest.submissionId)).createdAt) }).toString(),
    });
    expect(forced.status).toBe(409);
    expect(sentence(await forced.text())).toBe(
      `“Book” is not possible now: ${guest.reference} is new, so nothing was changed.`,
    );
    expect((await fetch(`${url}&do=nonsense`)).status).toBe(400);
    expect(await everything()).toEqual(before);
  });
});
