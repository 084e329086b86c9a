import { z } from 'zod';

// The transaction StartEsign answered and, for a provider that authenticates nobody (the
// sandbox), the six-digit code sent to the signer.
export const CompleteEsignRequest = z.object({
  TransactionId: z.string().min(1).max(1000),
  Code: z
    .string()
    .regex(/^\d{6}$/, 'Enter the six-digit code.')
    .optional(),
});
export type CompleteEsignRequest = z.infer<typeof CompleteEsignRequest>;
