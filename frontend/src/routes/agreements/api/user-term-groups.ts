import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

// GET api/General/UserTermDropDown?typeName=Seller: the caller's saved term groups of one type.
const TermGroupOption = z.object({ id: z.string(), typeValue: z.string(), desc: z.nullish(z.string()) });

export function useUserTermGroups(typeName: 'Seller' | 'Buyer') {
  return useQuery({
    queryKey: queryKeys.userTermDropdown(typeName),
    queryFn: () => apiGet('General/UserTermDropDown', z.array(TermGroupOption), { typeName }),
  });
}
