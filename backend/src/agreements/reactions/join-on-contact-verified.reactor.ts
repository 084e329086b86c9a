import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ContactVerified, RecordedEvent } from '@samvida/machines';
import type { Repository } from 'typeorm';
import { DomainError } from '../../common/errors/domain.error.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import type { Reactor } from '../../projections/projector.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { AgreementRow } from '../read-model/agreement.entity.js';
import { ofTypes } from '../../projections/handles.js';

// A contract sent to a phone or e-mail without an account waits for its owner: once a user
// verifies that contact, they take the open seat of every such agreement (JoinAgreement →
// CounterpartyJoined, which also makes them a party of its room and lists). The command id derives
// from the verification event, so a replay after a crash joins nobody twice.
@Injectable()
export class JoinOnContactVerifiedReactor implements Reactor, OnModuleInit {
  readonly name = 'join-on-contact-verified';
  readonly handles = ofTypes('ContactVerified');
  private readonly logger = new Logger('JoinAgreement');

  constructor(
    private readonly projections: ProjectionsService,
    private readonly writer: StreamWriter,
    @InjectRepository(AgreementRow) private readonly agreements: Repository<AgreementRow>,
  ) {}

  onModuleInit(): void {
    this.projections.registerReactor(this);
  }

  async react(event: RecordedEvent): Promise<void> {
    const { userId, contact } = event.data as ContactVerified['data'];
    const waiting = await this.agreements
      .createQueryBuilder('a')
      .select(['a.agreementId', 'a.buyerId'])
      .where('(a.buyer_id is null or a.seller_id is null) and a.counterparty_contact = :contact', { contact })
      .getMany();
    for (const { agreementId, buyerId } of waiting) {
      await this.writer
        .execute(
          'agreement',
          agreementId,
          { userId, role: buyerId === null ? 'buyer' : 'seller' },
          { type: 'JoinAgreement', data: { AgreementId: agreementId } },
          { commandId: `join-${agreementId}-${userId}`, causationId: event.eventId },
        )
        .catch((error: unknown) => {
          // A refusal is final (nothing to retry); anything else is retried from the checkpoint.
          if (!(error instanceof DomainError)) throw error;
          this.logger.warn(`user ${userId} could not join ${agreementId}: ${error.message}`);
        });
    }
  }
}
