import { randomUUID } from 'node:crypto';
import { getEventListeners } from 'node:events';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@samvida/machines';
import { DataSource, type EntityManager } from 'typeorm';
import type { EventStore, EventValidator } from '../../../backend/src/event-store/event-store.port.js';
import { PostgresEventStore } from '../../../backend/src/event-store/postgres/postgres-event-store.js';
import { ProjectionLocks } from '../../../backend/src/projections/projection-locks.js';
import {
  ProjectionRunner,
  readCheckpoint,
  type RunnerHooks,
} from '../../../backend/src/projections/projection-runner.js';
import { SharedFeed } from '../../../backend/src/projections/shared-feed.js';
import type { Projector } from '../../../backend/src/projections/projector.js';
import {
  preparedQuery,
  SharedStatements,
  type WriteStatement,
} from '../../../backend/src/projections/write-statement.js';
import { createTestDataSource, type TestDataSource } from '../../setup/database.js';

// The runner does not care what events mean: any object data is accepted here.
const anyData: EventValidator = { parse: ({ data, schemaVersion }) => ({ data, schemaVersion }) };

/** Writes one row per applied event; a double apply shows as a repeated position. */
class LedgerProjector implements Projector {
  readonly tables = ['test_ledger'];
  beforeCommit: (event: RecordedEvent) => void = () => undefined;

  constructor(readonly name: string) {}

  async apply(events: readonly RecordedEvent[], manager: EntityManager): Promise<void> {
    for (const event of events) {
      await manager.query('insert into test_ledger (projection, position) values ($1, $2)', [
        this.name,
        event.globalPosition,
      ]);
      this.beforeCommit(event);
    }
  }
}

/** The same ledger written as one statement with the checkpoint, without a transaction. */
class OneStatementLedgerProjector extends LedgerProjector {
  readonly writesOneStatement = true;

  async apply(events: readonly RecordedEvent[], _manager: EntityManager, writes: WriteStatement): Promise<void> {
    writes.add(
      'ledger',
      `insert into test_ledger (projection, position)
       select ${writes.parameter(this.name)}, unnest(${writes.parameter(events.map((event) => event.globalPosition))}::bigint[])`,
    );
    for (const event of events) this.beforeCommit(event);
  }
}

const ledgers = [
  ['in a transaction', (name: string) => new LedgerProjector(name)],
  ['in one statement', (name: string) => new OneStatementLedgerProjector(name)],
] as const;

