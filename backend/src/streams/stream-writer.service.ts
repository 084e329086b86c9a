import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import {
  partiesOf,
  streamKindOf,
  streamName,
  type AccountEvent,
  type Actor,
  type NewEvent,
  type RecordedEvent,
  type Refusal,
  type StreamDecider,
} from '@samvida/machines';
import { DomainError, type ErrorKind } from '../common/errors/domain.error.js';
import { foldInSlices } from '../common/fold-in-slices.js';
import { WrongExpectedVersionError } from '../event-store/event-store.errors.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { ReadYourWrites } from '../projections/read-your-writes.js';
import { KeyedQueue } from './keyed-queue.js';
import { notAParty } from './stream-access.service.js';
import { StreamStateCache, type FoldedStream } from './stream-state-cache.js';
import {
  DECIDERS,
  type AnyDecider,
  type CommandOf,
  type EventOf,
  type StateOf,
  type WritableStreamKind,
} from './stream-kinds.js';

// One command of an all-or-nothing batch, and how its refusal reads to the client.
export interface BatchStep<Command> {
  command: Command;
  onRefusal?: (refusal: Refusal) => Refusal;
}

export interface WriteOptions {
  // From the `Idempotency-Key` header (or derived by a reactor): a repeat returns the first result.
  commandId?: string;
  correlationId?: string;
  causationId?: string;
  now?: Date;
  // The actor must be one of the stream's parties, checked on the same fold the command is decided
  // on (so no read-model query, and never behind the stream): otherwise 403 NOT_A_PARTY, whether
  // or not the stream exists.
  requireParty?: boolean;
}

export interface WriteResult<State, Event> {
  state: State;
  events: Event[];
  streamVersion: number;
  globalPosition: number;
  // True when the command id was used before: nothing was decided or appended again.
  duplicate: boolean;
}

// Refusal codes the machines' deciders return, and how each reaches the client.
const KIND_OF_REFUSAL: Record<string, ErrorKind> = {
  INVALID_COMMAND: 'validation',
  NOT_FOUND: 'not_found',
  NOT_A_PARTY: 'forbidden',
  ROLE_FORBIDDEN: 'forbidden',
  NOT_ALLOWED: 'conflict',
  ALREADY_EXISTS: 'conflict',
};

// Another instance may append between our read and our write; each retry re-reads the tail after
// a random pause that grows per attempt (full jitter), so the instances' writers drift apart.
const MAX_ATTEMPTS = 10;
const RETRY_BASE_MS = 10;
const RETRY_CAP_MS = 250;
// Commands waiting on one stream in this process before new ones are refused (503).
const MAX_WAITING_PER_STREAM = 200;
const CACHED_STREAMS = 500;

// The one write path of every feature (DESIGN.md "The write path"): load the stream (from the
// cached fold plus the events appended since), decide with the machines, append with the expected
// version, retry with jitter when another instance wrote first, then wait (bounded) until the read
// models show the change. Writes to one stream are serialised inside the instance.
@Injectable()
export class StreamWriter {
  private readonly queue = new KeyedQueue(MAX_WAITING_PER_STREAM);
  private readonly cache = new StreamStateCache(CACHED_STREAMS);

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  // Decides one command on `<kind>-<id>` for `actor` and appends its events.
  execute<K extends WritableStreamKind>(
    kind: K,
    id: string,
    actor: Actor,
    command: CommandOf<K>,
    options: WriteOptions = {},
  ): Promise<WriteResult<StateOf<K>, EventOf<K>>> {
    return this.executeAll(kind, id, actor, [{ command }], options);
  }

  // Decides several commands as one: each on the state the previous left; all appended, or none.
  async executeAll<K extends WritableStreamKind>(
    kind: K,
    id: string,
    actor: Actor,
    steps: BatchStep<CommandOf<K>>[],
    options: WriteOptions = {},
  ): Promise<WriteResult<StateOf<K>, EventOf<K>>> {
    const streamId = streamName(kind, id);
    if (!this.queue.hasRoom(streamId)) {
      throw new DomainError(
        'STREAM_BUSY',
        'This is busy with many changes right now. Please try again.',
        'unavailable',
      );
    }
    const result = await this.queue.run(streamId, () =>
      this.decideAndAppend(DECIDERS[kind] as never, streamId, actor, steps, options),
    );
    await this.readYourWrites.waitFor(result.globalPosition);
    return result as WriteResult<StateOf<K>, EventOf<K>>;
  }

  // Records facts that need no decision (a verified contact) on `<kind>-<id>`, once per command id,
  // so reactors following the feed act on them even if this process stops right after.
  async record(
    kind: 'account',
    id: string,
    actor: Actor,
    events: AccountEvent[],
    options: WriteOptions,
  ): Promise<void> {
    const now = (options.now ?? new Date()).toISOString();
    const commandId = options.commandId ?? randomUUID();
    await this.store.append(streamName(kind, id), events, {
      expectedVersion: 'any',
      metadata: {
        actorId: actor.userId,
        actorRole: 'system',
        commandId,
        correlationId: options.correlationId ?? commandId,
        causationId: options.causationId ?? commandId,
        occurredAt: now,
        schemaVersion: 1,
      },
    });
  }

