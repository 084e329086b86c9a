import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PURCHASE_ORDER_TYPE, purchaseOrderLink, type RecordedEvent } from '@samvida/machines';
import type { Repository } from 'typeorm';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { RUNTIME, type Runtime } from '../../config/runtime.js';
import { NotificationsService } from '../../notifications/notifications.service.js';
import { ProjectionProgress } from '../../projections/projection-progress.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import type { Reactor } from '../../projections/projector.js';
import { agreementIdOf } from '../../streams/stream-ids.js';
import { AgreementRow } from '../read-model/agreement.entity.js';
import { ofTypes } from '../../projections/handles.js';

// Tells the counterparty a contract was sent to them (a purchase order links to /CheckPODetails,
// which opens it once they are signed in) ('contract-sent' by SMS or e-mail) when it is
// published: to their account's phone (or e-mail), or to the contact the creator gave when they
// have no account yet (they join the agreement once they verify that contact). Once per event.
@Injectable()
export class ContractSentReactor implements Reactor, OnModuleInit {
  readonly name = 'contract-sent';
  readonly handles = ofTypes('AgreementPublished');
  private readonly logger = new Logger('ContractSent');

  constructor(
    private readonly projections: ProjectionsService,
    private readonly progress: ProjectionProgress,
    @InjectRepository(AgreementRow) private readonly agreements: Repository<AgreementRow>,
    private readonly directory: UserDirectoryService,
    private readonly notifications: NotificationsService,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  onModuleInit(): void {
    this.projections.registerReactor(this);
  }

  async react(event: RecordedEvent): Promise<void> {
    // The message names the contract by the number its read model gives it.
    await this.progress.waitFor(event.globalPosition, this.runtime.env.READ_YOUR_WRITES_TIMEOUT_MS);
    const agreementId = agreementIdOf(event.streamId);
    const row = await this.agreements.findOneBy({ agreementId });
    if (!row) throw new Error(`agreement ${agreementId} is not projected yet`);
    const counterpartyId = row.creatorRole === 'buyer' ? row.sellerId : row.buyerId;
    const [sender, counterparty] = await Promise.all([
      this.directory.findById(event.metadata.actorId),
      counterpartyId ? this.directory.findById(counterpartyId) : undefined,
    ]);
    const to = counterparty ? (counterparty.phoneNumber ?? counterparty.email) : row.counterpartyContact;
    if (!to) {
      this.logger.warn(`contract ${row.agreementUid} has no counterparty contact to notify`);
      return;
    }
    await this.notifications.send(
      'contract-sent',
      to,
      {
        senderName: sender?.usrName ?? 'A Samvida user',
        agreementUid: row.agreementUid,
        link:
          row.contractType === PURCHASE_ORDER_TYPE
            ? purchaseOrderLink(to, row.creatorRole === 'seller' ? 'Seller' : 'Buyer', agreementId)
            : `/DetailAgreement?agreementId=${agreementId}`,
      },
      event.eventId,
    );
  }
}
