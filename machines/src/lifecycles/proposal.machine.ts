// A request for quotation (proposal): drafted and filled by its owner, published, answered by
// sellers, then closed and completed.
import { and, assertEvent, assign, not, setup } from 'xstate';
import type { Flat } from '../events/envelope.js';
import type {
  InviteDeclined,
  ProposalClosed,
  ProposalCompleted,
  ProposalDetailsData,
  ProposalDetailsEdited,
  ProposalDrafted,
  ProposalExpired,
  ProposalItemAdded,
  ProposalItemData,
  ProposalItemRemoved,
  ProposalResponded,
  ProposalStarted,
  ProposalTermAdded,
  ProposalTermData,
  ProposalTermRemoved,
  InviteWithdrawn,
  SellerInvited,
} from '../events/proposal.events.js';
import { lifecycle, type Entity } from './lifecycle.js';

/** Proposal statuses; Expired is listed by the dashboard's "User Completed" tab. */
export const PROPOSAL_STATUSES = ['Draft', 'Active', 'Closed', 'Completed', 'Expired'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export interface ProposalContext {
  proposalId: string;
  ownerId: string;
  details: ProposalDetailsData;
  items: ProposalItemData[];
  terms: ProposalTermData[];
  /** Sellers who applied; each applies once. */
  respondentIds: string[];
}
export type ProposalInput = ProposalDrafted['data'];
export type ProposalMachineEvent = Flat<
  | ProposalDetailsEdited
  | ProposalItemAdded
  | ProposalItemRemoved
  | ProposalTermAdded
  | ProposalTermRemoved
  | ProposalStarted
  | ProposalClosed
  | ProposalCompleted
  | ProposalExpired
  | SellerInvited
  | InviteDeclined
  | InviteWithdrawn
  | ProposalResponded
>;
export type ProposalEntity = Entity<ProposalStatus, ProposalContext>;

/**
 * Draft → Active → Closed → Completed; Active → Expired. The owner may invite sellers in a draft
 * (they hear of it when it is published) and while it is active, and withdraw pending invites.
 */
export const proposalMachine = setup({
  types: { context: {} as ProposalContext, events: {} as ProposalMachineEvent, input: {} as ProposalInput },
  guards: {
    byOwner: ({ context, event }) => event.userId === context.ownerId,
    bySystem: ({ event }) => event.userId === 'system',
    hasItems: ({ context }) => context.items.length > 0,
    // Invite-only proposals take answers from invited sellers only; everyone answers once.
    mayRespond: ({ context, event }) => {
      assertEvent(event, 'ProposalResponded');
      return (!context.details.inviteOnly || event.invited) && !context.respondentIds.includes(event.userId);
    },
  },
  actions: {
    setDetails: assign(({ event }) => {
      assertEvent(event, 'ProposalDetailsEdited');
      return { details: event.details };
    }),
    addItem: assign(({ context, event }) => {
      assertEvent(event, 'ProposalItemAdded');
      return { items: [...context.items, event.item] };
    }),
    removeItem: assign(({ context, event }) => {
      assertEvent(event, 'ProposalItemRemoved');
      return { items: context.items.filter((i) => i.itemId !== event.itemId) };
    }),
    addTerm: assign(({ context, event }) => {
      assertEvent(event, 'ProposalTermAdded');
      return { terms: [...context.terms, event.term] };
    }),
    removeTerm: assign(({ context, event }) => {
      assertEvent(event, 'ProposalTermRemoved');
      return { terms: context.terms.filter((t) => t.termId !== event.termId) };
    }),
    recordRespondent: assign({ respondentIds: ({ context, event }) => [...context.respondentIds, event.userId] }),
  },
}).createMachine({
  id: 'proposal',
  context: ({ input }) => ({
    proposalId: input.proposalId,
    ownerId: input.userId,
    details: input.details,
    items: [],
    terms: [],
    respondentIds: [],
  }),
  initial: 'Draft',
  states: {
    Draft: {
      on: {
        ProposalDetailsEdited: { guard: 'byOwner', actions: 'setDetails' },
        ProposalItemAdded: { guard: 'byOwner', actions: 'addItem' },
        ProposalItemRemoved: { guard: 'byOwner', actions: 'removeItem' },
        ProposalTermAdded: { guard: 'byOwner', actions: 'addTerm' },
        ProposalTermRemoved: { guard: 'byOwner', actions: 'removeTerm' },
        ProposalStarted: { guard: and(['byOwner', 'hasItems']), target: 'Active' },
        SellerInvited: { guard: 'byOwner', target: 'Draft' },
        InviteWithdrawn: { guard: 'byOwner', target: 'Draft' },
      },
    },
    Active: {
      on: {
        SellerInvited: { guard: 'byOwner', target: 'Active' },
        InviteWithdrawn: { guard: 'byOwner', target: 'Active' },
        InviteDeclined: { guard: not('byOwner'), target: 'Active' },
        ProposalResponded: { guard: and([not('byOwner'), 'mayRespond']), actions: 'recordRespondent' },
        ProposalClosed: { guard: 'byOwner', target: 'Closed' },
        ProposalExpired: { guard: 'bySystem', target: 'Expired' },
      },
    },
    Closed: { on: { ProposalCompleted: { guard: 'byOwner', target: 'Completed' } } },
    Completed: {},
    Expired: {},
  },
});

export const proposalLifecycle = lifecycle<typeof proposalMachine, ProposalStatus>(proposalMachine);