  // The stream's current folded state (for reads that complete a partial payload from it).
  async current<K extends WritableStreamKind>(kind: K, id: string): Promise<{ state: StateOf<K>; version: number }> {
    const streamId = streamName(kind, id);
    const { state, version } = await this.queue.run(streamId, () =>
      this.load<StateOf<K>>(DECIDERS[kind] as AnyDecider, streamId),
    );
    return { state, version };
  }

  // The stream's state no older than `event`, for reactors that act on the stream as it is now:
  // this process's fold when it holds the event already (it appended it, the usual case), without
  // a read of the store or a turn in the stream's queue; otherwise `current`. A later event by
  // another instance reaches the reactor in its turn.
  async currentSince<K extends WritableStreamKind>(kind: K, event: RecordedEvent): Promise<StateOf<K>> {
    if (streamKindOf(event.streamId) !== kind) throw new Error(`${event.streamId} is not a ${kind} stream`);
    const folded = this.folded<K>(event.streamId);
    if (folded && folded.version >= event.streamVersion) return folded.state;
    return (await this.current(kind, event.streamId.slice(`${kind}-`.length))).state;
  }

  // The state this process folded `streamId` to, if it is at `version` (the state after exactly
  // the stream's first `version` events), without reading or folding anything. Never to be changed.
  foldedAt<K extends WritableStreamKind>(streamId: string, version: number): StateOf<K> | undefined {
    const folded = this.folded<K>(streamId);
    return folded?.version === version ? folded.state : undefined;
  }

  // The state this process last folded `streamId` to and its version, if it has one. Never to be changed.
  folded<K extends WritableStreamKind>(streamId: string): { state: StateOf<K>; version: number } | undefined {
    return this.cache.peek<StateOf<K>>(streamId);
  }

  // Asks the machines whether `actor` may do `command` on `<kind>-<id>` now, without appending:
  // 403 NOT_A_PARTY for anyone but a party, the decider's refusal as a write would answer it, or
  // the events it would append. Use cases ask this before I/O of their own (a code, a PDF).
  async check<K extends WritableStreamKind>(
    kind: K,
    id: string,
    actor: Actor,
    command: CommandOf<K>,
    now = new Date(),
  ): Promise<EventOf<K>[]> {
    const streamId = streamName(kind, id);
    const decider = DECIDERS[kind] as AnyDecider;
    const folded = await this.queue.run(streamId, () => this.load<StateOf<K>>(decider, streamId));
    if (!folded.parties.has(actor.userId)) throw notAParty(kind);
    const decision = decider.decide(folded.state, command, actor, { now: now.toISOString(), newId: randomUUID });
    if (!decision.ok) throw refusalError(decision);
    return decision.events as EventOf<K>[];
  }

  // True when a command with this id was already appended to `<kind>-<id>`.
  async wasExecuted(kind: WritableStreamKind, id: string, commandId: string): Promise<boolean> {
    const streamId = streamName(kind, id);
    const { commands } = await this.queue.run(streamId, () => this.load(DECIDERS[kind] as AnyDecider, streamId));
    return commands.has(commandId);
  }

