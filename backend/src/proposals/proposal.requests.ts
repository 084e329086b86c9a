// Query strings of the proposal calls (spec §7 names: proposalId, itemId, termId, inviteId). The
// types are named apart from the schemas: a parameter typed by a schema's own name would hand the
// zod object to the OpenAPI explorer as if it were a class.
import { EntityId } from '@samvida/machines';
import { z } from 'zod';

export const ProposalIdQuery = z.object({ proposalId: EntityId });
export type ProposalIdParams = z.output<typeof ProposalIdQuery>;

// GetAllInvitesOfProposal also sends `termType=Buyer`; the caller's role decides the rows.
export const InvitesOfProposalQuery = ProposalIdQuery.extend({ termType: z.enum(['Buyer', 'Seller']).optional() });

export const RfqItemQuery = ProposalIdQuery.extend({ itemId: EntityId });
export type RfqItemParams = z.output<typeof RfqItemQuery>;

export const RfqTermQuery = ProposalIdQuery.extend({ termId: EntityId });
export type RfqTermParams = z.output<typeof RfqTermQuery>;

export const InviteIdQuery = z.object({ inviteId: EntityId });
export type InviteIdParams = z.output<typeof InviteIdQuery>;

export const SearchVendorQuery = ProposalIdQuery.extend({ q: z.string().trim().max(100).optional() });
export type SearchVendorParams = z.output<typeof SearchVendorQuery>;
