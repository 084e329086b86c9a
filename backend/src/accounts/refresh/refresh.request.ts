import { z } from 'zod';

// Body of `POST api/Auth/Refresh` and `POST api/Auth/Logout`.
export const RefreshRequest = z.object({
  RefreshToken: z
    .string({ error: 'Your session has ended. Please sign in again.' })
    .min(1, { error: 'Your session has ended. Please sign in again.' }),
});
export type RefreshRequest = z.infer<typeof RefreshRequest>;
