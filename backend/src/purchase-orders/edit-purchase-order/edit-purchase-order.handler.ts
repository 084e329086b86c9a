import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StreamAccess } from '../../streams/stream-access.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { outcomeOf, type PurchaseOrderOutcome } from '../purchase-order-outcome.js';
import { EditPurchaseOrderCommand } from './edit-purchase-order.command.js';

/**
 * Every change to an existing order goes through here: the caller must be a party, then the
 * machines decide (only the creator, only while it is a draft; Publish only when the payment list
 * equals the contract amount) and the events are appended.
 */
@CommandHandler(EditPurchaseOrderCommand)
export class EditPurchaseOrderHandler implements ICommandHandler<EditPurchaseOrderCommand> {
  constructor(
    private readonly writer: StreamWriter,
    private readonly access: StreamAccess,
  ) {}

  async execute({ actor, change, commandId }: EditPurchaseOrderCommand): Promise<PurchaseOrderOutcome> {
    const id = change.data.AgreementId;
    await this.access.assertParty('agreement', id, actor.userId);
    const result = await this.writer.execute('agreement', id, { userId: actor.userId }, change, { commandId });
    return outcomeOf(id, result);
  }
}
