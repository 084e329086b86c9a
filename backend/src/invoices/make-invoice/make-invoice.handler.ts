import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { executeOnAgreement, type ExecutionOutcome } from '../../common/cqrs/agreement-command.js';
import { StreamAccess } from '../../streams/stream-access.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { MakeInvoiceCommand } from './make-invoice.command.js';

/** Decided by the machines on the agreement stream (`MakeInvoice`); refusals keep their 4xx. */
@CommandHandler(MakeInvoiceCommand)
export class MakeInvoiceHandler implements ICommandHandler<MakeInvoiceCommand> {
  constructor(
    private readonly access: StreamAccess,
    private readonly writer: StreamWriter,
  ) {}

  async execute(command: MakeInvoiceCommand): Promise<ExecutionOutcome> {
    const { actor, request } = command;
    const agreementId = request.ContractId;
    await this.access.assertParty('agreement', agreementId, actor.userId);
    return executeOnAgreement(this.writer, agreementId, command, 'MakeInvoice', {
      createdBy: 'InvoiceDrafted',
      field: 'invoiceId',
    });
  }
}
