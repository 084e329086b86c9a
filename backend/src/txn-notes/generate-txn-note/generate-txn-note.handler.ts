import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { executeOnAgreement, type ExecutionOutcome } from '../../common/cqrs/agreement-command.js';
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

  async execute(command: GenerateTxnNoteCommand): Promise<ExecutionOutcome> {
    const { actor, request } = command;
    const { agreementId } = await this.locator.assertPartyOf('invoice', request.InvoiceId, actor.userId);
    return executeOnAgreement(this.writer, agreementId, command, 'GenerateTxnNote', {
      createdBy: 'TxnNoteGenerated',
      field: 'noteId',
    });
  }
}
