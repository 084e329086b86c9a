import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellerRate } from '@samvida/machines';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

// POST api/Business/SaveAgreement: a seller applies; the answer is the new draft agreement's id.
export interface SaveAgreementBody {
  ProposalId: string;
  Advance: string;
  SellerRates: SellerRate[];
}

export function useSaveAgreement(proposalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ProposalId, Advance, SellerRates }: SaveAgreementBody) =>
      apiRequest('Business/SaveAgreement', z.object({ id: z.string() }), {
        body: {
          ProposalId,
          Advance,
          // The spec's row shape: Id 0 (new) and RateType 2 (seller rates).
          SellerRates: SellerRates.map((rate) => ({ Id: 0, RateType: 2, ...rate })),
        },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.proposal(proposalId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]),
  });
}
