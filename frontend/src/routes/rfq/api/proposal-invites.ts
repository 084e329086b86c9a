import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet, apiRequest, AnyData } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

// GET api/Business/GetAllInvitesOfProposal: all invites for the owner, a seller's own otherwise.
const Invite = z.object({
  id: z.string(),
  inviteUID: z.string(),
  phoneNumber: z.string(),
  raisedForUser: z.nullable(z.object({ usrId: z.string(), usrName: z.string() })),
  status: z.string(),
  statusLabel: z.string(),
  createdOn: z.string(),
});
export type Invite = z.output<typeof Invite>;

export function useProposalInvites(proposalId: string) {
  return useQuery({
    queryKey: queryKeys.proposalInvites(proposalId),
    queryFn: () => apiGet('Business/GetAllInvitesOfProposal', z.array(Invite), { proposalId, termType: 'Buyer' }),
    enabled: proposalId !== '',
  });
}

// After any invite change: the lists, the actions and the quote views of this RFQ.
function useRefreshProposal(proposalId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.proposal(proposalId) });
}

// POST api/Business/SendInvite {PhoneNumber, ProposalId}.
export function useSendInvite(proposalId: string) {
  const refresh = useRefreshProposal(proposalId);
  return useMutation({
    mutationFn: (phoneNumber: string) =>
      apiRequest('Business/SendInvite', AnyData, { body: { PhoneNumber: phoneNumber, ProposalId: proposalId } }),
    onSuccess: refresh,
  });
}

// POST api/Business/SendBulkInvite {UploadedFileLink, ProposalId}: a result per row of the file.
const BulkRow = z.object({
  row: z.number(),
  value: z.string(),
  phoneNumber: z.nullable(z.string()),
  result: z.enum(['sent', 'invalid', 'duplicate']),
  message: z.string(),
});
export type BulkRow = z.output<typeof BulkRow>;
const BulkResult = z.object({ sent: z.number(), rows: z.array(BulkRow) });

export function useSendBulkInvite(proposalId: string) {
  const refresh = useRefreshProposal(proposalId);
  return useMutation({
    mutationFn: (fileLink: string) =>
      apiRequest('Business/SendBulkInvite', BulkResult, {
        body: { UploadedFileLink: fileLink, ProposalId: proposalId },
      }),
    onSuccess: refresh,
  });
}

// DELETE api/Business/DeleteInvite?inviteId=: the owner withdraws, the invited seller declines.
export function useDeleteInvite(proposalId: string) {
  const refresh = useRefreshProposal(proposalId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) =>
      apiRequest('Business/DeleteInvite', AnyData, { method: 'DELETE', query: { inviteId } }),
    onSuccess: () => Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: queryKeys.rfqs })]),
  });
}
