// A process that follows every projection and reactor itself is the only reader of the feed, so
// its appends wake no other process; once another process may follow one of them, they do again.
// Real PostgreSQL: the store's NOTIFYs are heard on a connection of the test's own.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { Runtime } from '../../../backend/src/config/runtime.js';
import { APPEND_CHANNEL } from '../../../backend/src/event-store/postgres/append-notifier.js';
import { PostgresEventStore } from '../../../backend/src/event-store/postgres/postgres-event-store.js';
import { lockKey } from '../../../backend/src/projections/lock-key.js';
import { ProjectionProgress } from '../../../backend/src/projections/projection-progress.js';
import { ProjectionsService } from '../../../backend/src/projections/projections.service.js';
import { createTestDataSource, type TestDataSource } from '../../setup/database.js';
import { lenientValidator, metadataFor, newStreamId, remark, sleep } from '../event-store/event-store.fixtures.js';

describe('projections service and the append notifications', () => {
  let db: TestDataSource;
  let store: PostgresEventStore;
  let progress: ProjectionProgress;
  let listener: pg.Client;
  let other: pg.Client;
  let heard = 0;
  const projection = `ledger-${randomUUID()}`;

  beforeAll(async () => {
    db = await createTestDataSource();
    store = new PostgresEventStore({ connectionString: db.url, validator: lenientValidator });
    listener = new pg.Client({ connectionString: db.url });
    await listener.connect();
    listener.on('notification', () => (heard += 1));
    await listener.query(`listen ${APPEND_CHANNEL}`);
    other = new pg.Client({ connectionString: db.url });
    await other.connect();
  });

  afterAll(async () => {
    await other.end();
    await listener.end();
    await store.close();
    await db.drop();
  });

  function startService(): ProjectionsService {
    const runtime = { databaseUrl: db.url, env: { PROJECTIONS: 'inline' } } as Runtime;
    progress = new ProjectionProgress(db.dataSource, runtime);
    const service = new ProjectionsService(store, db.dataSource, progress, runtime);
    service.register({ name: projection, tables: [], apply: async () => undefined });
    service.registerReactor({ name: `reactor-${projection}`, react: async () => undefined });
    service.start();
    return service;
  }

  /** Whether an append now is heard by another connection. */
  async function appendHeard(): Promise<boolean> {
    const before = heard;
    await store.append(newStreamId(), [remark('heard?')], { expectedVersion: 'no-stream', metadata: metadataFor() });
    await sleep(150);
    return heard > before;
  }

  it('sends no NOTIFY while this process follows every projection and reactor', async () => {
    expect(await appendHeard()).toBe(true);
    const service = startService();
    let silent = false;
    for (let tries = 0; tries < 30 && !silent; tries++) silent = !(await appendHeard());
    await service.stop();

    expect(silent).toBe(true);
    // Stopped, it follows nothing: the appends wake others again.
    expect(await appendHeard()).toBe(true);
  });

  it('sends them while another process holds one of the locks', async () => {
    await other.query('select pg_advisory_lock($1)', [lockKey(projection)]);
    const service = startService();
    // Long enough for the reactor's runner to take its lock and the projection's to stand by.
    await sleep(500);
    const heardEach = [await appendHeard(), await appendHeard(), await appendHeard()];
    await service.stop();
    await other.query('select pg_advisory_unlock($1)', [lockKey(projection)]);

    expect(heardEach).toEqual([true, true, true]);
  });
});
