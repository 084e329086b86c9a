import { CommandHandler } from '@nestjs/cqrs';
import { ContractCommandHandler } from '../../contract-commands/contract-command.handler.js';
import {
  ContractPipeline,
  type ContractTarget,
  type PreparedMove,
} from '../../contract-commands/contract-pipeline.service.js';
import { signatureMove } from '../record-signature.js';
import { SignerCodes } from '../signer-codes/signer-codes.service.js';
import { SignContractCommand } from './sign-contract.command.js';
import { personOf } from '../../common/auth/access-token.service.js';

// Checks the code (single use, 5 minutes, 5 tries), then signs the document hash the code was
// bound to. The machines refuse it when that is no longer the current document, so a code sent for
// an older version can never sign a newer one.
@CommandHandler(SignContractCommand)
export class SignContractHandler extends ContractCommandHandler<SignContractCommand> {
  constructor(
    pipeline: ContractPipeline,
    private readonly codes: SignerCodes,
  ) {
    super(pipeline);
  }

  protected override async prepare(command: SignContractCommand, target: ContractTarget): Promise<PreparedMove> {
    await this.pipeline.assertParty(target, command.actor);
    const { hash, channel } = await this.codes.verify(command.challengeId, command.code, {
      agreementId: target.agreementId,
      userId: personOf(command.actor),
      via: 'code',
    });
    const method = channel === 'sms' ? 'otp-sms' : 'otp-email';
    return { move: signatureMove(target.agreementId, { ...command, hash, method }) };
  }
}
