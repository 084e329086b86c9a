import {
  BACKWARDS,
  END,
  ErrorType,
  EventStoreDBClient,
  NO_STREAM,
  StreamNotFoundError,
  jsonEvent,
  streamNameFilter,
  type AppendExpectedRevision,
  type JSONType,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import { StreamKind, type NewEvent, type RecordedEvent } from '@samvida/machines';
import { z } from 'zod';
import {
  chainEvents,
  checkExpectedVersion,
  EventReader,
  validateAppend,
  versionLabel,
  type PositionedStoredEvent,
  type StoredEvent,
  type StreamHead,
} from '../event-envelope.js';
import { InvalidEventError, WrongExpectedVersionError } from '../event-store.errors.js';
import type {
  AppendOptions,
  AppendResult,
  EventStore,
  EventValidator,
  ReadAllOptions,
  ReadStreamOptions,
  SubscribeOptions,
} from '../event-store.port.js';
import { GENESIS_HASH, verifyChain, type ChainVerification } from '../hash-chain.js';
import { toGlobalPosition, toReadPosition } from './esdb-position.js';

export interface EsdbEventStoreOptions {
  // `esdb://host:2113?tls=false` and the like.
  connectionString: string;
  validator: EventValidator;
}

const STREAM_PREFIXES = StreamKind.options.map((kind) => `${kind}-`);
const DEFAULT_BATCH = 100;
const SCAN_CHUNK = 512;
const ANY_VERSION_ATTEMPTS = 5;

// Kept in each event's ESDB metadata beside the envelope; the hash covers the envelope only.
const ChainMetadata = z.object({
  prevHash: z.string(),
  hash: z.string(),
  appendIndex: z.number().int().min(0),
});

interface EsdbStoredEvent extends StoredEvent {
  appendIndex: number;
  globalPosition: number | undefined;
}

// The production adapter: one ESDB stream per agreement or proposal, the global feed from `$all`.
export class EsdbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly validator: EventValidator;
  private readonly reader: EventReader;
  private readonly closing = new AbortController();

  constructor(options: EsdbEventStoreOptions) {
    this.client = EventStoreDBClient.connectionString(options.connectionString);
    this.validator = options.validator;
    this.reader = new EventReader(options.validator);
  }

  async append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const validated = validateAppend(this.validator, streamId, events, options.metadata);
    const { commandId } = options.metadata;
    for (let attempt = 1; ; attempt += 1) {
      const scan = await this.scan(streamId, commandId);
      if (scan.prior) return scan.prior;
      checkExpectedVersion(streamId, options.expectedVersion, scan.head.version);
      const stored = chainEvents(streamId, validated, scan.head, commandId);
      try {
        const result = await this.client.appendToStream(streamId, stored.map(toEsdbEvent), {
          expectedRevision: expectedRevisionOf(scan.head.version),
        });
        // A replay of the same event ids at the same revision writes nothing. Older servers
        // answer it without a position; newer ones return the first write's position, so a caller
        // that raced its own retry sees duplicate: false as well (the events exist once either way).
        if (!result.position) return await this.duplicateOf(streamId, commandId);
        const globalPosition = toGlobalPosition(result.position.commit, stored.length - 1);
        this.reader.noteAppended(stored);
        return { streamVersion: stored.at(-1)!.streamVersion, globalPosition, duplicate: false, events: stored };
      } catch (error) {
        if (!isWrongExpectedVersion(error)) throw error;
        const rescan = await this.scan(streamId, commandId);
        if (rescan.prior) return rescan.prior;
        // `any` promises no check, but the hash chain needs the real head: retry on the new one.
        if (options.expectedVersion !== 'any' || attempt === ANY_VERSION_ATTEMPTS) {
          throw new WrongExpectedVersionError(streamId, options.expectedVersion, versionLabel(rescan.head.version));
        }
      }
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    if (options.toVersion !== undefined && options.toVersion < 1) return [];
    const after = options.afterVersion ?? 0;
    const stored = await this.storedEvents(streamId, options.toVersion, after);
    return stored.map((event) => this.toRecorded(event));
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    const batchSize = options.batchSize ?? DEFAULT_BATCH;
    const found: RecordedEvent[] = [];
    let cursor = options.after;
    let from = toReadPosition(options.after);
    // $all holds system and foreign streams too: scan it in chunks, keeping only ours.
    for (;;) {
      let read = 0;
      for await (const { event } of this.client.readAll({ fromPosition: from, maxCount: SCAN_CHUNK })) {
        read += 1;
        if (!event) continue;
        from = event.position;
        if (!isOurStream(event.streamId)) continue;
        const stored = toStored(event);
        if (positionOf(stored) <= cursor) continue;
        found.push(this.toRecorded(stored));
        cursor = positionOf(stored);
        if (found.length === batchSize) return found;
      }
      // Reads resume inclusively at the last event seen, so a chunk of one means the end.
      if (read < SCAN_CHUNK) return found;
    }
  }

  async *subscribe(options: SubscribeOptions): AsyncIterable<RecordedEvent> {
    const stop = options.signal ? AbortSignal.any([options.signal, this.closing.signal]) : this.closing.signal;
    if (stop.aborted) return;
    const subscription = this.client.subscribeToAll({
      fromPosition: toReadPosition(options.after),
      filter: streamNameFilter({ prefixes: STREAM_PREFIXES }),
    });
    try {
      for await (const { event } of untilAborted(subscription, stop)) {
        if (!event || !isOurStream(event.streamId)) continue;
        const stored = toStored(event);
        if (positionOf(stored) > options.after) yield this.toRecorded(stored);
      }
    } finally {
      await subscription.unsubscribe();
    }
  }

  async headPosition(): Promise<number> {
    for await (const { event } of this.client.readAll({ direction: BACKWARDS, fromPosition: END })) {
      if (event && isOurStream(event.streamId)) return positionOf(toStored(event));
    }
    return 0;
  }

  async readStoredStream(streamId: string): Promise<PositionedStoredEvent[]> {
    return (await this.storedEvents(streamId)).map((event) => ({ ...event, globalPosition: positionOf(event) }));
  }

  async verifyStream(streamId: string): Promise<ChainVerification> {
    return verifyChain(await this.storedEvents(streamId));
  }

  async close(): Promise<void> {
    if (this.closing.signal.aborted) return;
    this.closing.abort();
    await this.client.dispose();
  }

  private async storedEvents(streamId: string, toVersion?: number, afterVersion = 0): Promise<EsdbStoredEvent[]> {
    const stored: EsdbStoredEvent[] = [];
    // Stream version n is EventStoreDB revision n - 1, so reading after version v starts at revision v.
    const range = {
      ...(afterVersion > 0 ? { fromRevision: BigInt(afterVersion) } : {}),
      ...(toVersion ? { maxCount: toVersion - afterVersion } : {}),
    };
    try {
      for await (const { event } of this.client.readStream(streamId, range)) {
        if (event) stored.push(toStored(event));
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return stored;
  }

  // Reads the stream backwards for its head and for events of this command. EventStoreDB has no
  // command index, so this costs a read of the events appended since the command (or the whole stream).
  private async scan(streamId: string, commandId: string): Promise<{ head: StreamHead; prior?: AppendResult }> {
    let head: StreamHead | undefined;
    try {
      for await (const { event } of this.client.readStream(streamId, { direction: BACKWARDS, fromRevision: END })) {
        if (!event) continue;
        const stored = toStored(event);
        head ??= { version: stored.streamVersion, lastHash: stored.hash };
        if ((stored.metadata as { commandId?: unknown }).commandId === commandId) {
          return {
            head,
            prior: { streamVersion: stored.streamVersion, globalPosition: positionOf(stored), duplicate: true },
          };
        }
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return { head: head ?? { version: 0, lastHash: GENESIS_HASH } };
  }

  private async duplicateOf(streamId: string, commandId: string): Promise<AppendResult> {
    const { prior } = await this.scan(streamId, commandId);
    if (!prior)
      throw new Error(`EventStoreDB treated command ${commandId} as a replay but ${streamId} lacks its events`);
    return prior;
  }

  private toRecorded(stored: EsdbStoredEvent): RecordedEvent {
    return this.reader.toRecorded(stored, positionOf(stored));
  }
}

function toEsdbEvent(event: StoredEvent, appendIndex: number) {
  return jsonEvent({
    id: event.eventId,
    type: event.type,
    data: event.data as JSONType,
    metadata: { ...(event.metadata as object), prevHash: event.prevHash, hash: event.hash, appendIndex },
  });
}

function toStored(event: EsdbRecordedEvent): EsdbStoredEvent {
  const { prevHash, hash, appendIndex, ...metadata } = (event.metadata ?? {}) as Record<string, unknown>;
  const chain = ChainMetadata.safeParse({ prevHash, hash, appendIndex });
  if (!chain.success) {
    throw new InvalidEventError(event.streamId, event.type, 'read', 'metadata lacks prevHash, hash or appendIndex');
  }
  return {
    eventId: event.id,
    streamId: event.streamId,
    streamVersion: Number(event.revision) + 1,
    type: event.type,
    data: event.data,
    metadata,
    ...chain.data,
    globalPosition: event.position && toGlobalPosition(event.position.commit, chain.data.appendIndex),
  };
}

function positionOf(event: EsdbStoredEvent): number {
  // Old servers report no log position on stream reads; without one there is no global position.
  if (event.globalPosition === undefined) {
    throw new Error(`EventStoreDB reported no log position for ${event.streamId}@${event.streamVersion}`);
  }
  return event.globalPosition;
}

const expectedRevisionOf = (version: number): AppendExpectedRevision =>
  version === 0 ? NO_STREAM : BigInt(version - 1);

const isOurStream = (streamId: string): boolean => STREAM_PREFIXES.some((prefix) => streamId.startsWith(prefix));

function isWrongExpectedVersion(error: unknown): boolean {
  return (error as { type?: unknown } | null)?.type === ErrorType.WRONG_EXPECTED_VERSION;
}

// Ends the iteration as soon as `signal` aborts, even while the source is waiting for its next item.
async function* untilAborted<T>(source: AsyncIterable<T>, signal: AbortSignal): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let onAbort = () => {};
  const aborted = new Promise<IteratorResult<T>>((resolve) => {
    onAbort = () => resolve({ done: true, value: undefined });
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    while (!signal.aborted) {
      const next = await Promise.race([iterator.next(), aborted]);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    await iterator.return?.();
  }
}
