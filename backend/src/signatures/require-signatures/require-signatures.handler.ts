import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StreamAccess } from '../../streams/stream-access.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { signingOutcome, type SigningOutcome } from '../signatures.views.js';
import { RequireSignaturesCommand } from './require-signatures.command.js';

/** Records the setting; the machines allow it to the creator while the contract is a draft. */
@CommandHandler(RequireSignaturesCommand)
export class RequireSignaturesHandler implements ICommandHandler<RequireSignaturesCommand> {
  constructor(
    private readonly access: StreamAccess,
    private readonly writer: StreamWriter,
  ) {}

  async execute({ agreementId, userId, required, commandId }: RequireSignaturesCommand): Promise<SigningOutcome> {
    await this.access.assertParty('agreement', agreementId, userId);
    const result = await this.writer.execute(
      'agreement',
      agreementId,
      { userId },
      { type: 'RequireSignatures', data: { AgreementId: agreementId, Required: required } },
      { commandId },
    );
    return signingOutcome(agreementId, result);
  }
}
