import { z } from 'zod';

const PaymentEntity = z.object({
  id: z.string(),
  order_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  error_description: z.string().nullish(),
});

// The parts of a Razorpay webhook body this app reads (payment.* and order.paid carry a payment).
export const RazorpayWebhookPayload = z.object({
  event: z.string(),
  payload: z.object({ payment: z.object({ entity: PaymentEntity }).optional() }).loose(),
});
export type RazorpayWebhookPayload = z.infer<typeof RazorpayWebhookPayload>;
