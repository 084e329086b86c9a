import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { outcomeOf, type ExecutionOutcome } from '../../common/cqrs/agreement-command.js';
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

  async execute({ actor, request, commandId }: PublishTxnNoteCommand): Promise<ExecutionOutcome> {
    const { agreementId } = await this.locator.assertPartyOf('note', request.TxnNoteId, actor.userId);
    const result = await this.writer.execute(
      'agreement',
      agreementId,
      { userId: actor.userId },
      { type: 'PublishTxnNote', data: { ...request, AgreementId: agreementId } },
      { commandId },
    );
    return outcomeOf(agreementId, request.TxnNoteId, result);
  }
}
