import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ContactVerified, RecordedEvent } from '@samvida/machines';
import { IsNull, type Repository } from 'typeorm';
import { DomainError } from '../../common/errors/domain.error.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import type { Reactor } from '../../projections/projector.js';
import { ProposalStream } from '../proposal-stream.js';
import { ProposalInviteRow } from '../read-model/proposal-invite.entity.js';
import { ofTypes } from '../../projections/handles.js';

// A user verified a phone: every invite sent to that phone before it had an account now names
// them (AttachInvite on each RFQ, decided by the machines), so they see and answer it. The
// command id names the invite and the user, so a replay attaches nothing twice.
@Injectable()
export class AttachInvitesReactor implements Reactor, OnModuleInit {
  readonly name = 'attach-invites';
  readonly handles = ofTypes('ContactVerified');
  private readonly logger = new Logger('AttachInvites');

  constructor(
    private readonly projections: ProjectionsService,
    @InjectRepository(ProposalInviteRow) private readonly invites: Repository<ProposalInviteRow>,
    private readonly stream: ProposalStream,
  ) {}

  onModuleInit(): void {
    this.projections.registerReactor(this);
  }

  async react(event: RecordedEvent): Promise<void> {
    const { userId, channel, contact } = event.data as ContactVerified['data'];
    if (channel !== 'sms') return;
    const waiting = await this.invites.findBy({ phoneNumber: contact, sellerId: IsNull() });
    for (const invite of waiting) {
      await this.stream
        .execute(
          invite.proposalId,
          { type: 'AttachInvite', data: { ProposalId: invite.proposalId, InviteId: invite.id } },
          { userId, phoneNumber: contact },
          `attach-invite:${invite.id}:${userId}`,
        )
        .catch((error: unknown) => {
          // A refusal is final (nothing to retry); anything else is retried from the checkpoint.
          if (!(error instanceof DomainError)) throw error;
          this.logger.warn(`invite ${invite.id} not attached to ${userId}: ${error.message}`);
        });
    }
  }
}
