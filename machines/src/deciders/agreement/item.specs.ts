// Agreement-stream commands on items: adding, editing, removing, negotiating and accepting rates and days.
import type { z } from 'zod';
import { type AgreementItemInput } from '../../commands/agreement.commands.js';
import type { AgreementItemData } from '../../events/agreement.events.js';
import type { Party } from '../../rules/fields.js';
import { poItemMessage } from '../../rules/purchase-order.rules.js';
import type { AgreementState } from '../agreement.state.js';
import { refuse } from '../decision.js';

import { ev, fresh, probe, remarkOf, type SpecTable } from './command-spec.js';

export type ParsedItemInput = z.output<typeof AgreementItemInput>;
/** An item as its sender describes it; the sender's rate and days land on their side only. */
export function itemOf(
  input: ParsedItemInput,
  by: Party,
  itemId: string,
  before?: AgreementItemData,
): AgreementItemData {
  const side = (party: Party) => ({
    rate: by === party ? (input.Rate ?? null) : (before?.[`${party}Rate`] ?? null),
    days: by === party ? (input.ItemDeliveredInDays ?? null) : (before?.[`${party}CompletionDays`] ?? null),
  });
  const seller = side('seller');
  const buyer = side('buyer');
  return {
    itemId,
    hsnSac: input.ItemCode,
    title: input.ItemTitle,
    description: input.ItemDescription,
    quantity: input.Qty,
    taxPercent: input.Tax,
    currency: input.CurrencyId,
    unit: input.UnitId,
    sellerRate: seller.rate,
    buyerRate: buyer.rate,
    sellerCompletionDays: seller.days,
    buyerCompletionDays: buyer.days,
  };
}

// A line of a purchase order: a quantity, and done within the order's completion days.
const orderLineRefusal = (state: AgreementState, input: ParsedItemInput) => {
  const po = state.purchaseOrder;
  const message = po && poItemMessage(input.Qty, input.ItemDeliveredInDays, po.header.completionDays);
  return message ? refuse('INVALID_COMMAND', message) : undefined;
};

export const ITEM_SPECS = {
  AddAgreementItem: {
    entity: 'agreement',
    probe: probe('ItemAdded'),
    build: ({ state, data, by, env }) => {
      const itemId = data.AgItemId ?? env.newId();
      return (
        orderLineRefusal(state, data) ??
        fresh(state, 'item', itemId) ?? [ev('ItemAdded', { by, item: itemOf(data, by, itemId) })]
      );
    },
  },
  UpdateAgreementItem: {
    entity: 'item',
    target: (d) => d.AgItemId,
    probe: probe('ItemEdited', (itemId) => ({ item: { itemId } })),
    build: ({ state, data, by, id }) =>
      orderLineRefusal(state, data) ?? [ev('ItemEdited', { by, item: itemOf(data, by, id, state.items[id]?.context) })],
  },
  RemoveAgreementItem: {
    entity: 'item',
    target: (d) => d.AgItemId,
    probe: probe('ItemRemoved', (itemId) => ({ itemId })),
    build: ({ by, id }) => [ev('ItemRemoved', { by, itemId: id })],
  },
  // Samvida's line-award process (a system actor) only: the machines take it before the start and
  // before any signature; the items' own negotiation ends with them.
  WithdrawAwardedItems: {
    entity: 'agreement',
    probe: probe('ItemsWithdrawnByAward'),
    build: ({ state, data }) => {
      const withdrawn = new Set(data.AgItemIds);
      if ([...withdrawn].some((id) => !state.items[id])) return refuse('NOT_FOUND', 'This item was not found.');
      const left = Object.keys(state.items).filter((id) => !withdrawn.has(id)).length;
      return [
        ev('ItemsWithdrawnByAward', {
          by: 'system',
          itemIds: [...withdrawn],
          proposalId: data.ProposalId,
          awardEventId: data.AwardEventId,
          closesAgreement: left === 0,
        }),
      ];
    },
  },
  NegotiateItem: {
    entity: 'item',
    target: (d) => d.ItemId,
    probe: probe('ItemNegotiated', (itemId) => ({ itemId })),
    build: (ctx) => {
      const item = ctx.state.items[ctx.id]!.context;
      const { Amount, CompletionDays, ItemTax, Currency, SellingUnit, RemarkText } = ctx.data;
      return [
        ...remarkOf(ctx, ctx.id, RemarkText),
        ev('ItemNegotiated', {
          by: ctx.by,
          itemId: ctx.id,
          rate: Amount,
          completionDays: CompletionDays,
          taxPercent: ItemTax ?? item.taxPercent,
          currency: Currency ?? item.currency,
          unit: SellingUnit ?? item.unit,
        }),
      ];
    },
  },
  AcceptItem: {
    entity: 'item',
    target: (d) => d.ItemId,
    probe: probe('ItemAccepted', (itemId) => ({ itemId })),
    build: (ctx) => [...remarkOf(ctx, ctx.id, ctx.data.RemarkText), ev('ItemAccepted', { by: ctx.by, itemId: ctx.id })],
  },
} satisfies Partial<SpecTable>;
