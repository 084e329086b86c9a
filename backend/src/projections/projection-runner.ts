import { setTimeout as delay } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import type { RecordedEvent } from '@samvida/machines';
import type { DataSource, EntityManager } from 'typeorm';
import type { ProjectionLocks } from './projection-locks.js';
import { handledBy, type Projector } from './projector.js';
import { PROGRESS_CHANNEL } from './projection-progress.js';
import { FEED_BATCH } from './shared-feed.js';
import { preparedQuery, SharedStatements, WriteStatement, type Query } from './write-statement.js';

// What a runner tells its owner: how far it has applied the feed, and which events it committed.
export interface RunnerHooks {
  reached(projection: string, position: number): void;
  committed(projection: string, events: readonly RecordedEvent[]): void;
  // The runner let go of its lock: another process may follow the projection now.
  released(projection: string): void;
  // What a checkpoint's commit tells other processes waiting on projections, if anything.
  announcement?(committing: { projection: string; position: number }): string;
}

// Where a runner takes its events from: the process's SharedFeed.
export interface Feed {
  // Up to `max` events after `after`, waiting for one; none only when the feed stops.
  read(after: number, max: number): Promise<RecordedEvent[]>;
}

const STANDBY_RETRY_MS = 1000;
const FAILURE_RETRY_MS = 500;
// A batch the projector has nothing to do with only moves its checkpoint, saved this much later
// together with whatever follows: progress is reported at once, so local waiters never notice.
const IDLE_CHECKPOINT_DELAY_MS = 100;

// Follows the global feed for one projector. Events already read are applied together, in one
// transaction with the checkpoint of the last, or in one statement with it when the projector
// writes one, run together with the statements other runners commit in the same turn (see
// SharedStatements). A reactor's effects are not transactional: its checkpoint follows
// them. A session-level advisory lock keeps one active runner per projection across processes;
// the others wait on standby and take over when the holder goes away.
export class ProjectionRunner {
  private readonly logger: Logger;
  private locked = false;

  constructor(
    private readonly feed: Feed,
    private readonly dataSource: DataSource,
    private readonly projector: Projector,
    private readonly hooks: RunnerHooks,
    private readonly locks: ProjectionLocks,
    private readonly transactional = true,
    private readonly idle = new IdleCheckpoints(dataSource),
    private readonly shared = new SharedStatements(preparedQuery(dataSource)),
  ) {
    this.logger = new Logger(`Projection:${projector.name}`);
  }

  // Runs until `signal` aborts; a failure (database down, apply error) is logged and retried.
  async run(signal: AbortSignal): Promise<void> {
    try {
      while (!signal.aborted) {
        try {
          if (!this.locked && !(await this.acquireLock(signal))) break;
          await this.follow(signal);
        } catch (error) {
          if (signal.aborted) break;
          this.logger.error(`projection failed, retrying: ${error instanceof Error ? error.message : String(error)}`);
          await sleep(FAILURE_RETRY_MS, signal);
        }
      }
    } finally {
      await this.idle.flush().catch(() => undefined);
      await this.releaseLock();
    }
  }

  private async follow(signal: AbortSignal): Promise<void> {
    this.projector.forget?.();
    let after = await readCheckpoint(this.dataSource, this.projector.name);
    this.hooks.reached(this.projector.name, after);
    while (!signal.aborted) {
      const batch = await this.feed.read(after, FEED_BATCH);
      if (batch.length === 0) continue;
      if (!this.locks.holds(this.projector.name)) {
        // Another process may be following the projection now: let go, then take the lock again
        // or stand by.
        await this.releaseLock();
        throw new Error('the projection lock was lost with its connection');
      }
      await this.applyBatch(batch, signal);
      after = batch.at(-1)!.globalPosition;
      this.hooks.reached(this.projector.name, after);
      this.hooks.committed(this.projector.name, batch);
    }
  }

