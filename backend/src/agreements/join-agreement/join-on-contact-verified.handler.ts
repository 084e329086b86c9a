import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ContactVerifiedEvent } from '../../accounts/contact-verified.event.js';
import { CommandExecutor } from '../../event-store/command-executor.js';
import { agreementDecider, agreementStreamId } from '../../event-store/streams.js';
import { AgreementRow } from '../read-model/agreement.entity.js';

/**
 * A contract sent to a phone or e-mail without an account waits for its owner: once a user
 * verifies that contact, they take the open seat of every such agreement (JoinAgreement →
 * CounterpartyJoined, which also makes them a party of its room and lists).
 */
@EventsHandler(ContactVerifiedEvent)
export class JoinOnContactVerifiedHandler implements IEventHandler<ContactVerifiedEvent> {
  private readonly logger = new Logger('JoinAgreement');

  constructor(
    private readonly executor: CommandExecutor,
    @InjectRepository(AgreementRow) private readonly agreements: Repository<AgreementRow>,
  ) {}

  async handle({ userId, contact }: ContactVerifiedEvent): Promise<void> {
    const waiting = await this.agreements
      .createQueryBuilder('a')
      .select(['a.agreementId', 'a.buyerId'])
      .where('(a.buyer_id is null or a.seller_id is null) and a.counterparty_contact = :contact', { contact })
      .getMany();
    for (const { agreementId, buyerId } of waiting) {
      await this.executor
        .execute(agreementDecider, {
          streamId: agreementStreamId(agreementId),
          command: { type: 'JoinAgreement', data: { AgreementId: agreementId } },
          actor: { userId, role: buyerId === null ? 'buyer' : 'seller' },
          commandId: `join-${agreementId}-${userId}`,
        })
        .catch((error: unknown) =>
          this.logger.warn(
            `user ${userId} could not join ${agreementId}: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
    }
  }
}
