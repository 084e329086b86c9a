import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/api/client';
import { SignedInUser, startSession } from './session-response';

// POST api/Auth/login {Contact, Password}; a reply without a token counts as refused (spec §8).
export async function login(input: { contact: string; password: string }): Promise<SignedInUser> {
  const { data } = await apiRequest('Auth/login', SignedInUser, {
    body: { Contact: input.contact, Password: input.password },
  });
  if (!data.token) throw new ApiError('Invalid Credentials.', 401);
  startSession({ ...data, token: data.token });
  return data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
