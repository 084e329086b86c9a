import * as z from 'zod/mini';
import { updateSession } from '@/lib/session';

const Id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

// What api/Auth/login and api/Auth/ValidateOTP answer on success (spec §3, §7).
export const SignedInUser = z.object({
  token: z.nullish(z.string()),
  refreshToken: z.nullish(z.string()),
  name: z.nullish(z.string()),
  userType: z.nullish(z.union([z.string(), z.number()])),
  email: z.nullish(z.string()),
  phoneNumber: z.nullish(z.string()),
  userId: z.nullish(Id),
  usrId: z.nullish(Id),
  // `New` until the profile is completed (terms accepted).
  userStatus: z.nullish(z.string()),
});
export type SignedInUser = z.output<typeof SignedInUser>;

// Stores the spec's session values; login status '1' marks the user signed in.
export function startSession(user: SignedInUser & { token: string }): void {
  updateSession({
    userId: user.userId ?? user.usrId ?? null,
    token: user.token,
    refreshToken: user.refreshToken ?? null,
    userType: user.userType == null ? null : String(user.userType),
    displayName: user.name ?? null,
    email: user.email ?? null,
    phone: user.phoneNumber ?? null,
    loginStatus: '1',
  });
}

// A contact id handed back by Register, SendOtp and ChangePassword.
export const ContactIdReply = z.object({ contactId: Id });
