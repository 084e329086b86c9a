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
import { readEsignTransaction, type EsignBinding } from '../esign/esign-transaction.js';
import { signatureMove } from '../record-signature.js';
import { SignatureError } from '../signature.errors.js';
import { SignerCodes } from '../signer-codes/signer-codes.service.js';
import { CompleteEsignCommand } from './complete-esign.command.js';
import { personOf } from '../../common/auth/access-token.service.js';

// Asks the provider how the transaction ended and, when it signed the bound hash, signs with it.
// With a provider that authenticates nobody (the sandbox), the signer's one-time code must come
// first: missing or wrong (each try counted, 5 at most), nothing is signed and the transaction stays.
@CommandHandler(CompleteEsignCommand)
export class CompleteEsignHandler extends ContractCommandHandler<CompleteEsignCommand> {
  constructor(
    pipeline: ContractPipeline,
    private readonly codes: SignerCodes,
    @Inject(ESIGN_PROVIDER) private readonly provider: EsignProvider | null,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {
    super(pipeline);
  }

  protected override async prepare(command: CompleteEsignCommand, target: ContractTarget): Promise<PreparedMove> {
    await this.pipeline.assertParty(target, command.actor);
    if (!this.provider) throw new SignatureError('ESIGN_UNAVAILABLE');
    const bound = readEsignTransaction(this.runtime.jwtSecret, command.transactionId, new Date());
    if (!bound || bound.agreementId !== target.agreementId || bound.userId !== personOf(command.actor))
      throw new SignatureError('ESIGN_NOT_FOUND');
    if (!this.provider.verifiesSigner) await this.proveSigner(bound, command.code);
    const outcome = await this.provider.outcome(command.transactionId);
    if (!outcome.signed || outcome.documentHash !== bound.hash) throw new SignatureError('ESIGN_NOT_SIGNED');
    return { move: signatureMove(target.agreementId, { ...command, hash: bound.hash, method: this.provider.method }) };
  }

  // The code sent when the transaction started, for this transaction's document.
  private async proveSigner(bound: EsignBinding, code: string | undefined): Promise<void> {
    if (!bound.challengeId) throw new SignatureError('ESIGN_NOT_FOUND');
    if (!code) throw new SignatureError('CODE_REQUIRED');
    const { agreementId, userId } = bound;
    const { hash } = await this.codes.verify(bound.challengeId, code, { agreementId, userId, via: 'esign' });
    if (hash !== bound.hash) throw new SignatureError('INVALID_CODE');
  }
}
