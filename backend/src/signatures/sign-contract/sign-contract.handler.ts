import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SigningCodesService } from '../../accounts/signing-codes.service.js';
import { StreamAccess } from '../../streams/stream-access.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { SignatureError } from '../signature.errors.js';
import { recordSignature } from '../record-signature.js';
import type { SigningOutcome } from '../signatures.views.js';
import { parseBinding } from '../signing-binding.js';
import { SignContractCommand } from './sign-contract.command.js';

/**
 * Checks the code (single use, 5 minutes, 5 tries), then appends AgreementSigned for the document
 * hash the code was bound to. The machines refuse it when that is no longer the current document,
 * so a code sent for an older version can never sign a newer one.
 */
@CommandHandler(SignContractCommand)
export class SignContractHandler implements ICommandHandler<SignContractCommand> {
  constructor(
    private readonly access: StreamAccess,
    private readonly writer: StreamWriter,
    private readonly codes: SigningCodesService,
  ) {}

  async execute(command: SignContractCommand): Promise<SigningOutcome> {
    const { agreementId, userId } = command;
    await this.access.assertParty('agreement', agreementId, userId);
    const verified = await this.codes.verify(command.challengeId, command.code);
    const bound = parseBinding(verified.binding);
    if (!bound || bound.agreementId !== agreementId || bound.userId !== userId)
      throw new SignatureError('INVALID_CODE');
    const { state } = await this.writer.current('agreement', agreementId);
    if (state.signing.document?.hash !== bound.hash) throw new SignatureError('CODE_FOR_OTHER_DOCUMENT');
    return recordSignature(this.writer, {
      agreementId,
      userId,
      hash: bound.hash,
      method: verified.channel === 'sms' ? 'otp-sms' : 'otp-email',
      ip: command.ip,
      userAgent: command.userAgent,
      commandId: command.commandId,
    });
  }
}
