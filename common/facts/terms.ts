import { toConfirm, type OwnerChoice } from './toConfirm';

/**
 * The terms basis a Mediterranean charter client or broker checks first, as the owners answer it. Each is
 * a choice among prepared wordings (src/data/charterGuide.ts writes each in both languages), never a
 * figure: the amounts are in the contract. Until the owners choose, the charter guide says they will
 * confirm it, and `npm run deploy` refuses (scripts/deploy/launch-check.ts). docs/owner-checklist.md,
 * "The terms", says what each choice means.
 */
export interface Terms {
  /** How the fee is quoted: before VAT, or VAT included (VAT follows where the week begins). */
  vat: OwnerChoice<'plus-vat' | 'vat-included'>;
  /** How food, fuel and harbour fees are paid: an advance provisioning allowance (APA), or as they arise. */
  expenses: OwnerChoice<'apa' | 'as-they-arise'>;
  /** The contract: on MYBA terms, or the company's own Italian charter contract (contratto di noleggio). */
  contract: OwnerChoice<'myba' | 'italian'>;
  /** A security deposit: none (the yacht is insured), or one the contract sets. */
  securityDeposit: OwnerChoice<'none' | 'in-contract'>;
  /** Licensed to charter in Spanish waters (the Menorca weeks): the owners confirm it is so. */
  spanishWaters: OwnerChoice<'licensed'>;
}

export const terms: Terms = {
  vat: toConfirm,
  expenses: toConfirm,
  contract: toConfirm,
  securityDeposit: toConfirm,
  spanishWaters: toConfirm,
};

/** Where each term lives, as the launch check and the checklist name it. */
export const termsFile = 'common/facts/terms.ts';
