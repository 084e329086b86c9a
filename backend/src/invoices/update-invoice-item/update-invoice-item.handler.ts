import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { executeOnAgreement, type ExecutionOutcome } from '../../common/cqrs/agreement-command.js';
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

  async execute(command: UpdateInvoiceItemCommand): Promise<ExecutionOutcome> {
    const { actor, request } = command;
    const { agreementId } = await this.locator.assertPartyOf('invoice', request.InvoiceId, actor.userId);
    return executeOnAgreement(this.writer, agreementId, command, 'UpdateInvoiceItem', request.InvoiceId);
  }
}
