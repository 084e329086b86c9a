import { describe, expect, it } from '@jest/globals';
import { TERM_STATUSES, termLifecycle, termMachine } from '@samvida/machines';
import { explore, expectFullCoverage } from '../support/coverage.js';
import { PARTIES, byEach, byValueAndContext, termOwnedBy } from '../support/samples.js';

const termId = termOwnedBy('buyer').termId;
const wording = { termId, title: 'Delivery', text: 'At the warehouse', attachmentIds: [] };
const events = [
  ...byEach(PARTIES, (by) => ({ type: 'TermEdited', by, ...wording })),
  ...byEach(PARTIES, (by) => ({ type: 'TermRemoved', by, termId })),
  ...byEach(PARTIES, (by) => ({ type: 'TermNegotiated', by, ...wording })),
  ...byEach(PARTIES, (by) => ({ type: 'TermAccepted', by, termId })),
  { type: 'AgreementPublished', by: 'seller' },
  { type: 'AgreementStarted', by: 'buyer', completionDate: '2025-03-03' },
  { type: 'AgreementRejected', by: 'buyer' },
  { type: 'AgreementExpired', by: 'system' },
  {
    type: 'ItemsWithdrawnByAward',
    by: 'system',
    itemIds: ['i'],
    proposalId: 'p',
    awardEventId: 'e',
    closesAgreement: true,
  },
];

describe('term machine', () => {
  it('has the spec term statuses as states', () => {
    expect(Object.keys(termMachine.root.states).sort()).toEqual([...TERM_STATUSES].sort());
  });

  it('visits every state and every transition for buyer and seller terms (model-based)', async () => {
    const result = await explore(termMachine, {
      inputs: [termOwnedBy('buyer'), termOwnedBy('seller')],
      events,
      serialize: byValueAndContext,
      lifecycle: termLifecycle as never,
    });
    expectFullCoverage(result);
    // pending 5, Proposed 6 (negotiation goes to the other party's turn), Waiting for Seller 4,
    // Waiting for Buyer 5, Accepted 3 (the buyer's Start settles terms in the seller's wording),
    // plus in each open status the award that withdrew the agreement's last item.
    expect(result.transitions).toHaveLength(28);
  });

  it('lets the party offered new wording accept it, on either party’s term; Start accepts the seller’s wording', () => {
    const published = (owner: 'buyer' | 'seller') =>
      termLifecycle.apply(termLifecycle.start(termOwnedBy(owner)), { type: 'AgreementPublished', by: 'seller' });
    const reword = (by: 'buyer' | 'seller') => ({ type: 'TermNegotiated', by, ...wording, text: `${by}'s` }) as const;
    const accept = (by: 'buyer' | 'seller') => ({ type: 'TermAccepted', by, termId }) as const;
    // The seller rewords the buyer's term: the buyer accepts the seller's wording.
    const herTerm = termLifecycle.apply(published('buyer'), reword('seller'));
    expect(herTerm.status).toBe('Waiting for Buyer');
    expect(termLifecycle.allows(herTerm, accept('seller'))).toBe(false);
    expect(termLifecycle.apply(herTerm, accept('buyer'))).toMatchObject({
      status: 'Accepted',
      context: { text: "seller's" },
    });
    const start = { type: 'AgreementStarted', by: 'buyer', completionDate: '2025-03-03' } as const;
    expect(termLifecycle.apply(herTerm, start).status).toBe('Accepted');
    // The buyer rewords the seller's term: the seller accepts the buyer's wording.
    const hisTerm = termLifecycle.apply(published('seller'), reword('buyer'));
    expect(hisTerm.status).toBe('Waiting for Seller');
    expect(termLifecycle.allows(hisTerm, accept('buyer'))).toBe(false);
    expect(termLifecycle.apply(hisTerm, accept('seller'))).toMatchObject({
      status: 'Accepted',
      context: { text: "buyer's" },
    });
  });

  it('lets only the other party accept a term', () => {
    const proposed = (owner: 'buyer' | 'seller') =>
      termLifecycle.apply(termLifecycle.start(termOwnedBy(owner)), { type: 'AgreementPublished', by: 'seller' });
    const accept = (by: 'buyer' | 'seller') => ({ type: 'TermAccepted', by, termId }) as const;
    expect(termLifecycle.allows(proposed('buyer'), accept('seller'))).toBe(true);
    expect(termLifecycle.allows(proposed('buyer'), accept('buyer'))).toBe(false);
    expect(termLifecycle.allows(proposed('seller'), accept('buyer'))).toBe(true);
    expect(termLifecycle.allows(proposed('seller'), accept('seller'))).toBe(false);
  });
});
