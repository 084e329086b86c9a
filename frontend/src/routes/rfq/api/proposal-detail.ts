import { useQuery } from '@tanstack/react-query';
import { PROPOSAL_STATUSES } from '@samvida/machines';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

const LookupRef = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

export const RfqItem = z.object({
  id: z.string(),
  itemTitle: z.string(),
  itemDescription: z.string(),
  itemHsnCsnUin: z.string(),
  itemQuantity: z.string(),
  unit: LookupRef,
  /** Awarded to a seller already: no longer open to quotations. */
  awarded: z.optional(z.boolean()),
});
export type RfqItem = z.output<typeof RfqItem>;

export const RfqTerm = z.object({
  id: z.string(),
  termTitle: z.string(),
  termTxt: z.string(),
  isPaymentTerm: z.boolean(),
  attachments: z.array(z.object({ id: z.string(), link: z.nullable(z.string()), name: z.nullable(z.string()) })),
});
export type RfqTerm = z.output<typeof RfqTerm>;

const UserRef = z.object({ usrId: z.string(), usrName: z.string() });

// GET api/Business/GetProposalDetail?proposalId=: the spec's "Proposal (read)" with the caller's role.
const ProposalDetail = z.object({
  id: z.string(),
  proposalUID: z.string(),
  title: z.string(),
  description: z.string(),
  proposalStatus: z.enum(PROPOSAL_STATUSES),
  statusLabel: z.string(),
  owner: UserRef,
  createdOn: z.string(),
  endDate: z.nullable(z.string()),
  proposalCompletionInDays: z.number(),
  proposalLdAppliedAfterDays: z.number(),
  proposalLdPercent: z.string(),
  inviteOnly: z.boolean(),
  lineItems: z.array(RfqItem),
  paymentTerms: z.array(RfqTerm),
  customTerms: z.array(RfqTerm),
  role: z.enum(['owner', 'invitee', 'seller', 'viewer']),
});
export type ProposalDetail = z.output<typeof ProposalDetail>;

export const fetchProposalDetail = (proposalId: string) =>
  apiGet('Business/GetProposalDetail', ProposalDetail, { proposalId });

export function useProposalDetail(proposalId: string) {
  return useQuery({
    queryKey: queryKeys.proposalDetail(proposalId),
    queryFn: () => fetchProposalDetail(proposalId),
    enabled: proposalId !== '',
  });
}
