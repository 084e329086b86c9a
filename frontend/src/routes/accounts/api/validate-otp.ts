import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ApiError, apiRequest } from '@/api/client';
import { SignedInUser, startSession } from './session-response';

// A sign-in code answers a session; a reset code answers a grant for one password change.
const ResetGrant = z.object({ usrId: z.string(), resetToken: z.string() });
const Verified = z.union([ResetGrant, SignedInUser]);

export type VerifiedCode =
  { kind: 'signed-in'; user: SignedInUser } | { kind: 'reset'; usrId: string; resetToken: string };

// POST api/Auth/ValidateOTP {ContactId, OTP}.
export async function validateOtp(input: { contactId: string; otp: string }): Promise<VerifiedCode> {
  const { data } = await apiRequest('Auth/ValidateOTP', Verified, {
    body: { ContactId: input.contactId, OTP: input.otp },
  });
  if ('resetToken' in data) return { kind: 'reset', usrId: data.usrId, resetToken: data.resetToken };
  if (!data.token) throw new ApiError('Invalid OTP.', 401);
  startSession({ ...data, token: data.token });
  return { kind: 'signed-in', user: data };
}

export function useValidateOtp() {
  return useMutation({ mutationFn: validateOtp });
}
