import { composeAckEmail } from './ackEmail';
import { composeDigestEmail } from './digestEmail';

const request = {
  reference: 'LB-7K3M-Q9TX',
  name: 'Ada <b>Lovelace</b>',
  weekFrom: '2025-08-30',
  weekTo: '2025-09-06',
  leg: 'menorca',
};

describe('the visitor’s acknowledgement', () => {
  it('says it all in English: reference, week, leg, what next, how to reach the owner', () => {
    const mail = composeAckEmail({ ...request, locale: 'en' });
    expect(mail.subject).toBe('We have received your charter request LB-7K3M-Q9TX');
    for (const text of [
      'Dear Ada <b>Lovelace</b>,',
      'Week: 30 August – 6 September 2025',
      'Itinerary: Menorca',
      'What happens next',
      'charter@libeccio-charter.example',
      '+39 333 000 0000',
    ]) {
      expect(mail.text).toContain(text);
    }
    expect(mail.html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Lovelace');
  });

  it('speaks Italian with "voi", without English', () => {
    const mail = composeAckEmail({ ...request, locale: 'it' });
    expect(mail.subject).toBe('Abbiamo ricevuto la vostra richiesta di charter LB-7K3M-Q9TX');
    expect(mail.text).toContain('Settimana: 30 agosto – 6 settembre 2025');
    expect(mail.text).toContain('Itinerario: Minorca');
    expect(mail.text).toMatch(/vostr[oa]/);
    expect(mail.text).not.toMatch(/\b(tuo|tua|ti scriveremo|Dear|Week|What happens)\b/);
  });
});

describe('the owner’s digest', () => {
  it('lists every request with its reference, in the subject and the body', () => {
    const entries = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'].map(
      (submissionId, i) => ({
        submissionId,
        reference: `LB-000${i}-0000`,
        createdAt: '2025-06-10T10:00:00Z',
        locale: 'en' as const,
        name: `Guest ${i}`,
        email: `guest${i}@example.com`,
        phone: '+393331234567',
        weekFrom: '2025-06-14',
        weekTo: '2025-06-21',
        leg: 'aeolian',
      }),
    );
    const mail = composeDigestEmail(entries, 'en');
    expect(mail.subject).toBe('2 more charter requests this hour: LB-0000-0000, LB-0001-0000');
    for (const entry of entries) {
      expect(mail.text).toContain(`Name: ${entry.name}`);
      expect(mail.text).toContain(`E-mail: ${entry.email}`);
    }
    expect(mail.html.match(/<body/g)).toHaveLength(1);
  });
});
