import { operatorFacts } from '../../src/data/site';
import type { Locale } from '../../src/i18n/locales';

/**
 * Who sends every mail, as an Italian business must say it: "Libeccio Charter S.r.l. · Via del Porto 1,
 * 00000 Lipari (ME), Italia · P.IVA IT… · REA ME-… · Capitale sociale … i.v.", from the operator record of
 * src/data/site.ts (the footer shows the same facts).
 */
export function legalLine(locale: Locale): string {
  return operatorFacts(locale).join(' · ');
}
