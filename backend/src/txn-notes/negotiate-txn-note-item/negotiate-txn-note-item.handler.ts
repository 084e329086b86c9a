import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { outcomeOf, type ExecutionOutcome } from '../../common/cqrs/agreement-command.js';
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

  async execute({ actor, request, commandId }: NegotiateTxnNoteItemCommand): Promise<ExecutionOutcome> {
    const { agreementId } = await this.locator.assertPartyOf('noteItem', request.Id, actor.userId);
    const result = await this.writer.execute(
      'agreement',
      agreementId,
      { userId: actor.userId },
      { type: 'NegotiateTxnNoteItem', data: { ...request, AgreementId: agreementId } },
      { commandId },
    );
    return outcomeOf(agreementId, request.Id, result);
  }
}
