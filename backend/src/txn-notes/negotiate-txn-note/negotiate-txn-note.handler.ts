import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { executeOnAgreement, type ExecutionOutcome } from '../../common/cqrs/agreement-command.js';
import { EntityLocator } from '../../streams/entity-locator.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { NegotiateTxnNoteCommand } from './negotiate-txn-note.command.js';

/** Decided by the machines on the agreement stream (`NegotiateTxnNote`); refusals keep their 4xx. */
@CommandHandler(NegotiateTxnNoteCommand)
export class NegotiateTxnNoteHandler implements ICommandHandler<NegotiateTxnNoteCommand> {
  constructor(
    private readonly locator: EntityLocator,
    private readonly writer: StreamWriter,
  ) {}

  async execute(command: NegotiateTxnNoteCommand): Promise<ExecutionOutcome> {
    const { actor, request } = command;
    const { agreementId } = await this.locator.assertPartyOf('note', request.Id, actor.userId);
    return executeOnAgreement(this.writer, agreementId, command, 'NegotiateTxnNote', request.Id);
  }
}
