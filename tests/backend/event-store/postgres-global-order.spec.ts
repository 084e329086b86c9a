// Specific to the PostgreSQL adapter: the transaction-id watermark is only gapless if, among
// appends, a lower transaction id always comes with lower positions. Positions are derived from
// the transaction id (xid × 4096 + index); with a plain sequence and no allocation lock about
// 1-2 % of racing appends here came out inverted.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { PostgresEventStore } from '../../../backend/src/event-store/postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../../setup/database.js';
import { metadataFor, newStreamId, remark, testValidator } from './event-store.fixtures.js';

describe('PostgreSQL event store global order', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore({ connectionString: db.url, validator: testValidator, poolSize: 20 });
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('assigns positions in transaction-id order across racing appends', async () => {
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        const streamId = newStreamId();
        for (let index = 0; index < 50; index += 1) {
          await store.append(streamId, [remark(`r${index}`)], { expectedVersion: 'any', metadata: metadataFor() });
        }
      }),
    );
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query<{ appends: number; inversions: number }>(
      `select count(distinct transaction_id)::int as appends, count(*) filter (where transaction_id < previous)::int as inversions
       from (select transaction_id, lag(transaction_id) over (order by global_position) as previous from event_store_events) ordered`,
    );
    await client.end();
    expect(rows[0]).toEqual({ appends: 1000, inversions: 0 });
  });
});
