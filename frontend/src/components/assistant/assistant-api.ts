import { DraftProposal, type DraftProposal as Proposal } from '@samvida/machines';
import { useMutation, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet, apiRequest } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { isSignedIn, useSession } from '@/lib/session';

// GET api/Assistant/Provider: whether an AI provider is set up, and the host a description goes to.
const ProviderInfo = z.object({ configured: z.boolean(), host: z.nullable(z.string()), model: z.nullable(z.string()) });
export type ProviderInfo = z.output<typeof ProviderInfo>;

// Asked only when signed in: the AI provider is for members, guests draft with the built-in reader.
export function useAiProvider() {
  const signedIn = isSignedIn(useSession());
  return useQuery({
    queryKey: queryKeys.aiProvider,
    queryFn: () => apiGet('Assistant/Provider', ProviderInfo),
    staleTime: Infinity,
    enabled: signedIn,
  });
}

// The server answers only a proposal the contract schemas accepted; read it with the same schema.
const ProposalData = z.custom<Proposal>((value) => DraftProposal.safeParse(value).success);

// POST api/Assistant/DraftFromDescription: sent only when the user presses the AI button.
export function useAiDraft() {
  return useMutation({
    mutationFn: async (body: { Description: string; ContractType: string | null }) =>
      (await apiRequest('Assistant/DraftFromDescription', ProposalData, { method: 'POST', body })).data,
  });
}
