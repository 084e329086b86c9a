import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { executeOnAgreement, type ExecutionOutcome } from '../../common/cqrs/agreement-command.js';
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

  async execute(command: PaymentReceivedCommand): Promise<ExecutionOutcome> {
    const { actor, request } = command;
    const { agreementId } = await this.locator.assertPartyOf('payment', request.PaymentId, actor.userId);
    return executeOnAgreement(this.writer, agreementId, command, 'MarkPaymentReceived', request.PaymentId);
  }
}
