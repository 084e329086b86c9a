import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { outcomeOf, type ExecutionOutcome } from '../../common/cqrs/agreement-command.js';
import { EntityLocator } from '../../streams/entity-locator.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { PaymentReceivedCommand } from './payment-received.command.js';

/** Decided by the machines on the agreement stream (`MarkPaymentReceived`); refusals keep their 4xx. */
@CommandHandler(PaymentReceivedCommand)
export class PaymentReceivedHandler implements ICommandHandler<PaymentReceivedCommand> {
  constructor(
    private readonly locator: EntityLocator,
    private readonly writer: StreamWriter,
  ) {}

  async execute({ actor, request, commandId }: PaymentReceivedCommand): Promise<ExecutionOutcome> {
    const { agreementId } = await this.locator.assertPartyOf('payment', request.PaymentId, actor.userId);
    const result = await this.writer.execute(
      'agreement',
      agreementId,
      { userId: actor.userId },
      { type: 'MarkPaymentReceived', data: { ...request, AgreementId: agreementId } },
      { commandId },
    );
    return outcomeOf(agreementId, request.PaymentId, result);
  }
}
