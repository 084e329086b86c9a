import type { NewEvent } from '@samvida/machines';
import type pg from 'pg';
import {
  chainEvents,
  validateAppend,
  versionLabel,
  type EventToStore,
  type StoredEvent,
  type ValidatedEvent,
} from '../event-envelope.js';
import { WrongExpectedVersionError } from '../event-store.errors.js';
import type { AppendOptions, AppendResult, EventValidator, ExpectedVersion } from '../event-store.port.js';
import { GENESIS_HASH } from '../hash-chain.js';
import { StreamHeadCache } from './stream-head-cache.js';

type Queryable = pg.ClientBase | pg.Pool;

// The head an append chains its hashes from; `lastHash` is null when it is not known yet.
export interface HeadGuess {
  version: number;
  lastHash: string | null;
}

export interface AppendRow {
  outcome: 'appended' | 'duplicate' | 'conflict' | 'stale';
  stream_version: number;
  global_position: string | null;
  last_hash: string | null;
}

// With expectedVersion 'any', each stale answer means another append won the stream's lock
// first; after this many the stream is too busy to chase.
const MAX_STALE_ANSWERS = 10;

// Data and metadata travel as one JSON array each, already JSON text: as jsonb[] parameters, pg
// would escape every quote of every event into an array literal.
const APPEND_GROUP = `select append_index, outcome, stream_version, global_position::text, last_hash
  from event_store_append_group($1::text[], $2::integer[], $3::integer[], $4::text[], $5::text[], $6::integer[],
    $7::uuid[], $8::text[], ${jsonbArray(9)}, ${jsonbArray(10)}, $11::text[], $12::text[])`;

// One round trip to `event_store_append_group` (migrations/1764000000000-event-store-append-group.ts):
// the events are validated and hash-chained here from the stream head in `heads`, and the function
// checks that head under the stream's row lock. A stale guess costs one more round trip.
//
// On a connection or pool `db`, runs in autocommit (the function is one transaction) or inside
// the caller's transaction, which then holds the stream locked until it ends; one call per
// transaction. `db` may instead be another way of calling the function, such as the store's
// group commit (append-groups.ts). Returns the first result without writing when the command id
// was seen before.
export async function appendEvents(
  db: Queryable | AppendCall,
  validator: EventValidator,
  streamId: string,
  events: NewEvent[],
  options: AppendOptions,
  heads = new StreamHeadCache(),
): Promise<AppendResult & { events?: readonly StoredEvent[] }> {
  const validated = validateAppend(validator, streamId, events, options.metadata);
  const call = typeof db === 'function' ? db : singleAppend(db);
  let head = guessHead(heads, streamId, options.expectedVersion);
  for (let stale = 0; stale < MAX_STALE_ANSWERS; stale += 1) {
    const { row, stored } = await callAppend(call, streamId, validated, options, head);
    if (row.outcome === 'duplicate') return resultOf(row, true);
    if (row.outcome === 'conflict') {
      throw new WrongExpectedVersionError(streamId, options.expectedVersion, versionLabel(row.stream_version));
    }
    heads.set(streamId, { version: row.stream_version, lastHash: row.last_hash! });
    if (row.outcome === 'appended') return { ...resultOf(row, false), events: stored };
    head = { version: row.stream_version, lastHash: row.last_hash };
  }
  throw new Error(`Stream ${streamId} kept changing under ${MAX_STALE_ANSWERS} appends with expectedVersion any`);
}

// pg hands bigint columns over as strings.
export function toPosition(bigint: string): number {
  const position = Number(bigint);
  if (!Number.isSafeInteger(position))
    throw new RangeError(`Global position ${bigint} exceeds Number.MAX_SAFE_INTEGER`);
  return position;
}

function guessHead(heads: StreamHeadCache, streamId: string, expected: ExpectedVersion): HeadGuess {
  const genesis = { version: 0, lastHash: GENESIS_HASH };
  if (expected === 'no-stream' || expected === 0) return genesis;
  const cached = heads.get(streamId);
  if (expected === 'any') return cached ?? genesis;
  return cached?.version === expected ? cached : { version: expected, lastHash: null };
}

// One append as the database function takes it: events already chained from `head`.
export interface AppendRequest {
  streamId: string;
  // null for any version.
  expectedVersion: number | null;
  head: HeadGuess;
  commandId: string;
  // Empty when the head's hash is not known: the function then only reports the head.
  events: EventToStore[];
}

// Sends one append to the database and answers with its row.
export type AppendCall = (request: AppendRequest) => Promise<AppendRow>;

// Appends in one call of `event_store_append_group` on `db` (one transaction in autocommit), each
// with its own outcome: the rows in the order of `requests`.
export async function appendGroup(db: Queryable, requests: readonly AppendRequest[]): Promise<AppendRow[]> {
  const events = requests.flatMap((request) => request.events);
  const { rows } = await db.query<AppendRow & { append_index: number }>({
    name: 'event-store-append-group',
    text: APPEND_GROUP,
    values: [
      requests.map((request) => request.streamId),
      requests.map((request) => request.expectedVersion),
      requests.map((request) => request.head.version),
      requests.map((request) => request.head.lastHash),
      requests.map((request) => request.commandId),
      requests.map((request) => request.events.length),
      events.map((event) => event.eventId),
      events.map((event) => event.type),
      `[${events.map((event) => event.dataJson).join(',')}]`,
      `[${events.map((event) => event.metadataJson).join(',')}]`,
      events.map((event) => event.prevHash),
      events.map((event) => event.hash),
    ],
  });
  const rowOf = new Map(rows.map((row) => [row.append_index, row]));
  return requests.map((_, index) => {
    const row = rowOf.get(index + 1);
    if (!row) throw new Error('event_store_append_group answered no row for an append');
    return row;
  });
}

// The append alone on `db`.
const singleAppend =
  (db: Queryable): AppendCall =>
  async (request) =>
    (await appendGroup(db, [request]))[0]!;

async function callAppend(
  call: AppendCall,
  streamId: string,
  validated: ValidatedEvent[],
  options: AppendOptions,
  head: HeadGuess,
): Promise<{ row: AppendRow; stored: EventToStore[] }> {
  const { commandId } = options.metadata;
  const stored: EventToStore[] =
    head.lastHash === null
      ? []
      : chainEvents(streamId, validated, { version: head.version, lastHash: head.lastHash }, commandId);
  const expectedVersion =
    options.expectedVersion === 'any' ? null : options.expectedVersion === 'no-stream' ? 0 : options.expectedVersion;
  const row = await call({ streamId, expectedVersion, head, commandId, events: stored });
  return { row, stored };
}

// The jsonb[] of the JSON array in parameter `$n`, in its order.
function jsonbArray(n: number): string {
  return `array(select element from jsonb_array_elements($${n}::jsonb) with ordinality as e(element, n) order by n)`;
}

function resultOf(row: AppendRow, duplicate: boolean): Omit<AppendResult, 'events'> {
  return { streamVersion: row.stream_version, globalPosition: toPosition(row.global_position!), duplicate };
}
