import { z } from 'zod';

// What the sandbox checkout page sends when the user pays, fails or (in tests) pays a different amount.
export const SandboxCheckoutRequest = z.object({
  OrderId: z.string().min(1).max(100),
  Outcome: z.enum(['success', 'failure']),
  // Paise actually charged; defaults to the order's amount.
  Amount: z.number().int().positive().optional(),
  // Simulates a lost webhook: only the browser callback reports the payment.
  SkipWebhook: z.boolean().optional(),
});
export type SandboxCheckoutRequest = z.infer<typeof SandboxCheckoutRequest>;
