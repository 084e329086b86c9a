// An agreement term's negotiation. The other party accepts a term as its owner worded it (BTSA,
// STBA); a party offered new wording (a counter) accepts that wording or counters again.
import { and, assertEvent, assign, setup } from 'xstate';
import type { Flat } from '../events/envelope.js';
import type {
  AgreementExpired,
  AgreementPublished,
  AgreementRejected,
  AgreementStarted,
  AgreementTermData,
  ItemsWithdrawnByAward,
  TermAccepted,
  TermEdited,
  TermNegotiated,
  TermRemoved,
} from '../events/agreement.events.js';
import { roleGuards } from './guards.js';
import { lifecycle, type Entity } from './lifecycle.js';

/** Term statuses as the spec names them (`pending` while the agreement is a draft). */
export const TERM_STATUSES = [
  'pending',
  'Proposed',
  'Waiting for Seller',
  'Waiting for Buyer',
  'Accepted',
  'rejected',
] as const;
export type TermStatus = (typeof TERM_STATUSES)[number];
export type TermContext = AgreementTermData;
export type TermMachineEvent = Flat<
  | TermEdited
  | TermRemoved
  | TermNegotiated
  | TermAccepted
  | AgreementPublished
  | AgreementStarted
  | AgreementRejected
  | AgreementExpired
  | ItemsWithdrawnByAward
>;
export type TermEntity = Entity<TermStatus, TermContext>;

const endsWithAgreement = {
  AgreementRejected: { target: 'rejected' },
  AgreementExpired: { target: 'rejected' },
  // An award that withdrew the agreement's last item ends it (agreement.machine.ts).
  ItemsWithdrawnByAward: { guard: 'closesAgreement', target: 'rejected' },
} as const;

/**
 * pending → Proposed → Waiting for Seller ⇄ Waiting for Buyer → Accepted; rejected. The contract
 * starts only when every term is accepted, or stands in the seller's wording waiting on the buyer
 * (whose Start accepts it); a buyer's term the seller has not answered needs the seller's accept (BTSA).
 */
export const termMachine = setup({
  types: { context: {} as TermContext, events: {} as TermMachineEvent, input: {} as TermContext },
  guards: {
    ...roleGuards,
    byCounterparty: ({ context, event }) => event.by !== context.owner,
    ownedBySeller: ({ context }) => context.owner === 'seller',
    closesAgreement: ({ event }) => event.type === 'ItemsWithdrawnByAward' && event.closesAgreement,
  },
  actions: {
    reword: assign(({ event }) => {
      assertEvent(event, ['TermEdited', 'TermNegotiated']);
      return { title: event.title, text: event.text, attachmentIds: event.attachmentIds };
    }),
  },
}).createMachine({
  id: 'term',
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    // The buyer may edit and remove terms while the agreement is a draft.
    pending: {
      on: {
        TermEdited: { guard: 'byBuyer', actions: 'reword' },
        TermRemoved: { guard: 'byBuyer', target: 'pending' },
        AgreementPublished: { target: 'Proposed' },
        ...endsWithAgreement,
      },
    },
    Proposed: {
      on: {
        TermNegotiated: [
          { guard: and(['byCounterparty', 'bySeller']), target: 'Waiting for Buyer', actions: 'reword' },
          { guard: and(['byCounterparty', 'byBuyer']), target: 'Waiting for Seller', actions: 'reword' },
        ],
        TermAccepted: { guard: 'byCounterparty', target: 'Accepted' },
        // The buyer's Start (AA) accepts the terms standing as the seller worded them.
        AgreementStarted: { guard: 'ownedBySeller', target: 'Accepted' },
        ...endsWithAgreement,
      },
    },
    'Waiting for Seller': {
      on: {
        TermNegotiated: { guard: 'bySeller', target: 'Waiting for Buyer', actions: 'reword' },
        TermAccepted: { guard: 'bySeller', target: 'Accepted' },
        ...endsWithAgreement,
      },
    },
    'Waiting for Buyer': {
      on: {
        TermNegotiated: { guard: 'byBuyer', target: 'Waiting for Seller', actions: 'reword' },
        TermAccepted: { guard: 'byBuyer', target: 'Accepted' },
        AgreementStarted: { target: 'Accepted' },
        ...endsWithAgreement,
      },
    },
    Accepted: { on: { AgreementStarted: { target: 'Accepted' }, ...endsWithAgreement } },
    rejected: {},
  },
});

export const termLifecycle = lifecycle<typeof termMachine, TermStatus>(termMachine);
