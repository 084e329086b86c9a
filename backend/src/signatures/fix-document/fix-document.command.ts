import type { Actor } from '../../common/auth/access-token.service.js';
import { ContractCommand, type ContractRequest } from '../../contract-commands/contract-command.js';

// Fix the agreed state of an agreement as its contract document (SHA-256 recorded in an event).
export class FixDocumentCommand extends ContractCommand<'FixContractDocument'> {
  constructor(actor: Actor, agreementId: string, commandId?: string) {
    // The hash, revision and parties come from the rendered document.
    super(
      actor,
      'FixContractDocument',
      { AgreementId: agreementId } as ContractRequest<'FixContractDocument'>,
      commandId,
    );
  }
}
