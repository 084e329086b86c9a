import { describe, expect, it } from '@jest/globals';
import {
  ApplyForProposalForm,
  BUILDER_ROLE_PAIRS,
  BUILDER_TEMPLATES,
  BUYER_SIDE_ROLES,
  InvoiceForm,
  TREE_SPAN_DAYS,
  VALIDATION_SPAN_DAYS,
  builderLineAmount,
  creatorTypeOf,
  isCompleteTerm,
  paymentEntryForm,
  paymentTreeDays,
  purchaseOrderTitle,
} from '@samvida/machines';
import { uuid } from '../support/fixtures.js';

describe('builder', () => {
  it('has the twelve templates with their role pairs', () => {
    expect(BUILDER_TEMPLATES).toEqual([
      'Rental Agreement',
      'Subletting',
      'Interior Design',
      'Maintenance',
      'Home Renovation',
      'Consulting',
      'NDA',
      'Consent Agreement',
      'Loan Agreement',
      'Freelance',
      'Sales',
      'Custom',
    ]);
    expect(BUILDER_ROLE_PAIRS['Loan Agreement']).toEqual({ own: 'borrower', other: 'lender' });
    expect(BUILDER_ROLE_PAIRS.Custom).toEqual({ own: 'spending_party', other: 'receiving_party' });
  });

  it('puts each template’s own role on the buyer side and the other role on the seller side', () => {
    for (const template of BUILDER_TEMPLATES) {
      const { own, other } = BUILDER_ROLE_PAIRS[template];
      expect([template, creatorTypeOf(own)]).toEqual([template, 'buyer']);
      // NDA's disclosing party and Custom's receiving party share names across templates: the
      // spec lists receiving_party as buyer side, so Custom's "other" counts as buyer too.
      if (other !== 'receiving_party') expect([template, creatorTypeOf(other)]).toEqual([template, 'seller']);
    }
    expect(BUYER_SIDE_ROLES).toHaveLength(12);
    expect(creatorTypeOf('landlord')).toBe('seller');
  });

  it('adds a term only when title and text are both non-blank', () => {
    expect(isCompleteTerm({ title: 'A', text: 'B' })).toBe(true);
    expect(isCompleteTerm({ title: ' ', text: 'B' })).toBe(false);
    expect(isCompleteTerm({ title: 'A', text: null })).toBe(false);
  });

  it('computes the line amount; blank counts as 0 and a line with a refused number as 0', () => {
    expect(builderLineAmount({ quantity: '3', rate: '99.99', tax: 18 })).toBe('353.96');
    expect(builderLineAmount({ quantity: 'abc', rate: 10, tax: 18 })).toBe('0.00');
    expect(builderLineAmount({ quantity: 2, rate: '', tax: undefined })).toBe('0.00');
    expect(builderLineAmount({ quantity: 2, rate: 10, tax: 'x' })).toBe('0.00');
    expect(builderLineAmount({ quantity: Infinity, rate: 10, tax: 0 })).toBe('0.00');
  });
});

describe('purchase order payment schedule', () => {
  const entry = paymentEntryForm(365);
  const list = [
    entry.parse({ type: 'A', note: 'Advance', amt: 10 }),
    entry.parse({ type: 'M', note: 'Monthly', amt: 5, count: 6 }),
    entry.parse({ type: 'P', note: 'Part', amt: 20, days: 60 }),
    entry.parse({ type: 'I', note: 'Items', amt: 10, itemIds: ['a', 'b'] }),
    entry.parse({ type: 'F', note: 'Final' }),
  ];

  it('lays payments on the timeline tree with 7/30/120-day spans (validation uses 3 months)', () => {
    expect(TREE_SPAN_DAYS).toEqual({ W: 7, M: 30, Q: 120 });
    expect(VALIDATION_SPAN_DAYS.Q).toBe(90);
    expect(list.map((p) => paymentTreeDays(p, 365, { a: 40, b: 75 }))).toEqual([
      [0],
      [30, 60, 90, 120, 150, 180],
      [60],
      [75],
      [365],
    ]);
    expect(paymentTreeDays(entry.parse({ type: 'Q', note: 'Q', amt: 1, count: 2 }), 365)).toEqual([120, 240]);
    expect(paymentTreeDays(entry.parse({ type: 'W', note: 'W', amt: 1, count: 2 }), 365)).toEqual([7, 14]);
  });

  it('titles the editor by who raised the order', () => {
    expect(purchaseOrderTitle('Seller')).toBe('Sales Contract');
    expect(purchaseOrderTitle('Buyer')).toBe('Purchase Contract');
  });
});

describe('forms that reshape what they send', () => {
  it('sends only ticked invoice rows, with exact amounts', () => {
    const rows = [
      { selected: true, AgItemId: uuid(1), QuantityDelivered: 2, Rate: 99.9, Note: '' },
      { selected: false, AgItemId: uuid(2), QuantityDelivered: 'x', Rate: 'y' },
    ];
    expect(InvoiceForm.parse(rows)).toEqual([{ AgItemId: uuid(1), QuantityDelivered: '2', Rate: '99.90', Note: '' }]);
  });

  it('sends only the items a seller rated above 0', () => {
    const row = { ItemId: uuid(1), Amount: '1200', ItemTax: 18, CompletionDays: 10, Currency: 'INR', SellingUnit: 1 };
    const form = ApplyForProposalForm.parse({
      ProposalId: uuid(9),
      Advance: '0',
      SellerRates: [row, { ...row, ItemId: uuid(2), Amount: '0' }, { ...row, ItemId: uuid(3), Amount: 'abc' }],
    });
    expect(form.Advance).toBe('0');
    expect(form.SellerRates.map((r) => [r.ItemId, r.Amount])).toEqual([[uuid(1), '1200.00']]);
  });
});
