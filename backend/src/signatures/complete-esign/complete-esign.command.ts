import type { Actor } from '../../common/auth/access-token.service.js';
import { ContractCommand, type ContractRequest } from '../../contract-commands/contract-command.js';

// Record the signature of a finished eSign transaction.
export class CompleteEsignCommand extends ContractCommand<'SignContract'> {
  constructor(
    actor: Actor,
    agreementId: string,
    readonly transactionId: string,
    readonly code: string | undefined,
    readonly ip: string,
    readonly userAgent: string,
    commandId?: string,
  ) {
    // The document hash comes from the finished transaction.
    super(actor, 'SignContract', { AgreementId: agreementId } as ContractRequest<'SignContract'>, commandId);
  }
}
