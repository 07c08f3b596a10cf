import { contact, operator, outboundLinks, site } from '../../common/facts/site';
import { terms, type Terms } from '../../common/facts/terms';
import { launchBlockers, type LaunchFacts } from './launch-check';
import { ownDeployConfig, realLookingFacts } from '../../tests/support/launch-facts';

const ownConfig = ownDeployConfig;

const chosenTerms: Terms = {
  vat: 'plus-vat',
  expenses: 'apa',
  contract: 'italian',
  securityDeposit: 'none',
  spanishWaters: 'licensed',
};

/** Every fact filled in as a real company's would read: a sole member, part of the capital paid up. */
const filled: LaunchFacts = {
  ...realLookingFacts,
  operator: { ...realLookingFacts.operator, soleMember: true, paidUpCapitalEuros: 2500 },
  terms: chosenTerms,
};

const shipped: LaunchFacts = { site, contact, operator, outboundLinks, terms };

describe('the launch check', () => {
  it('lets a site with every fact filled in go live', () => {
    expect(launchBlockers(filled, ownConfig)).toEqual([]);
  });

  it('refuses the shipped terms, naming each unanswered term and where to answer it', () => {
    const blockers = launchBlockers(shipped, ownConfig);
    for (const [key, words] of [
      ['vat', 'quoted before VAT or VAT included'],
      ['expenses', 'how food, fuel and harbour fees are paid'],
      ['contract', 'MYBA terms or an Italian contratto di noleggio'],
      ['securityDeposit', 'security deposit'],
      ['spanishWaters', 'licensed to charter in Spanish waters'],
    ] as const) {
      expect(blockers).toContainEqual(expect.stringContaining(`common/facts/terms.ts terms.${key}`));
      expect(blockers.find((line) => line.includes(`terms.${key}`))).toContain(words);
    }
  });

  it.each(Object.keys(chosenTerms) as (keyof Terms)[])('refuses an unanswered term %s alone', (key) => {
    const blockers = launchBlockers({ ...filled, terms: { ...chosenTerms, [key]: terms[key] } }, ownConfig);
    expect(blockers).toEqual([expect.stringContaining(`terms.${key}`)]);
  });

  it('refuses the shipped company-register entry, single-member status, paid-up capital and Instagram link', () => {
    const blockers = launchBlockers(shipped, ownConfig).join('\n');
    expect(blockers).toContain('company-register entry "Registro Imprese di Messina n. 00000000000"');
    expect(blockers).toContain('single-member status "owners to confirm" (common/facts/site.ts operator.soleMember)');
    expect(blockers).toContain('paid-up capital 0 €');
    expect(blockers).toContain(
      `instagram link ${outboundLinks.instagram.url} (common/facts/site.ts contact.instagramHandle`,
    );
  });

  it('refuses paid-up capital above the share capital, and a register number that is not 11 digits', () => {
    const operatorWith = (change: Partial<LaunchFacts['operator']>) =>
      launchBlockers({ ...filled, operator: { ...filled.operator, ...change } }, ownConfig);
    expect(operatorWith({ paidUpCapitalEuros: 12000 })).toEqual([expect.stringContaining('paid-up capital 12000 €')]);
    expect(operatorWith({ registroImprese: { office: 'Messina', number: '1234' } })).toEqual([
      expect.stringContaining('company-register entry'),
    ]);
    expect(operatorWith({ registroImprese: { office: ' ', number: '01234567897' } })).toHaveLength(1);
    expect(operatorWith({ soleMember: false })).toEqual([]);
  });
});
