import { describe, expect, it } from '@jest/globals';
import { INVOICE_STATUSES, invoiceLifecycle, invoiceMachine } from '@samvida/machines';
import { explore, expectFullCoverage } from '../support/coverage.js';
import { INVOICE, INVOICE_LINE, NOTE, PARTIES, byEach, byValueAndContext } from '../support/samples.js';

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
    expect(result.transitions).toHaveLength(4);
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
});
