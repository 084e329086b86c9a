import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { outcomeOf, type ExecutionOutcome } from '../../common/cqrs/agreement-command.js';
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

  async execute({ actor, request, commandId }: UpdateInvoiceCommand): Promise<ExecutionOutcome> {
    const agreementId = request.ContractId;
    await this.access.assertParty('agreement', agreementId, actor.userId);
    const result = await this.writer.execute(
      'agreement',
      agreementId,
      { userId: actor.userId },
      { type: 'UpdateInvoice', data: { ...request, AgreementId: agreementId } },
      { commandId },
    );
    return outcomeOf(agreementId, request.Id, result);
  }
}
