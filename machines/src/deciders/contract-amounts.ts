// What a contract comes to and what has been billed and paid against it, in exact rupees: the
// figures the dashboard sums and the expected payments measure the schedule against.
import type { ItemContext } from '../lifecycles/item.machine.js';
import {
  documentTotals,
  lineAmount,
  SUPPLY_BEFORE_NUMBERING,
  supplyTypeOf,
  type SupplyType,
} from '../rules/gst.rules.js';
import { subtractAmounts, sumAmounts, type Rupees } from '../rules/money.js';
import type { AgreementState } from './agreement.state.js';
import { purchaseOrderTotals } from './purchase-order.views.js';

/**
 * The contract value. A purchase order's is its contract amount exactly as its form shows it
 * (items less the discount, plus the order's taxes); any other contract's is every item's
 * quantity × rate plus tax at the seller's rate (the buyer's where the seller has not offered one;
 * none counts 0), each line priced by the tax rule before any GSTIN is fixed (inter-state).
 */
export function contractValue(state: AgreementState): Rupees {
  if (state.purchaseOrder) return purchaseOrderTotals(state).contractAmount;
  return sumAmounts(Object.values(state.items).map(({ context }) => lineTotalOf(context)));
}

// Each item's line total, kept for as long as its context lives. States are never changed, and
// evolving one replaces only the items an event touches, so a move on a 1,000-item contract
// prices one line instead of a thousand (the lists' summary asks for the value at every move).
const lineTotals = new WeakMap<ItemContext, Rupees>();

function lineTotalOf(item: ItemContext): Rupees {
  let total = lineTotals.get(item);
  if (total === undefined) {
    const rate = item.sellerRate ?? item.buyerRate ?? '0';
    total = lineAmount(item.quantity, rate, item.taxPercent, SUPPLY_BEFORE_NUMBERING);
    lineTotals.set(item, total);
  }
  return total;
}

/**
 * The supply type an invoice is priced under: from the two GSTINs it was numbered with, else (not
 * numbered yet) {@link SUPPLY_BEFORE_NUMBERING}.
 */
export function invoiceSupplyOf(state: AgreementState, invoiceId: string): SupplyType {
  const tax = state.invoices[invoiceId]?.context.tax;
  return tax ? supplyTypeOf(tax.sellerGstin, tax.buyerGstin) : SUPPLY_BEFORE_NUMBERING;
}

/** An invoice's total: Σ delivered quantity × rate plus tax, each line priced by the tax rule. */
export function invoiceAmountOf(state: AgreementState, invoiceId: string): Rupees {
  const supply = invoiceSupplyOf(state, invoiceId);
  return sumAmounts(
    state.invoices[invoiceId]!.context.items.map((line) =>
      lineAmount(line.quantityDelivered, line.rate, line.taxPercent, supply),
    ),
  );
}

/** Published invoices less their credit notes. */
export function invoicedAmount(state: AgreementState): Rupees {
  const published = Object.values(state.invoices).filter((invoice) => invoice.status === 'Published');
  const invoiced = published.map((invoice) => invoiceAmountOf(state, invoice.context.invoiceId));
  const credited = published.flatMap(({ context }) =>
    context.creditNote
      ? [documentTotals(context.creditNote.lines, invoiceSupplyOf(state, context.invoiceId)).total]
      : [],
  );
  return subtractAmounts(sumAmounts(invoiced), sumAmounts(credited));
}

/** Payments the seller confirmed as received. */
export function receivedAmount(state: AgreementState): Rupees {
  return sumAmounts(
    Object.values(state.payments)
      .filter((payment) => payment.status === 'Received')
      .map((payment) => payment.context.amount),
  );
}
