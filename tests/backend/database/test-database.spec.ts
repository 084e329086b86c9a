import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../setup/database.js';

describe('test database harness', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('gives each suite a migrated database of its own', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query(
      `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    await client.end();
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['event_store_events', 'projection_checkpoints', 'stream_parties']),
    );
  });
});
