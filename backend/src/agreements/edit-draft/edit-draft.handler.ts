import { Injectable } from '@nestjs/common';
import { availableAgreementActions, type AgreementCommandType, type AgreementState } from '@samvida/machines';
import type { Actor } from '../../common/auth/access-token.service.js';
import { AgreementCommandHandler, type CommandOutcome } from '../agreement-command.handler.js';
import type { NegotiateAgreementRequest, NegotiateItemRequest } from '../negotiate/negotiate.requests.js';
import type { AddAgreementItemRequest } from './edit-draft.requests.js';

/** True when the machines offer `actor` this command on the agreement, or on the item `itemId`. */
function offers(state: AgreementState, actor: Actor, command: AgreementCommandType, itemId?: string): boolean {
  const actions = availableAgreementActions(state, { userId: actor.userId });
  const list = itemId === undefined ? actions.agreement : (actions.items[itemId] ?? []);
  return list.some((action) => action.command === command);
}

/**
 * The draft editors' calls that mean "edit while it is a draft, negotiate afterwards". Which of
 * the two applies is asked of the machines, never decided here.
 */
@Injectable()
export class EditDraftHandler {
  constructor(private readonly commands: AgreementCommandHandler) {}

  /** AddAgreementItem: a new item, or an edit of the item `AgItemId` names. */
  async addItem(actor: Actor, request: AddAgreementItemRequest, commandId?: string): Promise<CommandOutcome> {
    const state = await this.commands.current(actor, request.AgreementId);
    if (request.AgItemId && state.items[request.AgItemId]) {
      return this.commands.execute(
        actor,
        { type: 'UpdateAgreementItem', data: { ...request, AgItemId: request.AgItemId } },
        commandId,
      );
    }
    return this.commands.execute(actor, { type: 'AddAgreementItem', data: request }, commandId);
  }

  /** UpdateAgreement: the draft's general terms (UpdateB2CContract) when offered, else NegotiateAgreement. */
  async updateAgreement(actor: Actor, request: NegotiateAgreementRequest, commandId?: string): Promise<CommandOutcome> {
    const state = await this.commands.current(actor, request.AgreementId);
    const type = offers(state, actor, 'UpdateB2CContract') ? 'UpdateB2CContract' : 'NegotiateAgreement';
    return this.commands.execute(actor, { type, data: request }, commandId);
  }

  /** UpdateAgreementRate: the caller's offer on a draft item (UpdateAgreementItem) when offered, else NegotiateItem. */
  async updateRate(actor: Actor, request: NegotiateItemRequest, commandId?: string): Promise<CommandOutcome> {
    const state = await this.commands.current(actor, request.AgreementId);
    const item = state.items[request.ItemId]?.context;
    if (!item || !offers(state, actor, 'UpdateAgreementItem', request.ItemId)) {
      return this.commands.execute(actor, { type: 'NegotiateItem', data: request }, commandId);
    }
    const data = {
      AgreementId: request.AgreementId,
      AgItemId: item.itemId,
      ItemCode: item.hsnSac,
      ItemTitle: item.title,
      ItemDescription: item.description,
      Qty: item.quantity,
      Tax: request.ItemTax ?? item.taxPercent,
      CurrencyId: request.Currency ?? item.currency,
      UnitId: request.SellingUnit ?? item.unit,
      Rate: request.Amount,
      ItemDeliveredInDays: request.CompletionDays,
    };
    return this.commands.execute(actor, { type: 'UpdateAgreementItem', data }, commandId);
  }
}
