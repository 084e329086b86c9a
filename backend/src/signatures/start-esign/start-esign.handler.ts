import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { RUNTIME, type Runtime } from '../../config/runtime.js';
import { StreamAccess } from '../../streams/stream-access.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { ESIGN_PROVIDER, type EsignProvider } from '../esign/esign-provider.port.js';
import { esignTransactionId } from '../esign/esign-transaction.js';
import { SignatureError } from '../signature.errors.js';
import { StartEsignCommand, type EsignStarted } from './start-esign.command.js';

/** Hands the current document's hash to the eSign provider, bound to this agreement and signer. */
@CommandHandler(StartEsignCommand)
export class StartEsignHandler implements ICommandHandler<StartEsignCommand> {
  constructor(
    private readonly access: StreamAccess,
    private readonly writer: StreamWriter,
    private readonly directory: UserDirectoryService,
    @Inject(ESIGN_PROVIDER) private readonly provider: EsignProvider,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ agreementId, userId, hash }: StartEsignCommand): Promise<EsignStarted> {
    const role = await this.access.assertParty('agreement', agreementId, userId);
    if (role === 'auditor') throw new SignatureError('ONLY_PARTIES_SIGN');
    const { state } = await this.writer.current('agreement', agreementId);
    if (!state.signing.document) throw new SignatureError('DOCUMENT_NOT_FOUND');
    if (state.signing.document.hash !== hash) throw new SignatureError('DOCUMENT_CHANGED');
    if (state.signing.signatures[role]) throw new SignatureError('ALREADY_SIGNED');
    const transactionId = esignTransactionId(this.runtime.jwtSecret, { agreementId, userId, hash }, new Date());
    const signerName = (await this.directory.findById(userId))?.usrName ?? '';
    const session = await this.provider.start({ transactionId, documentHash: hash, signerName });
    return { TransactionId: transactionId, Provider: session.provider, RedirectUrl: session.redirectUrl };
  }
}
