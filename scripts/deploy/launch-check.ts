import type { SiteConfig } from '../../infra/config';
import { termsFile, type Terms } from '../../common/facts/terms';
import { toConfirm } from '../../common/facts/toConfirm';

/** What the launch check reads of common/facts/site.ts and common/facts/terms.ts. */
export interface LaunchFacts {
  site: { url: string };
  contact: { email: string; whatsapp: string };
  operator: {
    legalName: string;
    address: { street: string; postalCode: string; locality: string };
    vatId: string;
    registroImprese: { office: string; number: string };
    soleMember: boolean | typeof toConfirm;
    rea: string;
    shareCapitalEuros: number;
    paidUpCapitalEuros: number;
    privacyEmail: string;
    dataRegion: { code: string };
  };
  /** Links to the owners' own accounts elsewhere (site.ts `outboundLinks`): each must be confirmed. */
  outboundLinks: Readonly<Record<string, { url: string; where: string; confirmed: boolean }>>;
  /** The charter terms the guide states (common/facts/terms.ts): each must be chosen. */
  terms: Terms;
}

/** What each term is, as a refusal names it. */
const termNames: Readonly<Record<keyof Terms, string>> = {
  vat: 'whether the charter fee is quoted before VAT or VAT included',
  expenses: 'how food, fuel and harbour fees are paid (APA or as they arise)',
  contract: 'the contract basis (MYBA terms or an Italian contratto di noleggio)',
  securityDeposit: 'whether there is a security deposit',
  spanishWaters: 'that Libeccio is licensed to charter in Spanish waters',
};

export interface DeployConfig {
  config: Pick<SiteConfig, 'ownerEmail' | 'senderEmail' | 'senderIdentity' | 'aws'>;
  /** The file it came from, as the refusal names it. */
  file: string;
  /** True when it is the committed, fake example. */
  isExample: boolean;
}

/**
 * The values the repository ships with. They read like real facts (a company name, a street), so the
 * check compares against them: a deploy must carry the owners' own.
 */
export const shippedPlaceholders = {
  legalName: 'Libeccio Charter S.r.l.',
  street: 'Via del Porto 1',
} as const;

const siteFile = 'common/facts/site.ts';

/**
 * Everything that stops a launch: each a line naming the fact, where it lives and what it must be.
 * Empty when the site may go live. Nothing here can be overridden: these are legal facts.
 */
