import { CommandHandler } from '@nestjs/cqrs';
import { ContractCommandHandler } from '../../contract-commands/contract-command.handler.js';
import {
  ContractPipeline,
  type ContractTarget,
  type PreparedMove,
} from '../../contract-commands/contract-pipeline.service.js';
import { UploadsService } from '../../uploads/uploads.service.js';
import { MakePaymentCommand } from './make-payment.command.js';

// `MakePayment` against a settled note's account, `PayAdvance` against the advance's, decided by
// the machines. A proof must be the payer's own upload (400 otherwise); the event names it as an
// attachment, which shares it with the seller.
@CommandHandler(MakePaymentCommand)
export class MakePaymentHandler extends ContractCommandHandler<MakePaymentCommand> {
  constructor(
    pipeline: ContractPipeline,
    private readonly uploads: UploadsService,
  ) {
    super(pipeline);
  }

  protected override async prepare(command: MakePaymentCommand, target: ContractTarget): Promise<PreparedMove> {
    const { ProofUploadId } = command.data;
    const [proof] = ProofUploadId ? await this.uploads.ownedBy([ProofUploadId], command.actor.userId) : [];
    const move = this.pipeline.moveOf(command, target, target.kind === 'advancePayment' ? 'PayAdvance' : 'MakePayment');
    return { move: { ...move, data: { ...move.data, ProofUploadId: proof?.id } } as typeof move };
  }
}
