import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { executeOnAgreement, type ExecutionOutcome } from '../../common/cqrs/agreement-command.js';
import { EntityLocator } from '../../streams/entity-locator.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { AcceptTxnNoteItemCommand } from './accept-txn-note-item.command.js';

/** Decided by the machines on the agreement stream (`AcceptTxnNoteItem`); refusals keep their 4xx. */
@CommandHandler(AcceptTxnNoteItemCommand)
export class AcceptTxnNoteItemHandler implements ICommandHandler<AcceptTxnNoteItemCommand> {
  constructor(
    private readonly locator: EntityLocator,
    private readonly writer: StreamWriter,
  ) {}

  async execute(command: AcceptTxnNoteItemCommand): Promise<ExecutionOutcome> {
    const { actor, request } = command;
    const { agreementId } = await this.locator.assertPartyOf('noteItem', request.Id, actor.userId);
    return executeOnAgreement(this.writer, agreementId, command, 'AcceptTxnNoteItem', request.Id);
  }
}
