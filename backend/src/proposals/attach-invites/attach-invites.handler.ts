import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { ContactVerifiedEvent } from '../../accounts/contact-verified.event.js';
import { ProposalStream } from '../proposal-stream.js';
import { ProposalInviteRow } from '../read-model/proposal-invite.entity.js';

/**
 * A user verified a phone: every invite sent to that phone before it had an account now names
 * them (AttachInvite on each RFQ, decided by the machines), so they see and answer it.
 */
@EventsHandler(ContactVerifiedEvent)
export class AttachInvitesHandler implements IEventHandler<ContactVerifiedEvent> {
  private readonly logger = new Logger('AttachInvites');

  constructor(
    @InjectRepository(ProposalInviteRow) private readonly invites: Repository<ProposalInviteRow>,
    private readonly stream: ProposalStream,
  ) {}

  async handle({ userId, channel, contact }: ContactVerifiedEvent): Promise<void> {
    if (channel !== 'sms') return;
    const waiting = await this.invites.findBy({ phoneNumber: contact, sellerId: IsNull() });
    for (const invite of waiting) {
      try {
        await this.stream.execute(
          invite.proposalId,
          { type: 'AttachInvite', data: { ProposalId: invite.proposalId, InviteId: invite.id } },
          { userId, phoneNumber: contact },
          // The same verification attaches an invite once, even if the event is handled again.
          `attach-invite:${invite.id}:${userId}`,
        );
      } catch (error) {
        this.logger.warn(
          `invite ${invite.id} not attached to ${userId}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
}
