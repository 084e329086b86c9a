import { z } from 'zod';

// The transaction StartEsign answered.
export const CompleteEsignRequest = z.object({ TransactionId: z.string().min(1).max(1000) });
export type CompleteEsignRequest = z.infer<typeof CompleteEsignRequest>;
