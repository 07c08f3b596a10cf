import { operator } from '../../src/data/site';
import { fill, type Locale, type Localized } from '../../src/i18n/locales';

export const legalLineCopy = {
  vat: { en: 'VAT {vat}', it: 'P.IVA {vat}' },
} satisfies Record<string, Localized>;

/**
 * Who sends every mail to a subscriber, as an Italian business must say it: "Libeccio Charter S.r.l. ·
 * Via del Porto 1, 00000 Lipari (ME), Italia · P.IVA IT…", from the operator record of src/data/site.ts.
 */
export function legalLine(locale: Locale): string {
  const { street, postalCode, locality, region, country } = operator.address;
  const address = `${street}, ${postalCode} ${locality}${region ? ` (${region})` : ''}, ${country[locale]}`;
  return [operator.legalName, address, fill(legalLineCopy.vat[locale], { vat: operator.vatId })].join(' · ');
}
