import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { createdId, outcomeOf, type ExecutionOutcome } from '../../common/cqrs/agreement-command.js';
import { EntityLocator } from '../../streams/entity-locator.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { MakePaymentCommand } from './make-payment.command.js';

/** Decided by the machines on the agreement stream (`MakePayment`); refusals keep their 4xx. */
@CommandHandler(MakePaymentCommand)
export class MakePaymentHandler implements ICommandHandler<MakePaymentCommand> {
  constructor(
    private readonly locator: EntityLocator,
    private readonly writer: StreamWriter,
  ) {}

  async execute({ actor, request, commandId }: MakePaymentCommand): Promise<ExecutionOutcome> {
    const { agreementId } = await this.locator.assertPartyOf('notePayment', request.NotePaymentId, actor.userId);
    const result = await this.writer.execute(
      'agreement',
      agreementId,
      { userId: actor.userId },
      { type: 'MakePayment', data: { ...request, AgreementId: agreementId } },
      { commandId },
    );
    return outcomeOf(agreementId, createdId(result, 'PaymentMade', 'paymentId'), result);
  }
}
