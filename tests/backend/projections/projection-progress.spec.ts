// How a process that runs no projections (an API replica with PROJECTIONS=off) learns that the
// projector process has applied a position: announcements carried by checkpoint commits, and the
// checkpoint table as the fallback. Real PostgreSQL, LISTEN/NOTIFY included.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { DataSource } from 'typeorm';
import type { Runtime } from '../../../backend/src/config/runtime.js';
import { POLL_MS, PROGRESS_CHANNEL, ProjectionProgress } from '../../../backend/src/projections/projection-progress.js';
import { IdleCheckpoints, saveCheckpoint } from '../../../backend/src/projections/projection-runner.js';
import { createTestDataSource, type TestDataSource } from '../../setup/database.js';

const NEVER = 60_000;

describe('projection progress across processes', () => {
  let db: TestDataSource;
  let dataSource: DataSource;
  let progress: ProjectionProgress;
  let notifications: string[];
  let listener: pg.Client;

  beforeAll(async () => {
    db = await createTestDataSource();
    ({ dataSource } = db);
    listener = new pg.Client({ connectionString: db.url });
    await listener.connect();
    listener.on('notification', ({ payload }) => notifications.push(payload ?? ''));
    await listener.query(`listen ${PROGRESS_CHANNEL}`);
  });

  afterAll(async () => {
    await listener.end();
    await db.drop();
  });

  beforeEach(async () => {
    notifications = [];
    await dataSource.query('delete from projection_checkpoints');
    const runtime = { databaseUrl: db.url, env: { PROJECTIONS: 'off' } } as Runtime;
    progress = new ProjectionProgress(dataSource, runtime);
    progress.register(['agreements', 'merkle']);
    await progress.onApplicationBootstrap();
  });

  afterEach(async () => {
    await progress.onApplicationShutdown();
  });

  const notify = (payload: string) => dataSource.query('select pg_notify($1, $2)', [PROGRESS_CHANNEL, payload]);
  /** The notifications heard once at least `count` have arrived (and a moment more for strays). */
  async function heard(count: number): Promise<string[]> {
    for (let waited = 0; notifications.length < count && waited < 5_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    return notifications;
  }
  const settled = (promise: Promise<boolean>) =>
    Promise.race([promise, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 200))]);

  it('resolves a waiter when another process announces that every projection reached its position', async () => {
    const waiting = progress.waitFor(10, NEVER);
    // One projection alone is not enough; nothing is in the checkpoint table either.
    await notify(JSON.stringify({ agreements: 12 }));
    expect(await settled(waiting)).toBe('pending');
    await notify(JSON.stringify({ merkle: 10, 'reactor:mail': 3 }));
    await expect(waiting).resolves.toBe(true);
  });

  it('ignores announcements it cannot read, and positions never move back', async () => {
    await notify(JSON.stringify({ agreements: 20, merkle: 20 }));
    await expect(progress.waitFor(20, NEVER)).resolves.toBe(true);
    await notify('not json');
    await notify(JSON.stringify({ agreements: 5, merkle: 'x' }));
    await expect(progress.waitFor(20, NEVER)).resolves.toBe(true);
  });

  it('falls back to the checkpoint table when no announcement comes', async () => {
    const waiting = progress.waitFor(7, NEVER);
    expect(await settled(waiting)).toBe('pending');
    await dataSource.query(
      `insert into projection_checkpoints (projection, position, updated_at) values ('agreements', 7, now()), ('merkle', 9, now())`,
    );
    await expect(waiting).resolves.toBe(true);
  });

  /**
   * Announces `agreements: 1, 2, ...` every 5 ms until `until` settles or 2 s pass: how many it
   * sent, and whether `until` settled meanwhile.
   */
  async function announceUntil(until: Promise<unknown>): Promise<{ sent: number; settled: boolean }> {
    let settled = false;
    void until.finally(() => (settled = true));
    let sent = 0;
    for (const started = performance.now(); !settled && performance.now() - started < 2_000; ) {
      await notify(JSON.stringify({ agreements: ++sent }));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return { sent, settled };
  }

  it('reads the checkpoint table at most once a poll while announcements keep coming', async () => {
    const reads = jest.spyOn(dataSource, 'query');
    const started = performance.now();
    const waiting = progress.waitFor(10, NEVER);
    const { sent } = await announceUntil(new Promise((resolve) => setTimeout(resolve, 150)));
    const elapsed = performance.now() - started;
    const checkpointReads = reads.mock.calls.filter(([sql]) => sql.includes('from projection_checkpoints')).length;
    reads.mockRestore();
    expect(sent).toBeGreaterThanOrEqual(10);
    // Reading again after each announcement would read about as often as they came.
    expect(checkpointReads).toBeGreaterThanOrEqual(1);
    expect(checkpointReads).toBeLessThanOrEqual(2 + Math.ceil(elapsed / POLL_MS));
    expect(checkpointReads).toBeLessThan(sent);
    await notify(JSON.stringify({ agreements: 10, merkle: 10 }));
    await expect(waiting).resolves.toBe(true);
  });

  it('still finds a position only the checkpoint table holds while other announcements keep coming', async () => {
    const waiting = progress.waitFor(10, NEVER);
    expect(await settled(waiting)).toBe('pending');
    await dataSource.query(
      `insert into projection_checkpoints (projection, position, updated_at) values ('agreements', 10, now()), ('merkle', 10, now())`,
    );
    expect(await announceUntil(waiting)).toMatchObject({ settled: true });
    await expect(waiting).resolves.toBe(true);
  });

  it('gives up after the timeout when the projections stay behind', async () => {
    await expect(progress.waitFor(3, 100)).resolves.toBe(false);
  });

  it('waits on nothing for projections this process runs itself', async () => {
    progress.reported('agreements', 4);
    progress.reported('merkle', 4);
    await expect(progress.waitFor(4, NEVER)).resolves.toBe(true);
    expect(JSON.parse(progress.announcement({ projection: 'merkle', position: 6 }))).toEqual({
      agreements: 4,
      merkle: 6,
    });
  });

  it('announces a checkpoint only when its transaction commits', async () => {
    const announcement = JSON.stringify({ agreements: 42 });
    await dataSource
      .transaction(async (manager) => {
        await saveCheckpoint(manager.query.bind(manager), 'agreements', 42, announcement);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await dataSource.transaction(async (manager) => {
      await saveCheckpoint(manager.query.bind(manager), 'agreements', 43, JSON.stringify({ agreements: 43 }));
    });
    await saveCheckpoint(dataSource.query.bind(dataSource), 'merkle', 43);
    expect(await heard(1)).toEqual([JSON.stringify({ agreements: 43 })]);
    const rows: { projection: string; position: string }[] = await dataSource.query(
      'select projection, position from projection_checkpoints order by projection',
    );
    expect(rows).toEqual([
      { projection: 'agreements', position: '43' },
      { projection: 'merkle', position: '43' },
    ]);
  });

  it('announces the positions of skipped batches when their checkpoints are saved', async () => {
    const idle = new IdleCheckpoints(dataSource, () => JSON.stringify({ merkle: 8 }));
    idle.later('merkle', 8);
    await idle.flush();
    expect(await heard(1)).toEqual([JSON.stringify({ merkle: 8 })]);
  });
});
