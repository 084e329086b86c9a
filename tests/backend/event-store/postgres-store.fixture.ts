import pg from 'pg';
import {
  PostgresEventStore,
  type PostgresEventStoreOptions,
} from '../../../backend/src/event-store/postgres/postgres-event-store.js';
import { createTestDatabase } from '../../setup/database.js';
import { testValidator } from './event-store.fixtures.js';

export interface PostgresStoreFixture {
  store: PostgresEventStore;
  /** A connection of its own to the store's database, to look at its tables. */
  client: pg.Client;
  /** Closes both and drops the database. */
  close(): Promise<void>;
}

/** A PostgreSQL event store on a fresh database, and a client beside it. */
export async function openPostgresStore(
  options: Partial<PostgresEventStoreOptions> = {},
): Promise<PostgresStoreFixture> {
  const db = await createTestDatabase();
  const store = new PostgresEventStore({ connectionString: db.url, validator: testValidator, ...options });
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  return {
    store,
    client,
    close: async () => {
      await client.end();
      await store.close();
      await db.drop();
    },
  };
}
