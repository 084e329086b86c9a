import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { availableAgreementActions, type AgreementCommandType, type AgreementState } from '@samvida/machines';
import type { Actor } from '../../common/auth/access-token.service.js';
import { AgreementMoves, type CommandOutcome } from '../agreement-moves.service.js';
import { AddAgreementItemCommand, UpdateAgreementCommand, UpdateAgreementRateCommand } from './edit-draft.command.js';

/** True when the machines offer `actor` this command on the agreement, or on the item `itemId`. */
function offers(state: AgreementState, actor: Actor, command: AgreementCommandType, itemId?: string): boolean {
  const actions = availableAgreementActions(state, { userId: actor.userId });
  const list = itemId === undefined ? actions.agreement : (actions.items[itemId] ?? []);
  return list.some((action) => action.command === command);
}

// The draft editors' calls that mean "edit while it is a draft, negotiate afterwards". Which of
// the two applies is asked of the machines, never decided here.

/** AddAgreementItem: a new item, or an edit of the item `AgItemId` names. */
@CommandHandler(AddAgreementItemCommand)
export class AddAgreementItemHandler implements ICommandHandler<AddAgreementItemCommand> {
  constructor(private readonly commands: AgreementMoves) {}

  async execute({ actor, request, commandId }: AddAgreementItemCommand): Promise<CommandOutcome> {
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
}

/** UpdateAgreement: the draft's general terms (UpdateB2CContract) when offered, else NegotiateAgreement. */
@CommandHandler(UpdateAgreementCommand)
export class UpdateAgreementHandler implements ICommandHandler<UpdateAgreementCommand> {
  constructor(private readonly commands: AgreementMoves) {}

  async execute({ actor, request, commandId }: UpdateAgreementCommand): Promise<CommandOutcome> {
    const state = await this.commands.current(actor, request.AgreementId);
    const type = offers(state, actor, 'UpdateB2CContract') ? 'UpdateB2CContract' : 'NegotiateAgreement';
    return this.commands.execute(actor, { type, data: request }, commandId);
  }
}

/** UpdateAgreementRate: the caller's offer on a draft item (UpdateAgreementItem) when offered, else NegotiateItem. */
@CommandHandler(UpdateAgreementRateCommand)
export class UpdateAgreementRateHandler implements ICommandHandler<UpdateAgreementRateCommand> {
  constructor(private readonly commands: AgreementMoves) {}

  async execute({ actor, request, commandId }: UpdateAgreementRateCommand): Promise<CommandOutcome> {
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
