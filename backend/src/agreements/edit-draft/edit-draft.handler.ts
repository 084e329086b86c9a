import { CommandHandler } from '@nestjs/cqrs';
import { availableAgreementActions, type AgreementState, type ContractCommandType } from '@samvida/machines';
import type { Actor } from '../../common/auth/access-token.service.js';
import { ContractCommandHandler } from '../../contract-commands/contract-command.handler.js';
import {
  ContractPipeline,
  type ContractTarget,
  type PreparedMove,
} from '../../contract-commands/contract-pipeline.service.js';
import { AddAgreementItemCommand, UpdateAgreementCommand, UpdateAgreementRateCommand } from './edit-draft.command.js';

// True when the machines offer `actor` this command on the agreement, or on the item `itemId`.
function offers(state: AgreementState, actor: Actor, command: ContractCommandType, itemId?: string): boolean {
  const actions = availableAgreementActions(state, actor);
  const list = itemId === undefined ? actions.agreement : (actions.items[itemId] ?? []);
  return list.some((action) => action.command === command);
}

// The draft editors' calls that mean "edit while it is a draft, negotiate afterwards". Which of
// the two applies is asked of the machines, never decided here.

// AddAgreementItem: a new item, or an edit of the item `AgItemId` names.
@CommandHandler(AddAgreementItemCommand)
export class AddAgreementItemHandler extends ContractCommandHandler<AddAgreementItemCommand> {
  constructor(pipeline: ContractPipeline) {
    super(pipeline);
  }

  protected override async prepare(command: AddAgreementItemCommand, target: ContractTarget): Promise<PreparedMove> {
    const state = await this.pipeline.stateFor(target, command.actor);
    const itemId = command.data.AgItemId;
    const type = itemId && state.items[itemId] ? 'UpdateAgreementItem' : 'AddAgreementItem';
    return { move: this.pipeline.moveOf(command, target, type) };
  }
}

// UpdateAgreement: the draft's general terms (UpdateB2CContract) when offered, else NegotiateAgreement.
@CommandHandler(UpdateAgreementCommand)
export class UpdateAgreementHandler extends ContractCommandHandler<UpdateAgreementCommand> {
  constructor(pipeline: ContractPipeline) {
    super(pipeline);
  }

  protected override async prepare(command: UpdateAgreementCommand, target: ContractTarget): Promise<PreparedMove> {
    const state = await this.pipeline.stateFor(target, command.actor);
    const type = offers(state, command.actor, 'UpdateB2CContract') ? 'UpdateB2CContract' : 'NegotiateAgreement';
    return { move: this.pipeline.moveOf(command, target, type) };
  }
}

// UpdateAgreementRate: the caller's offer on a draft item (UpdateAgreementItem) when offered, else NegotiateItem.
@CommandHandler(UpdateAgreementRateCommand)
export class UpdateAgreementRateHandler extends ContractCommandHandler<UpdateAgreementRateCommand> {
  constructor(pipeline: ContractPipeline) {
    super(pipeline);
  }

  protected override async prepare(command: UpdateAgreementRateCommand, target: ContractTarget): Promise<PreparedMove> {
    const state = await this.pipeline.stateFor(target, command.actor);
    const request = command.data;
    const item = state.items[request.ItemId]?.context;
    if (!item || !offers(state, command.actor, 'UpdateAgreementItem', request.ItemId)) {
      return { move: this.pipeline.moveOf(command, target) };
    }
    const data = {
      AgreementId: target.agreementId,
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
    return { move: { type: 'UpdateAgreementItem', data } };
  }
}
