// A request for quotation (proposal): drafted and filled by its owner, published, answered by
// sellers, then closed and completed.
import { and, assertEvent, assign, not, setup } from 'xstate';
import type { Flat } from '../events/envelope.js';
import type {
  AwardNotApplied,
  InviteDeclined,
  LineAwardData,
  ProposalClosed,
  ProposalCompleted,
  ProposalDetailsData,
  ProposalDetailsEdited,
  ProposalDrafted,
  ProposalExpired,
  ProposalItemAdded,
  ProposalItemData,
  ProposalItemRemoved,
  ProposalLinesAwarded,
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
  /** Lines awarded so far, one per item at most (absent on states folded before line awards). */
  awards?: LineAwardData[];
  /** Awards that could not take lines from a seller's signed or started agreement: they stay with that seller. */
  unappliedAwards?: UnappliedAward[];
}
/** Lines an award gave to another seller that stay in this seller's agreement, and why. */
export type UnappliedAward = Omit<AwardNotApplied['data'], 'userId'>;
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
  | ProposalLinesAwarded
  | AwardNotApplied
>;
export type ProposalEntity = Entity<ProposalStatus, ProposalContext>;

/** The award of one RFQ item, if it is decided. */
export const awardOf = (context: ProposalContext, itemId: string): LineAwardData | undefined =>
  context.awards?.find((award) => award.itemId === itemId);

/** True when every item of the RFQ is awarded: the RFQ then closes. */
export const everyLineAwarded = (context: ProposalContext): boolean =>
  context.items.length > 0 && context.items.every((item) => !!awardOf(context, item.itemId));

// Each award names an item of the RFQ not decided yet (once) and a seller who answered it.
const awardsOpen = (context: ProposalContext, awards: readonly LineAwardData[]): boolean =>
  awards.length > 0 &&
  new Set(awards.map((award) => award.itemId)).size === awards.length &&
  awards.every(
    ({ itemId, sellerId }) =>
      context.items.some((item) => item.itemId === itemId) &&
      !awardOf(context, itemId) &&
      context.respondentIds.includes(sellerId),
  );

// Once published, the line-award process may record an award it could not apply (an agreement
// signed or started meanwhile), whatever became of the RFQ since; the decider checks the lines.
const unappliable = {
  AwardNotApplied: { guard: and(['bySystem', 'notRecorded']), actions: 'recordUnapplied' },
} as const;

/**
 * Draft → Active → Closed → Completed; Active → Expired. The owner may invite sellers in a draft
 * (they hear of it when it is published) and while it is active, and withdraw pending invites.
 * While Active or Closed the owner awards lines to sellers who answered; the decider closes an
 * Active RFQ once every line is awarded.
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
    // A line stays with a seller once: an award not applied is recorded once per line and seller.
    notRecorded: ({ context, event }) => {
      assertEvent(event, 'AwardNotApplied');
      return !(context.unappliedAwards ?? []).some(
        (held) => held.responseId === event.responseId && held.itemIds.some((id) => event.itemIds.includes(id)),
      );
    },
    linesOpen: ({ context, event }) => {
      assertEvent(event, 'ProposalLinesAwarded');
      return awardsOpen(context, event.awards);
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
    recordAwards: assign(({ context, event }) => {
      assertEvent(event, 'ProposalLinesAwarded');
      return { awards: [...(context.awards ?? []), ...event.awards] };
    }),
    recordUnapplied: assign(({ context, event }) => {
      assertEvent(event, 'AwardNotApplied');
      const { awardEventId, responseId, sellerId, agreementId, itemIds, reason } = event;
      const unapplied = { awardEventId, responseId, sellerId, agreementId, itemIds, reason };
      return { unappliedAwards: [...(context.unappliedAwards ?? []), unapplied] };
    }),
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
    awards: [],
    unappliedAwards: [],
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
        ProposalLinesAwarded: { guard: and(['byOwner', 'linesOpen']), actions: 'recordAwards' },
        ProposalClosed: { guard: 'byOwner', target: 'Closed' },
        ProposalExpired: { guard: 'bySystem', target: 'Expired' },
        ...unappliable,
      },
    },
    // Closed to new quotations; the owner may still award the lines left undecided.
    Closed: {
      on: {
        ProposalLinesAwarded: { guard: and(['byOwner', 'linesOpen']), actions: 'recordAwards' },
        ProposalCompleted: { guard: 'byOwner', target: 'Completed' },
        ...unappliable,
      },
    },
    Completed: { on: unappliable },
    Expired: { on: unappliable },
  },
});

export const proposalLifecycle = lifecycle<typeof proposalMachine, ProposalStatus>(proposalMachine);
