import { headerSafe } from '../../functions/mail/transport';
import { fieldErrors } from './issues';
import { joinRequestSchema, validateJoinRequest, type JoinRequestInput } from './joinRequest';
import { normalizePhone } from './phone';

const valid: JoinRequestInput = {
  submissionId: '0b7c0d1e-7a51-4c07-9a3c-2f1e1d6c9b11',
  locale: 'en',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+39 333 123 4567',
  message: 'Two families, four children.',
  week: { from: '2025-06-14', to: '2025-06-21' },
};

const hex = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Every character class a single-line field must fold (line breaks, controls) or drop (invisible formatting). */
const lineBreaks = ['\n', '\r', '\u000b', '\u000c', '\u0085', '\u2028', '\u2029'];
const c0 = ['\u0000', '\u0001', '\u0008', '\u001b', '\u001f', '\u007f'];
const c1 = ['\u0080', '\u008d', '\u009b', '\u009f'];
const bidi = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
];
const zeroWidth = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff'];
/** Letters and symbols that render as nothing (security review N16): Hangul fillers, the Braille blank, Khmer inherent vowels, a lone combining mark. */
const blankLetters = ['\u3164', '\u2800', '\u115f', '\u1160', '\uffa0', '\u17b4', '\u17b5', '\u0301'];

describe('single-line fields (name, phone) and the owner mail’s headers', () => {
  it.each([...lineBreaks, ...c0, ...c1].map((char) => [hex(char), char]))(
    'fold the line break or control %s in a name to one space',
    (_, char) => {
      expect(joinRequestSchema.parse({ ...valid, name: `Ada${char}Bcc: x@evil.test` }).name).toBe(
        'Ada Bcc: x@evil.test',
      );
      expect(headerSafe(`Ada${char}Bcc: x@evil.test`)).toBe('Ada Bcc: x@evil.test');
    },
  );

  it.each([...bidi, ...zeroWidth].map((char) => [hex(char), char]))(
    'drop the invisible formatting character %s from a name',
    (_, char) => {
      expect(joinRequestSchema.parse({ ...valid, name: `Ada${char} Lovelace` }).name).toBe('Ada Lovelace');
      expect(headerSafe(`Charter request: Ada${char}, 14 June`)).toBe('Charter request: Ada, 14 June');
    },
  );

  it.each(
    [...bidi, ...zeroWidth, ...lineBreaks, ...c0, ...c1, ' ', '\u00a0', '\u3000', ...blankLetters].map((char) => [
      hex(char),
      char,
    ]),
  )('refuse a name made only of %s with the spec’s message', (_, char) => {
    const result = validateJoinRequest({ ...valid, name: char.repeat(3) });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.issues, 'it')).toEqual({ name: 'Inserite il vostro nome' });
  });

  it('still takes a name with a combining accent or Hangul, and a Braille letter that shows (review N16)', () => {
    expect(joinRequestSchema.parse({ ...valid, name: 'Jose\u0301' }).name).toBe('Jose\u0301');
    expect(joinRequestSchema.parse({ ...valid, name: '김민준' }).name).toBe('김민준');
    expect(joinRequestSchema.parse({ ...valid, name: '\u2801' }).name).toBe('\u2801');
  });

  it('keeps letters of every script and accents, and a phone survives invisible formatting around it', () => {
    expect(joinRequestSchema.parse({ ...valid, name: 'Zoë Ñúñez-Ødegård 李' }).name).toBe('Zoë Ñúñez-Ødegård 李');
    expect(joinRequestSchema.parse({ ...valid, phone: '\u202e+39 333 123 4567\u200b' }).phone).toBe('+393331234567');
  });
});

describe('the message', () => {
  it('keeps LF and tab, makes CR, CRLF, NEL and U+2028/9 a LF', () => {
    const message = 'one\r\ntwo\rthree\u0085four\u2028five\u2029six\tseven';
    expect(joinRequestSchema.parse({ ...valid, message }).message).toBe('one\ntwo\nthree\nfour\nfive\nsix\tseven');
  });

  it.each(
    [...c0.filter((char) => char !== '\n'), '\u000b', '\u000c', ...c1.filter((char) => char !== '\u0085')].map(
      (char) => [hex(char), char],
    ),
  )('drops the control %s', (_, char) => {
    expect(joinRequestSchema.parse({ ...valid, message: `a${char}b` }).message).toBe('ab');
  });

  it.each([...bidi, ...zeroWidth].map((char) => [hex(char), char]))('drops the invisible formatting %s', (_, char) => {
    expect(joinRequestSchema.parse({ ...valid, message: `a${char}b` }).message).toBe('ab');
  });

  it('is left out when nothing but controls remains', () => {
    expect(joinRequestSchema.parse({ ...valid, message: '\u0000\u202e\u200b' }).message).toBeUndefined();
  });
});

describe('phone number types', () => {
  it.each([
    ['an Italian mobile', '+39 333 123 4567', 'en'],
    ['an Italian mobile, national form on the Italian site', '333 123 4567', 'it'],
    ['a Rome landline', '+39 06 1234 5678', 'en'],
    ['a London landline', '+44 20 7946 0958', 'en'],
    ['a US number (fixed line or mobile)', '+1 202 555 0143', 'en'],
    ['a UK VoIP number', '+44 56 1234 5678', 'en'],
  ])('accepts %s', (_, phone, locale) => {
    expect(normalizePhone(phone, locale as 'en' | 'it')).toMatch(/^\+\d+$/);
  });

  it.each([
    ['a UK premium-rate number', '+44 909 876 5432'],
    ['a UK 0843 service number', '+44 843 123 4567'],
    ['an Italian premium-rate 899 number', '+39 899 123456'],
    ['an Italian shared-cost 840 number', '+39 840 123456'],
    ['an Italian toll-free 800 number', '+39 800 123456'],
    ['a UK toll-free number', '+44 800 123 4567'],
    ['a US toll-free number', '+1 800 555 1234'],
    ['a French premium-rate number', '+33 8 92 12 34 56'],
    ['a UK personal number (070)', '+44 70 1234 5678'],
  ])('refuses %s with the spec’s message', (_, phone) => {
    const result = validateJoinRequest({ ...valid, phone });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.issues, 'en')).toEqual({ phone: 'Please enter a valid phone number' });
      expect(fieldErrors(result.issues, 'it')).toEqual({ phone: 'Inserite un numero di telefono valido' });
    }
  });
});
