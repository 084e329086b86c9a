// An invoice line carries its agreement item's unit, which its GST documents write as the UQC: the
// line records it, and a line recorded before lines did takes it from the item where the fold has items.
import { describe, expect, it } from '@jest/globals';
import { invoiceView, uqcOfUnit, type InvoiceDrafted } from '@samvida/machines';
import { INVOICE_ID, contractWithNote, withStatus } from '../support/fixtures.js';

describe("an invoice line's unit", () => {
  it("records the agreement item's unit on the line and shows it with its UQC", () => {
    const { state } = contractWithNote();
    expect(state.invoices[INVOICE_ID]!.context.items.map((line) => line.unit)).toEqual(['1']);
    const [line] = invoiceView(state, INVOICE_ID).itemList;
    expect([line!.itemUnit, uqcOfUnit(line!.itemUnit)]).toEqual(['1', 'NOS']);
  });

  it('takes the item’s unit for a line recorded without one, and none where the fold holds no items', () => {
    const { state } = contractWithNote();
    const legacy: InvoiceDrafted['data']['items'] = state.invoices[INVOICE_ID]!.context.items.map(
      ({ unit: _unit, ...line }) => line,
    );
    const recorded = withStatus(state, 'invoices', INVOICE_ID, 'Published', { items: legacy });
    expect(invoiceView(recorded, INVOICE_ID).itemList[0]!.itemUnit).toBe('1');
    expect(invoiceView({ ...recorded, items: {} }, INVOICE_ID).itemList[0]!.itemUnit).toBe('');
  });
});
