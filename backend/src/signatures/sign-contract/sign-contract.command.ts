import type { Actor } from '../../common/auth/access-token.service.js';
import { ContractCommand, type ContractRequest } from '../../contract-commands/contract-command.js';

// Sign the contract document a one-time code was sent for, recording the request's IP and user agent.
export class SignContractCommand extends ContractCommand<'SignContract'> {
  constructor(
    actor: Actor,
    agreementId: string,
    readonly challengeId: string,
    readonly code: string,
    readonly ip: string,
    readonly userAgent: string,
    commandId?: string,
  ) {
    // The document hash and method come from the verified code.
    super(actor, 'SignContract', { AgreementId: agreementId } as ContractRequest<'SignContract'>, commandId);
  }
}
