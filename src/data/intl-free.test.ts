import { htmlLang, locales } from '../../common/locales';
import { formatEuros } from '../../common/facts/site';
import { listInText } from '../../common/facts/areas';

describe('formatEuros', () => {
  const amounts = [
    0, 0.5, 1, 9.99, 999, 1000, 9999.99, 10000, 12345.5, 100000, 999999.995, 1234567.89, 50000000, -1500,
  ];
  it.each(locales.flatMap((locale) => amounts.map((amount) => [locale, amount] as const)))(
    'writes %s %d as Intl.NumberFormat does',
    (locale, amount) => {
      expect(formatEuros(amount, locale)).toBe(
        new Intl.NumberFormat(htmlLang[locale], { style: 'currency', currency: 'EUR' }).format(amount),
      );
    },
  );
});

describe('listInText', () => {
  const lists = [[], ['Lipari'], ['Lipari', 'Salina'], ['Lipari', 'Salina', 'Panarea'], ['a', 'b', 'c', 'd']];
  it.each(locales.flatMap((locale) => lists.map((names) => [locale, names] as const)))(
    'joins in %s %j as Intl.ListFormat does',
    (locale, names) => {
      expect(listInText(names, locale)).toBe(new Intl.ListFormat(locale, { type: 'conjunction' }).format(names));
    },
  );
});