describe('projection runner', () => {
  let db: TestDataSource;
  let dataSource: DataSource;
  let store: EventStore;
  let positions: number[];

  beforeAll(async () => {
    db = await createTestDataSource();
    ({ dataSource } = db);
    await dataSource.query('create table test_ledger (projection text not null, position bigint not null)');
    store = new PostgresEventStore({ connectionString: db.url, validator: anyData, pollIntervalMs: 50 });
  });

  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  beforeEach(async () => {
    positions = [];
    for (let i = 0; i < 30; i++) {
      const result = await store.append(`agreement-${randomUUID()}`, [{ type: 'Noted', data: { i } }], {
        expectedVersion: 'no-stream',
        metadata: metadata(),
      });
      positions.push(result.globalPosition);
    }
  });

  const ledger = async (projection: string): Promise<number[]> =>
    (
      await dataSource.query('select position from test_ledger where projection = $1 order by position', [projection])
    ).map((row: { position: string }) => Number(row.position));

  const hooks = (onCommit: () => void = () => undefined): RunnerHooks => ({
    reached: () => undefined,
    committed: onCommit,
    released: () => undefined,
  });
  // Each runner here has a feed of its own, as if it ran in a process of its own.
  const runnerOf = (projector: Projector, signal: AbortSignal, onCommit?: () => void) =>
    new ProjectionRunner(
      new SharedFeed(store, signal),
      dataSource,
      projector,
      hooks(onCommit),
      new ProjectionLocks(dataSource),
    );

  const runUntil = async (projector: Projector, done: () => Promise<boolean>, controller = new AbortController()) => {
    const running = runnerOf(projector, controller.signal).run(controller.signal);
    for (let waited = 0; waited < 10_000 && !(await done()); waited += 20) await sleep(20);
    controller.abort();
    await running;
  };

  it.each(ledgers)(
    'stopped between applying and committing %s, a restarted runner applies every event exactly once',
    async (_, ledgerOf) => {
      const projector = ledgerOf(`crash-${randomUUID()}`);
      const crash = new AbortController();
      projector.beforeCommit = (event) => {
        if (event.globalPosition === positions[14]) crash.abort();
      };
      await runUntil(projector, async () => crash.signal.aborted, crash);
      // Events are applied in batches: nothing of the batch that held the crash was committed.
      expect(await readCheckpoint(dataSource, projector.name)).toBeLessThan(positions[14]!);

      projector.beforeCommit = () => undefined;
      const last = positions[positions.length - 1];
      await runUntil(projector, async () => (await readCheckpoint(dataSource, projector.name)) >= last);
      const applied = await ledger(projector.name);
      expect(applied.filter((p) => positions.includes(p))).toEqual(positions);
      expect(new Set(applied).size).toBe(applied.length);
    },
  );

  it.each(ledgers)('retries a failed apply %s without applying anything twice', async (_, ledgerOf) => {
    const projector = ledgerOf(`retry-${randomUUID()}`);
    let failures = 0;
    projector.beforeCommit = (event) => {
      if (event.globalPosition === positions[5] && failures++ < 2) throw new Error('database hiccup');
    };
    const last = positions[positions.length - 1];
    await runUntil(projector, async () => (await readCheckpoint(dataSource, projector.name)) >= last);
    const applied = await ledger(projector.name);
    expect(failures).toBe(3);
    expect(new Set(applied).size).toBe(applied.length);
    expect(applied).toEqual(expect.arrayContaining(positions));
  });

  it.each(ledgers)(
    'tells a projector %s when its writes committed, and to forget them when it starts following or after a failure',
    async (_, ledgerOf) => {
      const calls: string[] = [];
      const projector = Object.assign(ledgerOf(`memory-${randomUUID()}`), {
        committed: () => calls.push('committed'),
        forget: () => calls.push('forget'),
      });
      let failed = false;
      projector.beforeCommit = (event) => {
        if (calls.at(-1) !== 'apply') calls.push('apply');
        if (event.globalPosition === positions[5] && !failed) {
          failed = true;
          calls.push('failed');
          throw new Error('database hiccup');
        }
      };
      const last = positions[positions.length - 1];
      await runUntil(projector, async () => (await readCheckpoint(dataSource, projector.name)) >= last);
      // Each batch applied is reported committed, but for the failed one, after which the runner
      // starts over with a forget.
      expect(calls.join(' ')).toMatch(/^forget (apply committed )*apply failed forget (apply committed ?)+$/);
    },
  );

  it('runners of one process share one reading of the feed, and each applies every event once', async () => {
    let subscriptions = 0;
    const counting: EventStore = Object.assign(Object.create(store) as EventStore, {
      subscribe: (options: Parameters<EventStore['subscribe']>[0]) => {
        subscriptions++;
        return store.subscribe(options);
      },
    });
    const stop = new AbortController();
    const feed = new SharedFeed(counting, stop.signal);
    const projectors = [1, 2, 3].map((n) => new LedgerProjector(`shared-${n}-${randomUUID()}`));
    const running = projectors.map((projector) =>
      new ProjectionRunner(feed, dataSource, projector, hooks(), new ProjectionLocks(dataSource)).run(stop.signal),
    );
    const last = positions[positions.length - 1]!;
    const caughtUp = async () =>
      (await Promise.all(projectors.map((p) => readCheckpoint(dataSource, p.name)))).every((at) => at >= last);
    for (let waited = 0; waited < 10_000 && !(await caughtUp()); waited += 20) await sleep(20);
    stop.abort();
    await Promise.all(running);
    expect(subscriptions).toBe(1);
    for (const projector of projectors) {
      const applied = await ledger(projector.name);
      expect(applied.filter((p) => positions.includes(p))).toEqual(positions);
      expect(new Set(applied).size).toBe(applied.length);
    }
  });

  it('one-statement runners of one process commit their batches in one statement, and one failing holds no other back', async () => {
    const texts: string[] = [];
    const query = preparedQuery(dataSource);
    const shared = new SharedStatements((text, parameters) => (texts.push(text), query(text, parameters)));
    const stop = new AbortController();
    const feed = new SharedFeed(store, stop.signal);
    const projectors = ['steady', 'failing'].map((n) => new OneStatementLedgerProjector(`${n}-${randomUUID()}`));
    const running = projectors.map((projector) =>
      new ProjectionRunner(
        feed,
        dataSource,
        projector,
        hooks(),
        new ProjectionLocks(dataSource),
        true,
        undefined,
        shared,
      ).run(stop.signal),
    );
    const caughtUp = async (position: number) => {
      const at = async () => Promise.all(projectors.map((p) => readCheckpoint(dataSource, p.name)));
      for (let waited = 0; waited < 10_000 && !(await at()).every((reached) => reached >= position); waited += 20)
        await sleep(20);
    };
    await caughtUp(positions.at(-1)!);
    // Events appended now reach both runners at once; the first fails twice for one of them. Which
    // turn each runner takes is up to the timers, so eight events give them turns to share.
    let failures = 0;
    projectors[1]!.beforeCommit = (event) => {
      if (event.globalPosition === positions[30] && failures++ < 2) throw new Error('database hiccup');
    };
    for (let i = 0; i < 8; i++) {
      const result = await store.append(`agreement-${randomUUID()}`, [{ type: 'Noted', data: { i } }], {
        expectedVersion: 'no-stream',
        metadata: metadata(),
      });
      positions.push(result.globalPosition);
      await sleep(50);
    }
    await caughtUp(positions.at(-1)!);
    stop.abort();
    await Promise.all(running);

    expect(failures).toBe(3);
    expect(texts.filter((text) => text.match(/checkpoint_\d+ as/g)?.length === 2).length).toBeGreaterThanOrEqual(1);
    for (const projector of projectors) {
      const applied = await ledger(projector.name);
      expect(applied.filter((p) => positions.includes(p))).toEqual(positions);
      expect(new Set(applied).size).toBe(applied.length);
    }
  });

  it('a projector that handles none of a batch commits nothing, reports progress at once and saves its checkpoint soon after', async () => {
    const projector = Object.assign(new LedgerProjector(`idle-${randomUUID()}`), { handles: () => false });
    const reached: number[] = [];
    const stop = new AbortController();
    const runner = new ProjectionRunner(
      new SharedFeed(store, stop.signal),
      dataSource,
      projector,
      { ...hooks(), reached: (_name, position) => reached.push(position) },
      new ProjectionLocks(dataSource),
    );
    const running = runner.run(stop.signal);
    const last = positions[positions.length - 1]!;
    for (let waited = 0; waited < 10_000 && (await readCheckpoint(dataSource, projector.name)) < last; waited += 20)
      await sleep(20);
    stop.abort();
    await running;
    expect(reached).toContain(last);
    expect(await readCheckpoint(dataSource, projector.name)).toBe(last);
    expect(await ledger(projector.name)).toEqual([]);
  });

  it('applies an append that a running transaction kept out of sight as soon as it ends, without waiting for a poll', async () => {
    // Polls only once a minute: within this test only a wake can bring new events.
    const slowPoll = new PostgresEventStore({ connectionString: db.url, validator: anyData, pollIntervalMs: 60_000 });
    const last = positions[positions.length - 1]!;
    let heldBack = 0;
    const projector = new LedgerProjector(`nudged-${randomUUID()}`);
    const apply = projector.apply.bind(projector);
    // After its insert the batch's transaction has an id, so an append committed now stays below the
    // feed's watermark until the transaction ends; its wake finds nothing, and no append follows.
    projector.apply = async (events, manager) => {
      await apply(events, manager);
      if (heldBack === 0 && events.some((event) => event.globalPosition === last)) {
        heldBack = (
          await slowPoll.append(`agreement-${randomUUID()}`, [{ type: 'Noted', data: {} }], {
            expectedVersion: 'no-stream',
            metadata: metadata(),
          })
        ).globalPosition;
        // Long enough for the feed to read after that wake, find nothing and wait again.
        await sleep(200);
      }
    };
    const stop = new AbortController();
    const running = new ProjectionRunner(
      new SharedFeed(slowPoll, stop.signal),
      dataSource,
      projector,
      hooks(),
      new ProjectionLocks(dataSource),
    ).run(stop.signal);
    const applied = async () => heldBack > 0 && (await readCheckpoint(dataSource, projector.name)) >= heldBack;
    for (let waited = 0; waited < 10_000 && !(await applied()); waited += 20) await sleep(20);
    stop.abort();
    await running;
    await slowPoll.close();
    expect(heldBack).toBeGreaterThan(last);
    expect(await ledger(projector.name)).toContain(heldBack);
  });

  it('runs one active runner per projection across runners; the standby takes over', async () => {
    const name = `locked-${randomUUID()}`;
    const first = new LedgerProjector(name);
    const second = new LedgerProjector(name);
    const committedBy: string[] = [];
    const firstStop = new AbortController();
    const secondStop = new AbortController();
    const firstRun = runnerOf(first, firstStop.signal, () => committedBy.push('first')).run(firstStop.signal);
    await sleep(100);
    const secondRun = runnerOf(second, secondStop.signal, () => committedBy.push('second')).run(secondStop.signal);
    const last = positions[positions.length - 1];
    while ((await readCheckpoint(dataSource, name)) < last) await sleep(20);
    expect(committedBy.every((who) => who === 'first')).toBe(true);

    firstStop.abort();
    await firstRun;
    const more = await store.append(`agreement-${randomUUID()}`, [{ type: 'Noted', data: {} }], {
      expectedVersion: 'no-stream',
      metadata: metadata(),
    });
    for (let waited = 0; waited < 5000 && (await readCheckpoint(dataSource, name)) < more.globalPosition; waited += 50)
      await sleep(50);
    secondStop.abort();
    await secondRun;
    expect(committedBy).toContain('second');
    const applied = await ledger(name);
    expect(new Set(applied).size).toBe(applied.length);
    expect(applied).toContain(more.globalPosition);
  });

  it('lets go of a lock lost with its connection, takes it again, and forgets what it remembered', async () => {
    const calls: string[] = [];
    const projector = Object.assign(new OneStatementLedgerProjector(`lost-${randomUUID()}`), {
      forget: () => calls.push('forget'),
    });
    const stop = new AbortController();
    const running = new ProjectionRunner(
      new SharedFeed(store, stop.signal),
      dataSource,
      projector,
      { ...hooks(), released: () => calls.push('released') },
      new ProjectionLocks(dataSource),
    ).run(stop.signal);
    const last = positions[positions.length - 1]!;
    while ((await readCheckpoint(dataSource, projector.name)) < last) await sleep(20);
    // PostgreSQL ends the session that holds the lock: another process could take it from now on.
    const [{ ended }] = (await dataSource.query(
      `select count(pg_terminate_backend(pid))::int as ended from pg_locks where locktype = 'advisory' and granted
         and database = (select oid from pg_database where datname = current_database())`,
    )) as { ended: number }[];
    expect(ended).toBe(1);
    const more = await store.append(`agreement-${randomUUID()}`, [{ type: 'Noted', data: {} }], {
      expectedVersion: 'no-stream',
      metadata: metadata(),
    });
    for (
      let waited = 0;
      waited < 10_000 && (await readCheckpoint(dataSource, projector.name)) < more.globalPosition;
      waited += 50
    )
      await sleep(50);
    const [{ held }] = (await dataSource.query(
      `select count(*)::int as held from pg_locks where locktype = 'advisory' and granted
         and database = (select oid from pg_database where datname = current_database())`,
    )) as { held: number }[];
    stop.abort();
    await running;
    expect(held).toBe(1);
    // Released when the loss was noticed (this process's waiters stop counting on it), and at the stop.
    expect(calls).toEqual(['forget', 'released', 'forget', 'released']);
    const applied = await ledger(projector.name);
    expect(applied).toContain(more.globalPosition);
    expect(new Set(applied).size).toBe(applied.length);
  });

  it('leaves no abort listener behind while it waits on standby', async () => {
    const name = `standby-${randomUUID()}`;
    const holderStop = new AbortController();
    const standbyStop = new AbortController();
    const holder = runnerOf(new LedgerProjector(name), holderStop.signal).run(holderStop.signal);
    // The holder has the lock once it has applied the feed, so the second runner is the standby.
    const last = positions[positions.length - 1]!;
    while ((await readCheckpoint(dataSource, name)) < last) await sleep(20);
    const standby = runnerOf(new LedgerProjector(name), standbyStop.signal).run(standbyStop.signal);
    let listeners: number;
    try {
      // Three retries of the lock, a second apart: each wait used to leave its listener behind.
      await sleep(3_200);
      listeners = getEventListeners(standbyStop.signal, 'abort').length;
    } finally {
      standbyStop.abort();
      holderStop.abort();
      await Promise.all([standby, holder]);
    }
    // At most the current wait's own.
    expect(listeners).toBeLessThanOrEqual(1);
  });
});

function metadata() {
  const id = randomUUID();
  return {
    actorId: 'tester',
    actorRole: 'system' as const,
    commandId: id,
    correlationId: id,
    causationId: id,
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
