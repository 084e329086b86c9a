import { z } from 'zod';

const TOKEN_REQUIRED = 'A Google ID token is required.';

// Body of `POST api/Auth/Googlelogin`: the Google ID token (a JWT). A client-asserted e-mail is never trusted.
export const GoogleLoginRequest = z.object({
  IdToken: z.string({ error: TOKEN_REQUIRED }).min(1, { error: TOKEN_REQUIRED }),
});
export type GoogleLoginRequest = z.infer<typeof GoogleLoginRequest>;
