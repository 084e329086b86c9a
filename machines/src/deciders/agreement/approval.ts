// Two members' approval: a business's owner may ask that a contract worth more than an amount is
// sent (published) or started only once a member other than the one who does it has approved its
// terms as they stand (the signing state's revision). The amount comes with the actor, from the
// business's settings; approvals are AgreementApproved events on the contract.
import type { AgreementEvent } from '../../events/agreement.events.js';
import type { Party } from '../../rules/fields.js';
import { compareDecimals, formatInr } from '../../rules/money.js';
import { permits, type AgreementState } from '../agreement.state.js';
import { contractValue } from '../contract-amounts.js';
import { personOf, type Actor } from '../decision.js';
import { initialSigning } from './signing.state.js';

/** Whether the actor's business asks for a second member's approval of this contract. */
export function approvalRequired(state: AgreementState, actor: Actor): boolean {
  return !!actor.approvalAbove && compareDecimals(contractValue(state), actor.approvalAbove) > 0;
}

const approvalsAtRevision = (state: AgreementState, by: Party) => {
  const signing = state.signing ?? initialSigning;
  return (signing.approvals ?? []).filter((a) => a.by === by && a.revision === signing.revision);
};

/** Why the actor may not send or start the contract for `by` yet, if a second approval is missing. */
export function approvalBlocker(state: AgreementState, actor: Actor, by: Party): string | undefined {
  if (!approvalRequired(state, actor)) return undefined;
  if (approvalsAtRevision(state, by).some((a) => a.memberId !== personOf(actor))) return undefined;
  return (
    `This contract is worth more than ${formatInr(actor.approvalAbove!)}: your business needs a second ` +
    'member’s approval before it is sent or started. Ask another manager or the owner to approve it.'
  );
}

/** The blocker of the actor's next step, when that step (sending or starting) is theirs to take now. */
export function awaitingApproval(state: AgreementState, actor: Actor, by: Party): string | undefined {
  const blocker = approvalBlocker(state, actor, by);
  return blocker && nextStepIsTheirs(state, by) ? blocker : undefined;
}

const nextStepIsTheirs = (state: AgreementState, by: Party): boolean =>
  (['AgreementPublished', 'AgreementStarted'] as const).some((type) =>
    permits(state, { type, data: { by } } as unknown as AgreementEvent),
  );

/**
 * Whether approving is the actor's to do now: their business asks for it, their party is the one
 * to send or start next, and they have not approved these terms already.
 */
export function approvalOffered(state: AgreementState, actor: Actor, by: Party): boolean {
  if (!approvalRequired(state, actor) || !state.agreement || !nextStepIsTheirs(state, by)) return false;
  return !approvalsAtRevision(state, by).some((a) => a.memberId === personOf(actor));
}

/** Why approving is refused, once {@link approvalOffered} says no. */
export function approvalRefusal(state: AgreementState, actor: Actor, by: Party): string {
  if (!approvalRequired(state, actor)) return 'Your business needs no second approval for this contract.';
  if (approvalsAtRevision(state, by).some((a) => a.memberId === personOf(actor)))
    return 'You approved this contract as it stands already: another member of your business sends or starts it.';
  return 'There is nothing to approve now: the contract is not yours to send or start at this stage.';
}
