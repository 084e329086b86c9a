// The contract's one list of clauses, which the builder's preview and the contract document both
// print: roles from the template, the liquidated damages as the settlement rule applies them, the
// deposit only when there is one, and every clause in order, "Entire agreement" last.
import { describe, expect, it } from '@jest/globals';
import { contractClauses, contractRecital, contractRoles, formatInr, type ClauseInput } from '@samvida/machines';

const input = (patch: Partial<ClauseInput> = {}): ClauseInput => ({
  contractType: 'Rental Agreement',
  startDate: '2026-12-01',
  durationDays: '90',
  ldDays: '7',
  ldPercent: '2.50',
  advancePercent: '10',
  deposit: '25000',
  paymentTerms: [{ title: 'Rent', text: 'By the fifth.' }],
  otherTerms: [],
  money: formatInr,
  ...patch,
});
const byKey = (patch?: Partial<ClauseInput>) =>
  Object.fromEntries(contractClauses(input(patch)).map((clause) => [clause.key, clause]));

describe('the contract clauses', () => {
  it('lists term, consideration, payment terms, terms and conditions and entire agreement', () => {
    expect(contractClauses(input()).map((clause) => clause.title)).toEqual([
      'Term',
      'Consideration',
      'Payment terms',
      'Terms and conditions',
      'Entire agreement',
    ]);
  });

  it('names the template’s roles, buyer and seller otherwise', () => {
    expect(contractRoles('Rental Agreement')).toEqual({ buyer: 'tenant', seller: 'landlord' });
    expect(contractRoles('Interior Design')).toEqual({ buyer: 'design_client', seller: 'designer' });
    expect(contractRoles('Purchase order')).toEqual({ buyer: 'buyer', seller: 'seller' });
    expect(contractRecital('Interior Design')).toMatch(
      /^WHEREAS the designer has agreed to provide, and the design client/,
    );
    expect(byKey({ contractType: 'Interior Design' }).consideration!.text).toBe(
      'The design client shall pay for the following:',
    );
  });

  it('words the term with the start, the duration and the liquidated damages of the settlement rule', () => {
    expect(byKey().term!.text).toBe(
      'This Agreement begins on 01/12/2026 and runs for 90 days. A delivery made more than 7 days after the ' +
        'completion date is paid 2.5% less.',
    );
    expect(byKey({ startDate: null, ldPercent: '0' }).term!.text).toBe(
      'This Agreement begins when the tenant starts it on Samvida and runs for 90 days. No penalty for late ' +
        'completion applies.',
    );
  });

  it('states the advance, and the deposit only when there is one', () => {
    expect(byKey().consideration!.closing).toBe(
      'An advance of 10% of the contract value is payable when the contract starts, and a security deposit of ' +
        '₹25,000.00 is held.',
    );
    expect(byKey({ deposit: '0.00' }).consideration!.closing).toBe(
      'An advance of 10% of the contract value is payable when the contract starts.',
    );
  });

  it('lists the terms, or says there are none', () => {
    const clauses = byKey();
    expect(clauses['payment-terms']).toMatchObject({ text: '', terms: [{ title: 'Rent', text: 'By the fifth.' }] });
    expect(clauses['terms-and-conditions']).toMatchObject({ text: 'No further terms.', terms: [] });
  });
});
