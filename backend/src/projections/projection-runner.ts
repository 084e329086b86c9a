import { Logger } from '@nestjs/common';
import type { RecordedEvent } from '@samvida/machines';
import type { DataSource } from 'typeorm';
import type { EventStore } from '../event-store/event-store.port.js';
import type { ProjectionLocks } from './projection-locks.js';
import type { Projector } from './projector.js';

export type CommitListener = (projection: string, event: RecordedEvent) => void;

const STANDBY_RETRY_MS = 1000;
const FAILURE_RETRY_MS = 500;
// Events applied per transaction at most; a batch ends early when the feed has nothing ready.
const MAX_BATCH = 500;
const NOTHING_READY = Symbol('nothing ready');

/**
 * Follows the global feed for one projector. Events already read are applied together, in one
 * transaction with the checkpoint of the last (a reactor's effects are not transactional: its
 * checkpoint follows them). A session-level advisory lock keeps one active runner per projection
 * across processes; the others wait on standby and take over when the holder goes away.
 */
export class ProjectionRunner {
  private readonly logger: Logger;
  private locked = false;

  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly projector: Projector,
    private readonly onCommit: CommitListener,
    private readonly locks: ProjectionLocks,
    private readonly transactional = true,
  ) {
    this.logger = new Logger(`Projection:${projector.name}`);
  }

  /** Runs until `signal` aborts; a failure (database down, apply error) is logged and retried. */
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
      await this.releaseLock();
    }
  }

  private async follow(signal: AbortSignal): Promise<void> {
    const after = await readCheckpoint(this.dataSource, this.projector.name);
    const feed = (stop: AbortSignal) =>
      this.store.subscribe({ after, batchSize: MAX_BATCH, signal: AbortSignal.any([signal, stop]) });
    for await (const batch of batches(feed, MAX_BATCH)) {
      const position = batch.at(-1)!.globalPosition;
      if (this.transactional) {
        await this.dataSource.transaction(async (manager) => {
          await this.projector.apply(batch, manager);
          if (signal.aborted) throw new Error('stopped before commit');
          await saveCheckpoint(manager.query.bind(manager), this.projector.name, position);
        });
      } else {
        await this.projector.apply(batch, this.dataSource.manager);
        await saveCheckpoint(this.dataSource.query.bind(this.dataSource), this.projector.name, position);
      }
      for (const event of batch) this.onCommit(this.projector.name, event);
    }
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
    await this.locks.unlock(this.projector.name);
  }
}

/** Groups the events a feed has ready into batches of at most `size`, without waiting for more. */
async function* batches(
  feed: (stop: AbortSignal) => AsyncIterable<RecordedEvent>,
  size: number,
): AsyncIterable<RecordedEvent[]> {
  // A read for the next batch is always in flight; stopping the feed ends it when we are done.
  const stop = new AbortController();
  const iterator = feed(stop.signal)[Symbol.asyncIterator]();
  try {
    let next = iterator.next();
    for (;;) {
      const first = await next;
      if (first.done) return;
      const batch = [first.value];
      next = iterator.next();
      while (batch.length < size) {
        const ready = await Promise.race([
          next,
          new Promise<typeof NOTHING_READY>((resolve) => setImmediate(resolve, NOTHING_READY)),
        ]);
        if (ready === NOTHING_READY || ready.done) break;
        batch.push(ready.value);
        next = iterator.next();
      }
      yield batch;
    }
  } finally {
    stop.abort();
    await iterator.return?.();
  }
}

export async function readCheckpoint(dataSource: DataSource, projection: string): Promise<number> {
  const rows: { position: string }[] = await dataSource.query(
    'select position from projection_checkpoints where projection = $1',
    [projection],
  );
  return rows.length ? Number(rows[0].position) : 0;
}

type Query = (sql: string, parameters?: unknown[]) => Promise<unknown>;

export async function saveCheckpoint(query: Query, projection: string, position: number): Promise<void> {
  await query(
    `insert into projection_checkpoints (projection, position, updated_at) values ($1, $2, now())
     on conflict (projection) do update set position = excluded.position, updated_at = now()`,
    [projection, position],
  );
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
