import type { RecordedEvent } from '@samvida/machines';
import type { EntityManager } from 'typeorm';
import type { WriteStatement } from './write-statement.js';

// A read-model writer. Its writes commit together with the checkpoint, so an event is applied
// exactly once even across crashes. It must only touch its own tables.
export interface Projector {
  // Stable name: the checkpoint key and the advisory-lock key.
  readonly name: string;
  // Tables `projections:rebuild` truncates before replaying.
  readonly tables: string[];
  // Applies consecutive events of the feed, in order. It writes through `manager`, inside the
  // transaction that saves the checkpoint, or adds its writes to `writes`, which the runner then
  // runs together with the checkpoint. A projector whose rows fold many events (an agreement's
  // items) writes each row once per batch instead of per event.
  apply(events: readonly RecordedEvent[], manager: EntityManager, writes: WriteStatement): Promise<void>;
  // True when `apply` only reads through `manager` and writes through `writes` alone: a batch is
  // then one statement with its checkpoint, and needs no transaction. The runner is the only
  // writer of the projector's tables (its lock sees to that), so the reads need none either. The
  // statement may run as part of one shared with other such projectors' (which write other tables).
  readonly writesOneStatement?: boolean;
  // The events this projector applies, when it needs only some: a batch with none of them costs
  // no transaction (its checkpoint moves on a little later). Without it, every event is applied.
  handles?(event: RecordedEvent): boolean;
  // The writes of the last `apply` committed. A projector may then remember what its tables hold
  // and skip reading it back, until forget.
  committed?(): void;
  // The tables may hold more or less than the projector remembers: its runner starts following
  // the feed (it has just taken the lock, or recovered from a failure), or a rebuild emptied them.
  forget?(): void;
}

// The events of `batch` that `projector` applies, in feed order: what the runner hands it live and
// what a rebuild hands it, so that both fold exactly the same events.
export function handledBy(projector: Pick<Projector, 'handles'>, batch: readonly RecordedEvent[]): RecordedEvent[] {
  return projector.handles ? batch.filter((event) => projector.handles!(event)) : [...batch];
}

// A side effect of events (an SMS, a command on another stream) following the feed with its own
// checkpoint, after the projections and never awaited by commands. The checkpoint is saved after
// `react`, so after a crash the last events are delivered again: `react` must be idempotent by
// event id (a notification keyed by it, a command whose id derives from it), which makes each
// effect happen exactly once.
export interface Reactor {
  readonly name: string;
  react(event: RecordedEvent): Promise<void>;
  // The events `react` is called for; without it, every event.
  handles?(event: RecordedEvent): boolean;
}
