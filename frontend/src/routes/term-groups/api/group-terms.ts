import type { TermInGroupForm } from '@samvida/machines';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import type { ApiCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';

const GroupTerm = z.object({
  id: z.string(),
  groupId: z.string(),
  termTitle: z.string(),
  termTxt: z.string(),
  attachmentList: z.array(z.object({ id: z.string(), link: z.string(), name: z.optional(z.string()) })),
});
export type GroupTerm = z.output<typeof GroupTerm>;

// GET api/Auth/GetTermList?groupId=: the group's terms, oldest first.
export function useGroupTerms(groupId: string) {
  return useQuery({
    queryKey: queryKeys.groupTerms(groupId),
    queryFn: () => apiGet('Auth/GetTermList', z.array(GroupTerm), { groupId }),
    enabled: groupId !== '',
  });
}

export const groupTermCalls = {
  // POST AddTermInTermGroup, or UpdateTermInTermGroup with Id.
  save: (term: TermInGroupForm): ApiCall => ({
    path: term.Id ? 'Auth/UpdateTermInTermGroup' : 'Auth/AddTermInTermGroup',
    method: 'POST',
    body: term,
  }),
  remove: (termId: string): ApiCall => ({
    path: 'Auth/RemoveUserTermFromGroup',
    method: 'DELETE',
    query: { userTermId: termId },
  }),
  removeAttachment: (attachmentId: string): ApiCall => ({
    path: 'Auth/RemoveUserTermAttachment',
    method: 'DELETE',
    query: { termAttachmentId: attachmentId },
  }),
};
