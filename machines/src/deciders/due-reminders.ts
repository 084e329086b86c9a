// The scheduled payments of a contract still unpaid, instalment by instalment, with the day each
// falls due: what due-date reminders are about. From the agreed payment terms (expected payments),
// covered in due order by the payments the seller confirmed as received.
import { Decimal } from 'decimal.js';
import { PAYMENT_TYPE_LABELS } from '../rules/purchase-order.rules.js';
import { toAmount, type Rupees } from '../rules/money.js';
import type { AgreementState } from './agreement.state.js';
import { expectedPayments, type ExpectedPayment } from './expected-payments.js';

/** One instalment not fully received. */
export interface UnpaidInstalment {
  /** `<payId>:<instalment number>`, stable while the terms stand. */
  key: string;
  /** e.g. "Advance", "Monthly". */
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

// Payments are due on an agreed contract; a rejected, expired or closed one asks for none.
const PAYING_STATUSES: readonly string[] = ['Accepted', 'Active'];

/** The instalments of the payment schedule not yet received, once the contract is agreed and dated. */
export function unpaidInstalments(state: AgreementState): UnpaidInstalment[] {
  if (!PAYING_STATUSES.includes(state.agreement?.status ?? '')) return [];
  const expected = expectedPayments(state);
  if (!expected?.startDate) return [];
  return expected.payments.flatMap(unpaidOf);
}
