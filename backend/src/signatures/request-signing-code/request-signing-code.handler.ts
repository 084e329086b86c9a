import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AgreementSigned } from '@samvida/machines';
import { ContractPipeline } from '../../contract-commands/contract-pipeline.service.js';
import { signatureMove } from '../record-signature.js';
import { SignerCodes } from '../signer-codes/signer-codes.service.js';
import { RequestSigningCodeCommand, type SigningCodeSent } from './request-signing-code.command.js';
import { personOf } from '../../common/auth/access-token.service.js';

// Sends a signing code for the current contract document, only when the machines would accept the
// signature now (a party, a signable contract, this document, not yet signed).
@CommandHandler(RequestSigningCodeCommand)
export class RequestSigningCodeHandler implements ICommandHandler<RequestSigningCodeCommand> {
  constructor(
    private readonly pipeline: ContractPipeline,
    private readonly codes: SignerCodes,
  ) {}

  async execute({ agreementId, actor, hash, ip }: RequestSigningCodeCommand): Promise<SigningCodeSent> {
    const signature = signatureMove(agreementId, { hash, method: 'otp-sms', ip, userAgent: '' });
    const [signed] = await this.pipeline.check({ agreementId }, actor, signature);
    const { documentVersion } = (signed as AgreementSigned).data;
    const binding = { agreementId, userId: personOf(actor), hash, via: 'code' as const };
    return (await this.codes.send(binding, documentVersion, ip, actor.userId)).sent;
  }
}
