// An agreement item's negotiation: rates and completion days offered in turns until both match.
import { and, assertEvent, assign, setup } from 'xstate';
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
import { decimalsEqual } from '../rules/money.js';
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

/** True when both sides offered the same rate and the same completion days (the accept rule). */
export const offersMatch = (item: ItemContext): boolean =>
  item.sellerRate !== null &&
  item.buyerRate !== null &&
  decimalsEqual(item.sellerRate, item.buyerRate) &&
  item.sellerCompletionDays !== null &&
  item.sellerCompletionDays === item.buyerCompletionDays;

// Events of the agreement that carry every open item along with it.
const followsAgreement = {
  AgreementStarted: { target: 'Active' },
  AgreementRejected: { target: 'rejected' },
  AgreementExpired: { target: 'rejected' },
} as const;

/** pending → Proposed → Waiting for Seller ⇄ Waiting for Buyer → Accepted → Active; rejected. */
export const itemMachine = setup({
  types: { context: {} as ItemContext, events: {} as ItemMachineEvent, input: {} as ItemContext },
  guards: { ...roleGuards, offersMatch: ({ context }) => offersMatch(context) },
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
  },
}).createMachine({
  id: 'item',
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    pending: {
      on: { ItemEdited: { actions: 'edit' }, AgreementPublished: { target: 'Proposed' }, ...followsAgreement },
    },
    Proposed: {
      on: {
        ItemNegotiated: { guard: 'byBuyer', target: 'Waiting for Seller', actions: 'recordOffer' },
        ...followsAgreement,
      },
    },
    'Waiting for Seller': {
      on: {
        ItemNegotiated: { guard: 'bySeller', target: 'Waiting for Buyer', actions: 'recordOffer' },
        ItemAccepted: { guard: and(['bySeller', 'offersMatch']), target: 'Accepted' },
        ...followsAgreement,
      },
    },
    'Waiting for Buyer': {
      on: {
        ItemNegotiated: { guard: 'byBuyer', target: 'Waiting for Seller', actions: 'recordOffer' },
        ItemAccepted: { guard: and(['byBuyer', 'offersMatch']), target: 'Accepted' },
        ...followsAgreement,
      },
    },
    Accepted: { on: followsAgreement },
    Active: { on: { AgreementRejected: { target: 'rejected' } } },
    rejected: {},
  },
});

export const itemLifecycle = lifecycle<typeof itemMachine, ItemStatus>(itemMachine);
