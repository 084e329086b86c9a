// The proposal stream's state (plain JSON) and `evolveProposal`.
import { flatten } from '../events/envelope.js';
import type { ProposalEvent, ProposalResponded } from '../events/proposal.events.js';
import { inviteLifecycle, type InviteEntity, type InviteMachineEvent } from '../lifecycles/invite.machine.js';
import { proposalLifecycle, type ProposalEntity, type ProposalMachineEvent } from '../lifecycles/proposal.machine.js';

/** Everything one proposal stream holds, as plain JSON. */
export interface ProposalState {
  kind: 'proposal';
  /** Null until ProposalDrafted. */
  proposal: ProposalEntity | null;
  invites: Record<string, InviteEntity>;
  /** Sellers' applications, each with the draft agreement it created (status 'Proposed'). */
  responses: ProposalResponded['data'][];
}

export const initialProposalState: ProposalState = { kind: 'proposal', proposal: null, invites: {}, responses: [] };

/** Points at the proposal or one of its invites. */
export type ProposalRef = { kind: 'proposal' } | { kind: 'invite'; id: string };
const PROPOSAL: ProposalRef = { kind: 'proposal' };

/** Which machines must take `event`: the proposal, and the invite it concerns when there is one. */
function proposalGatesOf(state: ProposalState, event: ProposalEvent): ProposalRef[] {
  switch (event.type) {
    case 'ProposalDrafted':
      return [];
    case 'InviteDeclined':
    case 'InviteWithdrawn':
      return [PROPOSAL, { kind: 'invite', id: event.data.inviteId }];
    // Attaching records who holds the phone; the proposal's status does not matter.
    case 'InviteAttached':
      return [{ kind: 'invite', id: event.data.inviteId }];
    case 'ProposalResponded':
      // An uninvited seller's invite is created with the response, so only an existing one gates it.
      return state.invites[event.data.inviteId] ? [PROPOSAL, { kind: 'invite', id: event.data.inviteId }] : [PROPOSAL];
    default:
      return [PROPOSAL];
  }
}

// Routed events are a superset of what each machine knows; xstate ignores the rest.
const asProposalEvent = (event: ProposalEvent) => flatten(event) as ProposalMachineEvent;
const asInviteEvent = (event: ProposalEvent) => flatten(event) as InviteMachineEvent;

/** Whether every machine gating `event` takes it. */
export const proposalPermits = (state: ProposalState, event: ProposalEvent): boolean =>
  proposalGatesOf(state, event).every((ref) => {
    if (ref.kind === 'proposal')
      return !!state.proposal && proposalLifecycle.allows(state.proposal, asProposalEvent(event));
    const invite = state.invites[ref.id];
    return !!invite && inviteLifecycle.allows(invite, asInviteEvent(event));
  });

// Entities an event brings into being, before it is routed.
function create(state: ProposalState, event: ProposalEvent): ProposalState {
  switch (event.type) {
    case 'ProposalDrafted':
      return { ...state, proposal: proposalLifecycle.start(event.data) };
    case 'SellerInvited': {
      const { inviteId, phoneNumber, sellerId } = event.data;
      const invite = inviteLifecycle.start({ inviteId, phoneNumber, sellerId, invited: true });
      return { ...state, invites: { ...state.invites, [inviteId]: invite } };
    }
    case 'ProposalResponded': {
      const { inviteId, phoneNumber, userId } = event.data;
      const invites = state.invites[inviteId]
        ? state.invites
        : {
            ...state.invites,
            [inviteId]: inviteLifecycle.start({ inviteId, phoneNumber, sellerId: userId, invited: false }),
          };
      return { ...state, invites, responses: [...state.responses, event.data] };
    }
    default:
      return state;
  }
}

/** Folds one event into the proposal state through the proposal and invite machines. */
export function evolveProposal(state: ProposalState, event: ProposalEvent): ProposalState {
  const created = create(state, event);
  return proposalGatesOf(created, event).reduce<ProposalState>((s, ref) => {
    if (ref.kind === 'proposal')
      return s.proposal ? { ...s, proposal: proposalLifecycle.apply(s.proposal, asProposalEvent(event)) } : s;
    const invite = s.invites[ref.id];
    return invite
      ? { ...s, invites: { ...s.invites, [ref.id]: inviteLifecycle.apply(invite, asInviteEvent(event)) } }
      : s;
  }, created);
}
