import { z } from 'zod';

// Whether both signatures are needed before the buyer's start (AA).
export const RequireSignaturesRequest = z.object({ Required: z.boolean() });
export type RequireSignaturesRequest = z.infer<typeof RequireSignaturesRequest>;
