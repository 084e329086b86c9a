import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { NotificationsService } from '../../notifications/notifications.service.js';
import { AgreementRow } from '../read-model/agreement.entity.js';

/**
 * Tells the counterparty a contract was sent to them ('contract-sent' by SMS or e-mail): to their
 * account's phone (or e-mail), or to the contact the creator gave when they have no account yet
 * (they join the agreement once they verify that contact). Never fails the publish itself.
 */
@Injectable()
export class ContractSentNotifier {
  private readonly logger = new Logger('ContractSent');

  constructor(
    @InjectRepository(AgreementRow) private readonly agreements: Repository<AgreementRow>,
    private readonly directory: UserDirectoryService,
    private readonly notifications: NotificationsService,
  ) {}

  async notify(agreementId: string, senderId: string): Promise<void> {
    try {
      const row = await this.agreements.findOneByOrFail({ agreementId });
      const counterpartyId = row.creatorRole === 'buyer' ? row.sellerId : row.buyerId;
      const [sender, counterparty] = await Promise.all([
        this.directory.findById(senderId),
        counterpartyId ? this.directory.findById(counterpartyId) : undefined,
      ]);
      const to = counterparty ? (counterparty.phoneNumber ?? counterparty.email) : row.counterpartyContact;
      if (!to) return;
      await this.notifications.send('contract-sent', to, {
        senderName: sender?.usrName ?? 'A Samvida user',
        agreementUid: row.agreementUid,
        link: `/DetailAgreement?agreementId=${agreementId}`,
      });
    } catch (error) {
      this.logger.warn(
        `could not notify the counterparty of ${agreementId}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
