// What a contract comes to and what has been billed and paid against it, in exact rupees: the
// figures the dashboard sums and the expected payments measure the schedule against.
import type { ItemContext } from '../lifecycles/item.machine.js';
import { subtractAmounts, sumAmounts, lineAmount, type Rupees } from '../rules/money.js';
import type { AgreementState } from './agreement.state.js';
import { purchaseOrderTotals } from './purchase-order.views.js';

/**
 * The contract value. A purchase order's is its contract amount exactly as its form shows it
 * (items less the discount, plus the order's taxes); any other contract's is every item's
 * quantity × rate plus tax at the seller's rate (the buyer's where the seller has not offered one;
 * none counts 0), each line rounded to the paisa.
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
    total = lineAmount(item.quantity, item.sellerRate ?? item.buyerRate ?? '0', item.taxPercent);
    lineTotals.set(item, total);
  }
  return total;
}

/** Published invoices (Σ delivered quantity × rate plus tax, per line) less their credit notes. */
export function invoicedAmount(state: AgreementState): Rupees {
  const published = Object.values(state.invoices).filter((invoice) => invoice.status === 'Published');
  const lines = published.flatMap((invoice) =>
    invoice.context.items.map((line) => lineAmount(line.quantityDelivered, line.rate, line.taxPercent)),
  );
  const credited = published.flatMap((invoice) => invoice.context.creditNote?.lines.map((line) => line.total) ?? []);
  return subtractAmounts(sumAmounts(lines), sumAmounts(credited));
}

/** Payments the seller confirmed as received. */
export function receivedAmount(state: AgreementState): Rupees {
  return sumAmounts(
    Object.values(state.payments)
      .filter((payment) => payment.status === 'Received')
      .map((payment) => payment.context.amount),
  );
}
