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

describe('a request with dates to agree', () => {
  const dated = { reference: 'LB-7K3M-Q9TX', name: 'Ada', dates: '2027-06 – 2027-07; <script>x</script>' };

  it('tells the guest, in their language, that the owners will agree a week with them', () => {
    const en = composeAckEmail({ ...dated, locale: 'en' });
    expect(en.text).toContain('Preferred dates: 2027-06 – 2027-07; <script>x</script>');
    expect(en.text).toContain('agree a week with you that matches your dates');
    expect(en.text).not.toContain('Week:');
    expect(en.html).not.toContain('<script>');
    const it = composeAckEmail({ ...dated, locale: 'it' });
    expect(it.text).toContain('Date preferite: 2027-06 – 2027-07');
    expect(it.text).toContain('concordare con voi una settimana');
  });

  it('shows the owner “dates to agree”, escaped, in the mail and the digest', () => {
    const entry = {
      ...dated,
      submissionId: '0b7c0d1e-7a51-4c07-9a3c-2f1e1d6c9b11',
      createdAt: '2026-11-25T10:00:00.000Z',
      locale: 'en' as const,
      email: 'ada@example.com',
      phone: '+393331234567',
    };
    const digest = composeDigestEmail([entry], 'en');
    expect(digest.text).toContain('Dates: dates to agree: 2027-06 – 2027-07; <script>x</script>');
    expect(digest.html).toContain('dates to agree: 2027-06 – 2027-07; &lt;script&gt;');
    expect(digest.html).not.toContain('<script>');
  });
});
