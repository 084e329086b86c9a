// The two stream kinds as the backend's write path runs them: fold, decide, and the role an
// actor's events are recorded under. Pure, like every decider.
import type { ActorRole } from '../events/envelope.js';
import { decideAgreement } from './agreement.decider.js';
import { agreementFolder, evolveAgreement, initialAgreementState, type AgreementState } from './agreement.state.js';
import { roleIn } from './agreement.views.js';
import type { Actor, DecideEnv, Decision } from './decision.js';
import { decideProposal } from './proposal.decider.js';
import { evolveProposal, initialProposalState, type ProposalState } from './proposal.state.js';
import type { AgreementCommandInput } from '../commands/agreement.commands.js';
import type { ProposalCommandInput } from '../commands/proposal.commands.js';
import type { AgreementEvent } from '../events/agreement.events.js';
import type { ProposalEvent } from '../events/proposal.events.js';

/** One stream kind's rules: its initial state, how an event changes it, and what a command decides. */
export interface StreamDecider<State, Command, Event> {
  initialState: State;
  evolve(state: State, event: Event): State;
  /** A fresh evolve for folding many events, of which only the last state is kept. */
  folder(): (state: State, event: Event) => State;
  decide(state: State, command: Command, actor: Actor, env: DecideEnv): Decision<Event>;
  /** The role recorded in the metadata of the events this actor's approved command appends. */
  roleOf(state: State, actor: Actor): ActorRole;
}

// Only approved commands are appended, so the actor is a party (or drafts with its chosen role).
function agreementRoleOf(state: AgreementState, actor: Actor): ActorRole {
  const role = (state.agreement && roleIn(state.agreement.context, actor)) ?? actor.role;
  if (!role) throw new Error(`user ${actor.userId} has no role in this agreement`);
  return role;
}

/** The owner (or whoever drafts) acts as the buyer of an RFQ, timers as the system, everyone else as a seller. */
export function proposalRoleOf(state: ProposalState, actor: Actor): ActorRole {
  if (actor.role === 'system') return 'system';
  return !state.proposal || state.proposal.context.ownerId === actor.userId ? 'buyer' : 'seller';
}

export const agreementDecider: StreamDecider<AgreementState, AgreementCommandInput, AgreementEvent> = {
  initialState: initialAgreementState,
  evolve: evolveAgreement,
  folder: agreementFolder,
  decide: decideAgreement,
  roleOf: agreementRoleOf,
};

export const proposalDecider: StreamDecider<ProposalState, ProposalCommandInput, ProposalEvent> = {
  initialState: initialProposalState,
  evolve: evolveProposal,
  folder: () => evolveProposal,
  decide: decideProposal,
  roleOf: proposalRoleOf,
};
