import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { ProposalAccess } from '../proposal-access.js';
import { ProposalInviteRow } from './proposal-invite.entity.js';
import { ProposalResponseRow } from './proposal-response.entity.js';
import { proposalInviteView, proposalResponseView } from './proposal-views.js';

// An RFQ's invites and responses. The owner sees all of them; an invitee or applicant only their
// own (other sellers' phones and prices are not theirs to see).
@Injectable()
export class ProposalInvitesQuery {
  constructor(
    @InjectRepository(ProposalInviteRow) private readonly invites: Repository<ProposalInviteRow>,
    @InjectRepository(ProposalResponseRow) private readonly responses: Repository<ProposalResponseRow>,
    private readonly access: ProposalAccess,
    private readonly directory: UserDirectoryService,
  ) {}

  // GetAllInvitesOfProposal.
  async invitesOf(proposalId: string, userId: string) {
    const { role } = await this.access.read(proposalId, userId);
    const rows = await this.invites.find({
      where: role === 'owner' ? { proposalId } : { proposalId, sellerId: userId },
      order: { createdOn: 'ASC', id: 'ASC' },
    });
    const profiles = await this.directory.findByIds(rows.flatMap((row) => (row.sellerId ? [row.sellerId] : [])));
    return rows.map((row) => proposalInviteView(row, profiles));
  }

  // GetAllResponseOfProposal.
  async responsesOf(proposalId: string, userId: string) {
    const { proposal, role } = await this.access.read(proposalId, userId);
    const rows = await this.responses.find({
      where: role === 'owner' ? { proposalId } : { proposalId, sellerId: userId },
      order: { createdOn: 'ASC', id: 'ASC' },
    });
    const profiles = await this.directory.findByIds([proposal.ownerId, ...rows.map((row) => row.sellerId)]);
    return rows.map((row) => proposalResponseView(row, proposal, profiles));
  }
}
