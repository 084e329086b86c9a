import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

// GET api/General/SubscriptionList: the plans on sale (no sign-in needed).
export const SubscriptionPlan = z.object({
  id: z.int(),
  typeValue: z.string(),
  // INR; a decimal string or a number, shown exactly.
  rate: z.union([z.number(), z.string()]),
  numberOfContracts: z.int(),
  numberOfAttachments: z.int(),
  // Days.
  contractDurationLimit: z.int(),
  genPdfCount: z.int(),
});
export type SubscriptionPlan = z.output<typeof SubscriptionPlan>;

export function useSubscriptionPlans() {
  return useQuery({
    queryKey: queryKeys.plans,
    queryFn: () => apiGet('General/SubscriptionList', z.array(SubscriptionPlan)),
    staleTime: 5 * 60_000,
  });
}
