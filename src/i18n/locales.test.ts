import { formatDate, htmlLang, locales } from './locales';

describe('formatDate', () => {
  const intl = (iso: string, locale: (typeof locales)[number]) =>
    new Intl.DateTimeFormat(htmlLang[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${iso.slice(0, 10)}T12:00:00Z`));

  it.each(locales)('writes every day of a year in %s exactly as Intl does', (locale) => {
    for (let day = new Date('2024-01-01T00:00:00Z'); day.getUTCFullYear() === 2024;) {
      const iso = day.toISOString().slice(0, 10);
      expect(formatDate(iso, locale)).toBe(intl(iso, locale));
      day = new Date(day.getTime() + 86_400_000);
    }
  });

  it('reads a blog post timestamp by its UTC date', () => {
    expect(formatDate('2020-04-21T00:00:00.000Z', 'en')).toBe('April 21, 2020');
    expect(formatDate('2020-04-21T00:00:00.000Z', 'it')).toBe('21 aprile 2020');
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate('21/04/2020', 'en')).toThrow('Not an ISO date');
    expect(() => formatDate('2020-13-01', 'it')).toThrow('Not an ISO date');
  });
});
