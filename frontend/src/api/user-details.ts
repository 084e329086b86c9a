import { useQuery } from '@tanstack/react-query';
import { MEMBER_ROLES } from '@samvida/machines';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

// GET api/Auth/GetUserDetails?uid=: the business's profile (the profile form's prefill) and the
// signed-in member's role in it (what the screens offer).
const UserDetails = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.nullish(z.string()),
  email: z.nullish(z.string()),
  address: z.nullish(z.string()),
  bankName: z.nullish(z.string()),
  bankAccountNumber: z.nullish(z.string()),
  bankIfsc: z.nullish(z.string()),
  upiId: z.nullish(z.string()),
  memberRole: z.optional(z.enum(MEMBER_ROLES)),
});

export function useUserDetails(userId: string) {
  return useQuery({
    queryKey: queryKeys.userDetails(userId),
    queryFn: () => apiGet('Auth/GetUserDetails', UserDetails, { uid: userId }),
    enabled: userId !== '',
  });
}
