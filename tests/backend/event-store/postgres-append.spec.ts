// Specific to the PostgreSQL adapter: each store chains hashes from the stream heads it cached, and
// the database function must catch every stale guess, whoever appended in between.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { appendEvents } from '../../../backend/src/event-store/postgres/postgres-append.js';
import { PostgresEventStore } from '../../../backend/src/event-store/postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../../setup/database.js';
import { metadataFor, newStreamId, remark, testValidator } from './event-store.fixtures.js';

describe('PostgreSQL append through event_store_append_group', () => {
  let db: TestDatabase;
  let first: PostgresEventStore;
  let second: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase();
    first = new PostgresEventStore({ connectionString: db.url, validator: testValidator });
    second = new PostgresEventStore({ connectionString: db.url, validator: testValidator });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await db.drop();
  });

  it('keeps one valid hash chain when two stores with stale cached heads take turns', async () => {
    const streamId = newStreamId();
    const append = (store: PostgresEventStore, text: string, expectedVersion: number | 'no-stream' | 'any') =>
      store.append(streamId, [remark(text)], { expectedVersion, metadata: metadataFor() });

    await append(first, 'one', 'no-stream');
    await append(second, 'two', 1); // no cached head: learns it from the function
    await append(first, 'three', 2); // cached head at version 1 is stale
    await append(second, 'four', 'any');
    const last = await append(first, 'five', 'any'); // cached head at version 3 is stale

    expect(last.streamVersion).toBe(5);
    expect((await first.readStream(streamId)).map((event) => event.data)).toEqual(
      ['one', 'two', 'three', 'four', 'five'].map((text) => ({ text })),
    );
    expect(await second.verifyStream(streamId)).toMatchObject({ ok: true, lastVersion: 5 });
  });

  // Data and metadata travel to the function as JSON text of their own, not as array literals.
  it('stores text with quotes, backslashes and non-ASCII exactly, in order, and hashes what it stored', async () => {
    const streamId = newStreamId();
    const texts = ['say "hi"', 'C:\\path\\', '{"not": "json"}', '₹1,00,000 🙂', 'line\nbreak\ttab', "it's [a], {b}"];
    await first.append(streamId, texts.map(remark), { expectedVersion: 'no-stream', metadata: metadataFor() });
    const stranger = new PostgresEventStore({ connectionString: db.url, validator: testValidator });
    try {
      expect((await stranger.readStream(streamId)).map((event) => event.data)).toEqual(texts.map((text) => ({ text })));
      expect(await stranger.verifyStream(streamId)).toMatchObject({ ok: true, lastVersion: texts.length });
    } finally {
      await stranger.close();
    }
  });

  it('refuses a second call in one transaction', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      await client.query('begin');
      const options = () => ({ expectedVersion: 'any' as const, metadata: metadataFor() });
      await appendEvents(client, testValidator, newStreamId(), [remark('a')], options());
      await expect(appendEvents(client, testValidator, newStreamId(), [remark('b')], options())).rejects.toThrow(
        'one group per transaction',
      );
    } finally {
      await client.query('rollback');
      await client.end();
    }
  });
});
