// Specific to the PostgreSQL adapter: the feed's read, which every subscriber makes each time it
// wakes, costs the same on a long history as on a short one. Its question "do committed events
// wait beyond the horizon?" was once planned as a scan of the whole events table.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { READ_FEED, type PostgresEventStore } from '../../../backend/src/event-store/postgres/postgres-event-store.js';
import { metadataFor, newStreamId, remark } from './event-store.fixtures.js';
import { openPostgresStore, type PostgresStoreFixture } from './postgres-store.fixture.js';

const EVENTS_PER_APPEND = 100;

/** Shared buffers the feed's read from the newest event touches, as EXPLAIN (ANALYZE, BUFFERS) counts them. */
async function buffersOfFeedRead(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ after: string }>(
    'select coalesce(max(global_position), 0)::text as after from event_store_events',
  );
  const plan = await client.query<{
    'QUERY PLAN': [{ Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }];
  }>(`explain (analyze, buffers, format json) ${READ_FEED}`, [rows[0]!.after, 2500]);
  const { Plan } = plan.rows[0]!['QUERY PLAN'][0];
  return Plan['Shared Hit Blocks'] + Plan['Shared Read Blocks'];
}

describe('PostgreSQL event store feed read', () => {
  let fixture: PostgresStoreFixture;
  let store: PostgresEventStore;
  let client: pg.Client;
  beforeAll(async () => {
    fixture = await openPostgresStore();
    ({ store, client } = fixture);
  });
  afterAll(() => fixture.close());

  async function appendEvents(count: number): Promise<void> {
    for (let appended = 0; appended < count; appended += EVENTS_PER_APPEND) {
      const events = Array.from({ length: EVENTS_PER_APPEND }, (_, index) => remark(`Remark ${appended + index}`));
      await store.append(newStreamId(), events, { expectedVersion: 'no-stream', metadata: metadataFor() });
    }
    // As autovacuum would: the planner then knows how long the table is.
    await client.query('analyze event_store_events');
  }

  it('touches as many buffers after 5,000 events as after 200', async () => {
    await appendEvents(200);
    const short = await buffersOfFeedRead(client);
    await appendEvents(4800);
    const long = await buffersOfFeedRead(client);

    // A scan of the table would touch every page of it: over a hundred for 5,000 events.
    expect(long).toBeLessThanOrEqual(short + 5);
    expect(long).toBeLessThan(30);
  });
});
