import { fill, type Locale, type Localized } from '../locales';
import { guests } from './charter';
import { toConfirm, type OwnerChoice } from './toConfirm';

/**
 * Facts about the yacht and its owner that appear across the site.
 * The owner replaces the `.example` placeholders with the real address,
 * number and handle; nothing else needs to change.
 */
export const site = {
  yachtName: 'Libeccio',
  /** Production origin, no trailing slash: used for canonical and hreflang URLs. */
  url: 'https://www.libeccio-charter.example',
  tagline: {
    en: 'An 85 ft sailing ketch in the Mediterranean',
    it: 'Un ketch a vela di 26 metri nel Mediterraneo',
  } satisfies Localized,
  /** The home page's meta description: no season year in it (seasons are data the owner opens). */
  description: {
    en: `Libeccio, a crewed 85 ft aluminium sailing ketch: ${guests.upTo.en.toLowerCase()}, in 4 cabins, a crew of four. Chartered by the week in the Aeolian Islands and Menorca.`,
    it: `Libeccio, ketch a vela con equipaggio in alluminio di 26 metri: ${guests.upTo.it.toLowerCase()}, in 4 cabine, un equipaggio di quattro persone. Si noleggia a settimana tra le Eolie e Minorca.`,
  } satisfies Localized,
} as const;

export const contact = {
  email: 'charter@libeccio-charter.example',
  /** International format, digits only after the plus: used for the chat link. */
  whatsapp: '+39 333 000 0000',
  instagramHandle: 'libeccio.sailing',
} as const;

/**
 * The business that runs the site and the charters: the data controller the
 * privacy notice names, shown in every footer and in the home page's
 * Organization data. Every value but the data region is a PLACEHOLDER the
 * owners replace (docs/owner-checklist.md).
 */
export const operator = {
  /** PLACEHOLDER: the company's registered name. */
  legalName: 'Libeccio Charter S.r.l.',
  /** PLACEHOLDER: the registered office (sede legale). */
  address: {
    street: 'Via del Porto 1',
    postalCode: '00000',
    locality: 'Lipari',
    region: 'ME',
    /** ISO 3166-1 alpha-2. */
    countryCode: 'IT',
    country: { en: 'Italy', it: 'Italia' } satisfies Localized,
  },
  /** PLACEHOLDER: Partita IVA, with the country prefix of the EU VAT number. */
  vatId: 'IT00000000000',
  /**
   * PLACEHOLDER: the company-register (REA) entry, province and number, e.g. "ME-123456". Art. 2250 c.c.
   * asks for it on the website and in every business letter.
   */
  rea: 'ME-000000',
  /**
   * PLACEHOLDER: the company-register (Registro delle Imprese) office and number, which art. 2250 c.c.
   * asks for besides the REA: the office of the province of the sede legale, and the number (for most
   * companies the codice fiscale, 11 digits).
   */
  registroImprese: { office: 'Messina', number: '00000000000' },
  /** Whether the company has a single member (socio unico, art. 2250(4) c.c.): shown beside the name when true. */
  soleMember: toConfirm as OwnerChoice<boolean>,
  /** PLACEHOLDER: the share capital (subscribed), in euros (art. 2250 c.c.). */
  shareCapitalEuros: 0,
  /** PLACEHOLDER: how much of it is paid up, in euros: "fully paid up" when it equals the share capital. */
  paidUpCapitalEuros: 0,
  /** PLACEHOLDER: where privacy requests go. */
  privacyEmail: 'privacy@libeccio-charter.example',
  /**
   * The AWS region the forms' data is stored in: `aws.region` of infra/config.json (the example
   * config's). Change both together.
   */
  dataRegion: {
    code: 'eu-west-1',
    name: { en: 'Ireland, European Union', it: 'Irlanda, Unione Europea' } satisfies Localized,
  },
} as const;

/** The registered office on one line: "Via del Porto 1, 00000 Lipari (ME), Italy". */
export function operatorAddress(locale: Locale): string {
  const { street, postalCode, locality, region, country } = operator.address;
  return `${street}, ${postalCode} ${locality} (${region}), ${country[locale]}`;
}

