import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { outcomeOf, type ExecutionOutcome } from '../../common/cqrs/agreement-command.js';
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

  async execute({ actor, request, commandId }: UpdateTxnNoteItemCommand): Promise<ExecutionOutcome> {
    const { agreementId } = await this.locator.assertPartyOf('noteItem', request.Id, actor.userId);
    const result = await this.writer.execute(
      'agreement',
      agreementId,
      { userId: actor.userId },
      { type: 'UpdateTxnNoteItem', data: { ...request, AgreementId: agreementId } },
      { commandId },
    );
    return outcomeOf(agreementId, request.Id, result);
  }
}
