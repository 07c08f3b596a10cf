import { operator, outboundLinks } from '../../common/facts/site';
import type { DeployConfig, LaunchFacts } from '../../scripts/deploy/launch-check';

/** Facts as a real company's would read (a VAT number with a valid check digit), none of them shipped. */
export const realLookingFacts: LaunchFacts = {
  site: { url: 'https://www.libeccio-sailing.it' },
  contact: { email: 'charter@libeccio-sailing.it', whatsapp: '+39 347 123 4567' },
  operator: {
    ...operator,
    legalName: 'Vela Eolia S.r.l.',
    address: { ...operator.address, street: 'Via Marina Garibaldi 12', postalCode: '98055' },
    vatId: 'IT01234567897',
    registroImprese: { office: 'Messina', number: '01234567897' },
    soleMember: false,
    rea: 'ME-245118',
    shareCapitalEuros: 10000,
    paidUpCapitalEuros: 10000,
    privacyEmail: 'privacy@libeccio-sailing.it',
  },
  outboundLinks: { instagram: { ...outboundLinks.instagram, confirmed: true } },
  terms: { vat: 'plus-vat', expenses: 'apa', contract: 'myba', securityDeposit: 'none', spanishWaters: 'licensed' },
};

/** A deploy config of the owners' own: only the facts decide. */
export const ownDeployConfig: DeployConfig = {
  file: 'infra/config.json',
  isExample: false,
  config: {
    ownerEmail: 'armatori@libeccio-sailing.it',
    senderEmail: 'bookings@libeccio-sailing.it',
    senderIdentity: 'libeccio-sailing.it',
    aws: { region: operator.dataRegion.code },
  },
};
