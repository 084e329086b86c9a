import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/access-token.service.js';
import type { CommandOutcome } from '../agreement-moves.service.js';
import type { AddAgreementTermRequest, AddUserTermsParams, DeleteAgreementTermParams } from './terms.requests.js';

/** AddAgreementTerm: a new term, or (when `Id` names one of its terms) that term reworded. */
export class AddAgreementTermCommand extends Command<CommandOutcome> {
  constructor(
    readonly actor: Actor,
    readonly request: AddAgreementTermRequest,
    readonly commandId?: string,
  ) {
    super();
  }
}

/** DeleteAgreementTerm. */
export class DeleteAgreementTermCommand extends Command<CommandOutcome> {
  constructor(
    readonly actor: Actor,
    readonly request: DeleteAgreementTermParams,
    readonly commandId?: string,
  ) {
    super();
  }
}

/** AddUserTermToAgreement: every term of one of the caller's saved term groups. */
export class AddUserTermsCommand extends Command<CommandOutcome> {
  constructor(
    readonly actor: Actor,
    readonly request: AddUserTermsParams,
    readonly commandId?: string,
  ) {
    super();
  }
}
