// Whose move it is on an agreement, from the moves the machines offer each party now.
import type { Party } from '../rules/fields.js';
import { hasAgreementAction } from './agreement.decider.js';
import type { AgreementState } from './agreement.state.js';

/** The party the negotiation waits on: one of them, both when each has a move, or null. */
export type AgreementTurn = Party | 'both' | null;

// Commands that move a negotiation forward; remarks, rejection and auditor grants are open to
// both parties in most statuses and say nothing about whose turn it is.
const MOVE = /^(Negotiate|Accept|Start)/;
const isMove = (command: string) => MOVE.test(command);

/** Which party the machines offer a negotiation move now (a seat not taken yet acts by its role). */
export function agreementTurn(state: AgreementState): AgreementTurn {
  const context = state.agreement?.context;
  if (!context) return null;
  const moves = (party: Party) =>
    hasAgreementAction(state, { userId: context[`${party}Id`] ?? `open-${party}-seat`, role: party }, isMove);
  const buyer = moves('buyer');
  const seller = moves('seller');
  return buyer && seller ? 'both' : buyer ? 'buyer' : seller ? 'seller' : null;
}
