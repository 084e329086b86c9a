import type { TermGroupForm } from '@samvida/machines';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import type { ApiCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';

const TermGroup = z.object({
  groupId: z.string(),
  groupName: z.string(),
  description: z.string(),
  typeName: z.string(),
  ldPercentOnlyForBuying: z.string(),
  ldAppliedInDaysOnlyForBuying: z.number(),
  advancePercent: z.nullable(z.string()),
});
export type TermGroup = z.output<typeof TermGroup>;

// GET api/Auth/GetTermGroupList: the caller's groups, oldest first.
export function useTermGroups() {
  return useQuery({
    queryKey: queryKeys.termGroups,
    queryFn: () => apiGet('Auth/GetTermGroupList', z.array(TermGroup)),
  });
}

// GET api/General/TermsTypes: Seller (1) and Buyer (2); a group has one of them.
const TermType = z.object({ id: z.number(), typeValue: z.string() });

export function useTermTypes() {
  return useQuery({
    queryKey: queryKeys.termTypes,
    queryFn: () => apiGet('General/TermsTypes', z.array(TermType)),
    staleTime: Infinity,
  });
}

export const termGroupCalls = {
  // POST AddUserTermGroup, or UpdateUserTermGroup with GroupId.
  save: (group: TermGroupForm): ApiCall => ({
    path: group.GroupId ? 'Auth/UpdateUserTermGroup' : 'Auth/AddUserTermGroup',
    method: 'POST',
    body: group,
  }),
  // The spec names the group's id `termId` here.
  remove: (groupId: string): ApiCall => ({
    path: 'Auth/DeleteUserTermGroup',
    method: 'DELETE',
    query: { termId: groupId },
  }),
};
