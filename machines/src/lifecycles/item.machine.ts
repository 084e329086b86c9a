// An agreement item's negotiation: rates and completion days offered in turns until both match.
import { and, assertEvent, assign, not, setup } from 'xstate';
import type { Flat } from '../events/envelope.js';
import type {
  AgreementItemData,
  AgreementExpired,
  AgreementPublished,
  AgreementRejected,
  AgreementStarted,
  ItemAccepted,
  ItemEdited,
  ItemNegotiated,
} from '../events/agreement.events.js';
import { roleGuards } from './guards.js';
import { lifecycle, type Entity } from './lifecycle.js';

/** Item statuses as the spec names them (`pending` while the agreement is a draft). */
export const ITEM_STATUSES = [
  'pending',
  'Proposed',
  'Waiting for Seller',
  'Waiting for Buyer',
  'Accepted',
  'Active',
  'rejected',
] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export type ItemContext = AgreementItemData;
export type ItemMachineEvent = Flat<
  | ItemEdited
  | ItemNegotiated
  | ItemAccepted
  | AgreementPublished
  | AgreementStarted
  | AgreementRejected
  | AgreementExpired
>;
export type ItemEntity = Entity<ItemStatus, ItemContext>;

/** Whether an item in `status` can be billed: an invoice's lines (MakeInvoice, UpdateInvoice) take only Active items. */
export const invoiceable = (status: ItemStatus): boolean => status === 'Active';

/** True when the seller has offered both a rate and completion days. */
export const sellerOffered = (item: ItemContext): boolean =>
  item.sellerRate !== null && item.sellerCompletionDays !== null;

/** True when the buyer has offered both a rate and completion days. */
export const buyerOffered = (item: ItemContext): boolean =>
  item.buyerRate !== null && item.buyerCompletionDays !== null;

// Events of the agreement that end every open item with it.
const endsWithAgreement = {
  AgreementRejected: { target: 'rejected' },
  AgreementExpired: { target: 'rejected' },
} as const;
// The buyer's Start (AA) accepts the seller's standing offer: the buyer's side takes it.
const startedOnSellerOffer = { AgreementStarted: { target: 'Active', actions: 'takeSellerOffer' } } as const;

/**
 * pending → Proposed → Waiting for Seller ⇄ Waiting for Buyer → Accepted → Active; rejected.
 * On a published item the party without a standing offer moves first: the buyer answers the
 * seller's quote, the seller quotes (or accepts) where only the buyer named a rate. A party offered
 * a rate and days accepts them as offered (its own side takes them) or counters. The contract
 * starts only on items whose rate and days the seller has offered and the buyer has not countered.
 */
export const itemMachine = setup({
  types: { context: {} as ItemContext, events: {} as ItemMachineEvent, input: {} as ItemContext },
  guards: {
    ...roleGuards,
    sellerOffered: ({ context }) => sellerOffered(context),
    buyerOffered: ({ context }) => buyerOffered(context),
  },
  actions: {
    edit: assign(({ event }) => {
      assertEvent(event, 'ItemEdited');
      return event.item;
    }),
    recordOffer: assign(({ event }) => {
      assertEvent(event, 'ItemNegotiated');
      const { rate, completionDays, taxPercent, currency, unit } = event;
      const side =
        event.by === 'seller'
          ? { sellerRate: rate, sellerCompletionDays: completionDays }
          : { buyerRate: rate, buyerCompletionDays: completionDays };
      return { ...side, taxPercent, currency, unit };
    }),
    takeBuyerOffer: assign(({ context }) => ({
      sellerRate: context.buyerRate,
      sellerCompletionDays: context.buyerCompletionDays,
    })),
    takeSellerOffer: assign(({ context }) => ({
      buyerRate: context.sellerRate,
      buyerCompletionDays: context.sellerCompletionDays,
    })),
  },
}).createMachine({
  id: 'item',
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    pending: {
      on: { ItemEdited: { actions: 'edit' }, AgreementPublished: { target: 'Proposed' }, ...endsWithAgreement },
    },
    Proposed: {
      on: {
        ItemNegotiated: [
          { guard: and(['byBuyer', 'sellerOffered']), target: 'Waiting for Seller', actions: 'recordOffer' },
          { guard: and(['bySeller', not('sellerOffered')]), target: 'Waiting for Buyer', actions: 'recordOffer' },
        ],
        ItemAccepted: [
          {
            guard: and(['bySeller', not('sellerOffered'), 'buyerOffered']),
            target: 'Accepted',
            actions: 'takeBuyerOffer',
          },
          { guard: and(['byBuyer', 'sellerOffered']), target: 'Accepted', actions: 'takeSellerOffer' },
        ],
        AgreementStarted: { ...startedOnSellerOffer.AgreementStarted, guard: 'sellerOffered' },
        ...endsWithAgreement,
      },
    },
    'Waiting for Seller': {
      on: {
        ItemNegotiated: { guard: 'bySeller', target: 'Waiting for Buyer', actions: 'recordOffer' },
        ItemAccepted: { guard: 'bySeller', target: 'Accepted', actions: 'takeBuyerOffer' },
        ...endsWithAgreement,
      },
    },
    'Waiting for Buyer': {
      on: {
        ItemNegotiated: { guard: 'byBuyer', target: 'Waiting for Seller', actions: 'recordOffer' },
        ItemAccepted: { guard: 'byBuyer', target: 'Accepted', actions: 'takeSellerOffer' },
        ...startedOnSellerOffer,
        ...endsWithAgreement,
      },
    },
    Accepted: { on: { AgreementStarted: { target: 'Active' }, ...endsWithAgreement } },
    Active: { on: { AgreementRejected: { target: 'rejected' } } },
    rejected: {},
  },
});

export const itemLifecycle = lifecycle<typeof itemMachine, ItemStatus>(itemMachine);
