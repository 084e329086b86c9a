// One entry point for the screens: the actions an actor has on either kind of stream.
import { availableAgreementActions, type AgreementActions } from './agreement.decider.js';
import type { AgreementState } from './agreement.state.js';
import type { Actor } from './decision.js';
import { availableProposalActions, type ProposalActions } from './proposal.decider.js';
import type { ProposalState } from './proposal.state.js';

/** The actions `actor` may take now on an agreement or a proposal (the backend accepts these and no others). */
export function availableActions(state: AgreementState, actor: Actor): AgreementActions;
export function availableActions(state: ProposalState, actor: Actor): ProposalActions;
export function availableActions(
  state: AgreementState | ProposalState,
  actor: Actor,
): AgreementActions | ProposalActions {
  return state.kind === 'agreement' ? availableAgreementActions(state, actor) : availableProposalActions(state, actor);
}
