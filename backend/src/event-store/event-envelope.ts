import { EventMetadata, streamKindOf, type NewEvent, type RecordedEvent } from '@samvida/machines';
import { z } from 'zod';
import { InvalidEventError, WrongExpectedVersionError } from './event-store.errors.js';
import type { EventToParse, EventValidator, ExpectedVersion, ParsedEventData } from './event-store.port.js';
import { computeEventHash, type HashedEvent } from './hash-chain.js';
import { eventIdFor } from './event-id.js';

// Bounded so the EventStoreDB adapter can fold an event's index into its global position.
export const MAX_EVENTS_PER_APPEND = 4096;

/** An event checked for append: data in its current shape, metadata carrying that shape's version. */
export interface ValidatedEvent {
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

/** An event as both adapters store it. */
export interface StoredEvent extends HashedEvent {
  eventId: string;
}

/** A stream's version (0 when it has no events) and its last event's hash. */
export interface StreamHead {
  version: number;
  lastHash: string;
}

export function validateAppend(
  validator: EventValidator,
  streamId: string,
  events: NewEvent[],
  metadata: unknown,
): ValidatedEvent[] {
  if (!streamKindOf(streamId)) {
    throw new InvalidEventError(streamId, undefined, 'append', 'the stream id must start with agreement- or proposal-');
  }
  if (events.length === 0 || events.length > MAX_EVENTS_PER_APPEND) {
    throw new InvalidEventError(streamId, undefined, 'append', `an append holds 1 to ${MAX_EVENTS_PER_APPEND} events`);
  }
  const envelope = parseMetadata(streamId, undefined, 'append', metadata);
  return events.map((event) => {
    const parsed = parseData(validator, 'append', { ...event, streamId, schemaVersion: envelope.schemaVersion });
    // Hash exactly what storage will hand back: plain JSON.
    const data: unknown = JSON.parse(JSON.stringify(parsed.data));
    return { type: event.type, data, metadata: { ...envelope, schemaVersion: parsed.schemaVersion } };
  });
}

/** Gives each event its version, deterministic id and place in the stream's hash chain. */
export function chainEvents(
  streamId: string,
  events: ValidatedEvent[],
  head: StreamHead,
  commandId: string,
): StoredEvent[] {
  let prevHash = head.lastHash;
  return events.map((event, index) => {
    const body = { ...event, streamId, streamVersion: head.version + index + 1 };
    const hash = computeEventHash(prevHash, body);
    const stored = { ...body, eventId: eventIdFor(commandId, index), prevHash, hash };
    prevHash = hash;
    return stored;
  });
}

/** Validates and upcasts a stored event; its metadata reports the schema version of the returned data. */
export function toRecordedEvent(validator: EventValidator, stored: StoredEvent, globalPosition: number): RecordedEvent {
  const { streamId, type } = stored;
  const metadata = parseMetadata(streamId, type, 'read', stored.metadata);
  const parsed = parseData(validator, 'read', {
    streamId,
    type,
    data: stored.data,
    schemaVersion: metadata.schemaVersion,
  });
  return {
    eventId: stored.eventId,
    streamId,
    streamVersion: stored.streamVersion,
    globalPosition,
    type,
    data: parsed.data,
    metadata: { ...metadata, schemaVersion: parsed.schemaVersion },
    prevHash: stored.prevHash,
    hash: stored.hash,
  };
}

/** `actual` is the stream's version, 0 when it has no events. */
export function checkExpectedVersion(streamId: string, expected: ExpectedVersion, actual: number): void {
  if (expected === 'any') return;
  const wanted = expected === 'no-stream' ? 0 : expected;
  if (actual !== wanted) throw new WrongExpectedVersionError(streamId, expected, versionLabel(actual));
}

export const versionLabel = (version: number): number | 'no-stream' => (version === 0 ? 'no-stream' : version);

function parseMetadata(
  streamId: string,
  type: string | undefined,
  phase: 'append' | 'read',
  metadata: unknown,
): EventMetadata {
  const result = EventMetadata.safeParse(metadata);
  if (!result.success) throw new InvalidEventError(streamId, type, phase, `metadata: ${z.prettifyError(result.error)}`);
  return result.data;
}

function parseData(validator: EventValidator, phase: 'append' | 'read', event: EventToParse): ParsedEventData {
  try {
    return validator.parse(event);
  } catch (error) {
    throw new InvalidEventError(event.streamId, event.type, phase, describe(error));
  }
}

function describe(error: unknown): string {
  if (error instanceof z.ZodError) return z.prettifyError(error);
  return error instanceof Error ? error.message : String(error);
}
