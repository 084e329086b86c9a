import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, AnyData } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

// StartRFQ, CloseProposal, CompleteProposal (GET|POST ?proposalId=): status changes of the owner.
export type StatusCall = 'StartRFQ' | 'CloseProposal' | 'CompleteProposal';

export const changeStatus = (call: StatusCall, proposalId: string) =>
  apiRequest(`Business/${call}`, AnyData, { method: 'POST', query: { proposalId } });

export function useChangeStatus(proposalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: StatusCall) => changeStatus(call, proposalId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.proposal(proposalId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.rfqs }),
      ]),
  });
}
