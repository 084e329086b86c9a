import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PURCHASE_ORDER_TYPE } from '@samvida/machines';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { newStreamEntityId } from '../../streams/stream-ids.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { EntitlementsService } from '../../subscriptions/entitlements.service.js';
import type { ContractOutcome } from '../../contract-commands/contract-command.js';
import { ContractNumbers } from '../../contract-commands/contract-numbers.service.js';
import { contractOutcome } from '../../contract-commands/contract-pipeline.service.js';
import { CreatePurchaseOrderCommand } from './create-purchase-order.command.js';

// Create Order: drafts the agreement the order will become (raised by the actor as buyer or
// seller, for the account holding PoRaisedForPhoneNumber when there is one, else kept by that
// number until its owner verifies it) and records the header, as one all-or-nothing batch.
@CommandHandler(CreatePurchaseOrderCommand)
export class CreatePurchaseOrderHandler implements ICommandHandler<CreatePurchaseOrderCommand> {
  constructor(
    private readonly writer: StreamWriter,
    private readonly directory: UserDirectoryService,
    private readonly entitlements: EntitlementsService,
    private readonly numbers: ContractNumbers,
  ) {}

  async execute({ actor, request, commandId }: CreatePurchaseOrderCommand): Promise<ContractOutcome> {
    const { Id, ...header } = request;
    const id = Id ?? newStreamEntityId('agreement', actor.userId, commandId);
    const counterparty = await this.directory.findByContact(header.PoRaisedForPhoneNumber);
    await this.entitlements.claimContract(actor.userId, id, header.PoCompletionDurationInDays);
    const role = header.RaisedBy === 'Seller' ? 'seller' : 'buyer';
    const result = await this.writer.executeAll(
      'agreement',
      id,
      { ...actor, role },
      [
        {
          command: {
            type: 'DraftAgreement',
            data: {
              Id: id,
              Number: await this.numbers.reserve(id),
              CreatorType: role,
              OtherPartyContactInfo: header.PoRaisedForPhoneNumber,
              CounterpartyId: counterparty?.usrId ?? null,
              ContractType: PURCHASE_ORDER_TYPE,
              CurrencyId: header.PoCurrency,
              NumberOfDays: header.PoCompletionDurationInDays,
            },
          },
        },
        { command: { type: 'SetPurchaseOrderDetails', data: { AgreementId: id, ...header } } },
      ],
      { commandId },
    );
    return contractOutcome({ agreementId: id }, result);
  }
}
