import type { Actor } from '../../common/auth/access-token.service.js';
import { ContractCommand } from '../../contract-commands/contract-command.js';
import type { AddAgreementTermRequest, AddUserTermsParams, DeleteAgreementTermParams } from './terms.requests.js';

// AddAgreementTerm: a new term, or (when `Id` names one of its terms) that term reworded.
export class AddAgreementTermCommand extends ContractCommand<'AddAgreementTerm'> {
  constructor(actor: Actor, request: AddAgreementTermRequest, commandId?: string) {
    super(actor, 'AddAgreementTerm', request, commandId);
  }
}

// DeleteAgreementTerm: the agreement is looked up from the term when the query leaves it out.
export class DeleteAgreementTermCommand extends ContractCommand<'DeleteAgreementTerm'> {
  constructor(actor: Actor, { termId, agreementId }: DeleteAgreementTermParams, commandId?: string) {
    super(actor, 'DeleteAgreementTerm', { AgreementId: agreementId, TermId: termId }, commandId);
  }
}

// AddUserTermToAgreement: every term of one of the caller's saved term groups.
export class AddUserTermsCommand extends ContractCommand<'AddAgreementTerms'> {
  constructor(
    actor: Actor,
    readonly query: AddUserTermsParams,
    commandId?: string,
  ) {
    // The terms come from the group when the command is handled.
    super(actor, 'AddAgreementTerms', { AgreementId: query.agreementId, Terms: [] }, commandId);
  }
}
