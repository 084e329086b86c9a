import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { executeOnAgreement, type ExecutionOutcome } from '../../common/cqrs/agreement-command.js';
import { EntityLocator } from '../../streams/entity-locator.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { NegotiateTxnNoteItemCommand } from './negotiate-txn-note-item.command.js';

/** Decided by the machines on the agreement stream (`NegotiateTxnNoteItem`); refusals keep their 4xx. */
@CommandHandler(NegotiateTxnNoteItemCommand)
export class NegotiateTxnNoteItemHandler implements ICommandHandler<NegotiateTxnNoteItemCommand> {
  constructor(
    private readonly locator: EntityLocator,
    private readonly writer: StreamWriter,
  ) {}

  async execute(command: NegotiateTxnNoteItemCommand): Promise<ExecutionOutcome> {
    const { actor, request } = command;
    const { agreementId } = await this.locator.assertPartyOf('noteItem', request.Id, actor.userId);
    return executeOnAgreement(this.writer, agreementId, command, 'NegotiateTxnNoteItem', request.Id);
  }
}