export function launchBlockers(facts: LaunchFacts, deploy: DeployConfig): string[] {
  const { operator, contact, site } = facts;
  const blockers: string[] = [];
  const block = (what: string, where: string, fix: string) => blockers.push(`${what} (${where}): ${fix}`);

  if (!isRealUrl(site.url)) block(`site address ${site.url}`, `${siteFile} site.url`, 'the real https:// address');
  if (isReserved(contact.email))
    block(`contact e-mail ${contact.email}`, `${siteFile} contact.email`, 'a real address');
  if (isReserved(operator.privacyEmail)) {
    block(`privacy e-mail ${operator.privacyEmail}`, `${siteFile} operator.privacyEmail`, 'a real address');
  }
  if (/0{7}/.test(contact.whatsapp.replace(/\D/g, ''))) {
    block(`WhatsApp number ${contact.whatsapp}`, `${siteFile} contact.whatsapp`, 'the real number');
  }
  if (operator.legalName.trim() === '' || operator.legalName === shippedPlaceholders.legalName) {
    block(
      `company name "${operator.legalName}"`,
      `${siteFile} operator.legalName`,
      'the registered name of the company',
    );
  }
  if (
    operator.address.street === shippedPlaceholders.street ||
    !/^\d{5}$/.test(operator.address.postalCode) ||
    /^0+$/.test(operator.address.postalCode)
  ) {
    block(
      `registered office "${operator.address.street}, ${operator.address.postalCode} ${operator.address.locality}"`,
      `${siteFile} operator.address`,
      'the sede legale as the company register shows it (five-digit CAP)',
    );
  }
  if (!isItalianVatId(operator.vatId)) {
    block(
      `VAT number ${operator.vatId}`,
      `${siteFile} operator.vatId`,
      'the Partita IVA as IT and 11 digits, with a valid check digit',
    );
  }
  if (!/^[A-Z]{2}-\d{1,7}$/.test(operator.rea) || /^[A-Z]{2}-0+$/.test(operator.rea)) {
    block(
      `REA number "${operator.rea}"`,
      `${siteFile} operator.rea`,
      'the company-register entry as province and number, e.g. ME-123456',
    );
  }
  if (!(operator.shareCapitalEuros > 0)) {
    block(
      `share capital ${operator.shareCapitalEuros} €`,
      `${siteFile} operator.shareCapitalEuros`,
      'the share capital, in euros',
    );
  }
  if (!(operator.paidUpCapitalEuros > 0) || operator.paidUpCapitalEuros > operator.shareCapitalEuros) {
    block(
      `paid-up capital ${operator.paidUpCapitalEuros} €`,
      `${siteFile} operator.paidUpCapitalEuros`,
      'how much of the share capital is paid up, in euros (no more than the share capital)',
    );
  }
  const { office, number } = operator.registroImprese;
  if (office.trim() === '' || !/^\d{11}$/.test(number) || /^0+$/.test(number)) {
    block(
      `company-register entry "Registro Imprese di ${office} n. ${number}"`,
      `${siteFile} operator.registroImprese`,
      'the Registro delle Imprese office and the 11-digit number (usually the codice fiscale)',
    );
  }
  if (typeof operator.soleMember !== 'boolean') {
    block(
      `single-member status "${String(operator.soleMember)}"`,
      `${siteFile} operator.soleMember`,
      'true if the company has a single member (socio unico), false if not',
    );
  }
  for (const [name, link] of Object.entries(facts.outboundLinks)) {
    if (!link.confirmed) {
      block(
        `${name} link ${link.url}`,
        `${siteFile} ${link.where}, outboundLinks.${name}`,
        'open it, check it is your own account, then set confirmed: true',
      );
    }
  }
  for (const key of Object.keys(termNames) as (keyof Terms)[]) {
    if (facts.terms[key] === toConfirm) {
      block(`charter terms: ${termNames[key]}`, `${termsFile} terms.${key}`, `one of the answers its type lists`);
    }
  }

  const { config, file } = deploy;
  if (deploy.isExample) {
    block('deploy config', file, 'copy infra/config.example.json to infra/config.json and fill in your values');
  }
  for (const key of ['ownerEmail', 'senderEmail'] as const) {
    if (isReserved(config[key])) block(`${key} ${config[key]}`, file, 'a real address of yours');
  }
  if (config.senderIdentity && isReserved(`x@${config.senderIdentity.replace(/^.*@/, '')}`)) {
    block(`senderIdentity ${config.senderIdentity}`, file, 'your verified SES domain or address');
  }
  const region = config.aws?.region;
  if (region !== operator.dataRegion.code) {
    block(
      `AWS region ${region ?? '(not set)'}`,
      `${file} aws.region`,
      `${operator.dataRegion.code}, the region the privacy notice names (${siteFile} operator.dataRegion); change both together`,
    );
  }
  return blockers;
}

/** Domains reserved for examples and tests (RFC 2606, RFC 6761): mail to them reaches no one. */
function isReserved(address: string): boolean {
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  return (
    /(^|\.)(example|test|invalid|localhost)$/.test(domain) ||
    /(^|\.)example\.(com|net|org)$/.test(domain) ||
    domain === ''
  );
}

function isRealUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !isReserved(`x@${url.hostname}`);
  } catch {
    return false;
  }
}

/** IT + 11 digits, not all zeros, with the Partita IVA's check digit (a Luhn variant). */
export function isItalianVatId(value: string): boolean {
  const match = /^IT(\d{11})$/.exec(value);
  if (!match?.[1] || /^0+$/.test(match[1])) return false;
  const digits = [...match[1]].map(Number);
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const digit = digits[index] ?? 0;
    if (index % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10 === digits[10];
}
