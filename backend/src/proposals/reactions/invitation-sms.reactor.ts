import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type RecordedEvent, type SellerInvited } from '@samvida/machines';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { NotificationsService } from '../../notifications/notifications.service.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import type { Reactor } from '../../projections/projector.js';
import { proposalIdOf } from '../../streams/stream-ids.js';
import { StreamHistory } from '../../streams/stream-history.service.js';
import { proposalUidOf } from '../read-model/uids.js';
import { ofStreamKind } from '../../projections/handles.js';

// Where an invitation's SMS points: the proposal detail screen.
const invitationLink = (proposalId: string): string => `/DetailProposal?proposalId=${proposalId}`;

// Sends the 'invitation' SMS to invited sellers: as they are invited to a published RFQ, or, for
// invites made while it was a draft, when it is published. Once per event and phone.
@Injectable()
export class InvitationSmsReactor implements Reactor, OnModuleInit {
  readonly name = 'invitation-sms';
  readonly handles = ofStreamKind('proposal');

  constructor(
    private readonly projections: ProjectionsService,
    private readonly history: StreamHistory,
    private readonly notifications: NotificationsService,
    private readonly directory: UserDirectoryService,
  ) {}

  onModuleInit(): void {
    this.projections.registerReactor(this);
  }

  async react(event: RecordedEvent): Promise<void> {
    const state = await this.history.stateAfter('proposal', event);
    const proposal = state.proposal;
    if (!proposal || proposal.status !== 'Active') return;
    const phones =
      event.type === 'ProposalStarted'
        ? Object.values(state.invites).flatMap((invite) =>
            invite.status === 'Pending' && invite.context.phoneNumber ? [invite.context.phoneNumber] : [],
          )
        : event.type === 'SellerInvited'
          ? [(event.data as SellerInvited['data']).phoneNumber]
          : [];
    if (phones.length === 0) return;
    const owner = await this.directory.findById(proposal.context.ownerId);
    const proposalId = proposalIdOf(event.streamId);
    const params = {
      inviterName: owner?.usrName || 'A Samvida user',
      proposalUid: proposalUidOf(proposalId),
      link: invitationLink(proposalId),
    };
    for (const phone of new Set(phones)) await this.notifications.send('invitation', phone, params, event.eventId);
  }
}
