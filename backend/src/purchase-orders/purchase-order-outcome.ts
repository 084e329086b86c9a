import type { AgreementEvent, AgreementState } from '@samvida/machines';
import type { WriteResult } from '../streams/stream-writer.service.js';

/** What every purchase-order command answers: the order (its agreement) id, version and status. */
export interface PurchaseOrderOutcome {
  id: string;
  version: number;
  status: string;
  eventTypes: string[];
  /** True when the Idempotency-Key was used before: nothing new was appended. */
  duplicate: boolean;
}

export const outcomeOf = (id: string, result: WriteResult<AgreementState, AgreementEvent>): PurchaseOrderOutcome => ({
  id,
  version: result.streamVersion,
  status: result.state.agreement?.status ?? 'Draft',
  eventTypes: result.events.map((event) => event.type),
  duplicate: result.duplicate,
});
