import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';

// POST api/General/ContactLookup {ContactInfo}: the builder's Verify (404 CONTACT_NOT_FOUND: no account).
const Contact = z.object({
  usrName: z.nullish(z.string()),
  email: z.nullish(z.string()),
  phoneNumber: z.nullish(z.string()),
  usrGstin: z.nullish(z.string()),
  usrAddress: z.nullish(z.string()),
});
export type Contact = z.output<typeof Contact>;

export function useContactLookup() {
  return useMutation({
    mutationFn: async (contactInfo: string) =>
      (await apiRequest('General/ContactLookup', Contact, { body: { ContactInfo: contactInfo } })).data,
  });
}
