import { z } from 'zod';

/** Body of `POST api/Auth/Refresh` and `POST api/Auth/Logout`. */
export const RefreshRequest = z.object({
  RefreshToken: z.string({ error: 'RefreshToken is required.' }).min(1, { error: 'RefreshToken is required.' }),
});
export type RefreshRequest = z.infer<typeof RefreshRequest>;
