import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/access-token.service.js';
import type { ContractOutcome } from '../../contract-commands/contract-command.js';
import type { AgreementDetail } from '../read-model/agreement.views.js';
import type { CustomContractRequest, ResidentialRentalRequest } from './draft-contract.requests.js';

// CustomContract: a draft from the builder.
export class DraftContractCommand extends Command<ContractOutcome> {
  constructor(
    readonly actor: Actor,
    readonly request: CustomContractRequest,
    readonly commandId?: string,
  ) {
    super();
  }
}

// ResidentialRentalContract: a draft from the residential rental form; answers its detail.
export class DraftRentalContractCommand extends Command<AgreementDetail> {
  constructor(
    readonly actor: Actor,
    readonly request: ResidentialRentalRequest,
    readonly commandId?: string,
  ) {
    super();
  }
}
