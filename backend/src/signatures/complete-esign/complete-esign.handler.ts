import { Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import { RUNTIME, type Runtime } from '../../config/runtime.js';
import { ContractCommandHandler } from '../../contract-commands/contract-command.handler.js';
import {
  ContractPipeline,
  type ContractTarget,
  type PreparedMove,
} from '../../contract-commands/contract-pipeline.service.js';
import { ESIGN_PROVIDER, type EsignProvider } from '../esign/esign-provider.port.js';
import { readEsignTransaction } from '../esign/esign-transaction.js';
import { signatureMove } from '../record-signature.js';
import { SignatureError } from '../signature.errors.js';
import { CompleteEsignCommand } from './complete-esign.command.js';

// Asks the provider how the transaction ended and, when it signed the bound hash, signs with it.
@CommandHandler(CompleteEsignCommand)
export class CompleteEsignHandler extends ContractCommandHandler<CompleteEsignCommand> {
  constructor(
    pipeline: ContractPipeline,
    @Inject(ESIGN_PROVIDER) private readonly provider: EsignProvider | null,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {
    super(pipeline);
  }

  protected override async prepare(command: CompleteEsignCommand, target: ContractTarget): Promise<PreparedMove> {
    await this.pipeline.assertParty(target, command.actor);
    if (!this.provider) throw new SignatureError('ESIGN_UNAVAILABLE');
    const bound = readEsignTransaction(this.runtime.jwtSecret, command.transactionId, new Date());
    if (!bound || bound.agreementId !== target.agreementId || bound.userId !== command.actor.userId)
      throw new SignatureError('ESIGN_NOT_FOUND');
    const outcome = await this.provider.outcome(command.transactionId);
    if (!outcome.signed || outcome.documentHash !== bound.hash) throw new SignatureError('ESIGN_NOT_SIGNED');
    return { move: signatureMove(target.agreementId, { ...command, hash: bound.hash, method: this.provider.method }) };
  }
}
