import type { PlanView } from '../lookups/lookups.service.js';
import type { PaymentOrder } from './payment-order.entity.js';
import { rupeesOf } from './plan-period.js';

// A plan purchase as the user sees it: its plan, amount, month and receipt.
export interface PaymentView {
  orderId: string;
  paymentId: string | null;
  receipt: string;
  plan: { id: number; typeValue: string };
  amount: string;
  currency: string;
  status: 'created' | 'paid';
  paidAt: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  lastFailure: string | null;
  // Where its PDF receipt downloads from, once paid.
  receiptUrl: string | null;
}

export function toPaymentView(order: PaymentOrder, plan: PlanView): PaymentView {
  return {
    orderId: order.razorpayOrderId,
    paymentId: order.razorpayPaymentId,
    receipt: order.receipt,
    plan: { id: plan.id, typeValue: plan.typeValue },
    amount: rupeesOf(order.amountPaise),
    currency: order.currency,
    status: order.status,
    paidAt: order.paidAt?.toISOString() ?? null,
    periodStart: order.periodStart?.toISOString() ?? null,
    periodEnd: order.periodEnd?.toISOString() ?? null,
    lastFailure: order.lastFailure,
    receiptUrl: order.status === 'paid' ? `/api/payment/Receipt?orderId=${order.razorpayOrderId}` : null,
  };
}
