// A purchase order's payment schedule as the contract's expected payments: each row with the days
// (and, once the contract's start is known, the dates) it falls due, and how much of it the
// invoices raised and the payments received so far cover, the schedule taken in due order.
import { Decimal } from 'decimal.js';
import type { PaymentType } from '../rules/purchase-order.rules.js';
import { sumAmounts, toAmount, type Rupees } from '../rules/money.js';
import type { AgreementState } from './agreement.state.js';
import { addDays } from './agreement.views.js';
import { invoicedAmount, receivedAmount } from './contract-amounts.js';
import { purchaseOrderSchedule } from './purchase-order.views.js';

/** One scheduled payment of the contract. */
export interface ExpectedPayment {
  payId: string;
  type: PaymentType;
  note: string;
  /** Each instalment (a frequency row has several). */
  amount: Rupees;
  total: Rupees;
  /** Days from the start on which its instalments fall. */
  dueDays: number[];
  /** The same days as dates (yyyy-mm-dd) once the contract's start is known, else null. */
  dueDates: string[] | null;
  /** How much of `total` the published invoices cover, earlier rows first. */
  invoiced: Rupees;
  /** How much of `total` the payments the seller confirmed as received cover, earlier rows first. */
  received: Rupees;
}

export interface ExpectedPayments {
  /** The day the schedule counts from: the start date, or the completion date less the duration. */
  startDate: string | null;
  scheduled: Rupees;
  invoiced: Rupees;
  received: Rupees;
  payments: ExpectedPayment[];
}

/** When day 0 of the schedule is: known once the contract has a start or a frozen completion date. */
function scheduleStart(state: AgreementState): string | null {
  const { startDate, completionDate, generalTerms } = state.agreement!.context;
  if (startDate) return startDate;
  return completionDate ? addDays(completionDate, -generalTerms.durationDays) : null;
}

/** Shares `amount` out over `totals` in order, each taking at most its own total. */
function coverInOrder(amount: Rupees, totals: readonly Rupees[]): Rupees[] {
  let left = new Decimal(amount);
  return totals.map((total) => {
    const covered = Decimal.max(0, Decimal.min(left, total));
    left = left.minus(covered);
    return toAmount(covered);
  });
}

/** The expected payments of a contract raised as a purchase order; null for any other contract. */
export function expectedPayments(state: AgreementState): ExpectedPayments | null {
  if (!state.purchaseOrder || !state.agreement) return null;
  const start = scheduleStart(state);
  const rows = purchaseOrderSchedule(state)
    .map((row) => ({ ...row, dueDays: row.treeDays }))
    .sort((a, b) => (a.dueDays[0] ?? 0) - (b.dueDays[0] ?? 0));
  const totals = rows.map((row) => row.total);
  const [invoiced, received] = [invoicedAmount(state), receivedAmount(state)];
  const invoicedCover = coverInOrder(invoiced, totals);
  const receivedCover = coverInOrder(received, totals);
  return {
    startDate: start,
    scheduled: sumAmounts(totals),
    invoiced,
    received,
    payments: rows.map((row, k) => ({
      payId: row.payId,
      type: row.type,
      note: row.note,
      amount: row.amount,
      total: row.total,
      dueDays: row.dueDays,
      dueDates: start === null ? null : row.dueDays.map((day) => addDays(start, day)),
      invoiced: invoicedCover[k]!,
      received: receivedCover[k]!,
    })),
  };
}
