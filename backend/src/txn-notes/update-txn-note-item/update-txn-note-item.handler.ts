import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { executeOnAgreement, type ExecutionOutcome } from '../../common/cqrs/agreement-command.js';
import { EntityLocator } from '../../streams/entity-locator.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { UpdateTxnNoteItemCommand } from './update-txn-note-item.command.js';

/** Decided by the machines on the agreement stream (`UpdateTxnNoteItem`); refusals keep their 4xx. */
@CommandHandler(UpdateTxnNoteItemCommand)
export class UpdateTxnNoteItemHandler implements ICommandHandler<UpdateTxnNoteItemCommand> {
  constructor(
    private readonly locator: EntityLocator,
    private readonly writer: StreamWriter,
  ) {}

  async execute(command: UpdateTxnNoteItemCommand): Promise<ExecutionOutcome> {
    const { actor, request } = command;
    const { agreementId } = await this.locator.assertPartyOf('noteItem', request.Id, actor.userId);
    return executeOnAgreement(this.writer, agreementId, command, 'UpdateTxnNoteItem', request.Id);
  }
}
