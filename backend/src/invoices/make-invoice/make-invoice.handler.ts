import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { createdId, outcomeOf, type ExecutionOutcome } from '../../common/cqrs/agreement-command.js';
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

  async execute({ actor, request, commandId }: MakeInvoiceCommand): Promise<ExecutionOutcome> {
    const agreementId = request.ContractId;
    await this.access.assertParty('agreement', agreementId, actor.userId);
    const result = await this.writer.execute(
      'agreement',
      agreementId,
      { userId: actor.userId },
      { type: 'MakeInvoice', data: { ...request, AgreementId: agreementId } },
      { commandId },
    );
    return outcomeOf(agreementId, createdId(result, 'InvoiceDrafted', 'invoiceId'), result);
  }
}