  private async decideAndAppend<State, Command, Event extends NewEvent>(
    decider: StreamDecider<State, Command, Event>,
    streamId: string,
    actor: Actor,
    steps: BatchStep<Command>[],
    options: WriteOptions,
  ): Promise<WriteResult<State, Event>> {
    const commandId = options.commandId ?? randomUUID();
    const now = (options.now ?? new Date()).toISOString();
    for (let attempt = 1; ; attempt++) {
      // The first attempt decides on the cached fold without reading: this process's writes to the
      // stream all pass here, and one by another instance fails the append's version check. Any
      // other outcome on a cached fold (a refusal, a repeat, nothing to do) is confirmed on the
      // stream as stored before it is answered.
      const cached = attempt === 1 ? this.cache.get<State>(streamId) : undefined;
      const folded = cached ?? (await this.load<State>(decider, streamId));
      if (options.requireParty && !folded.parties.has(actor.userId)) {
        if (cached) continue;
        throw notAParty(streamKindOf(streamId) as WritableStreamKind);
      }
      const earlier = folded.commands.get(commandId);
      if (earlier) return this.repeat(folded.state, streamId, earlier);
      const decision = await decideAll(decider, folded.state, steps, actor, { now, newId: randomUUID });
      if (cached && (!decision.ok || decision.events.length === 0)) continue;
      if (!decision.ok) throw refusalError(decision);
      if (decision.events.length === 0) {
        return { state: folded.state, events: [], streamVersion: folded.version, globalPosition: 0, duplicate: false };
      }
      try {
        const appended = await this.store.append(streamId, decision.events, {
          expectedVersion: folded.version === 0 ? 'no-stream' : folded.version,
          metadata: {
            actorId: actor.userId,
            actorRole: decider.roleOf(folded.state, actor),
            ...(actor.memberId && actor.memberId !== actor.userId ? { memberId: actor.memberId } : {}),
            commandId,
            correlationId: options.correlationId ?? commandId,
            causationId: options.causationId ?? commandId,
            occurredAt: now,
            schemaVersion: 1,
          },
        });
        // Another instance appended this command id first: the next attempt reads and repeats it.
        if (appended.duplicate) continue;
        const { events: stored, ...position } = appended;
        const state = await this.remember(decider, streamId, folded, stored ?? decision.events, commandId, position);
        return { state, events: decision.events, ...position };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        if (attempt >= MAX_ATTEMPTS) {
          throw new DomainError(
            'CONCURRENT_CHANGE',
            'Someone else changed this at the same time. Please try again.',
            'conflict',
          );
        }
        await sleep(Math.random() * Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** attempt));
      }
    }
  }

  // The state after our own append, folded once from the events as the store keeps them (what a
  // read would give back), and cached so the next command on the stream needs no read.
  private async remember<State, Event extends NewEvent>(
    decider: StreamDecider<State, unknown, Event>,
    streamId: string,
    folded: FoldedStream<State>,
    events: readonly { type: string; data: unknown }[],
    commandId: string,
    { streamVersion: version }: { streamVersion: number },
  ): Promise<State> {
    const evolve = decider.folder();
    const state = await foldInSlices(events, (current, event) => evolve(current, event as Event), folded.state);
    folded.commands.set(commandId, { from: version - events.length + 1, to: version });
    for (const event of events) noteParties(folded.parties, event);
    this.cache.set(streamId, { state, version, commands: folded.commands, parties: folded.parties });
    return state;
  }

  // The cached fold brought up to date with the events appended since (by any instance).
  private async load<State>(decider: AnyDecider, streamId: string): Promise<FoldedStream<State>> {
    const cached = this.cache.get<State>(streamId);
    const folded: FoldedStream<State> = cached ?? {
      state: decider.initialState as State,
      version: 0,
      commands: new Map(),
      parties: new Map(),
    };
    const newer = await this.store.readStream(streamId, { afterVersion: folded.version });
    if (newer.length === 0) return folded;
    const next: FoldedStream<State> = {
      state: await foldInSlices(newer, decider.folder() as (state: State, event: RecordedEvent) => State, folded.state),
      version: newer.at(-1)!.streamVersion,
      commands: folded.commands,
      parties: folded.parties,
    };
    for (const event of newer) {
      noteCommand(next.commands, event);
      noteParties(next.parties, event);
    }
    this.cache.set(streamId, next);
    return next;
  }

  // The first result of a repeated command id, read back from the store.
  private async repeat<State, Event>(
    state: State,
    streamId: string,
    earlier: { from: number; to: number },
  ): Promise<WriteResult<State, Event>> {
    const events = await this.store.readStream(streamId, { afterVersion: earlier.from - 1, toVersion: earlier.to });
    const last = events.at(-1)!;
    return {
      state,
      events: events as unknown as Event[],
      streamVersion: last.streamVersion,
      globalPosition: last.globalPosition,
      duplicate: true,
    };
  }
}

// Each step decided on the state the previous ones left: all their events, or the first refusal.
// The last step's events are not folded here: the caller folds them once, as stored.
async function decideAll<State, Command, Event>(
  decider: StreamDecider<State, Command, Event>,
  state: State,
  steps: BatchStep<Command>[],
  actor: Actor,
  env: { now: string; newId: () => string },
): Promise<Refusal | { ok: true; events: Event[] }> {
  const events: Event[] = [];
  const evolve = decider.folder();
  let decided = 0;
  const decideStep = (current: State | Refusal, step: BatchStep<Command>): State | Refusal => {
    if (isRefusal(current)) return current;
    const decision = decider.decide(current, step.command, actor, env);
    if (!decision.ok) return step.onRefusal ? step.onRefusal(decision) : decision;
    events.push(...decision.events);
    decided += 1;
    // By position, not by identity: a caller may pass the same step object twice.
    return decided === steps.length ? current : decision.events.reduce(evolve, current);
  };
  const final = await foldInSlices<BatchStep<Command>, State | Refusal>(steps, decideStep, state);
  return isRefusal(final) ? final : { ok: true, events };
}

// A machines' refusal as the error the client gets (its code and reason, 400/403/404/409).
export const refusalError = ({ code, reason }: Refusal): DomainError =>
  new DomainError(code, reason, KIND_OF_REFUSAL[code] ?? 'conflict');

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && (value as Refusal).ok === false;

function noteCommand(commands: Map<string, { from: number; to: number }>, event: RecordedEvent): void {
  const seen = commands.get(event.metadata.commandId);
  commands.set(event.metadata.commandId, { from: seen?.from ?? event.streamVersion, to: event.streamVersion });
}

function noteParties(parties: Map<string, string>, event: Pick<RecordedEvent, 'type' | 'data'>): void {
  for (const { userId, role, removed } of partiesOf(event)) {
    if (removed) parties.delete(userId);
    else parties.set(userId, role);
  }
}
