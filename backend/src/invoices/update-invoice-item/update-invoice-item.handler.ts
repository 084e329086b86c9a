import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { outcomeOf, type ExecutionOutcome } from '../../common/cqrs/agreement-command.js';
import { EntityLocator } from '../../streams/entity-locator.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { UpdateInvoiceItemCommand } from './update-invoice-item.command.js';

/** Decided by the machines on the agreement stream (`UpdateInvoiceItem`); refusals keep their 4xx. */
@CommandHandler(UpdateInvoiceItemCommand)
export class UpdateInvoiceItemHandler implements ICommandHandler<UpdateInvoiceItemCommand> {
  constructor(
    private readonly locator: EntityLocator,
    private readonly writer: StreamWriter,
  ) {}

  async execute({ actor, request, commandId }: UpdateInvoiceItemCommand): Promise<ExecutionOutcome> {
    const { agreementId } = await this.locator.assertPartyOf('invoice', request.InvoiceId, actor.userId);
    const result = await this.writer.execute(
      'agreement',
      agreementId,
      { userId: actor.userId },
      { type: 'UpdateInvoiceItem', data: { ...request, AgreementId: agreementId } },
      { commandId },
    );
    return outcomeOf(agreementId, request.InvoiceId, result);
  }
}
