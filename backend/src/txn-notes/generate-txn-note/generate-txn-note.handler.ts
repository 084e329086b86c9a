import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { createdId, outcomeOf, type ExecutionOutcome } from '../../common/cqrs/agreement-command.js';
import { EntityLocator } from '../../streams/entity-locator.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { GenerateTxnNoteCommand } from './generate-txn-note.command.js';

/** Decided by the machines on the agreement stream (`GenerateTxnNote`); refusals keep their 4xx. */
@CommandHandler(GenerateTxnNoteCommand)
export class GenerateTxnNoteHandler implements ICommandHandler<GenerateTxnNoteCommand> {
  constructor(
    private readonly locator: EntityLocator,
    private readonly writer: StreamWriter,
  ) {}

  async execute({ actor, request, commandId }: GenerateTxnNoteCommand): Promise<ExecutionOutcome> {
    const { agreementId } = await this.locator.assertPartyOf('invoice', request.InvoiceId, actor.userId);
    const result = await this.writer.execute(
      'agreement',
      agreementId,
      { userId: actor.userId },
      { type: 'GenerateTxnNote', data: { ...request, AgreementId: agreementId } },
      { commandId },
    );
    return outcomeOf(agreementId, createdId(result, 'TxnNoteGenerated', 'noteId'), result);
  }
}
