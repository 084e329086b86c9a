import type { NewEvent } from '@samvida/machines';
import type pg from 'pg';
import {
  chainEvents,
  checkExpectedVersion,
  validateAppend,
  type StoredEvent,
  type StreamHead,
} from '../event-envelope.js';
import type { AppendOptions, AppendResult, EventValidator } from '../event-store.port.js';
import { GENESIS_HASH } from '../hash-chain.js';

// Advisory lock serialising position allocation. The two-key form has its own key space, apart
// from the single-bigint keys other code takes (projection runners, one-time codes).
const POSITION_LOCK = '1398893942, 1'; // "Samv", 1

/**
 * Appends inside the caller's open transaction, which must not have written anything yet; the
 * caller commits. Returns the first result without writing when the command id was seen before.
 *
 * Global order: the transaction's id and its events' positions are taken together under a short
 * advisory lock, so among appends a lower transaction id always means lower positions. Readers
 * only see rows whose transaction id is below the oldest one still running
 * (`pg_snapshot_xmin`); every event they have not seen yet therefore sorts after everything they
 * have, and a rolled-back append leaves a gap that nobody waits for.
 */
export async function appendInTransaction(
  client: pg.ClientBase,
  validator: EventValidator,
  streamId: string,
  events: NewEvent[],
  options: AppendOptions,
): Promise<AppendResult> {
  const validated = validateAppend(validator, streamId, events, options.metadata);
  const { commandId } = options.metadata;
  const positions = await allocatePositions(client, validated.length);
  const head = await lockStream(client, streamId);
  const prior = await findCommand(client, commandId);
  if (prior) return prior;
  checkExpectedVersion(streamId, options.expectedVersion, head.version);
  const stored = chainEvents(streamId, validated, head, commandId);
  await insertEvents(client, stored, positions, commandId);
  return { streamVersion: stored.at(-1)!.streamVersion, globalPosition: positions.at(-1)!, duplicate: false };
}

/** The first result of a command already appended, if any. */
export async function findCommand(
  client: pg.ClientBase | pg.Pool,
  commandId: string,
): Promise<AppendResult | undefined> {
  const { rows } = await client.query<{ stream_version: number; global_position: string }>(
    'select stream_version, global_position from event_store_commands where command_id = $1',
    [commandId],
  );
  const row = rows[0];
  return row && { streamVersion: row.stream_version, globalPosition: toPosition(row.global_position), duplicate: true };
}

/** The stream's committed version, 0 when it has no events. */
export async function streamVersion(client: pg.ClientBase | pg.Pool, streamId: string): Promise<number> {
  const { rows } = await client.query<{ version: number }>(
    'select version from event_store_streams where stream_id = $1',
    [streamId],
  );
  return rows[0]?.version ?? 0;
}

/** pg hands bigint columns over as strings. */
export function toPosition(bigint: string): number {
  const position = Number(bigint);
  if (!Number.isSafeInteger(position))
    throw new RangeError(`Global position ${bigint} exceeds Number.MAX_SAFE_INTEGER`);
  return position;
}

async function allocatePositions(client: pg.ClientBase, count: number): Promise<number[]> {
  // One simple-protocol message: the lock is held only while the server runs these statements.
  const results = (await client.query(`
    select pg_current_xact_id_if_assigned() is null as fresh;
    select pg_advisory_lock(${POSITION_LOCK});
    select pg_current_xact_id();
    select nextval('event_store_events_global_position_seq')::text as position from generate_series(1, ${count});
    select pg_advisory_unlock(${POSITION_LOCK});
  `)) as unknown as pg.QueryResult[];
  if (!results[0]!.rows[0].fresh) {
    throw new Error('appendInTransaction needs a transaction that has not written anything yet');
  }
  return results[3]!.rows.map((row: { position: string }) => toPosition(row.position));
}

async function lockStream(client: pg.ClientBase, streamId: string): Promise<StreamHead> {
  // Creates the row of a new stream, or locks the existing one, until commit.
  const { rows } = await client.query<{ version: number; last_hash: string }>(
    `insert into event_store_streams (stream_id, version, last_hash) values ($1, 0, $2)
     on conflict (stream_id) do update set stream_id = excluded.stream_id
     returning version, last_hash`,
    [streamId, GENESIS_HASH],
  );
  return { version: rows[0]!.version, lastHash: rows[0]!.last_hash };
}

async function insertEvents(
  client: pg.ClientBase,
  stored: StoredEvent[],
  positions: number[],
  commandId: string,
): Promise<void> {
  const last = stored.at(-1)!;
  await client.query(
    `with inserted as (
       insert into event_store_events
         (global_position, stream_id, stream_version, event_id, type, data, metadata, prev_hash, hash)
       select e.position, $1, e.version, e.event_id, e.type, e.data, e.metadata, e.prev_hash, e.hash
       from unnest($2::bigint[], $3::int[], $4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[], $8::text[], $9::text[])
         as e(position, version, event_id, type, data, metadata, prev_hash, hash)
     ), head as (
       update event_store_streams set version = $10, last_hash = $11 where stream_id = $1
     )
     insert into event_store_commands (command_id, stream_id, stream_version, global_position)
     values ($12, $1, $10, $13)`,
    [
      last.streamId,
      positions,
      stored.map((event) => event.streamVersion),
      stored.map((event) => event.eventId),
      stored.map((event) => event.type),
      stored.map((event) => JSON.stringify(event.data)),
      stored.map((event) => JSON.stringify(event.metadata)),
      stored.map((event) => event.prevHash),
      stored.map((event) => event.hash),
      last.streamVersion,
      last.hash,
      commandId,
      positions.at(-1),
    ],
  );
}
