import type { EventStore, EventValidator } from './event-store.port.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';

export interface EventStoreConfig {
  // The PostgreSQL event store's database (also the read models').
  databaseUrl: string;
  // When set (EVENTSTORE_URL), events go to EventStoreDB instead.
  eventStoreUrl?: string;
  validator: EventValidator;
  // PostgreSQL adapter only.
  poolSize?: number;
}

// The EventStoreDB client (a gRPC stack) loads only when EVENTSTORE_URL asks for it.
export async function createEventStore(config: EventStoreConfig): Promise<EventStore> {
  const { eventStoreUrl, validator } = config;
  if (eventStoreUrl) {
    const { EsdbEventStore } = await import('./eventstoredb/esdb-event-store.js');
    return new EsdbEventStore({ connectionString: eventStoreUrl, validator });
  }
  return new PostgresEventStore({ connectionString: config.databaseUrl, validator, poolSize: config.poolSize });
}
