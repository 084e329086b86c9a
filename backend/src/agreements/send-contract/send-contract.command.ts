import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/access-token.service.js';
import type { ContractOutcome } from '../../contract-commands/contract-command.js';
import type { SendContractRequest } from './send-contract.request.js';

// SendContract: the builder's contract with its items and terms, published or kept as a draft.
export class SendContractCommand extends Command<ContractOutcome> {
  constructor(
    readonly actor: Actor,
    readonly request: SendContractRequest,
    readonly commandId?: string,
  ) {
    super();
  }
}
