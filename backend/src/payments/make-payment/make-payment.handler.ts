import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { executeOnAgreement, type ExecutionOutcome } from '../../common/cqrs/agreement-command.js';
import { EntityLocator } from '../../streams/entity-locator.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { UploadsService } from '../../uploads/uploads.service.js';
import { MakePaymentCommand } from './make-payment.command.js';

/**
 * Decided by the machines on the agreement stream: `MakePayment` against a settled note's account,
 * `PayAdvance` against the advance's. A proof must be the payer's own upload (400 otherwise); the
 * event names it as an attachment, which shares it with the seller. Refusals keep their 4xx.
 */
@CommandHandler(MakePaymentCommand)
export class MakePaymentHandler implements ICommandHandler<MakePaymentCommand> {
  constructor(
    private readonly locator: EntityLocator,
    private readonly writer: StreamWriter,
    private readonly uploads: UploadsService,
  ) {}

  async execute(command: MakePaymentCommand): Promise<ExecutionOutcome> {
    const { actor, request } = command;
    const accounts = ['notePayment', 'advancePayment'] as const;
    const { agreementId, kind } = await this.locator.assertPartyOf(accounts, request.NotePaymentId, actor.userId);
    const [proof] = request.ProofUploadId ? await this.uploads.ownedBy([request.ProofUploadId], actor.userId) : [];
    const type = kind === 'advancePayment' ? 'PayAdvance' : 'MakePayment';
    const withProof = new MakePaymentCommand(actor, { ...request, ProofUploadId: proof?.id }, command.commandId);
    return executeOnAgreement(this.writer, agreementId, withProof, type, {
      createdBy: 'PaymentMade',
      field: 'paymentId',
    });
  }
}
