import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { executeOnAgreement, type ExecutionOutcome } from '../../common/cqrs/agreement-command.js';
import { StreamAccess } from '../../streams/stream-access.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { UpdateInvoiceCommand } from './update-invoice.command.js';

/** Decided by the machines on the agreement stream (`UpdateInvoice`); refusals keep their 4xx. */
@CommandHandler(UpdateInvoiceCommand)
export class UpdateInvoiceHandler implements ICommandHandler<UpdateInvoiceCommand> {
  constructor(
    private readonly access: StreamAccess,
    private readonly writer: StreamWriter,
  ) {}

  async execute(command: UpdateInvoiceCommand): Promise<ExecutionOutcome> {
    const { actor, request } = command;
    const agreementId = request.ContractId;
    await this.access.assertParty('agreement', agreementId, actor.userId);
    return executeOnAgreement(this.writer, agreementId, command, 'UpdateInvoice', request.Id);
  }
}
