import {
  agreementTurn,
  dashboardTab,
  totalsOf,
  type AgreementState,
  type AgreementTurn,
  type Rupees,
} from '@samvida/machines';

/** The list columns derived from an agreement's folded state. */
export interface AgreementSummary {
  dashboardGroup: string | null;
  totalValue: Rupees;
  turn: AgreementTurn;
  openNoteCount: number;
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
    turn: agreementTurn(state),
    openNoteCount: Object.values(state.notes).filter((note) => note.status !== 'Completed').length,
  };
}
