import {
  agreementTurn,
  contractValueOf,
  dashboardTab,
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

export function summaryOf(state: AgreementState): AgreementSummary {
  return {
    dashboardGroup: dashboardTab(state.agreement!.status),
    totalValue: contractValueOf(state),
    turn: agreementTurn(state),
    openNoteCount: Object.values(state.notes).filter((note) => note.status !== 'Completed').length,
  };
}
