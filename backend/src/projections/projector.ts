import type { RecordedEvent } from '@samvida/machines';
import type { EntityManager } from 'typeorm';

/**
 * A read-model writer. `apply` runs inside the transaction that also saves the checkpoint, so
 * an event is applied exactly once even across crashes. It must only touch its own tables.
 */
export interface Projector {
  /** Stable name: the checkpoint key and the advisory-lock key. */
  readonly name: string;
  /** Tables `projections:rebuild` truncates before replaying. */
  readonly tables: string[];
  apply(event: RecordedEvent, manager: EntityManager): Promise<void>;
}

export const PROJECTORS = Symbol('PROJECTORS');
