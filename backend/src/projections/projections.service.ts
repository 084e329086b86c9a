import { setMaxListeners } from 'node:events';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { RecordedEvent } from '@samvida/machines';
import { DataSource } from 'typeorm';
import { RUNTIME, type Runtime } from '../config/runtime.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { ProjectionProgress } from './projection-progress.js';
import { lockKey } from './lock-key.js';
import { ProjectionLocks } from './projection-locks.js';
import { IdleCheckpoints, ProjectionRunner, type RunnerHooks, saveCheckpoint } from './projection-runner.js';
import { SharedFeed } from './shared-feed.js';
import { handledBy, type Projector, type Reactor } from './projector.js';
import { preparedQuery, SharedStatements, WriteStatement } from './write-statement.js';

// Told of each batch a projection committed, in feed order.
export type ProjectionCommitListener = (projection: string, events: readonly RecordedEvent[]) => void;

// Owns the projectors. Features register theirs in `onModuleInit`; the runners start after
// bootstrap in the API process (PROJECTIONS=inline) or in `npm run projector`.
@Injectable()
export class ProjectionsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Projections');
  private readonly projectors: Projector[] = [];
  private readonly reactors: Reactor[] = [];
  private readonly listeners: ProjectionCommitListener[] = [];
  private abort?: AbortController;
  private running: Promise<void>[] = [];

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly progress: ProjectionProgress,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  register(projector: Projector): void {
    if (this.projectors.some((existing) => existing.name === projector.name)) {
      throw new Error(`Projector ${projector.name} is registered twice`);
    }
    this.projectors.push(projector);
    this.progress.register(this.projectors.map((p) => p.name));
  }

  // Reactors run beside the projections; commands never wait for them (see Reactor).
  registerReactor(reactor: Reactor): void {
    if (this.reactors.some((existing) => existing.name === reactor.name)) {
      throw new Error(`Reactor ${reactor.name} is registered twice`);
    }
    this.reactors.push(reactor);
  }

  // The tables the registered projectors write: the read models a rebuild empties and refills.
  readModels(): string[] {
    return this.projectors.flatMap((projector) => projector.tables);
  }

  onCommit(listener: ProjectionCommitListener): void {
    this.listeners.push(listener);
  }

  onApplicationBootstrap(): void {
    if (this.runtime.env.PROJECTIONS === 'inline') this.start();
  }

  start(): void {
    if (this.abort) return;
    this.abort = new AbortController();
    const signal = this.abort.signal;
    // Each runner waits on it, all at once while another process holds the locks (a standby
    // replica): one listener per runner, past Node's default of 10, is not a leak.
    setMaxListeners(this.projectors.length + this.reactors.length, signal);
    const feed = new SharedFeed(this.store, signal);
    const locks = new ProjectionLocks(this.dataSource);
    const idle = new IdleCheckpoints(this.dataSource, () => this.progress.announcement());
    const shared = new SharedStatements(preparedQuery(this.dataSource));
    const reactors = this.reactors.map(asProjector);
    const followed = [...this.projectors, ...reactors].map(({ name }) => name);
    // Only the process following a projection or reactor reads the feed, so while this one follows
    // them all, its appends need wake no other process.
    this.store.setOthersMayFollow?.(() => followed.length === 0 || !followed.every((name) => locks.holds(name)));
    const projectorHooks: RunnerHooks = {
      reached: (name, position) => this.progress.reported(name, position),
      committed: (name, events) => this.committed(name, events),
      released: (name) => this.progress.forget(name),
      announcement: (committing) => this.progress.announcement(committing),
    };
    // Commands never wait for reactors: their progress is nobody's concern.
    const reactorHooks: RunnerHooks = {
      reached: () => undefined,
      committed: () => undefined,
      released: () => undefined,
    };
    this.running = [
      ...this.projectors.map((projector) =>
        new ProjectionRunner(feed, this.dataSource, projector, projectorHooks, locks, true, idle, shared).run(signal),
      ),
      ...reactors.map((reactor) =>
        new ProjectionRunner(feed, this.dataSource, reactor, reactorHooks, locks, false, idle).run(signal),
      ),
    ];
    this.logger.log(
      `following the event feed with ${this.projectors.length} projectors and ${this.reactors.length} reactors`,
    );
  }

  async stop(): Promise<void> {
    this.abort?.abort();
    await Promise.allSettled(this.running);
    this.abort = undefined;
    this.running = [];
  }

  // Before any module's onApplicationShutdown: TypeORM then closes its pool, which waits for the
  // connections the runners hold their advisory locks on, so they must be released first.
  async beforeApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  // Empties every read model and replays the whole store into it (`npm run projections:rebuild`).
  async rebuild(): Promise<number> {
    await this.stop();
    const head = await this.store.headPosition();
    for (const projector of this.projectors) await this.rebuildOne(projector, head);
    return head;
  }

  private async rebuildOne(projector: Projector, head: number): Promise<void> {
    const holder = this.dataSource.createQueryRunner();
    await holder.connect();
    try {
      // Waits for a running projector in another process to let go.
      await holder.query('select pg_advisory_lock($1)', [lockKey(projector.name)]);
      await holder.startTransaction();
      for (const table of projector.tables) await holder.query(`truncate table ${table}`);
      projector.forget?.();
      let after = 0;
      for (;;) {
        const batch = await this.store.readAll({ after, batchSize: 500 });
        // Only the events the projector handles, as its runner hands them: one it does not handle
        // would move its rows on (a signature panel's version, say) where the live run did not.
        const handled = handledBy(
          projector,
          batch.filter((event) => event.globalPosition <= head),
        );
        if (handled.length > 0) {
          const writes = new WriteStatement();
          await projector.apply(handled, holder.manager, writes);
          await writes.run(holder.query.bind(holder));
        }
        if (batch.length === 0 || batch[batch.length - 1].globalPosition >= head) break;
        after = batch[batch.length - 1].globalPosition;
      }
      await saveCheckpoint(holder.query.bind(holder), projector.name, head);
      await holder.commitTransaction();
      this.logger.log(`rebuilt ${projector.name} up to position ${head}`);
    } catch (error) {
      if (holder.isTransactionActive) await holder.rollbackTransaction();
      throw error;
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [lockKey(projector.name)]).catch(() => undefined);
      await holder.release();
    }
  }

  private committed(projection: string, events: readonly RecordedEvent[]): void {
    for (const listener of this.listeners) listener(projection, events);
  }
}

// A reactor follows the feed like a projector with no tables, outside any transaction: its
// checkpoint is saved after each batch's effects, under a name of its own.
const asProjector = (reactor: Reactor): Projector => ({
  name: `reactor:${reactor.name}`,
  tables: [],
  handles: reactor.handles?.bind(reactor),
  async apply(events) {
    for (const event of events) await reactor.react(event);
  },
});
