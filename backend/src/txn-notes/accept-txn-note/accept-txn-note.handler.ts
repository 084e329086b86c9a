import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { executeOnAgreement, type ExecutionOutcome } from '../../common/cqrs/agreement-command.js';
import { EntityLocator } from '../../streams/entity-locator.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { AcceptTxnNoteCommand } from './accept-txn-note.command.js';

/** Decided by the machines on the agreement stream (`AcceptTxnNote`); refusals keep their 4xx. */
@CommandHandler(AcceptTxnNoteCommand)
export class AcceptTxnNoteHandler implements ICommandHandler<AcceptTxnNoteCommand> {
  constructor(
    private readonly locator: EntityLocator,
    private readonly writer: StreamWriter,
  ) {}

  async execute(command: AcceptTxnNoteCommand): Promise<ExecutionOutcome> {
    const { actor, request } = command;
    const { agreementId } = await this.locator.assertPartyOf('note', request.Id, actor.userId);
    return executeOnAgreement(this.writer, agreementId, command, 'AcceptTxnNote', request.Id);
  }
}
