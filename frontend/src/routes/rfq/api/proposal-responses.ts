import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

// GET api/Business/GetAllResponseOfProposal: sellers' applications (a seller sees only their own).
const Response = z.object({
  id: z.string(),
  agreementId: z.string(),
  seller: z.object({ usrId: z.string(), usrName: z.string() }),
  status: z.nullable(z.string()),
  advancePercent: z.string(),
  quotedTotal: z.string(),
  itemsQuoted: z.number(),
  createdOn: z.string(),
});
export type ProposalResponse = z.output<typeof Response>;

export function useProposalResponses(proposalId: string) {
  return useQuery({
    queryKey: queryKeys.proposalResponses(proposalId),
    queryFn: () => apiGet('Business/GetAllResponseOfProposal', z.array(Response), { proposalId }),
    enabled: proposalId !== '',
  });
}
