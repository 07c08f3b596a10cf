import { htmlLang, locales } from '../i18n/locales';
import { formatEuros } from './site';

describe('formatEuros', () => {
  const amounts = [0, 0.5, 1, 9.99, 999, 1000, 9999.99, 10000, 12345.5, 100000, 999999.995, 1234567.89, 50000000, -1500];
  it.each(locales.flatMap((locale) => amounts.map((amount) => [locale, amount] as const)))(
    'writes %s %d as Intl.NumberFormat does',
    (locale, amount) => {
      expect(formatEuros(amount, locale)).toBe(
        new Intl.NumberFormat(htmlLang[locale], { style: 'currency', currency: 'EUR' }).format(amount),
      );
    },
  );
});
