import { CommandHandler } from '@nestjs/cqrs';
import { SigningCodesService } from '../../accounts/signing-codes.service.js';
import { ContractCommandHandler } from '../../contract-commands/contract-command.handler.js';
import {
  ContractPipeline,
  type ContractTarget,
  type PreparedMove,
} from '../../contract-commands/contract-pipeline.service.js';
import { signatureMove } from '../record-signature.js';
import { SignatureError } from '../signature.errors.js';
import { parseBinding } from '../signing-binding.js';
import { SignContractCommand } from './sign-contract.command.js';

// Checks the code (single use, 5 minutes, 5 tries), then signs the document hash the code was
// bound to. The machines refuse it when that is no longer the current document, so a code sent for
// an older version can never sign a newer one.
@CommandHandler(SignContractCommand)
export class SignContractHandler extends ContractCommandHandler<SignContractCommand> {
  constructor(
    pipeline: ContractPipeline,
    private readonly codes: SigningCodesService,
  ) {
    super(pipeline);
  }

  protected override async prepare(command: SignContractCommand, target: ContractTarget): Promise<PreparedMove> {
    await this.pipeline.assertParty(target, command.actor);
    const verified = await this.codes.verify(command.challengeId, command.code);
    const bound = parseBinding(verified.binding);
    if (!bound || bound.agreementId !== target.agreementId || bound.userId !== command.actor.userId)
      throw new SignatureError('INVALID_CODE');
    const method = verified.channel === 'sms' ? 'otp-sms' : 'otp-email';
    return { move: signatureMove(target.agreementId, { ...command, hash: bound.hash, method }) };
  }
}
