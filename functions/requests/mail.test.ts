import type { IsoDate } from '../../common/yachtDay';
import { legalLine } from '../mail/layout';
import { composeAckEmail, composeDigestEmail, composeGuestUpdateEmail } from './mail';

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
      'Week: 13–20 September 2025',
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
    expect(mail.text).toContain('Settimana: dal 13 al 20 settembre 2025');
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
    const mail = composeDigestEmail({ entries, locale: 'en' });
    expect(mail.subject).toBe('2 more charter requests in the last hour: LB-0000-0000, LB-0001-0000');
    for (const entry of entries) {
      expect(mail.text).toContain(`Name: ${entry.name}`);
      expect(mail.text).toContain(`E-mail: ${entry.email}`);
    }
    expect(mail.html.match(/<body/g)).toHaveLength(1);
    // One request: the singular, in both languages.
    expect(composeDigestEmail({ entries: entries.slice(0, 1), locale: 'en' }).subject).toBe(
      '1 more charter request in the last hour: LB-0000-0000',
    );
    expect(composeDigestEmail({ entries: entries.slice(0, 1), locale: 'it' }).subject).toBe(
      'Un’altra richiesta di noleggio nell’ultima ora: LB-0000-0000',
    );
  });
});

describe('the owner’s digest when guests got no acknowledgement (newcomer review 4)', () => {
  it('names them first, in both languages, and each section says why', () => {
    const entry = (name: string, noAck?: 'source') => ({
      submissionId: '33333333-3333-4333-8333-333333333333',
      reference: `LB-${name.toUpperCase()}-0000`,
      createdAt: '2025-06-10T10:00:00Z',
      locale: 'en' as const,
      name,
      email: 'guest@example.com',
      phone: '+393331234567',
      weekFrom: '2025-06-14',
      weekTo: '2025-06-21',
      leg: 'aeolian',
      ...(noAck ? { noAck } : {}),
    });
    const en = composeDigestEmail({ entries: [entry('Ada', 'source'), entry('Bob')], locale: 'en' });
    expect(en.text).toContain('No acknowledgement went to: Ada (LB-ADA-0000). Only your reply tells them');
    expect(en.text).toContain('The site sent Ada no acknowledgement (too many requests from this network this hour)');
    expect(en.text).not.toContain('Bob no acknowledgement');
    // No section of a digest says "reply to this e-mail": it has no Reply-To.
    expect(en.text).not.toContain('Reply to this e-mail');
    const it = composeDigestEmail({ entries: [entry('Ada', 'source')], locale: 'it' });
    expect(it.text).toContain('Nessuna conferma di ricezione è partita per: Ada (LB-ADA-0000)');
    expect(composeDigestEmail({ entries: [entry('Bob')], locale: 'en' }).text).not.toContain('No acknowledgement');
  });
});

describe('the guest’s option and booking (content review §1)', () => {
  const request = {
    reference: 'LB-7K3M-Q9TX',
    name: 'Ada',
    weekFrom: '2027-06-12',
    weekTo: '2027-06-19',
    leg: 'menorca',
    optionUntil: '2027-03-10' as IsoDate,
  };

  it('names the contract, the deposit and the option’s last day, and never says “confirmed” before the booking', () => {
    const en = composeGuestUpdateEmail({ update: 'optioned', request: { ...request, locale: 'en' } });
    expect(en.text).toContain(
      'To confirm, sign the contract the owners send you and pay the deposit by 10 March 2027. If you need more time, ask before then.',
    );
    expect(`${en.subject}${en.text}`).not.toMatch(/\bconfirmed\b/);
    const it = composeGuestUpdateEmail({ update: 'optioned', request: { ...request, locale: 'it' } });
    expect(it.text).toContain(
      'firmate il contratto che vi inviano gli armatori e versate l’acconto entro il 10 marzo 2027',
    );
    expect(it.subject).toBe(
      'Libeccio: la settimana dal 12 al 19 giugno 2027 è bloccata in opzione per voi fino al 10 marzo 2027',
    );
    expect(it.text).not.toMatch(/\b(Lei|Sua|Suo)\b/);
  });

  it('gives the booked guest the port, the boarding and leaving times, what to bring and the balance', () => {
    const en = composeGuestUpdateEmail({ update: 'booked', request: { ...request, locale: 'en' } });
    expect(en.text).toContain('We have your signed contract and deposit');
    expect(en.text).toMatch(/Boarding: the port of Mahón \(Maó\), 12 June 2027, from 17:00/);
    expect(en.text).toContain('Leaving: 19 June 2027, by 09:00');
    expect(en.text).toContain('What to bring: a passport or identity card for everyone aboard');
    expect(en.text).toContain('The balance falls due on the date your contract sets.');
    expect(en.subject).toBe('Libeccio: your charter for the week 12–19 June 2027 is booked');
    const it = composeGuestUpdateEmail({ update: 'booked', request: { ...request, locale: 'it' } });
    expect(it.text).toContain('Imbarco: ');
    expect(it.text).toContain('dalle 17:00');
    expect(it.text).toContain('Il saldo va versato entro la data fissata dal vostro contratto.');
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
    const digest = composeDigestEmail({ entries: [entry], locale: 'en' });
    expect(digest.text).toContain('Preferred dates (to agree): June – July 2027 · “<script>x</script>”');
    expect(digest.html).toContain('June – July 2027 · “&lt;script&gt;x&lt;/script&gt;”');
    expect(digest.html).not.toContain('<script>');
  });
});
