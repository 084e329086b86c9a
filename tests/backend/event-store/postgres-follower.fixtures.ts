import type { RecordedEvent } from '@samvida/machines';
import { PostgresEventStore } from '../../../backend/src/event-store/postgres/postgres-event-store.js';
import { testValidator } from './event-store.fixtures.js';

/**
 * A store that appends, and a follower standing for another process: its poll is a minute long,
 * so within a test only a notification, or its own prompt look again, delivers an event.
 */
export function writerAndSlowFollower(url: string): { writer: PostgresEventStore; follower: PostgresEventStore } {
  return {
    writer: new PostgresEventStore({ connectionString: url, validator: testValidator }),
    follower: new PostgresEventStore({ connectionString: url, validator: testValidator, pollIntervalMs: 60_000 }),
  };
}

/** Collects every event `follower` delivers from the start of the feed into `seen`, until `signal` aborts. */
export function followInto(follower: PostgresEventStore, signal: AbortSignal, seen: RecordedEvent[]): void {
  void (async () => {
    for await (const event of follower.subscribe({ after: 0, signal })) seen.push(event);
  })();
}
