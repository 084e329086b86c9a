// What a contract comes to and what has been billed and paid against it, in exact rupees: the
// figures the dashboard sums and the expected payments measure the schedule against.
import { subtractAmounts, sumAmounts, lineAmount, totalsOf, type Rupees } from '../rules/money.js';
import type { AgreementState } from './agreement.state.js';
import { purchaseOrderTotals } from './purchase-order.views.js';

/**
 * The contract value. A purchase order's is its contract amount exactly as its form shows it
 * (items less the discount, plus the order's taxes); any other contract's is every item's
 * quantity × rate plus tax at the seller's rate (the buyer's where the seller has not offered one;
 * none counts 0).
 */
export function contractValue(state: AgreementState): Rupees {
  if (state.purchaseOrder) return purchaseOrderTotals(state).contractAmount;
  const lines = Object.values(state.items).map(({ context: item }) => ({
    quantity: item.quantity,
    rate: item.sellerRate ?? item.buyerRate ?? '0',
    taxPercent: item.taxPercent,
  }));
  return totalsOf(lines).total;
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
