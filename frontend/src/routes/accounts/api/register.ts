import { useMutation } from '@tanstack/react-query';
import type { RegisterForm } from '@samvida/machines';
import { apiRequest } from '@/api/client';
import { ContactIdReply } from './session-response';

// The register payload of spec §3 (the shared form rule's output without the confirmation).
export type RegisterPayload = Omit<RegisterForm, 'ConfirmPassword'>;

// POST api/Auth/Register: creates the account and sends the one-time code; answers the contact id.
export async function register(payload: RegisterPayload): Promise<string> {
  const { data } = await apiRequest('Auth/Register', ContactIdReply, { body: payload });
  return data.contactId;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
