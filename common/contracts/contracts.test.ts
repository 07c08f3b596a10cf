import { fieldErrors, issuesOf } from './issues';
import { joinRequestSchema, validateJoinRequest, type JoinRequestInput } from './joinRequest';
import { newsletterSchema } from './newsletter';
import { firstSailingMonth, sailingMonths, sailingMonthsText } from '../facts/charter';

const valid: JoinRequestInput = {
  submissionId: '0b7c0d1e-7a51-4c07-9a3c-2f1e1d6c9b11',
  locale: 'en',
  name: '  Ada Lovelace ',
  email: 'ada@example.com',
  phone: '+39 333 123 4567',
  message: 'Two families, four children.',
  week: { from: '2025-06-14', to: '2025-06-21' },
};

describe('the join request contract', () => {
  it('accepts a good request, trimming the name and normalising the phone to E.164', () => {
    const result = joinRequestSchema.parse(valid);
    expect(result.name).toBe('Ada Lovelace');
    expect(result.phone).toBe('+393331234567');
  });

  it('reads a number without + as Italian on the Italian site only', () => {
    expect(joinRequestSchema.parse({ ...valid, locale: 'it', phone: '333 123 4567' }).phone).toBe('+393331234567');
    const english = joinRequestSchema.safeParse({ ...valid, phone: '333 123 4567' });
    expect(english.success).toBe(false);
  });

  it('gives the spec’s messages, in the request’s language', () => {
    const bad = { ...valid, name: ' ', email: 'ada@', phone: '12', week: undefined };
    const en = validateJoinRequest(bad);
    const it = validateJoinRequest({ ...bad, locale: 'it' });
    if (en.success || it.success) throw new Error('expected failures');
    expect(fieldErrors(en.issues, 'en')).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid e-mail address',
      phone: 'Please enter a valid phone number',
      week: 'Please choose a week from the calendar',
    });
    expect(fieldErrors(it.issues, 'it')).toEqual({
      name: 'Inserite il vostro nome',
      email: 'Inserite un indirizzo e-mail valido',
      phone: 'Inserite un numero di telefono valido',
      week: 'Scegliete una settimana nel calendario',
    });
  });

  it('bounds e-mail at 320 characters, the name and the message', () => {
    const long = `${'a'.repeat(310)}@example.com`;
    expect(joinRequestSchema.safeParse({ ...valid, email: long }).success).toBe(false);
    expect(joinRequestSchema.safeParse({ ...valid, name: 'x'.repeat(121) }).success).toBe(false);
    expect(joinRequestSchema.safeParse({ ...valid, message: 'x'.repeat(2001) }).success).toBe(false);
    expect(joinRequestSchema.parse({ ...valid, message: '   ' }).message).toBeUndefined();
  });

  it('says a name is too long, in both languages (the form never cuts it silently)', () => {
    const long = validateJoinRequest({ ...valid, name: 'Maria Antonietta '.repeat(8) });
    const lungo = validateJoinRequest({ ...valid, locale: 'it', name: 'Maria Antonietta '.repeat(8) });
    if (long.success || lungo.success) throw new Error('expected failures');
    expect(fieldErrors(long.issues, 'en')).toEqual({ name: 'Please shorten your name to 120 characters or fewer' });
    expect(fieldErrors(lungo.issues, 'it')).toEqual({ name: 'Accorciate il nome a 120 caratteri al massimo' });
  });

  it('folds control characters out of the name (no header injection through it)', () => {
    expect(joinRequestSchema.parse({ ...valid, name: 'Ada\r\nBcc: x@evil.test' }).name).toBe('Ada Bcc: x@evil.test');
  });

  it('rejects a week that ends before it starts', () => {
    expect(joinRequestSchema.safeParse({ ...valid, week: { from: '2025-06-21', to: '2025-06-14' } }).success).toBe(
      false,
    );
  });
});

