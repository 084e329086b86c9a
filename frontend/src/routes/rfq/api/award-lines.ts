import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, AnyData } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

// POST api/Business/AwardLines {ProposalId, Awards[{ItemId, ResponseId}]} (owner): each chosen line
// goes to the seller of that response; the lines left out stay undecided.
export interface LineAward {
  ItemId: string;
  ResponseId: string;
}

export function useAwardLines(proposalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (awards: LineAward[]) =>
      apiRequest('Business/AwardLines', AnyData, { body: { ProposalId: proposalId, Awards: awards } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.proposal(proposalId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.rfqs }),
      ]),
  });
}
