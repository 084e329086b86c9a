// Agreement-stream commands on items: adding, editing, removing, negotiating and accepting rates and days.
import type { z } from 'zod';
import { type AgreementItemInput } from '../../commands/agreement.commands.js';
import type { AgreementItemData } from '../../events/agreement.events.js';
import type { Party } from '../../rules/fields.js';

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

export const ITEM_SPECS = {
  AddAgreementItem: {
    entity: 'agreement',
    probe: probe('ItemAdded'),
    build: ({ state, data, by, env }) => {
      const itemId = data.AgItemId ?? env.newId();
      return fresh(state, 'item', itemId) ?? [ev('ItemAdded', { by, item: itemOf(data, by, itemId) })];
    },
  },
  UpdateAgreementItem: {
    entity: 'item',
    target: (d) => d.AgItemId,
    probe: probe('ItemEdited', (itemId) => ({ item: { itemId } })),
    build: ({ state, data, by, id }) => [
      ev('ItemEdited', { by, item: itemOf(data, by, id, state.items[id]?.context) }),
    ],
  },
  RemoveAgreementItem: {
    entity: 'item',
    target: (d) => d.AgItemId,
    probe: probe('ItemRemoved', (itemId) => ({ itemId })),
    build: ({ by, id }) => [ev('ItemRemoved', { by, itemId: id })],
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
