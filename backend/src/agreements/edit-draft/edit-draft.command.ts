import type { Actor } from '../../common/auth/access-token.service.js';
import { ContractCommand } from '../../contract-commands/contract-command.js';
import type { NegotiateAgreementRequest, NegotiateItemRequest } from '../negotiate/negotiate.requests.js';
import type { AddAgreementItemRequest } from './edit-draft.requests.js';

// AddAgreementItem: a new item, or an edit of the item `AgItemId` names.
export class AddAgreementItemCommand extends ContractCommand<'AddAgreementItem'> {
  constructor(actor: Actor, request: AddAgreementItemRequest, commandId?: string) {
    super(actor, 'AddAgreementItem', request, commandId);
  }
}

// UpdateAgreement: the draft's general terms while it is a draft, a negotiation afterwards.
export class UpdateAgreementCommand extends ContractCommand<'NegotiateAgreement'> {
  constructor(actor: Actor, request: NegotiateAgreementRequest, commandId?: string) {
    super(actor, 'NegotiateAgreement', request, commandId);
  }
}

// UpdateAgreementRate: the caller's rate on a draft item, a negotiation afterwards.
export class UpdateAgreementRateCommand extends ContractCommand<'NegotiateItem'> {
  constructor(actor: Actor, request: NegotiateItemRequest, commandId?: string) {
    super(actor, 'NegotiateItem', request, commandId);
  }
}
