import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { isSignedIn, useSession } from '@/lib/session';

// GET api/POManagerAuth/getClientInfo: the signed-in user with the current plan.
const ClientInfo = z.object({
  name: z.nullish(z.string()),
  email: z.nullish(z.string()),
  phoneNumber: z.nullish(z.string()),
  gstin: z.nullish(z.string()),
  address: z.nullish(z.string()),
  plan: z.nullish(z.object({ id: z.number(), typeValue: z.string() })),
});
export type ClientInfo = z.output<typeof ClientInfo>;

export function useClientInfo() {
  const signedIn = isSignedIn(useSession());
  return useQuery({
    queryKey: queryKeys.clientInfo,
    queryFn: () => apiGet('POManagerAuth/getClientInfo', ClientInfo),
    enabled: signedIn,
  });
}

// The header's plan label: the user's actual plan, never a fixed one.
export function usePlanLabel(): string {
  const { data, isPending, isError } = useClientInfo();
  if (isPending) return 'Loading plan…';
  if (isError) return 'Plan unavailable';
  return data.plan?.typeValue ?? 'No plan';
}
