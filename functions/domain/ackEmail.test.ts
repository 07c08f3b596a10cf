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

describe('the owner’s digest when full (review N4)', () => {
  it('says how many more requests are stored, in both languages', () => {
    const entry = {
      submissionId: '33333333-3333-4333-8333-333333333333',
      reference: 'LB-0003-0000',
      createdAt: '2025-06-10T10:00:00Z',
      locale: 'en' as const,
      name: 'Guest',
      email: 'guest@example.com',
      phone: '+393331234567',
      weekFrom: '2025-06-14',
      weekTo: '2025-06-21',
      leg: 'aeolian',
    };
    expect(composeDigestEmail([entry], 'en', undefined, 149).text).toContain(
      '149 more requests arrived this hour than this e-mail lists',
    );
    const it = composeDigestEmail([entry], 'it', undefined, 149);
    expect(it.text).toContain('altre 149 richieste');
    expect(it.html).toContain('altre 149 richieste');
    expect(composeDigestEmail([entry], 'en').text).not.toContain('more requests arrived this hour than');
  });
});
