// What a contract comes to and what has been billed and paid against it, in exact rupees: the
// figures the dashboard sums and the expected payments measure the schedule against.
import type { ItemContext } from '../lifecycles/item.machine.js';
import {
  documentSupplyOf,
  documentTotals,
  lineAmount,
  SUPPLY_BEFORE_NUMBERING,
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
 * The supply type an invoice is priced under: from its place of supply and the seller's GSTIN at numbering, else (not
 * numbered yet) {@link SUPPLY_BEFORE_NUMBERING}.
 */
export function invoiceSupplyOf(state: AgreementState, invoiceId: string): SupplyType {
  const tax = state.invoices[invoiceId]?.context.tax;
  return tax ? documentSupplyOf(tax) : SUPPLY_BEFORE_NUMBERING;
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

/** What an invoice bills: its total less its credit note. */
export function invoiceNetOf(state: AgreementState, invoiceId: string): Rupees {
  const { creditNote } = state.invoices[invoiceId]!.context;
  const credited = creditNote ? documentTotals(creditNote.lines, invoiceSupplyOf(state, invoiceId)).total : '0.00';
  return subtractAmounts(invoiceAmountOf(state, invoiceId), credited);
}

/** Published invoices less their credit notes. */
export function invoicedAmount(state: AgreementState): Rupees {
  const published = Object.values(state.invoices).filter((invoice) => invoice.status === 'Published');
  return sumAmounts(published.map((invoice) => invoiceNetOf(state, invoice.context.invoiceId)));
}

/** Payments the seller confirmed as received. */
export function receivedAmount(state: AgreementState): Rupees {
  return sumAmounts(
    Object.values(state.payments)
      .filter((payment) => payment.status === 'Received')
      .map((payment) => payment.context.amount),
  );
}
