import {
  awaitedMoves,
  waitingOn,
  type AgreementState,
  type AgreementTurn,
  type AwaitedMove,
  type Party,
} from '@samvida/machines';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

export interface WhoseMove {
  // What the contract waits on each party for, entity by entity.
  awaited: Record<Party, AwaitedMove[]>;
  // Who must answer each entity next, by entity id.
  waiting: ReadonlyMap<string, Exclude<AgreementTurn, null>>;
}

const NOBODY: WhoseMove = { awaited: { buyer: [], seller: [] }, waiting: new Map() };
const WhoseMoveContext = createContext<WhoseMove>(NOBODY);

// Whose move it is on the agreement on screen, by the machines' one rule, worked out once per
// version for the banner and every row's label.
export function WhoseMoveProvider({ state, children }: { state: AgreementState; children: ReactNode }) {
  const value = useMemo(() => {
    const awaited = awaitedMoves(state);
    return { awaited, waiting: waitingOn(awaited) };
  }, [state]);
  return <WhoseMoveContext.Provider value={value}>{children}</WhoseMoveContext.Provider>;
}

export const useWhoseMove = (): WhoseMove => useContext(WhoseMoveContext);
