import type { EventStore, EventValidator } from './event-store.port.js';
import { EsdbEventStore } from './eventstoredb/esdb-event-store.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';

export interface EventStoreConfig {
  /** The PostgreSQL event store's database (also the read models'). */
  databaseUrl: string;
  /** When set (EVENTSTORE_URL), events go to EventStoreDB instead. */
  eventStoreUrl?: string;
  validator: EventValidator;
  /** PostgreSQL adapter only. */
  poolSize?: number;
}

export function createEventStore(config: EventStoreConfig): EventStore {
  const { eventStoreUrl, validator } = config;
  if (eventStoreUrl) return new EsdbEventStore({ connectionString: eventStoreUrl, validator });
  return new PostgresEventStore({ connectionString: config.databaseUrl, validator, poolSize: config.poolSize });
}
