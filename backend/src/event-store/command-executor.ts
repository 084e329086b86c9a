import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ActorRole, NewEvent, RecordedEvent } from '@samvida/machines';
import { DomainError, type ErrorKind } from '../common/errors/domain.error.js';
import { ReadYourWrites } from '../projections/read-your-writes.js';
import { WrongExpectedVersionError } from './event-store.errors.js';
import { EVENT_STORE, type EventStore } from './event-store.port.js';

/** Refusal codes the machines' deciders return, and how each reaches the client. */
const KIND_OF_REFUSAL: Record<string, ErrorKind> = {
  INVALID_COMMAND: 'validation',
  NOT_FOUND: 'not_found',
  NOT_A_PARTY: 'forbidden',
  NOT_ALLOWED: 'conflict',
  ALREADY_EXISTS: 'conflict',
};

export type DecisionOf<E> = { ok: true; events: E[] } | { ok: false; code: string; reason: string };

/** One stream kind's pure decider from `machines/`: fold its events, decide a command. */
export interface StreamDecider<State, Command, Actor, Event extends NewEvent> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(state: State, command: Command, actor: Actor, env: { now: string; newId: () => string }): DecisionOf<Event>;
  /** The role recorded in event metadata for this actor in this state. */
  roleOf(state: State, actor: Actor): ActorRole;
}

export interface CommandRequest<Command, Actor> {
  streamId: string;
  command: Command;
  actor: Actor & { userId: string };
  /** From the `Idempotency-Key` header; a repeat returns the first result and appends nothing. */
  commandId?: string;
  correlationId?: string;
  now?: Date;
}

export interface CommandResult<State, Event> {
  state: State;
  events: Event[];
  streamVersion: number;
  globalPosition: number;
  duplicate: boolean;
}

const MAX_ATTEMPTS = 3;

/**
 * Load → decide → append with the expected version (STYLE.md "A command's flow"). A version
 * conflict reloads and decides again (bounded), so two parties acting at once never lose an
 * update. The result returns after the read models caught up with it (read your writes).
 */
@Injectable()
export class CommandExecutor {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async load<State, Event extends NewEvent>(
    decider: Pick<StreamDecider<State, unknown, unknown, Event>, 'initialState' | 'evolve'>,
    streamId: string,
  ): Promise<{ state: State; version: number; events: RecordedEvent[] }> {
    const events = await this.store.readStream(streamId);
    const state = events.reduce(
      (folded, event) => decider.evolve(folded, event as unknown as Event),
      decider.initialState,
    );
    return { state, version: events.at(-1)?.streamVersion ?? 0, events };
  }

  async execute<State, Command, Actor, Event extends NewEvent>(
    decider: StreamDecider<State, Command, Actor, Event>,
    request: CommandRequest<Command, Actor>,
  ): Promise<CommandResult<State, Event>> {
    const commandId = request.commandId ?? randomUUID();
    const now = (request.now ?? new Date()).toISOString();
    for (let attempt = 1; ; attempt++) {
      const { state, version, events: history } = await this.load(decider, request.streamId);
      const repeated = history.filter((event) => event.metadata.commandId === commandId);
      if (repeated.length > 0) return this.repeat(state, repeated as unknown as (Event & RecordedEvent)[]);
      const decision = decider.decide(state, request.command, request.actor, { now, newId: randomUUID });
      if (!decision.ok)
        throw new DomainError(decision.code, decision.reason, KIND_OF_REFUSAL[decision.code] ?? 'conflict');
      if (decision.events.length === 0)
        return { state, events: [], streamVersion: version, globalPosition: 0, duplicate: false };
      try {
        const appended = await this.store.append(request.streamId, decision.events, {
          expectedVersion: version === 0 ? 'no-stream' : version,
          metadata: {
            actorId: request.actor.userId,
            actorRole: decider.roleOf(state, request.actor),
            commandId,
            correlationId: request.correlationId ?? commandId,
            causationId: commandId,
            occurredAt: now,
            schemaVersion: 1,
          },
        });
        await this.readYourWrites.waitFor(appended.globalPosition);
        const next = decision.events.reduce(decider.evolve, state);
        return { state: next, events: decision.events, ...appended };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        if (attempt >= MAX_ATTEMPTS) {
          throw new DomainError(
            'CONCURRENT_CHANGE',
            'Someone else changed this at the same time. Please try again.',
            'conflict',
          );
        }
      }
    }
  }

  /** The first result of a repeated command id: nothing is decided or appended again. */
  private repeat<State, Event>(state: State, events: (Event & RecordedEvent)[]): CommandResult<State, Event> {
    const last = events[events.length - 1];
    return { state, events, streamVersion: last.streamVersion, globalPosition: last.globalPosition, duplicate: true };
  }
}
