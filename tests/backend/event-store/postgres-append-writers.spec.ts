// Specific to the PostgreSQL adapter: event_store_append_group runs on generic plans
// (migrations/1764601000000-event-store-append-generic-plan.ts); under them, eight writers, each a
// store of its own as separate processes would be, racing on one stream still serialise on it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { WrongExpectedVersionError } from '../../../backend/src/event-store/event-store.errors.js';
import { PostgresEventStore } from '../../../backend/src/event-store/postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../../setup/database.js';
import { metadataFor, newStreamId, remark, testValidator } from './event-store.fixtures.js';

const WRITERS = 8;
const APPENDS_PER_WRITER = 15;

describe('PostgreSQL appends from eight writers to one stream', () => {
  let db: TestDatabase;
  let stores: PostgresEventStore[];
  let client: pg.Client;
  beforeAll(async () => {
    db = await createTestDatabase();
    stores = Array.from(
      { length: WRITERS },
      () => new PostgresEventStore({ connectionString: db.url, validator: testValidator, poolSize: 2 }),
    );
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    for (const store of stores) await store.close();
    await db.drop();
  });

  it('runs the append function on generic plans', async () => {
    const { rows } = await client.query<{ config: string[] }>(
      "select proconfig as config from pg_proc where proname = 'event_store_append_group'",
    );
    expect(rows).toEqual([{ config: ['plan_cache_mode=force_generic_plan'] }]);
  });

  it('keeps versions gapless, positions in version order and the chain valid', async () => {
    const streamId = newStreamId();
    // As a command handler does: append at the version last seen; when another writer got there
    // first, take the stream's version from the refusal and try again.
    let conflicts = 0;
    await Promise.all(
      stores.map(async (store, writer) => {
        let version = 0;
        for (let n = 0; n < APPENDS_PER_WRITER;) {
          try {
            const result = await store.append(streamId, [remark(`writer ${writer} append ${n}`)], {
              expectedVersion: version || 'no-stream',
              metadata: metadataFor(),
            });
            version = result.streamVersion;
            n += 1;
          } catch (error) {
            if (!(error instanceof WrongExpectedVersionError)) throw error;
            conflicts += 1;
            version = error.actual === 'no-stream' ? 0 : error.actual;
          }
        }
      }),
    );
    // The writers did race.
    expect(conflicts).toBeGreaterThan(0);

    const events = await stores[0]!.readStoredStream(streamId);
    const total = WRITERS * APPENDS_PER_WRITER;
    expect(events.map((event) => event.streamVersion)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    const positions = events.map((event) => event.globalPosition);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(new Set(positions).size).toBe(total);
    expect(await stores[0]!.verifyStream(streamId)).toEqual(expect.objectContaining({ ok: true, lastVersion: total }));
    const { rows } = await client.query<{ commands: number }>(
      'select count(*)::int as commands from event_store_commands where stream_id = $1',
      [streamId],
    );
    expect(rows[0]!.commands).toBe(total);
  });
});
