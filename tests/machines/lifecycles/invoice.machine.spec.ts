import { describe, expect, it } from '@jest/globals';
import { INVOICE_STATUSES, invoiceLifecycle, invoiceMachine } from '@samvida/machines';
import { explore, expectFullCoverage } from '../support/coverage.js';
import { INVOICE, INVOICE_LINE, NOTE, PARTIES, ROLES, byEach, byValueAndContext } from '../support/samples.js';

const NUMBERED = {
  invoiceId: INVOICE.invoiceId,
  number: 'SV/24-25/000001',
  financialYear: '24-25',
  issuedOn: '2025-01-15',
  sellerGstin: '27AAPFU0939F1ZV',
  buyerGstin: '29AAGCB7383J1Z4',
};
const CREDIT = {
  invoiceId: INVOICE.invoiceId,
  creditNoteId: NOTE.noteId,
  noteId: NOTE.noteId,
  number: 'CN/24-25/000001',
  issuedOn: '2025-01-20',
  lines: [
    {
      hsnSac: '8471',
      title: 'Laptop',
      taxPercent: '18',
      quantity: '1',
      taxable: '100.00',
      tax: '18.00',
      total: '118.00',
    },
  ],
};

const events = [
  ...byEach(PARTIES, (by) => ({
    type: 'InvoiceEdited',
    by,
    invoiceId: INVOICE.invoiceId,
    note: 'Edited',
    items: [INVOICE_LINE],
  })),
  ...byEach(PARTIES, (by) => ({
    type: 'InvoiceItemEdited',
    by,
    invoiceId: INVOICE.invoiceId,
    invoiceItemId: INVOICE_LINE.invoiceItemId,
    quantityDelivered: '1',
    rate: '100.00',
    note: 'half',
  })),
  ...byEach(PARTIES, (by) => ({ type: 'InvoicePublished', by, invoiceId: INVOICE.invoiceId, amount: '236.00' })),
  ...byEach(PARTIES, (by) => ({ ...NOTE, type: 'TxnNoteGenerated', by })),
  ...byEach(ROLES, (by) => ({ ...NUMBERED, type: 'InvoiceNumbered', by })),
  ...byEach(ROLES, (by) => ({ ...CREDIT, type: 'CreditNoteIssued', by })),
];

describe('invoice machine', () => {
  it('visits every state and every transition (model-based, xstate/graph)', async () => {
    const result = await explore(invoiceMachine, {
      inputs: [INVOICE],
      events,
      serialize: byValueAndContext,
      lifecycle: invoiceLifecycle as never,
    });
    expectFullCoverage(result);
    expect(result.states).toEqual([...INVOICE_STATUSES]);
    expect(result.transitions).toHaveLength(6);
  });

  it('edits one line of a draft and links a single note once published', () => {
    let invoice = invoiceLifecycle.start(INVOICE);
    invoice = invoiceLifecycle.apply(invoice, { ...events[2], by: 'seller' } as never);
    expect(invoice.context.items[0]).toMatchObject({ quantityDelivered: '1', note: 'half' });
    invoice = invoiceLifecycle.apply(invoice, {
      type: 'InvoicePublished',
      by: 'seller',
      invoiceId: INVOICE.invoiceId,
      amount: '118.00',
    });
    invoice = invoiceLifecycle.apply(invoice, { ...NOTE, type: 'TxnNoteGenerated', by: 'buyer' });
    expect(invoice).toMatchObject({ status: 'Published', context: { noteId: NOTE.noteId } });
    expect(invoiceLifecycle.allows(invoice, { ...NOTE, type: 'TxnNoteGenerated', by: 'buyer' })).toBe(false);
  });

  it('takes one number from the system, then at most one credit note', () => {
    let invoice = invoiceLifecycle.start(INVOICE);
    const credit = { ...CREDIT, type: 'CreditNoteIssued', by: 'system' } as const;
    const numbered = { ...NUMBERED, type: 'InvoiceNumbered', by: 'system' } as const;
    expect(invoiceLifecycle.allows(invoice, numbered)).toBe(false);
    invoice = invoiceLifecycle.apply(invoice, {
      type: 'InvoicePublished',
      by: 'seller',
      invoiceId: INVOICE.invoiceId,
      amount: '1.00',
    });
    expect(invoiceLifecycle.allows(invoice, credit)).toBe(false);
    expect(invoiceLifecycle.allows(invoice, { ...numbered, by: 'seller' })).toBe(false);
    invoice = invoiceLifecycle.apply(invoice, numbered);
    expect(invoice.context.tax).toMatchObject({ number: 'SV/24-25/000001', buyerGstin: '29AAGCB7383J1Z4' });
    expect(invoiceLifecycle.allows(invoice, numbered)).toBe(false);
    invoice = invoiceLifecycle.apply(invoice, credit);
    expect(invoice.context.creditNote).toMatchObject({ number: 'CN/24-25/000001' });
    expect(invoiceLifecycle.allows(invoice, credit)).toBe(false);
  });
});
