import {
  canonicalJson,
  EventMetadata,
  hashedText,
  streamKindOf,
  type NewEvent,
  type RecordedEvent,
} from '@samvida/machines';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { InvalidEventError, WrongExpectedVersionError } from './event-store.errors.js';
import type { EventToParse, EventValidator, ExpectedVersion, ParsedEventData } from './event-store.port.js';
import { hashOfText, type HashedEvent } from './hash-chain.js';
import { eventIdFor } from './event-id.js';

// Bounded so the EventStoreDB adapter can fold an event's index into its global position.
export const MAX_EVENTS_PER_APPEND = 4096;

// An event checked for append: data in its current shape, metadata carrying that shape's version,
// and both as the canonical JSON that is hashed and stored.
export interface ValidatedEvent {
  type: string;
  data: unknown;
  metadata: EventMetadata;
  dataJson: string;
  metadataJson: string;
}

// An event as both adapters store it.
export interface StoredEvent extends HashedEvent {
  eventId: string;
}

// A stored event with its place in the global feed, as a stream read as stored gives it.
export interface PositionedStoredEvent extends StoredEvent {
  globalPosition: number;
}

// An event chained for append, still carrying the JSON text its hash covers.
export interface EventToStore extends StoredEvent {
  dataJson: string;
  metadataJson: string;
}

// A stream's version (0 when it has no events) and its last event's hash.
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
  // The events of an append share their metadata but for the schema version of their data.
  const metadataBySchema = new Map<number, { metadata: EventMetadata; metadataJson: string }>();
  return events.map((event) => {
    const parsed = parseData(validator, 'append', { ...event, streamId, schemaVersion: envelope.schemaVersion });
    let shared = metadataBySchema.get(parsed.schemaVersion);
    if (!shared) {
      const metadata = { ...envelope, schemaVersion: parsed.schemaVersion };
      metadataBySchema.set(parsed.schemaVersion, (shared = { metadata, metadataJson: canonicalJson(metadata) }));
    }
    // The data as storage will hand it back: plain JSON (dates as strings, no undefined members).
    const dataJson = canonicalJson(parsed.data);
    return { type: event.type, data: JSON.parse(dataJson), dataJson, ...shared };
  });
}

// Gives each event its version, deterministic id and place in the stream's hash chain.
export function chainEvents(
  streamId: string,
  events: ValidatedEvent[],
  head: StreamHead,
  commandId: string,
): EventToStore[] {
  let prevHash = head.lastHash;
  return events.map((event, index) => {
    const body = { ...event, streamId, streamVersion: head.version + index + 1 };
    const hash = hashOfText(prevHash, hashedText(body, event.dataJson, event.metadataJson));
    const stored = { ...body, eventId: eventIdFor(commandId, index), prevHash, hash };
    prevHash = hash;
    return stored;
  });
}

// This process's latest appends kept by hash, for reading them back without validating again.
const NOTED_APPENDS = 4_096;

// Turns stored events into recorded ones: validated and upcast, the metadata reporting the schema
// version of the returned data. Events this process appended were validated on the way in, and
// the feed reads them right back; one read back with the same stream, version and hash (which
// covers type, data and metadata) is taken as it was validated, without parsing it again.
export class EventReader {
  private readonly appended = new LRUCache<string, StoredEvent>({ max: NOTED_APPENDS });

  constructor(private readonly validator: EventValidator) {}

  // Notes events as this process appended them: validated, chained and stored.
  noteAppended(events: readonly StoredEvent[]): void {
    for (const event of events) this.appended.set(event.hash, event);
  }

  toRecorded(stored: StoredEvent, globalPosition: number): RecordedEvent {
    const noted = this.appended.get(stored.hash);
    const same = noted?.streamId === stored.streamId && noted.streamVersion === stored.streamVersion;
    const { data, metadata } = same ? (noted as { data: unknown; metadata: EventMetadata }) : this.parse(stored);
    return {
      eventId: stored.eventId,
      streamId: stored.streamId,
      streamVersion: stored.streamVersion,
      globalPosition,
      type: stored.type,
      data,
      metadata,
      prevHash: stored.prevHash,
      hash: stored.hash,
    };
  }

  private parse({ streamId, type, data, metadata }: StoredEvent): { data: unknown; metadata: EventMetadata } {
    const envelope = parseMetadata(streamId, type, 'read', metadata);
    const parsed = parseData(this.validator, 'read', { streamId, type, data, schemaVersion: envelope.schemaVersion });
    return { data: parsed.data, metadata: { ...envelope, schemaVersion: parsed.schemaVersion } };
  }
}

// `actual` is the stream's version, 0 when it has no events.
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
