import { z } from 'zod';

// The challenge a signing code answered and the six-digit code.
export const SignContractRequest = z.object({
  ChallengeId: z.guid(),
  Code: z.string().regex(/^\d{6}$/, 'Enter the six-digit code.'),
});
export type SignContractRequest = z.infer<typeof SignContractRequest>;
