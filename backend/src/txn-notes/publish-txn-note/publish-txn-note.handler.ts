import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { executeOnAgreement, type ExecutionOutcome } from '../../common/cqrs/agreement-command.js';
import { EntityLocator } from '../../streams/entity-locator.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { PublishTxnNoteCommand } from './publish-txn-note.command.js';

/** Decided by the machines on the agreement stream (`PublishTxnNote`); refusals keep their 4xx. */
@CommandHandler(PublishTxnNoteCommand)
export class PublishTxnNoteHandler implements ICommandHandler<PublishTxnNoteCommand> {
  constructor(
    private readonly locator: EntityLocator,
    private readonly writer: StreamWriter,
  ) {}

  async execute(command: PublishTxnNoteCommand): Promise<ExecutionOutcome> {
    const { actor, request } = command;
    const { agreementId } = await this.locator.assertPartyOf('note', request.TxnNoteId, actor.userId);
    return executeOnAgreement(this.writer, agreementId, command, 'PublishTxnNote', request.TxnNoteId);
  }
}
