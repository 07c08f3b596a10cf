import { escapeHtml, legalLine } from './mail/layout';
import { toOwner } from './mail/templates';
import { mailKinds, outboxKindNames } from './mailKinds';

describe('the mail kinds', () => {
  it('says which kinds of mail go to the owner', () => {
    const owner = Object.keys(mailKinds).filter((kind) => toOwner(mailKinds, kind));
    expect(owner.sort()).toEqual(['digest', 'owner', 'reminder']);
    expect(mailKinds.ack.audience).toBe('visitor');
    expect(mailKinds.confirm.audience).toBe('subscriber');
    expect(mailKinds.campaign.audience).toBe('subscriber');
  });

  it('sends every kind through the outbox but newsletter campaigns (their own at-most-once store)', () => {
    expect([...outboxKindNames].sort()).toEqual([
      'ack',
      'confirm',
      'digest',
      'guestBooking',
      'guestCorrection',
      'guestDecline',
      'guestOption',
      'owner',
      'reminder',
    ]);
  });

  it('holds every kind’s copy in both languages', () => {
    for (const [kind, template] of Object.entries(mailKinds)) {
      const entries = Object.entries(template.copy);
      expect(entries.length).toBeGreaterThan(0);
      for (const [key, value] of entries) {
        const record = value as Record<string, unknown>;
        expect([kind, key, typeof record.en, typeof record.it]).toEqual([
          kind,
          key,
          expect.any(String),
          expect.any(String),
        ]);
      }
    }
  });

  it('gives mail to visitors and subscribers the operator’s legal line in their language', () => {
    const ack = mailKinds.ack.compose({ reference: 'LB-AAAA-BBBB', locale: 'it' });
    const confirm = mailKinds.confirm.compose({
      locale: 'en',
      confirmUrl: 'https://x/c',
      unsubscribeUrl: 'https://x/u',
    });
    expect(ack.text).toContain(legalLine('it'));
    expect(confirm.html).toContain(escapeHtml(legalLine('en')));
  });
});
