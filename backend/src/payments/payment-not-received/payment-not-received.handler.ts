import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { outcomeOf, type ExecutionOutcome } from '../../common/cqrs/agreement-command.js';
import { EntityLocator } from '../../streams/entity-locator.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { PaymentNotReceivedCommand } from './payment-not-received.command.js';

/** Decided by the machines on the agreement stream (`MarkPaymentNotReceived`); refusals keep their 4xx. */
@CommandHandler(PaymentNotReceivedCommand)
export class PaymentNotReceivedHandler implements ICommandHandler<PaymentNotReceivedCommand> {
  constructor(
    private readonly locator: EntityLocator,
    private readonly writer: StreamWriter,
  ) {}

  async execute({ actor, request, commandId }: PaymentNotReceivedCommand): Promise<ExecutionOutcome> {
    const { agreementId } = await this.locator.assertPartyOf('payment', request.PaymentId, actor.userId);
    const result = await this.writer.execute(
      'agreement',
      agreementId,
      { userId: actor.userId },
      { type: 'MarkPaymentNotReceived', data: { ...request, AgreementId: agreementId } },
      { commandId },
    );
    return outcomeOf(agreementId, request.PaymentId, result);
  }
}
