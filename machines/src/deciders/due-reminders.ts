// The payments of a contract still unpaid, with the day each falls due: what due-date reminders are
// about. A purchase order's come from its agreed payment schedule (expected payments), covered in
// due order by the payments the seller confirmed as received; any other contract's are its advance
// and its settled transaction notes, each due on the date recorded when it fell due.
import { Decimal } from 'decimal.js';
import { PAYMENT_TYPE_LABELS } from '../rules/purchase-order.rules.js';
import { compareDecimals, subtractAmounts, toAmount, type Rupees } from '../rules/money.js';
import type { AgreementState } from './agreement.state.js';
import { advancePaymentSummary, notePaymentSummary } from './agreement.views.js';
import { expectedPayments, type ExpectedPayment } from './expected-payments.js';

/** One instalment not fully received. */
export interface UnpaidInstalment {
  /**
   * Stable while the terms stand: `<payId>:<instalment number>` for a scheduled payment,
   * `advance:<its note payment id>` for the advance, `note:<note id>` for a settled note.
   */
  key: string;
  /** e.g. "Advance", "Monthly", "Invoice INV/26-27/000001". */
  label: string;
  dueDate: string;
  unpaid: Rupees;
}

function unpaidOf(row: ExpectedPayment): UnpaidInstalment[] {
  const unpaid: UnpaidInstalment[] = [];
  let received = new Decimal(row.received);
  let scheduled = new Decimal(row.total);
  row.dueDates!.forEach((dueDate, k) => {
    const amount = Decimal.min(row.amount, scheduled);
    const covered = Decimal.min(amount, received);
    [received, scheduled] = [received.minus(covered), scheduled.minus(amount)];
    if (amount.gt(covered))
      unpaid.push({
        key: `${row.payId}:${k}`,
        label: PAYMENT_TYPE_LABELS[row.type],
        dueDate,
        unpaid: toAmount(amount.minus(covered)),
      });
  });
  return unpaid;
}

/** The instalments of a purchase order's payment schedule not yet received, once the schedule is dated. */
function unpaidScheduled(state: AgreementState): UnpaidInstalment[] {
  const expected = expectedPayments(state);
  if (!expected?.startDate) return [];
  return expected.payments.flatMap(unpaidOf);
}

/** One payment account (the advance's, a note's) as an instalment, while the seller has not received it all. */
function unpaidAccount(
  key: string,
  label: string,
  account: { totalDue: Rupees; totalPaid: Rupees } | undefined,
  dueDate: string | undefined,
): UnpaidInstalment[] {
  // Accounts opened before due dates were recorded have none to remind of.
  if (!account || !dueDate) return [];
  const unpaid = subtractAmounts(account.totalDue, account.totalPaid);
  return compareDecimals(unpaid, 0) > 0 ? [{ key, label, dueDate, unpaid }] : [];
}

function unpaidAdvance(state: AgreementState): UnpaidInstalment[] {
  const advance = state.agreement!.context.advance;
  return advance
    ? unpaidAccount(
        `advance:${advance.notePaymentId}`,
        PAYMENT_TYPE_LABELS.A,
        advancePaymentSummary(state),
        advance.dueDate,
      )
    : [];
}

// A note is named by its invoice's GST number once numbered (the number both parties hold).
function unpaidNotes(state: AgreementState): UnpaidInstalment[] {
  return Object.values(state.notes).flatMap(({ context: { noteId, invoiceId, dueDate } }) => {
    const number = state.invoices[invoiceId]?.context.tax?.number;
    const label = number ? `Invoice ${number}` : 'Transaction note';
    return unpaidAccount(`note:${noteId}`, label, notePaymentSummary(state, noteId), dueDate);
  });
}

// Payments are due on an agreed contract; a rejected, expired or closed one asks for none.
const PAYING_STATUSES: readonly string[] = ['Accepted', 'Active'];

/**
 * The payments not yet received, once the contract is agreed. A purchase order's schedule already
 * holds its advance and what its notes pay, so its notes and advance are not counted again.
 */
export function unpaidInstalments(state: AgreementState): UnpaidInstalment[] {
  if (!PAYING_STATUSES.includes(state.agreement?.status ?? '')) return [];
  return state.purchaseOrder ? unpaidScheduled(state) : [...unpaidAdvance(state), ...unpaidNotes(state)];
}
