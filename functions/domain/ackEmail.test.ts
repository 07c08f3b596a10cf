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
      'Hello,',
      'Week: 30 August – 6 September 2025',
      'Itinerary: Menorca',
      'What happens next',
      'charter@libeccio-charter.example',
      '+39 333 000 0000',
    ]) {
      expect(mail.text).toContain(text);
    }
    // Security review N1: nothing the visitor typed goes to the address they typed.
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/Ada|Lovelace/);
  });

  it('carries no visitor-typed text, however hostile, in either language (review N1)', () => {
    const hostile = {
      ...request,
      name: 'WIN 1000 EUR now at https://evil.example/claim',
      message: 'Click evil.example',
    };
    for (const locale of ['en', 'it'] as const) {
      const mail = composeAckEmail({ ...hostile, locale });
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/WIN 1000|evil\.example|Click/);
      expect(mail.text.startsWith(locale === 'en' ? 'Hello,' : 'Buongiorno,')).toBe(true);
    }
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