export const operatorLabels = {
  soleMember: { en: '{name}, single-member company', it: '{name} con socio unico' },
  vat: { en: 'VAT no. {vat}', it: 'P.IVA {vat}' },
  registroImprese: {
    en: 'Companies Register of {office} no. {number}',
    it: 'Registro Imprese di {office} n. {number}',
  },
  rea: { en: 'REA {rea}', it: 'REA {rea}' },
  shareCapital: { en: 'Share capital {amount} fully paid up', it: 'Capitale sociale {amount} i.v.' },
  shareCapitalPartly: {
    en: 'Share capital {amount}, of which {paid} paid up',
    it: 'Capitale sociale {amount}, versato {paid}',
  },
} as const satisfies Record<string, Localized>;

/**
 * An amount in euros as `Intl.NumberFormat(htmlLang, { style: 'currency', currency: 'EUR' })` writes it,
 * "€10,000.00" / "10.000,00 €" (Italian groups from five digits, a no-break space before the sign), without
 * Intl: the footer shows it on every page, and a browser's first currency formatter loads its locale data
 * inside hydration (about 15 ms of main-thread time unthrottled, 60 ms on a phone). A test compares it with Intl.
 */
export function formatEuros(amount: number, locale: Locale): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = String(Math.floor(cents / 100));
  const fraction = String(cents % 100).padStart(2, '0');
  const grouped = (separator: string, fromDigits: number) =>
    whole.length < fromDigits ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return locale === 'it' ? `${sign}${grouped('.', 5)},${fraction}\u00a0€` : `${sign}€${grouped(',', 4)}.${fraction}`;
}

/**
 * Who runs the site, as an Italian company must say it on its website and in its mail (art. 2250 c.c.):
 * legal name (with "con socio unico" when it has a single member), registered office, VAT number, the
 * company-register office and number, REA number, share capital and how much is paid up. One list for
 * the footer, the privacy notice, every e-mail's legal line and the home page's Organization data.
 */
export function operatorFacts(locale: Locale, company: OperatorRecord = operator): string[] {
  return [
    company.soleMember === true
      ? fill(operatorLabels.soleMember[locale], { name: company.legalName })
      : company.legalName,
    operatorAddress(locale),
    fill(operatorLabels.vat[locale], { vat: company.vatId }),
    fill(operatorLabels.registroImprese[locale], company.registroImprese),
    fill(operatorLabels.rea[locale], { rea: company.rea }),
    company.paidUpCapitalEuros === company.shareCapitalEuros
      ? fill(operatorLabels.shareCapital[locale], { amount: formatEuros(company.shareCapitalEuros, locale) })
      : fill(operatorLabels.shareCapitalPartly[locale], {
          amount: formatEuros(company.shareCapitalEuros, locale),
          paid: formatEuros(company.paidUpCapitalEuros, locale),
        }),
  ];
}

/** What operatorFacts reads of the operator record. */
export interface OperatorRecord {
  legalName: string;
  soleMember: OwnerChoice<boolean>;
  vatId: string;
  registroImprese: { office: string; number: string };
  rea: string;
  shareCapitalEuros: number;
  paidUpCapitalEuros: number;
}

export const contactLinks = {
  mailto: `mailto:${contact.email}`,
  chat: `https://wa.me/${contact.whatsapp.replace(/\D/g, '')}`,
  instagram: `https://www.instagram.com/${contact.instagramHandle}/`,
} as const;

/**
 * Links to other sites that only the owners can vouch for (an account of theirs): each is shown as it is,
 * but `npm run deploy` refuses until the owners have opened it and set `confirmed: true`. (The WhatsApp
 * number is checked with the contact facts; links to authorities, the Garante and AWS, need no owner.)
 */
export const outboundLinks = {
  instagram: { url: contactLinks.instagram, where: 'contact.instagramHandle', confirmed: false },
} as const satisfies Record<string, { url: string; where: string; confirmed: boolean }>;

/**
 * Third-party scripts (analytics, say) the site may load. They are fetched
 * through the same-origin /__third-party-proxy?url=… so the CSP stays 'self';
 * the proxy forwards only to these hosts. None are enabled.
 */
export const thirdParty = {
  proxyPath: '/__third-party-proxy',
  allowedHosts: [] as string[],
};
