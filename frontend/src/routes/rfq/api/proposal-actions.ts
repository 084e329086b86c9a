import { useQuery } from '@tanstack/react-query';
import type { ProposalCommandType } from '@samvida/machines';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

const Actions = z.array(z.object({ command: z.string() }));

// GET api/Business/ProposalActions?proposalId=: exactly what the caller may do now (the machines decide).
const ProposalActions = z.object({
  availableProposalActions: z.object({ proposal: Actions, invites: z.record(z.string(), Actions) }),
});

export interface OfferedActions {
  // Whether the RFQ itself offers `command` now.
  can: (command: ProposalCommandType) => boolean;
  // Whether an invite offers `command` now.
  canOnInvite: (inviteId: string, command: ProposalCommandType) => boolean;
  // The invites that offer `command` (a seller's own invite to decline).
  invitesOffering: (command: ProposalCommandType) => string[];
}

export function useProposalActions(proposalId: string) {
  return useQuery({
    queryKey: queryKeys.proposalActions(proposalId),
    queryFn: () => apiGet('Business/ProposalActions', ProposalActions, { proposalId }),
    enabled: proposalId !== '',
    select: ({ availableProposalActions: offered }): OfferedActions => ({
      can: (command) => offered.proposal.some((action) => action.command === command),
      canOnInvite: (inviteId, command) =>
        offered.invites[inviteId]?.some((action) => action.command === command) ?? false,
      invitesOffering: (command) =>
        Object.entries(offered.invites)
          .filter(([, actions]) => actions.some((action) => action.command === command))
          .map(([id]) => id),
    }),
  });
}
