import { describe, expect, it } from '@jest/globals';
import { ITEM_STATUSES, itemLifecycle, itemMachine, type ItemEntity } from '@samvida/machines';
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
    // pending 4, Proposed 7 (the party without an offer moves, the buyer may accept a seller's
    // quote; Start takes it), Waiting for Seller 4, Waiting for Buyer 5, Accepted 3, Active 1.
    expect(result.transitions).toHaveLength(24);
  });

  it('lets the party offered a counter accept it as offered: its own side takes the rate and days', () => {
    const apply = (entity: ItemEntity, ...moves: object[]) =>
      moves.reduce<ItemEntity>((e, m) => itemLifecycle.apply(e, m as never), entity);
    const published = apply(itemLifecycle.start(ITEM), { type: 'AgreementPublished', by: 'seller' });
    const accept = (by: string) => ({ type: 'ItemAccepted', by, itemId: ITEM.itemId });
    // The buyer countered at 90 in 8 days: the seller accepts that as offered.
    const countered = apply(published, offer('buyer', '90.00', 8));
    expect(itemLifecycle.allows(countered, accept('buyer') as never)).toBe(false);
    expect(apply(countered, accept('seller'))).toMatchObject({
      status: 'Accepted',
      context: { sellerRate: '90.00', sellerCompletionDays: 8, buyerRate: '90.00', buyerCompletionDays: 8 },
    });
    // The seller countered back at 95 in 9 days: the buyer accepts that.
    const back = apply(countered, offer('seller', '95.00', 9));
    expect(itemLifecycle.allows(back, accept('seller') as never)).toBe(false);
    expect(apply(back, accept('buyer'))).toMatchObject({
      status: 'Accepted',
      context: { sellerRate: '95.00', sellerCompletionDays: 9, buyerRate: '95.00', buyerCompletionDays: 9 },
    });
    // The seller's first quote is an offer too.
    expect(apply(published, accept('buyer'))).toMatchObject({
      status: 'Accepted',
      context: { buyerRate: ITEM.sellerRate, buyerCompletionDays: ITEM.sellerCompletionDays },
    });
  });
});
