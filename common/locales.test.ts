import { fill, formatDate, formatDateRange, formatDateTime, formatLocale, formatNumber, locales } from './locales';

describe('formatDate', () => {
  const intl = (iso: string, locale: (typeof locales)[number]) =>
    new Intl.DateTimeFormat(formatLocale[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${iso.slice(0, 10)}T12:00:00Z`));

  it.each(locales)('writes every day of a year in %s as Intl does, the Italian first of the month as 1°', (locale) => {
    for (let day = new Date('2024-01-01T00:00:00Z'); day.getUTCFullYear() === 2024;) {
      const iso = day.toISOString().slice(0, 10);
      const expected = intl(iso, locale);
      expect(formatDate(iso, locale)).toBe(
        locale === 'it' && iso.endsWith('-01') ? expected.replace(/^1 /, '1° ') : expected,
      );
      day = new Date(day.getTime() + 86_400_000);
    }
  });

  it('reads a blog post timestamp by its UTC date', () => {
    expect(formatDate('2020-04-21T00:00:00.000Z', 'en')).toBe('21 April 2020');
    expect(formatDate('2020-04-21T00:00:00.000Z', 'it')).toBe('21 aprile 2020');
  });

  it('writes the first of the month as an ordinal in Italian only', () => {
    expect(formatDate('2025-11-01', 'it')).toBe('1° novembre 2025');
    expect(formatDate('2025-11-01', 'en')).toBe('1 November 2025');
  });

  it('writes the year once in a range within one year', () => {
    expect(formatDateRange('2025-08-31', '2025-11-01', 'it')).toMatchObject({
      from: '31 agosto',
      to: '1° novembre 2025',
    });
    expect(formatDateRange('2025-04-28', '2025-08-30', 'en')).toMatchObject({ from: '28 April', to: '30 August 2025' });
    expect(formatDateRange('2025-12-27', '2026-01-03', 'en')).toMatchObject({
      from: '27 December 2025',
      to: '3 January 2026',
    });
  });

  it.each([
    ['the same month', '2027-06-12', '2027-06-19', '12–19 June 2027', 'dal 12 al 19 giugno 2027'],
    ['two months', '2027-08-28', '2027-09-04', '28 August – 4 September 2027', 'dal 28 agosto al 4 settembre 2027'],
    [
      'two years',
      '2027-12-25',
      '2028-01-01',
      '25 December 2027 – 1 January 2028',
      'dal 25 dicembre 2027 al 1° gennaio 2028',
    ],
    ['an 8th and an 11th', '2027-05-08', '2027-05-11', '8–11 May 2027', 'dall’8 all’11 maggio 2027'],
    ['the first of the month', '2027-05-01', '2027-05-08', '1–8 May 2027', 'dal 1° all’8 maggio 2027'],
  ])('writes a range over %s in running text, its month once', (_case, from, to, en, it) => {
    expect(formatDateRange(from, to, 'en').dates).toBe(en);
    expect(formatDateRange(from, to, 'it').dates).toBe(it);
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate('21/04/2020', 'en')).toThrow('Not an ISO date');
    expect(() => formatDate('2020-13-01', 'it')).toThrow('Not an ISO date');
  });
});

describe('formatNumber', () => {
  it.each(locales)('groups and separates decimals as Intl does in %s', (locale) => {
    for (const [value, digits] of [
      [2200, 0],
      [49000, 0],
      [5.55, 2],
      [27.5, 2],
      [1234567.891, 1],
      [620, 0],
    ] as const) {
      const intl = new Intl.NumberFormat(formatLocale[locale], {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        useGrouping: true,
      }).format(value);
      expect(formatNumber(value, locale, digits)).toBe(intl);
    }
  });
});

describe('formatDateTime', () => {
  it("shows an instant in the yacht's time zone, summer and winter", () => {
    expect(formatDateTime('2025-06-10T09:14:03.120Z', 'en')).toBe('10 June 2025, 11:14');
    expect(formatDateTime('2025-06-10T09:14:03.120Z', 'it')).toBe('10 giugno 2025, 11:14');
    expect(formatDateTime('2025-01-31T23:30:00Z', 'it')).toBe('1° febbraio 2025, 00:30');
  });
});

describe('fill', () => {
  it('elides an Italian article before otto and undici, and only there', () => {
    const until = (date: string) => fill('Opzione in scadenza il {until}, valida fino al {until}', { until: date });
    expect(until('8 maggio 2027')).toBe('Opzione in scadenza l’8 maggio 2027, valida fino all’8 maggio 2027');
    expect(until('11 giugno')).toBe('Opzione in scadenza l’11 giugno, valida fino all’11 giugno');
    expect(until('18 giugno')).toBe('Opzione in scadenza il 18 giugno, valida fino al 18 giugno');
    expect(until('1° luglio')).toBe('Opzione in scadenza il 1° luglio, valida fino al 1° luglio');
    expect(fill('Il {date} e dal {next}', { date: '8 maggio', next: '11 maggio' })).toBe('L’8 maggio e dall’11 maggio');
    // English words that end in "il" or "al" are not articles.
    expect(fill('until {date}, total {date}', { date: '8 May' })).toBe('until 8 May, total 8 May');
    expect(fill('il {missing}', {})).toBe('il {missing}');
  });
});
