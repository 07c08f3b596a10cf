import { operator, operatorFacts, type OperatorRecord } from './site';

const company: OperatorRecord = {
  ...operator,
  legalName: 'Vela Eolia S.r.l.',
  registroImprese: { office: 'Messina', number: '01234567897' },
  soleMember: true,
  shareCapitalEuros: 10000,
  paidUpCapitalEuros: 10000,
};

describe('the operator facts (art. 2250 c.c.)', () => {
  it('names a single-member company as such, and the company-register office and number', () => {
    expect(operatorFacts('it', company)).toEqual(
      expect.arrayContaining(['Vela Eolia S.r.l. con socio unico', 'Registro Imprese di Messina n. 01234567897']),
    );
    expect(operatorFacts('en', company)).toEqual(
      expect.arrayContaining([
        'Vela Eolia S.r.l., single-member company',
        'Companies Register of Messina no. 01234567897',
      ]),
    );
    expect(operatorFacts('en', { ...company, soleMember: false })[0]).toBe('Vela Eolia S.r.l.');
    expect(operatorFacts('en', { ...company, soleMember: 'owners to confirm' })[0]).toBe('Vela Eolia S.r.l.');
  });

  it('says "fully paid up" only when all the share capital is paid', () => {
    expect(operatorFacts('en', company).at(-1)).toBe('Share capital €10,000.00 fully paid up');
    expect(operatorFacts('it', company).at(-1)).toBe('Capitale sociale 10.000,00\u00a0€ i.v.');
    const partly = { ...company, paidUpCapitalEuros: 2500 };
    expect(operatorFacts('en', partly).at(-1)).toBe('Share capital €10,000.00, of which €2,500.00 paid up');
    expect(operatorFacts('it', partly).at(-1)).toBe('Capitale sociale 10.000,00\u00a0€, versato 2500,00\u00a0€');
  });
});
