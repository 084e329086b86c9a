import { Injectable } from '@nestjs/common';
import type { ProposalEvent, SellerInvited } from '@samvida/machines';
import { UserDirectoryService } from '../accounts/user-directory.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { proposalUidOf } from './read-model/uids.js';

/** Where an invitation's SMS points: the proposal detail screen. */
export const invitationLink = (proposalId: string): string => `/DetailProposal?proposalId=${proposalId}`;

/** The phones newly invited by these events. */
export const invitedPhones = (events: readonly ProposalEvent[]): string[] =>
  events
    .filter((event): event is SellerInvited => event.type === 'SellerInvited')
    .map((event) => event.data.phoneNumber);

/** Sends the 'invitation' SMS to invited sellers: as they are invited, or when a draft is published. */
@Injectable()
export class InvitationNotifier {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly directory: UserDirectoryService,
  ) {}

  async notify(proposalId: string, ownerId: string, phones: readonly string[]): Promise<void> {
    if (phones.length === 0) return;
    const owner = await this.directory.findById(ownerId);
    const params = {
      inviterName: owner?.usrName || 'A Samvida user',
      proposalUid: proposalUidOf(proposalId),
      link: invitationLink(proposalId),
    };
    for (const phone of new Set(phones)) await this.notifications.send('invitation', phone, params);
  }
}
