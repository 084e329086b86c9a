// A purchase order's payment schedule as the contract's expected payments: each row with the days
// (and, once the contract's start is known, the dates) it falls due, and how much of it the
// invoices raised and the payments received so far cover, the schedule taken in due order.
import { Decimal } from 'decimal.js';
import type { PaymentType } from '../rules/purchase-order.rules.js';
import { sumAmounts, toAmount, type Rupees } from '../rules/money.js';
import type { AgreementState } from './agreement.state.js';
import { addDays } from './agreement.views.js';
import { invoicedAmount, invoiceNetOf } from './contract-amounts.js';
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
  /** How much of `total` the published invoices cover, earlier rows first (never the advance). */
  invoiced: Rupees;
  /** How much of `total` the payments the seller confirmed as received cover, earlier rows first. */
  received: Rupees;
  /** The published invoices that bill it (the buyer pays each through its note), in the order raised. */
  invoices: { invoiceId: string; number: string | null }[];
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

/** Each published invoice with what it bills (less its credit note), in the order raised. */
function billedInvoices(state: AgreementState) {
  return Object.values(state.invoices)
    .filter((invoice) => invoice.status === 'Published')
    .map(({ context: { invoiceId, tax } }) => ({
      invoiceId,
      number: tax?.number ?? null,
      amount: new Decimal(invoiceNetOf(state, invoiceId)),
    }));
}

/** The invoices that bill each row: each invoice's amount covers the rows in order after the earlier invoices'. */
function invoicesOfRows(state: AgreementState, billed: readonly Rupees[]) {
  const rows = billed.map(() => [] as ExpectedPayment['invoices']);
  let before = new Decimal(0);
  for (const { amount, ...invoice } of billedInvoices(state)) {
    const after = before.plus(amount);
    let start = new Decimal(0);
    billed.forEach((total, k) => {
      const end = start.plus(total);
      if (end.gt(start) && end.gt(before) && start.lt(after)) rows[k]!.push(invoice);
      start = end;
    });
    before = after;
  }
  return rows;
}

/** Payments the seller confirmed as received: against the advance (no note) or against invoices' notes. */
function receivedBy(state: AgreementState, advance: boolean): Rupees {
  const received = Object.values(state.payments).filter(
    (p) => p.status === 'Received' && (p.context.noteId === null) === advance,
  );
  return sumAmounts(received.map((p) => p.context.amount));
}

/**
 * The expected payments of a contract raised as a purchase order; null for any other contract.
 * The advance row is the contract's advance, paid at the start without an invoice: advance
 * payments cover it. Invoices and the payments against their notes cover the other rows, earliest first.
 */
export function expectedPayments(state: AgreementState): ExpectedPayments | null {
  if (!state.purchaseOrder || !state.agreement) return null;
  const start = scheduleStart(state);
  const rows = purchaseOrderSchedule(state)
    .map((row) => ({ ...row, dueDays: row.treeDays }))
    .sort((a, b) => (a.dueDays[0] ?? 0) - (b.dueDays[0] ?? 0));
  const totals = rows.map((row) => row.total);
  const billed = rows.map((row) => (row.type === 'A' ? '0.00' : row.total));
  const invoiced = invoicedAmount(state);
  const [advanceReceived, notesReceived] = [receivedBy(state, true), receivedBy(state, false)];
  const invoicedCover = coverInOrder(invoiced, billed);
  const rowInvoices = invoicesOfRows(state, billed);
  const notesCover = coverInOrder(notesReceived, billed);
  const advanceCover = coverInOrder(
    advanceReceived,
    rows.map((row) => (row.type === 'A' ? row.total : '0.00')),
  );
  return {
    startDate: start,
    scheduled: sumAmounts(totals),
    invoiced,
    received: sumAmounts([advanceReceived, notesReceived]),
    payments: rows.map((row, k) => ({
      payId: row.payId,
      type: row.type,
      note: row.note,
      amount: row.amount,
      total: row.total,
      dueDays: row.dueDays,
      dueDates: start === null ? null : row.dueDays.map((day) => addDays(start, day)),
      invoiced: invoicedCover[k]!,
      received: sumAmounts([advanceCover[k]!, notesCover[k]!]),
      invoices: rowInvoices[k]!,
    })),
  };
}
