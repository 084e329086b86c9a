import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { availableProposalActions, type ProposalActions } from '@samvida/machines';
import type { Repository } from 'typeorm';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { UploadsService } from '../../uploads/uploads.service.js';
import { ProposalAccess, type ProposalGrant } from '../proposal-access.js';
import { ProposalsError } from '../proposals.errors.js';
import { ProposalInviteRow } from './proposal-invite.entity.js';
import { attachmentIdsOf, proposalDetailView, rfqItemView, rfqTermView } from './proposal-views.js';
import type { Actor } from '../../common/auth/access-token.service.js';

// One RFQ for whoever may read it: detail, items, terms and the caller's actions.
@Injectable()
export class ProposalDetailQuery {
  constructor(
    @InjectRepository(ProposalInviteRow) private readonly invites: Repository<ProposalInviteRow>,
    private readonly access: ProposalAccess,
    private readonly directory: UserDirectoryService,
    private readonly uploads: UploadsService,
  ) {}

  async detail(proposalId: string, userId: string) {
    return this.view(await this.access.read(proposalId, userId));
  }

  // RFQItemListForBuyer.
  async items(proposalId: string, userId: string) {
    const { proposal } = await this.access.read(proposalId, userId);
    return proposal.state.proposal!.context.items.map((item) => rfqItemView(proposal.id, item));
  }

  // RFQTermList: payment and custom terms, each with its `isPaymentTerm` flag.
  async terms(proposalId: string, userId: string) {
    const { proposal } = await this.access.read(proposalId, userId);
    const uploads = await this.uploads.describe(attachmentIdsOf(proposal.state));
    return proposal.state.proposal!.context.terms.map((term) => rfqTermView(proposal.id, term, uploads));
  }

  // ProposalActions: exactly what the machines let the caller do now; others' invites stay hidden.
  async actions(proposalId: string, actor: Actor): Promise<{ availableProposalActions: ProposalActions }> {
    const userId = actor.userId;
    const { proposal, role } = await this.access.read(proposalId, userId);
    const { state } = proposal;
    const actions = availableProposalActions(state, actor);
    if (role !== 'owner') {
      actions.invites = Object.fromEntries(
        Object.entries(actions.invites).filter(([id]) => state.invites[id]?.context.sellerId === userId),
      );
    }
    return { availableProposalActions: actions };
  }

  // GetProposalFromInvite: the RFQ behind the caller's own invite (or an invite to their RFQ).
  async fromInvite(inviteId: string, userId: string) {
    const invite = await this.invites.findOneBy({ id: inviteId });
    if (!invite) throw new ProposalsError('PROPOSAL_FROM_INVITE_NOT_FOUND');
    const grant = await this.access.read(invite.proposalId, userId).catch(() => {
      throw new ProposalsError('PROPOSAL_FROM_INVITE_FORBIDDEN');
    });
    if (grant.role !== 'owner' && invite.sellerId !== userId)
      throw new ProposalsError('PROPOSAL_FROM_INVITE_FORBIDDEN');
    return this.view(grant);
  }

  private async view({ proposal, role }: ProposalGrant) {
    const [profiles, uploads] = await Promise.all([
      this.directory.findByIds([proposal.ownerId]),
      this.uploads.describe(attachmentIdsOf(proposal.state)),
    ]);
    return proposalDetailView(proposal, role, profiles, uploads);
  }
}
