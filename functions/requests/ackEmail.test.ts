import { legalLine } from '../mail/layout';
import { composeAckEmail } from './ackEmail';
import { composeDigestEmail } from './digestEmail';

const request = {
  reference: 'LB-7K3M-Q9TX',
  name: 'Ada <b>Lovelace</b>',
  weekFrom: '2025-09-13',
  weekTo: '2025-09-20',
  leg: 'menorca',
};

describe('the visitor’s acknowledgement', () => {
  it('says it all in English: reference, week, area and port, what next, how to reach the owners', () => {
    const mail = composeAckEmail({ ...request, locale: 'en' });
    expect(mail.subject).toBe('Libeccio: your charter request LB-7K3M-Q9TX');
    for (const text of [
      'Hello,',
      'Week: 13 September – 20 September 2025',
      'Cruising area: Menorca, embarking at the port of Mahón (Maó)',
      'What happens next',
      'within one working day',
      'charter@libeccio-charter.example',
      '+39 333 000 0000',
      'Fair winds,\nThe owners of Libeccio',
      'If you did not send this request, reply to this e-mail and we will delete it.',
      'Privacy notice: https://www.libeccio-charter.example/privacy/',
      legalLine('en'),
    ]) {
      expect(mail.text).toContain(text);
    }
    expect(mail.text).not.toContain('nothing else will be sent');
    expect(mail.html).toContain('href="mailto:charter@libeccio-charter.example"');
    expect(mail.html).toContain('href="https://wa.me/393330000000"');
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
    expect(mail.subject).toBe('Libeccio: la vostra richiesta di noleggio LB-7K3M-Q9TX');
    expect(mail.text).toContain('Settimana: 13 settembre – 20 settembre 2025');
    expect(mail.text).toContain('Zona di navigazione: Minorca, con imbarco al porto di Mahón (Maó)');
    expect(mail.text).toContain('Buon vento,\ngli armatori di Libeccio');
    expect(mail.text).toContain(legalLine('it'));
    expect(mail.text).toMatch(/vostr[oa]/);
    expect(mail.text).not.toMatch(/\b(tuo|tua|ti scriveremo|staff|di charter|Dear|Week|What happens)\b/);
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
    expect(mail.subject).toBe('2 more charter requests in the last hour: LB-0000-0000, LB-0001-0000');
    for (const entry of entries) {
      expect(mail.text).toContain(`Name: ${entry.name}`);
      expect(mail.text).toContain(`E-mail: ${entry.email}`);
    }
    expect(mail.html.match(/<body/g)).toHaveLength(1);
    // One request: the singular, in both languages.
    expect(composeDigestEmail(entries.slice(0, 1), 'en').subject).toBe(
      '1 more charter request in the last hour: LB-0000-0000',
    );
    expect(composeDigestEmail(entries.slice(0, 1), 'it').subject).toBe(
      'Un’altra richiesta di noleggio nell’ultima ora: LB-0000-0000',
    );
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
      '149 more requests arrived in the last hour than this e-mail lists',
    );
    const it = composeDigestEmail([entry], 'it', undefined, 149);
    expect(it.text).toContain('altre 149 richieste');
    expect(it.html).toContain('altre 149 richieste');
    expect(composeDigestEmail([entry], 'en').text).not.toContain('more requests arrived in the last hour than');
  });
});

describe('a request with dates to agree', () => {
  const dated = { reference: 'LB-7K3M-Q9TX', name: 'Ada', dates: '2027-06 – 2027-07; <script>x</script>' };

  it('tells the guest, in their language, when the owners will reply and that they will propose a week, without echoing the dates', () => {
    const en = composeAckEmail({ ...dated, locale: 'en' });
    expect(en.text).toContain('will reply within one working day');
    expect(en.text).toContain('propose a week that matches your dates');
    expect(en.text).not.toContain('Week:');
    // Security review N1: the dates are free text the visitor typed.
    expect(`${en.text}${en.html}`).not.toMatch(/2027-06|script/);
    const it = composeAckEmail({ ...dated, locale: 'it' });
    expect(it.text).toContain('vi risponderanno entro un giorno lavorativo');
    expect(it.text).toContain('vi proporranno una settimana adatta alle vostre date');
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
    expect(digest.text).toContain('Preferred dates (to agree): June – July 2027 · “<script>x</script>”');
    expect(digest.html).toContain('June – July 2027 · “&lt;script&gt;x&lt;/script&gt;”');
    expect(digest.html).not.toContain('<script>');
  });
});
