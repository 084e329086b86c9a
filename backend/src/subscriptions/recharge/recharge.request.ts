import { z } from 'zod';

// `api/payment/Recharge?subTypeId=&note=&reciptId=&signature=` (spec §7 names the first three):
// the plan, Razorpay's payment id, its order id and the checkout's `razorpay_signature`.
export const RechargeRequest = z.object({
  subTypeId: z.coerce.number().int().positive(),
  note: z.string().trim().min(1, 'The payment id is missing.').max(100),
  reciptId: z.string().trim().min(1, 'The order id is missing.').max(100),
  signature: z.string().trim().min(1, 'The payment signature is missing.').max(200),
});
export type RechargeParams = z.infer<typeof RechargeRequest>;
