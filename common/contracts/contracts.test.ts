import { fieldErrors, issuesOf } from './issues';
import { joinRequestSchema, validateJoinRequest, type JoinRequestInput } from './joinRequest';
import { newsletterSchema } from './newsletter';

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
      name: 'Please input your name',
      email: 'Please input a valid email',
      phone: 'Please input a valid phone number',
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
    // This month still counts; a range that runs backwards does not.
    expect(validateJoinRequest({ ...dated, dates: '2026-11' }, '2026-11-25').success).toBe(true);
    expect(validateJoinRequest({ ...dated, dates: '2027-08 – 2027-06' }, '2026-11-25').success).toBe(false);
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
    expect(fieldErrors(issuesOf(bad.error!), 'en')).toEqual({ email: 'Please input a valid email' });
  });
});
