// An invitation of a seller to a proposal.
import { and, assertEvent, assign, setup } from 'xstate';
import type { Flat } from '../events/envelope.js';
import type { InviteAttached, InviteDeclined, InviteWithdrawn, ProposalResponded } from '../events/proposal.events.js';
import { lifecycle, type Entity } from './lifecycle.js';

/** Invite statuses as the proposal screen labels them. */
export const INVITE_STATUSES = ['Pending', 'Active', 'Rejected', 'Auto-accepted', 'Withdrawn'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];
export interface InviteContext {
  inviteId: string;
  phoneNumber: string | null;
  sellerId: string | null;
  /** False for the invite recorded when a seller applies to an open proposal uninvited. */
  invited: boolean;
}
export type InviteMachineEvent = Flat<ProposalResponded | InviteDeclined | InviteAttached | InviteWithdrawn>;
export type InviteEntity = Entity<InviteStatus, InviteContext>;

/** Who an invite is for: the account it names, or the phone number it was sent to. */
export interface Invitee {
  userId: string;
  phoneNumber?: string | null;
}

/** True when `who` is the person `invite` was sent to. */
export const isInviteeOf = (invite: InviteContext, who: Invitee): boolean =>
  invite.sellerId === who.userId || (!!who.phoneNumber && invite.phoneNumber === who.phoneNumber);

/**
 * Pending → Active (the invitee applied) | Rejected (declined) | Withdrawn (by the owner, who the
 * proposal machine checks); Auto-accepted for open proposals. An invite sent to a phone with no
 * account attaches to the account that verifies that phone, whatever its status.
 */
export const inviteMachine = setup({
  types: { context: {} as InviteContext, events: {} as InviteMachineEvent, input: {} as InviteContext },
  guards: {
    forThisInvite: ({ context, event }) => event.inviteId === context.inviteId,
    byInvitee: ({ context, event }) => isInviteeOf(context, event),
    wasInvited: ({ context }) => context.invited,
    // Only the account that proved it holds the invited phone, and only once.
    attachable: ({ context, event }) => {
      assertEvent(event, 'InviteAttached');
      return (
        event.inviteId === context.inviteId && context.sellerId === null && event.phoneNumber === context.phoneNumber
      );
    },
  },
  actions: {
    attach: assign({ sellerId: ({ event }) => event.userId }),
  },
}).createMachine({
  id: 'invite',
  context: ({ input }) => input,
  initial: 'Pending',
  states: {
    Pending: {
      on: {
        ProposalResponded: [
          { guard: and(['forThisInvite', 'byInvitee', 'wasInvited']), target: 'Active' },
          { guard: and(['forThisInvite', 'byInvitee']), target: 'Auto-accepted' },
        ],
        InviteDeclined: { guard: and(['forThisInvite', 'byInvitee']), target: 'Rejected' },
        InviteAttached: { guard: 'attachable', actions: 'attach' },
        InviteWithdrawn: { guard: 'forThisInvite', target: 'Withdrawn' },
      },
    },
    Active: { on: { InviteAttached: { guard: 'attachable', actions: 'attach' } } },
    Rejected: { on: { InviteAttached: { guard: 'attachable', actions: 'attach' } } },
    'Auto-accepted': {},
    Withdrawn: {},
  },
});

export const inviteLifecycle = lifecycle<typeof inviteMachine, InviteStatus>(inviteMachine);
