import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { CodePurpose } from '../pending-code';
import { ContactIdReply } from './session-response';

// POST api/Auth/SendOtp {ContactInfo, Purpose}: sends a sign-in or reset code; answers the contact id.
export async function sendOtp(input: { contact: string; purpose: CodePurpose }): Promise<string> {
  const { data } = await apiRequest('Auth/SendOtp', ContactIdReply, {
    body: { ContactInfo: input.contact, Purpose: input.purpose },
  });
  return data.contactId;
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
