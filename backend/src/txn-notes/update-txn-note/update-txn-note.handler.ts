import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { executeOnAgreement, type ExecutionOutcome } from '../../common/cqrs/agreement-command.js';
import { EntityLocator } from '../../streams/entity-locator.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { UpdateTxnNoteCommand } from './update-txn-note.command.js';

/** Decided by the machines on the agreement stream (`UpdateTxnNote`); refusals keep their 4xx. */
@CommandHandler(UpdateTxnNoteCommand)
export class UpdateTxnNoteHandler implements ICommandHandler<UpdateTxnNoteCommand> {
  constructor(
    private readonly locator: EntityLocator,
    private readonly writer: StreamWriter,
  ) {}

  async execute(command: UpdateTxnNoteCommand): Promise<ExecutionOutcome> {
    const { actor, request } = command;
    const { agreementId } = await this.locator.assertPartyOf('note', request.Id, actor.userId);
    return executeOnAgreement(this.writer, agreementId, command, 'UpdateTxnNote', request.Id);
  }
}
