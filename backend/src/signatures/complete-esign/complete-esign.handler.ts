import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RUNTIME, type Runtime } from '../../config/runtime.js';
import { StreamAccess } from '../../streams/stream-access.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { ESIGN_PROVIDER, type EsignProvider } from '../esign/esign-provider.port.js';
import { readEsignTransaction } from '../esign/esign-transaction.js';
import { SignatureError } from '../signature.errors.js';
import { recordSignature } from '../record-signature.js';
import type { SigningOutcome } from '../signatures.views.js';
import { CompleteEsignCommand } from './complete-esign.command.js';

/** Asks the provider how the transaction ended and, when it signed the bound hash, records AgreementSigned. */
@CommandHandler(CompleteEsignCommand)
export class CompleteEsignHandler implements ICommandHandler<CompleteEsignCommand> {
  constructor(
    private readonly access: StreamAccess,
    private readonly writer: StreamWriter,
    @Inject(ESIGN_PROVIDER) private readonly provider: EsignProvider,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute(command: CompleteEsignCommand): Promise<SigningOutcome> {
    const { agreementId, userId } = command;
    await this.access.assertParty('agreement', agreementId, userId);
    const bound = readEsignTransaction(this.runtime.jwtSecret, command.transactionId, new Date());
    if (!bound || bound.agreementId !== agreementId || bound.userId !== userId)
      throw new SignatureError('ESIGN_NOT_FOUND');
    const outcome = await this.provider.outcome(command.transactionId);
    if (!outcome.signed || outcome.documentHash !== bound.hash) throw new SignatureError('ESIGN_NOT_SIGNED');
    return recordSignature(this.writer, {
      agreementId,
      userId,
      hash: bound.hash,
      method: 'aadhaar-esign',
      ip: command.ip,
      userAgent: command.userAgent,
      commandId: command.commandId,
    });
  }
}
