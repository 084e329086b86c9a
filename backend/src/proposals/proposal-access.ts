import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { StreamAccess } from '../streams/stream-access.service.js';
import { proposalStreamId } from '../streams/stream-ids.js';
import { ProposalsError } from './proposals.errors.js';
import { ProposalRow } from './read-model/proposal.entity.js';

// What the caller is to an RFQ: its owner, an invited seller, a seller who applied, or a viewer
// of a published open RFQ.
export type ProposalRole = 'owner' | 'invitee' | 'seller' | 'viewer';

export interface ProposalGrant {
  proposal: ProposalRow;
  role: ProposalRole;
}

// Every proposal call starts here; ids in URLs are never trusted. A missing RFQ and one the caller
// may not see answer the same 404, so existence does not leak; a visible one the caller does not
// own answers 403 to the owner's calls.
@Injectable()
export class ProposalAccess {
  constructor(
    @InjectRepository(ProposalRow) private readonly proposals: Repository<ProposalRow>,
    private readonly access: StreamAccess,
  ) {}

  // The caller may read the RFQ: owner, invitee, applicant, or anyone while it is Active and open.
  async read(proposalId: string, userId: string): Promise<ProposalGrant> {
    const proposal = await this.proposals.findOneBy({ id: proposalId });
    if (!proposal) throw new ProposalsError('PROPOSAL_NOT_FOUND');
    const role = await this.roleOf(proposal, userId);
    if (!role) throw new ProposalsError('PROPOSAL_NOT_FOUND');
    return { proposal, role };
  }

  // The caller owns the RFQ (invites, edits, publish, close, complete, responses, comparisons).
  async own(proposalId: string, userId: string): Promise<ProposalRow> {
    const { proposal, role } = await this.read(proposalId, userId);
    if (role !== 'owner') throw new ProposalsError('OWNER_ONLY');
    return proposal;
  }

  // The caller's role, or undefined when they may not see the RFQ.
  async roleOf(proposal: ProposalRow, userId: string): Promise<ProposalRole | undefined> {
    if (proposal.ownerId === userId) return 'owner';
    // A draft is the owner's work in progress, even when sellers are already invited to it.
    if (proposal.status === 'Draft') return undefined;
    const party = await this.access.roleIn(proposalStreamId(proposal.id), userId);
    if (party === 'invitee' || party === 'seller') return party;
    return proposal.status === 'Active' && !proposal.inviteOnly ? 'viewer' : undefined;
  }
}
