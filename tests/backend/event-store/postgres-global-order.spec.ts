// Specific to the PostgreSQL adapter: the transaction-id watermark is only gapless if, among
// appends, a lower transaction id always comes with lower positions. Positions are derived from
// the transaction id (xid × 4096 + index); with a plain sequence and no allocation lock about
// 1-2 % of racing appends here came out inverted. Each store sends the appends that wait for it
// together in one transaction, so four stores race here.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { PostgresEventStore } from '../../../backend/src/event-store/postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../../setup/database.js';
import { metadataFor, newStreamId, remark, testValidator } from './event-store.fixtures.js';

describe('PostgreSQL event store global order', () => {
  let db: TestDatabase;
  let stores: PostgresEventStore[];
  beforeAll(async () => {
    db = await createTestDatabase();
    stores = Array.from(
      { length: 4 },
      () => new PostgresEventStore({ connectionString: db.url, validator: testValidator, poolSize: 5 }),
    );
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await db.drop();
  });

  it('assigns positions in transaction-id order across racing appends', async () => {
    await Promise.all(
      Array.from({ length: 20 }, async (_, writer) => {
        const store = stores[writer % stores.length]!;
        const streamId = newStreamId();
        for (let index = 0; index < 50; index += 1) {
          await store.append(streamId, [remark(`r${index}`)], { expectedVersion: 'any', metadata: metadataFor() });
        }
      }),
    );
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query<{ appends: number; raced: boolean; inversions: number }>(
      `select count(*)::int as appends, count(distinct transaction_id) > 4 as raced, count(*) filter (where transaction_id < previous)::int as inversions
       from (select transaction_id, lag(transaction_id) over (order by global_position) as previous from event_store_events) ordered`,
    );
    await client.end();
    expect(rows[0]).toEqual({ appends: 1000, raced: true, inversions: 0 });
  });
});
