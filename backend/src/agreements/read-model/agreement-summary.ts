import {
  availableAgreementActions,
  dashboardTab,
  totalsOf,
  type AgreementActions,
  type AgreementState,
  type Party,
  type Rupees,
} from '@samvida/machines';

/** The list columns derived from an agreement's folded state. */
export interface AgreementSummary {
  dashboardGroup: string | null;
  totalValue: Rupees;
  turn: 'buyer' | 'seller' | 'both' | null;
  openNoteCount: number;
}

// Commands that move a negotiation forward; remarks, rejection and auditor grants are open to
// both parties in most statuses and say nothing about whose turn it is.
const MOVE = /^(Negotiate|Accept|Start)/;

function hasMove({ agreement, ...byEntity }: AgreementActions): boolean {
  const onEntities = Object.values(byEntity).flatMap((byId) => Object.values(byId).flat());
  return [...agreement, ...onEntities].some((action) => MOVE.test(action.command));
}

/** Which party the machines offer a negotiation move now (a seat not taken yet acts by its role). */
function turnOf(state: AgreementState): AgreementSummary['turn'] {
  const context = state.agreement!.context;
  const moves = (party: Party) =>
    hasMove(availableAgreementActions(state, { userId: context[`${party}Id`] ?? `open-${party}-seat`, role: party }));
  const buyer = moves('buyer');
  const seller = moves('seller');
  return buyer && seller ? 'both' : buyer ? 'buyer' : seller ? 'seller' : null;
}

/**
 * Total value: every item's quantity × rate plus tax, at the seller's rate (the buyer's where the
 * seller has not offered one; none counts 0), exact to the paisa.
 */
const totalValueOf = (state: AgreementState): Rupees =>
  totalsOf(
    Object.values(state.items).map(({ context: item }) => ({
      quantity: item.quantity,
      rate: item.sellerRate ?? item.buyerRate ?? '0',
      taxPercent: item.taxPercent,
    })),
  ).total;

export function summaryOf(state: AgreementState): AgreementSummary {
  return {
    dashboardGroup: dashboardTab(state.agreement!.status),
    totalValue: totalValueOf(state),
    turn: turnOf(state),
    openNoteCount: Object.values(state.notes).filter((note) => note.status !== 'Completed').length,
  };
}
