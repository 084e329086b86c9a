import type { EventMetadata, NewEvent, RecordedEvent } from '@samvida/machines';
import type { PositionedStoredEvent } from './event-envelope.js';
import type { ChainVerification } from './hash-chain.js';

// `no-stream`: the stream must not exist yet; a number: the stream's current version; `any`: no check.
export type ExpectedVersion = number | 'no-stream' | 'any';

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
  // Metadata for every event of this append; `commandId` makes the append idempotent.
  metadata: EventMetadata;
}

export interface AppendResult {
  // The stream's version after the append (its last event's version).
  streamVersion: number;
  // Global position of the last appended event.
  globalPosition: number;
  // True when the command id had already been appended: nothing new was written.
  duplicate: boolean;
  // When not a duplicate: the appended events as stored (validated, in their current shape, plain
  // JSON), which is what reading them back gives, for a caller that folds them.
  events?: readonly { type: string; data: unknown }[];
}

export interface ReadStreamOptions {
  // Exclusive: only events with a greater stream version. 0 (the default) reads from the start.
  afterVersion?: number;
  // Read up to and including this version.
  toVersion?: number;
}

export interface ReadAllOptions {
  // Exclusive: events with a greater global position are returned. 0 reads from the start.
  after: number;
  batchSize?: number;
}

export interface SubscribeOptions {
  // Exclusive start position.
  after: number;
  batchSize?: number;
  signal?: AbortSignal;
}

// One event as the validator sees it: on append as given, on read as stored.
export interface EventToParse {
  streamId: string;
  type: string;
  data: unknown;
  schemaVersion: number;
}

// The event's data in its current shape, and the schema version that shape has.
export interface ParsedEventData {
  data: unknown;
  schemaVersion: number;
}

// The stream kinds' zod schemas, supplied by the caller (the machines package in the app, a small
// registry in tests). `parse` throws on invalid data and upcasts older schema versions to the
// current one; the store calls it on append (storing what it returns) and on every read.
export interface EventValidator {
  parse(event: EventToParse): ParsedEventData;
}

// The one port both adapters implement (PostgreSQL default, EventStoreDB with EVENTSTORE_URL).
// Events are validated against their stream kind's zod schemas on append and on read.
export interface EventStore {
  append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult>;
  // Validated and upcast; `metadata.schemaVersion` is the version of the returned `data`.
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  // Follows the global feed from `after`, yielding each event once, in order, until aborted.
  subscribe(options: SubscribeOptions): AsyncIterable<RecordedEvent>;
  // The greatest global position a reader may safely see now.
  headPosition(): Promise<number>;
  // Tells the store whether another process may be following its feed, to be woken by its appends
  // (PostgreSQL's NOTIFY). Until told, it assumes one may.
  setOthersMayFollow?(othersMayFollow: () => boolean): void;
  // The stream's events exactly as stored (no validation, no upcasting), for exports and audits.
  readStoredStream(streamId: string): Promise<PositionedStoredEvent[]>;
  // Re-checks the stream's hash chain over the stored bytes (no validation, no upcasting).
  verifyStream(streamId: string): Promise<ChainVerification>;
  close(): Promise<void>;
}

export const EVENT_STORE = Symbol('EVENT_STORE');
