import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/access-token.service.js';
import type { CommandOutcome } from '../agreement-moves.service.js';
import type { NegotiateAgreementRequest, NegotiateItemRequest } from '../negotiate/negotiate.requests.js';
import type { AddAgreementItemRequest } from './edit-draft.requests.js';

/** AddAgreementItem: a new item, or an edit of the item `AgItemId` names. */
export class AddAgreementItemCommand extends Command<CommandOutcome> {
  constructor(
    readonly actor: Actor,
    readonly request: AddAgreementItemRequest,
    readonly commandId?: string,
  ) {
    super();
  }
}

/** UpdateAgreement: the draft's general terms while it is a draft, a negotiation afterwards. */
export class UpdateAgreementCommand extends Command<CommandOutcome> {
  constructor(
    readonly actor: Actor,
    readonly request: NegotiateAgreementRequest,
    readonly commandId?: string,
  ) {
    super();
  }
}

/** UpdateAgreementRate: the caller's rate on a draft item, a negotiation afterwards. */
export class UpdateAgreementRateCommand extends Command<CommandOutcome> {
  constructor(
    readonly actor: Actor,
    readonly request: NegotiateItemRequest,
    readonly commandId?: string,
  ) {
    super();
  }
}
