import { describe, expect, it } from '@jest/globals';
import { createEventStore } from '../../../backend/src/event-store/create-event-store.js';
import { EsdbEventStore } from '../../../backend/src/event-store/eventstoredb/esdb-event-store.js';
import { PostgresEventStore } from '../../../backend/src/event-store/postgres/postgres-event-store.js';
import { testValidator } from './event-store.fixtures.js';

describe('createEventStore', () => {
  // Neither store connects before its first call, so unreachable addresses are fine here.
  const databaseUrl = 'postgres://postgres@127.0.0.1:1/none';

  it('uses PostgreSQL without an EventStoreDB url', async () => {
    const store = await createEventStore({ databaseUrl, validator: testValidator });
    expect(store).toBeInstanceOf(PostgresEventStore);
    await store.close();
  });

  it('uses EventStoreDB when EVENTSTORE_URL is configured', async () => {
    const store = await createEventStore({
      databaseUrl,
      eventStoreUrl: 'esdb://127.0.0.1:1?tls=false',
      validator: testValidator,
    });
    expect(store).toBeInstanceOf(EsdbEventStore);
    await store.close();
  });
});