describe('a request with preferred dates instead of a week', () => {
  const dated = { ...valid, week: undefined, dates: '2027-06 – 2027-07; two weeks, flexible' };

  it('accepts a month range or free words, folded to one line, and bounds them', () => {
    expect(validateJoinRequest(dated, '2026-11-25')).toMatchObject({ success: true, data: { dates: dated.dates } });
    expect(validateJoinRequest({ ...dated, dates: 'Late June,\nany week' }, '2026-11-25')).toMatchObject({
      success: true,
      data: { dates: 'Late June, any week' },
    });
    const long = validateJoinRequest({ ...dated, dates: 'x'.repeat(201) }, '2026-11-25');
    expect(long.success).toBe(false);
  });

  it('says in both languages when they are missing, or when the months are over', () => {
    const empty = validateJoinRequest({ ...dated, dates: '  ' }, '2026-11-25');
    if (empty.success) throw new Error('expected a failure');
    expect(fieldErrors(empty.issues, 'en')).toEqual({
      dates: 'Please tell us your preferred dates: a month range or a few words',
    });
    expect(fieldErrors(empty.issues, 'it')).toEqual({
      dates: 'Indicateci le date che preferite: un intervallo di mesi o qualche parola',
    });
    const past = validateJoinRequest({ ...dated, dates: '2026-06 – 2026-10' }, '2026-11-25');
    if (past.success) throw new Error('expected a failure');
    expect(fieldErrors(past.issues, 'en')).toEqual({
      dates: 'These months are already over. Please choose months still ahead.',
    });
    expect(fieldErrors(past.issues, 'it')).toEqual({
      dates: 'Questi mesi sono già trascorsi. Scegliete mesi ancora a venire.',
    });
    // This month still counts (a sailing month: see below); a range that runs backwards does not.
    expect(validateJoinRequest({ ...dated, dates: '2026-10' }, '2026-10-25').success).toBe(true);
    expect(validateJoinRequest({ ...dated, dates: '2027-08 – 2027-06' }, '2026-11-25').success).toBe(false);
  });

  it('takes month ranges only in the months she usually sails, and says so in both languages', () => {
    const { first, last } = sailingMonths;
    const month = (year: number, m: number) => `${year}-${String(m).padStart(2, '0')}`;
    expect(
      validateJoinRequest({ ...dated, dates: `${month(2027, first)} – ${month(2027, last)}` }, '2026-11-25'),
    ).toMatchObject({
      success: true,
    });
    for (const dates of [
      month(2027, first - 1),
      `${month(2027, first)} – ${month(2027, last + 1)}`,
      '2028-01; New Year',
    ]) {
      const refused = validateJoinRequest({ ...dated, dates }, '2026-11-25');
      if (refused.success) throw new Error(`expected ${dates} to be refused`);
      expect(fieldErrors(refused.issues, 'en').dates).toBe(
        `Libeccio usually sails ${sailingMonthsText('en')}. Please choose months in that range, or tell us your dates in words.`,
      );
      expect(fieldErrors(refused.issues, 'it').dates).toContain(
        `Libeccio di solito naviga ${sailingMonthsText('it')}.`,
      );
    }
    // Words alone are never refused: "sometime next winter" goes to the owners as it is.
    expect(validateJoinRequest({ ...dated, dates: 'sometime next winter' }, '2026-11-25').success).toBe(true);
    expect(firstSailingMonth('2026-11-28')).toBe(month(2027, first));
    expect(firstSailingMonth('2027-06-02')).toBe('2027-06');
  });

  it('takes a week or dates, never both', () => {
    const both = validateJoinRequest({ ...dated, week: valid.week }, '2026-11-25');
    expect(both.success).toBe(false);
  });
});

describe('the newsletter contract', () => {
  it('lower-cases the address and rejects a bad one with the spec’s message', () => {
    expect(newsletterSchema.parse({ email: ' Ada@Example.COM ', locale: 'it' }).email).toBe('ada@example.com');
    const bad = newsletterSchema.safeParse({ email: 'nope', locale: 'en' });
    expect(fieldErrors(issuesOf(bad.error!), 'en')).toEqual({ email: 'Please enter a valid e-mail address' });
  });
});
