import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

// GET api/general/UserTypes: the types a user picks at registration.
const UserType = z.object({ id: z.int(), label: z.string() });

export function useUserTypes() {
  return useQuery({
    queryKey: queryKeys.userTypes,
    queryFn: () => apiGet('general/UserTypes', z.array(UserType)),
    staleTime: Infinity,
  });
}
