import type { OutboxMail } from '../mail/outboxMail';
import type { DigestEntry } from '../requests/mail';
import type { DeskRequest } from '../requests/store';
import { emailAddress, erasurePlan, exportDocument, heldAbout, isDerivedRecord, type HeldAbout } from './rules';

const guest = 'guest@example.com';
const other = 'other@example.com';
const hashes = { ackCounterPrefix: 'counter#ack#h4sh#', subscriberId: 'sub-1' };

const request = (submissionId: string, email: string, status?: DeskRequest['status']) =>
  ({
    submissionId,
    email,
    name: 'A Guest',
    phone: '+39 333 123 4567',
    status,
    reference: `LB-${submissionId}`,
  }) as DeskRequest;
const mail = (mailId: string, fields: Partial<OutboxMail>): OutboxMail =>
  ({
    mailId,
    kind: 'ack',
    to: [],
    reference: 'LB-X',
    attempts: 1,
    createdAt: '2025-06-10T10:00:00Z',
    ...fields,
  }) as OutboxMail;
const entry = (submissionId: string, email: string) =>
  ({ submissionId, email, reference: `LB-${submissionId}` }) as DigestEntry;

describe('what privacy export and forget find for an address', () => {
  const requests = [
    request('a', ' Guest@Example.com ', 'new'),
    request('b', guest, 'booked'),
    request('c', guest, 'optioned'),
    request('d', guest, 'declined'),
    request('e', other, 'new'),
  ];
  const outbox = [
    mail('ack#a', { kind: 'ack', to: ['GUEST@example.com'] }),
    mail('owner#a', { kind: 'owner', to: ['owner@libeccio.example'], replyTo: [guest], submissionId: 'a' }),
    mail('owner#b', { kind: 'owner', to: ['owner@libeccio.example'], submissionId: 'b' }),
    mail('digest#1', {
      kind: 'digest',
      to: ['owner@libeccio.example'],
      entries: [entry('a', guest), entry('e', other)],
    }),
    mail('digest#2', { kind: 'digest', to: ['owner@libeccio.example'], entries: [entry('c', guest)] }),
    mail('ack#e', { kind: 'ack', to: [other] }),
    mail('counter#ack#h4sh#2025-06-10T10', {}),
    mail('counter#ack#other#2025-06-10T10', {}),
    mail('campaign#spring#sub-1', {}),
    mail('campaign#spring#sub-2', {}),
  ];
  const held = heldAbout(guest, { requests, outbox }, hashes);

  it('finds its requests and every mail to it, replying to it, about its requests or listing it, in any case', () => {
    expect(held.requests.map((found) => found.submissionId)).toEqual(['a', 'b', 'c', 'd']);
    expect(held.mails.map((found) => found.mailId)).toEqual(['ack#a', 'owner#a', 'owner#b', 'digest#1', 'digest#2']);
    expect(held.derived.map((found) => found.mailId)).toEqual([
      'counter#ack#h4sh#2025-06-10T10',
      'campaign#spring#sub-1',
    ]);
  });

  it('keeps a booked or optioned request (anonymised), deletes the others, and edits a digest that lists other guests', () => {
    const plan = erasurePlan(held);
    expect(plan.anonymiseRequests).toEqual([
      { submissionId: 'b', reference: 'LB-b' },
      { submissionId: 'c', reference: 'LB-c' },
    ]);
    expect(plan.deleteRequests).toEqual(['a', 'd']);
    // The kept ones lose every personal field, and the hash that would match them.
    expect(plan.anonymise).toEqual({
      set: { name: '(forgotten)', email: '', phone: '' },
      remove: ['message', 'contentHash'],
    });
    expect(plan.editDigests).toEqual([{ mail: outbox[3], entries: [entry('e', other)] }]);
    expect(plan.deleteMails).toEqual(['ack#a', 'owner#a', 'owner#b', 'digest#2']);
    expect(plan.deleteRecords).toEqual(['counter#ack#h4sh#2025-06-10T10', 'campaign#spring#sub-1']);
  });

  it('touches nothing of another address', () => {
    const plan = erasurePlan(
      heldAbout(
        'nobody@example.com',
        { requests, outbox },
        { ackCounterPrefix: 'counter#ack#n0b0dy#', subscriberId: 'sub-9' },
      ),
    );
    expect(plan).toMatchObject({
      deleteRequests: [],
      anonymiseRequests: [],
      editDigests: [],
      deleteMails: [],
      deleteRecords: [],
    });
  });

  it('exports a digest with only the address’s own entries, and the records keyed by its hash', () => {
    const exported = exportDocument(held, undefined, new Date('2025-06-10T12:00:00Z'));
    expect(exported).toMatchObject({ email: guest, exportedAt: '2025-06-10T12:00:00.000Z', subscription: null });
    expect(exported.mail.find((found) => found.mailId === 'digest#1')?.entries).toEqual([entry('a', guest)]);
    expect(exported.records.map((record) => record.mailId)).toEqual(held.derived.map((found) => found.mailId));
  });
});

describe('the rules on their own', () => {
  it('takes an address in any case and spacing, and refuses what is not one', () => {
    expect(emailAddress('  Guest@Example.COM ')).toBe(guest);
    for (const text of ['nobody', 'a@b', '@example.com', 'a b@example.com', ''])
      expect(emailAddress(text)).toBeUndefined();
  });

  it('knows the records keyed by a hash of the address, not another’s', () => {
    expect(isDerivedRecord('campaign#autumn-2031#sub-1', hashes)).toBe(true);
    expect(isDerivedRecord('campaign#autumn-2031#sub-11', hashes)).toBe(false);
    expect(isDerivedRecord('counter#ack#h4sh#2025-06-10T10', hashes)).toBe(true);
    expect(isDerivedRecord('counter#owner#2025-06-10T10', hashes)).toBe(false);
  });

  it('deletes a digest listing only this guest, and one listing its requests under another spelling', () => {
    const held: HeldAbout = {
      address: guest,
      requests: [request('a', guest, 'new')],
      mails: [mail('digest#3', { kind: 'digest', entries: [entry('a', 'GUEST@example.com')] })],
      derived: [],
    };
    expect(erasurePlan(held)).toMatchObject({ deleteMails: ['digest#3'], editDigests: [] });
  });
});
