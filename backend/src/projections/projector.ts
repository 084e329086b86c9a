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
  /**
   * Applies consecutive events of the feed, in order, in one transaction. A projector whose rows
   * fold many events (an agreement's items) writes each row once per batch instead of per event.
   */
  apply(events: readonly RecordedEvent[], manager: EntityManager): Promise<void>;
  /**
   * The events this projector applies, when it needs only some: a batch with none of them costs
   * no transaction (its checkpoint moves on a little later). Without it, every event is applied.
   */
  handles?(event: RecordedEvent): boolean;
}

/**
 * A side effect of events (an SMS, a command on another stream) following the feed with its own
 * checkpoint, after the projections and never awaited by commands. The checkpoint is saved after
 * `react`, so after a crash the last events are delivered again: `react` must be idempotent by
 * event id (a notification keyed by it, a command whose id derives from it), which makes each
 * effect happen exactly once.
 */
export interface Reactor {
  readonly name: string;
  react(event: RecordedEvent): Promise<void>;
  /** The events `react` is called for; without it, every event. */
  handles?(event: RecordedEvent): boolean;
}
