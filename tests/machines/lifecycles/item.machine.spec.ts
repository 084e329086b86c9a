import { describe, expect, it } from '@jest/globals';
import { ITEM_STATUSES, itemLifecycle, itemMachine, offersMatch } from '@samvida/machines';
import { explore, expectFullCoverage } from '../support/coverage.js';
import { ITEM, ROLES, byEach, byValueAndContext } from '../support/samples.js';

const offer = (by: string, rate: string, completionDays: number) => ({
  type: 'ItemNegotiated',
  by,
  itemId: ITEM.itemId,
  rate,
  completionDays,
  taxPercent: '18',
  currency: 'INR',
  unit: '1',
});

const events = [
  { type: 'ItemEdited', by: 'seller', item: { ...ITEM, title: 'Laptop 14"' } },
  offer('buyer', '100.00', 10),
  offer('buyer', '90.00', 10),
  offer('seller', '120.00', 12),
  offer('seller', '90.00', 10),
  ...byEach(['buyer', 'seller'], (by) => ({ type: 'ItemAccepted', by, itemId: ITEM.itemId })),
  ...byEach(ROLES.slice(0, 1), (by) => ({ type: 'AgreementPublished', by })),
  { type: 'AgreementStarted', by: 'buyer', completionDate: '2025-03-03' },
  { type: 'AgreementRejected', by: 'buyer' },
  { type: 'AgreementExpired', by: 'system' },
];

describe('item machine', () => {
  it('has the spec item statuses as states', () => {
    expect(Object.keys(itemMachine.root.states).sort()).toEqual([...ITEM_STATUSES].sort());
  });

  it('visits every state and every transition (model-based, xstate/graph)', async () => {
    const result = await explore(itemMachine, {
      // A seller's quoted item, and a buyer's priced item the seller has not answered yet.
      inputs: [
        ITEM,
        { ...ITEM, sellerRate: null, sellerCompletionDays: null, buyerRate: '95.00', buyerCompletionDays: 9 },
      ],
      events,
      serialize: byValueAndContext,
      lifecycle: itemLifecycle as never,
    });
    expectFullCoverage(result);
    // pending 4, Proposed 6 (the party without an offer moves; Start takes a seller's quote),
    // Waiting for Seller 4, Waiting for Buyer 5, Accepted 3, Active 1.
    expect(result.transitions).toHaveLength(23);
  });

  it('accepts only when rates and completion days are equal on both sides', () => {
    expect(offersMatch(ITEM)).toBe(false);
    expect(offersMatch({ ...ITEM, buyerRate: '100', buyerCompletionDays: 10 })).toBe(true);
    expect(offersMatch({ ...ITEM, buyerRate: '100', buyerCompletionDays: 11 })).toBe(false);
    expect(offersMatch({ ...ITEM, buyerRate: '100.01', buyerCompletionDays: 10 })).toBe(false);
  });
});
