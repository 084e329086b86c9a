import { useMutation, useQuery } from '@tanstack/react-query';
import { PROPOSAL_STATUSES } from '@samvida/machines';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

const Id = z.union([z.string(), z.number()]);

// An RFQ row of GetAllRFQList / GetUserRFQList (spec §3).
export const RfqRow = z.object({
  id: Id,
  proposalUID: z.nullish(z.string()),
  title: z.nullish(z.string()),
  proposalStatus: z.enum(PROPOSAL_STATUSES),
  createdOn: z.string(),
  owner: z.nullish(z.object({ usrName: z.nullish(z.string()) })),
  inviteOnly: z.nullish(z.boolean()),
});
export type RfqRow = z.output<typeof RfqRow>;

// An invite row of GetAllInvitesOfUser.
export const InviteRow = z.object({
  id: Id,
  inviteUID: z.nullish(z.string()),
  // The RFQ invited to.
  proposalUID: z.nullish(z.string()),
  title: z.nullish(z.string()),
  raisedByUser: z.nullish(z.object({ usrName: z.nullish(z.string()) })),
});
export type InviteRow = z.output<typeof InviteRow>;

// GET api/Business/GetUserRFQList: the user's own RFQs.
export function useUserRfqs() {
  return useQuery({ queryKey: queryKeys.userRfqs, queryFn: () => apiGet('Business/GetUserRFQList', z.array(RfqRow)) });
}

// GET api/Business/GetAllRFQList: other users' active RFQs.
export function useOpenRfqs() {
  return useQuery({ queryKey: queryKeys.allRfqs, queryFn: () => apiGet('Business/GetAllRFQList', z.array(RfqRow)) });
}

// GET api/Business/GetAllInvitesOfUser: RFQs the user was invited to.
export function useInvites() {
  return useQuery({
    queryKey: queryKeys.invites,
    queryFn: () => apiGet('Business/GetAllInvitesOfUser', z.array(InviteRow)),
  });
}

// GET api/Business/GetProposalFromInvite?inviteId=: the RFQ behind an invite, for Apply.
export function useProposalFromInvite() {
  return useMutation({
    mutationFn: (inviteId: string | number) =>
      apiGet('Business/GetProposalFromInvite', z.record(z.string(), z.unknown()), { inviteId }),
  });
}
