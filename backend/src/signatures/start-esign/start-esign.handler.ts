import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AgreementSigned } from '@samvida/machines';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { RUNTIME, type Runtime } from '../../config/runtime.js';
import { ContractPipeline } from '../../contract-commands/contract-pipeline.service.js';
import { ESIGN_PROVIDER, type EsignProvider } from '../esign/esign-provider.port.js';
import { esignExpiry, esignTransactionId } from '../esign/esign-transaction.js';
import { signatureMove } from '../record-signature.js';
import { SignatureError } from '../signature.errors.js';
import { SignerCodes } from '../signer-codes/signer-codes.service.js';
import { StartEsignCommand, type EsignStarted } from './start-esign.command.js';
import { personOf } from '../../common/auth/access-token.service.js';

// Hands the document's hash to the eSign provider, bound to this agreement and signer, only when
// the machines would accept that signature now. A provider that authenticates nobody (the
// sandbox) gets the signer's one-time code instead: sent now, bound to the transaction.
@CommandHandler(StartEsignCommand)
export class StartEsignHandler implements ICommandHandler<StartEsignCommand> {
  constructor(
    private readonly pipeline: ContractPipeline,
    private readonly directory: UserDirectoryService,
    private readonly codes: SignerCodes,
    @Inject(ESIGN_PROVIDER) private readonly provider: EsignProvider | null,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ agreementId, actor, hash, ip }: StartEsignCommand): Promise<EsignStarted> {
    if (!this.provider) throw new SignatureError('ESIGN_UNAVAILABLE');
    const signature = signatureMove(agreementId, { hash, method: this.provider.method, ip, userAgent: '' });
    const [signed] = await this.pipeline.check({ agreementId }, actor, signature);
    // The code goes to the member who signs for the business.
    const userId = personOf(actor);
    const code = this.provider.verifiesSigner
      ? undefined
      : await this.codes.send(
          { agreementId, userId, hash, via: 'esign' },
          (signed as AgreementSigned).data.documentVersion,
          ip,
          actor.userId,
        );
    const transactionId = esignTransactionId(
      this.runtime.jwtSecret,
      { agreementId, userId, hash, challengeId: code?.sent.ChallengeId ?? null },
      code?.expiresAt ?? esignExpiry(new Date()),
    );
    const signerName = (await this.directory.findById(userId))?.usrName ?? '';
    const session = await this.provider.start({ transactionId, documentHash: hash, signerName });
    return {
      TransactionId: transactionId,
      Provider: session.provider,
      RedirectUrl: session.redirectUrl,
      CodeSent: code?.sent ?? null,
    };
  }
}
