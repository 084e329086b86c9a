import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { outcomeOf, type ExecutionOutcome } from '../../common/cqrs/agreement-command.js';
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

  async execute({ actor, request, commandId }: AcceptTxnNoteCommand): Promise<ExecutionOutcome> {
    const { agreementId } = await this.locator.assertPartyOf('note', request.Id, actor.userId);
    const result = await this.writer.execute(
      'agreement',
      agreementId,
      { userId: actor.userId },
      { type: 'AcceptTxnNote', data: { ...request, AgreementId: agreementId } },
      { commandId },
    );
    return outcomeOf(agreementId, request.Id, result);
  }
}
