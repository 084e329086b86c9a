import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet, apiRequest } from '@/api/client';
import { fetchFile } from '@/api/files';
import { queryKeys } from '@/api/query-keys';

// POST api/payment/CreateOrder: the payment order response of spec §3.
export const PaymentOrder = z.object({
  razorKey: z.string(),
  amount: z.int(),
  currency: z.string(),
  companyName: z.string(),
  description: z.string(),
  orderId: z.string(),
  clientName: z.string(),
  clientEmail: z.nullable(z.string()),
  clientPhoneNumber: z.nullable(z.string()),
  sandbox: z.boolean(),
});
export type PaymentOrder = z.output<typeof PaymentOrder>;

// What Razorpay's checkout (or the sandbox's) hands to its success handler.
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

const Payment = z.object({
  orderId: z.string(),
  paymentId: z.nullable(z.string()),
  plan: z.object({ id: z.int(), typeValue: z.string() }),
  amount: z.string(),
  status: z.enum(['created', 'paid']),
  paidAt: z.nullable(z.string()),
  periodEnd: z.nullable(z.string()),
  lastFailure: z.nullable(z.string()),
  receiptUrl: z.nullable(z.string()),
});
export type Payment = z.output<typeof Payment>;

const RechargeResult = z.object({ applied: z.boolean(), payment: Payment });

export async function createOrder(planId: number, rate: string | number) {
  return (await apiRequest('payment/CreateOrder', PaymentOrder, { body: { SubTypeId: planId, Amount: String(rate) } }))
    .data;
}

// api/payment/Recharge: the server verifies the signature and the captured amount before applying the plan.
export function recharge(planId: number, checkout: CheckoutSuccess) {
  return apiRequest('payment/Recharge', RechargeResult, {
    method: 'POST',
    query: {
      subTypeId: planId,
      note: checkout.razorpay_payment_id,
      reciptId: checkout.razorpay_order_id,
      signature: checkout.razorpay_signature,
    },
  });
}

// GET api/payment/Subscription: the plan in force, this month's usage, SMS charges and payments.
const SubscriptionStatus = z.object({
  plan: z.object({ id: z.int(), typeValue: z.string() }),
  paidUntil: z.nullable(z.string()),
  contracts: z.object({ used: z.int(), allowed: z.int() }),
  generatedPdfs: z.object({ used: z.int(), allowed: z.int() }),
  smsCharges: z.array(z.object({ contractId: z.nullable(z.string()), amount: z.string(), chargedAt: z.string() })),
  smsChargeTotal: z.string(),
  payments: z.array(Payment),
});

export function useSubscriptionStatus(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.subscription,
    queryFn: () => apiGet('payment/Subscription', SubscriptionStatus),
    enabled,
  });
}

// Saves a payment's PDF receipt (the download needs the bearer token, so it goes through a blob).
export async function downloadReceipt(payment: Payment): Promise<void> {
  const blob = await fetchFile(payment.receiptUrl!);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `samvida-receipt-${payment.orderId}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
