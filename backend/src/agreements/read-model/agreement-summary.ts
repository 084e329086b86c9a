import {
  agreementTurn,
  contractValue,
  dashboardTab,
  type AgreementState,
  type AgreementTurn,
  type Rupees,
} from '@samvida/machines';

// The list columns derived from an agreement's folded state.
export interface AgreementSummary {
  dashboardGroup: string | null;
  // The machines' `contractValue`: a purchase order's with its discount and taxes, exact to the paisa.
  totalValue: Rupees;
  turn: AgreementTurn;
  openNoteCount: number;
}

export function summaryOf(state: AgreementState): AgreementSummary {
  return {
    dashboardGroup: dashboardTab(state.agreement!.status),
    totalValue: contractValue(state),
    turn: agreementTurn(state),
    openNoteCount: Object.values(state.notes).filter((note) => note.status !== 'Completed').length,
  };
}
