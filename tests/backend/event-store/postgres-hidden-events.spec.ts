// Specific to the PostgreSQL adapter: the feed shows an event only once every transaction older
// than it has ended, and the end of a transaction that appended nothing (a projection's, say)
// sends no notification. The follower's poll here is a minute long, so only its own prompt look
// again can deliver the event within the test (see writerAndSlowFollower).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@samvida/machines';
import pg from 'pg';
import type { PostgresEventStore } from '../../../backend/src/event-store/postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../../setup/database.js';
import { eventually, metadataFor, newStreamId, remark, sleep } from './event-store.fixtures.js';
import { followInto, writerAndSlowFollower } from './postgres-follower.fixtures.js';

describe('PostgreSQL event store feed behind an older running write', () => {
  let db: TestDatabase;
  let writer: PostgresEventStore;
  let follower: PostgresEventStore;
  let other: pg.Client;
  const stop = new AbortController();
  const seen: RecordedEvent[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    ({ writer, follower } = writerAndSlowFollower(db.url));
    other = new pg.Client({ connectionString: db.url });
    await other.connect();
  });

  afterAll(async () => {
    stop.abort();
    await other.end();
    await follower.close();
    await writer.close();
    await db.drop();
  });

  const texts = () => seen.map((event) => (event.data as { text: string }).text);
  const append = (streamId: string, text: string) =>
    writer.append(streamId, [remark(text)], { expectedVersion: 'any', metadata: metadataFor() });

  it('delivers an event hidden behind another write as soon as that write ends, though the read before it was not empty', async () => {
    const streamId = newStreamId();
    await append(streamId, 'before');
    // A write that appends nothing takes a transaction id between the two appends.
    await other.query('begin');
    await other.query('select pg_current_xact_id()');
    await append(streamId, 'behind');
    // Their notifications have come and gone before the follower listens. (Every database's
    // feed waits while this transaction is open, so it is kept short.)
    await sleep(100);
    followInto(follower, stop.signal, seen);
    expect(await eventually(() => seen.length >= 1, 5_000)).toBe(true);
    await sleep(100);
    expect(texts()).toEqual(['before']);

    await other.query('commit');
    expect(await eventually(() => seen.length >= 2, 5_000)).toBe(true);
    expect(texts()).toEqual(['before', 'behind']);
  });
});