  private async applyBatch(batch: RecordedEvent[], signal: AbortSignal): Promise<void> {
    const position = batch.at(-1)!.globalPosition;
    const handled = handledBy(this.projector, batch);
    if (handled.length === 0) return this.idle.later(this.projector.name, position);
    // Asked for only at the checkpoint: the runners that skip this batch have reported it by then.
    const announcement = () => this.hooks.announcement?.({ projection: this.projector.name, position }) ?? '';
    const commit = async (manager: EntityManager, run: (writes: WriteStatement) => Promise<void>) => {
      const writes = new WriteStatement();
      await this.projector.apply(handled, manager, writes);
      if (signal.aborted) throw new Error('stopped before commit');
      addCheckpoint(writes, this.projector.name, position, announcement());
      await run(writes);
    };
    const { manager } = this.dataSource;
    const runIn = (query: Query) => (writes: WriteStatement) => writes.run(query);
    if (this.projector.writesOneStatement) await commit(manager, (writes) => this.shared.run(writes));
    else if (this.transactional)
      await this.dataSource.transaction((inside) => commit(inside, runIn(inside.query.bind(inside))));
    else await commit(manager, runIn(manager.query.bind(manager)));
    this.projector.committed?.();
    this.idle.cancel(this.projector.name);
  }

  private async acquireLock(signal: AbortSignal): Promise<boolean> {
    while (!signal.aborted) {
      if (await this.locks.tryLock(this.projector.name)) return (this.locked = true);
      await sleep(STANDBY_RETRY_MS, signal);
    }
    return false;
  }

  private async releaseLock(): Promise<void> {
    if (!this.locked) return;
    this.locked = false;
    this.hooks.released(this.projector.name);
    await this.locks.unlock(this.projector.name);
  }
}

// Checkpoints of batches their projectors skipped, saved together a moment later: one statement
// for all the process's runners instead of one per runner per batch. The statement announces the
// positions reached, as a committed batch does.
export class IdleCheckpoints {
  private readonly pending = new Map<string, number>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    private readonly announcement: () => string = () => '',
  ) {}

  later(projection: string, position: number): void {
    this.pending.set(projection, position);
    this.timer ??= setTimeout(() => void this.flush().catch(() => undefined), IDLE_CHECKPOINT_DELAY_MS);
  }

  // A committed batch saved a later checkpoint already.
  cancel(projection: string): void {
    this.pending.delete(projection);
  }

  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return;
    const saved = [...this.pending];
    this.pending.clear();
    await this.dataSource.query(
      `insert into projection_checkpoints (projection, position, updated_at)
       select projection, position, now() from unnest($1::text[], $2::bigint[]) as t(projection, position)
         cross join (select ${announce('$3')}) as announced
       ${MOVE_FORWARD}`,
      [saved.map(([projection]) => projection), saved.map(([, position]) => position), this.announcement()],
    );
  }
}

export async function readCheckpoint(dataSource: DataSource, projection: string): Promise<number> {
  const rows: { position: string }[] = await dataSource.query(
    'select position from projection_checkpoints where projection = $1',
    [projection],
  );
  return rows.length ? Number(rows[0].position) : 0;
}

// Tells processes waiting on projections (ProjectionProgress) the positions in the parameter
// `announcement`, when the statement commits; an empty one tells nobody.
const announce = (announcement: string) =>
  `case when ${announcement}::text <> '' then pg_notify('${PROGRESS_CHANNEL}', ${announcement}::text) end`;

const MOVE_FORWARD = `on conflict (projection) do update
  set position = greatest(projection_checkpoints.position, excluded.position), updated_at = now()`;

// Adds to `writes` the move of a projection's checkpoint, announced as `announcement` when the
// statement commits. Read models are rebuilt from the store, so the statement also lets its
// transaction commit without waiting for the disk (`set_config(..., true)` is `set local`): a
// crash may lose the last commits, but their checkpoint goes with them and they are applied again.
function addCheckpoint(writes: WriteStatement, projection: string, position: number, announcement: string): void {
  writes.add(
    'checkpoint',
    `insert into projection_checkpoints (projection, position, updated_at)
     select ${writes.parameter(projection)}::text, ${writes.parameter(position)}::bigint, now()
       from (select set_config('synchronous_commit', 'off', true), ${announce(writes.parameter(announcement))}) as effects
     ${MOVE_FORWARD}`,
  );
}

// Moves a projection's checkpoint forward on its own (see addCheckpoint).
export async function saveCheckpoint(
  query: Query,
  projection: string,
  position: number,
  announcement = '',
): Promise<void> {
  const writes = new WriteStatement();
  addCheckpoint(writes, projection, position, announcement);
  await writes.run(query);
}

// Waits `ms`, less if `signal` aborts. The timer's own abort listener goes when it fires: a runner
// on standby sleeps once a second for as long as another process holds its lock.
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return delay(ms, undefined, { signal }).catch(() => undefined);
}
