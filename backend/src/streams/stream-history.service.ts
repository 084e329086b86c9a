import { Inject, Injectable } from '@nestjs/common';
import { streamKindOf, type RecordedEvent } from '@samvida/machines';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { DECIDERS, type StateOf, type WritableStreamKind } from './stream-kinds.js';

const REMEMBERED_STREAMS = 200;

// A stream's state just after one of its events, for reactors that follow the feed in order:
// each stream's fold is kept and moved forward event by event, and read from the store only when
// a reactor starts in the middle of a stream (after a restart) or skips ahead.
@Injectable()
export class StreamHistory {
  private readonly folds = new Map<string, { version: number; state: unknown }>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async stateAfter<K extends WritableStreamKind>(kind: K, event: RecordedEvent): Promise<StateOf<K>> {
    if (streamKindOf(event.streamId) !== kind) throw new Error(`${event.streamId} is not a ${kind} stream`);
    const decider = DECIDERS[kind];
    const known = this.folds.get(event.streamId);
    const state =
      known?.version === event.streamVersion - 1
        ? decider.evolve(known.state as never, event as never)
        : (await this.store.readStream(event.streamId, { toVersion: event.streamVersion })).reduce(
            (folded, stored) => decider.evolve(folded as never, stored as never),
            decider.initialState as unknown,
          );
    this.remember(event.streamId, event.streamVersion, state);
    return state as StateOf<K>;
  }

  private remember(streamId: string, version: number, state: unknown): void {
    this.folds.delete(streamId);
    this.folds.set(streamId, { version, state });
    if (this.folds.size > REMEMBERED_STREAMS) this.folds.delete(this.folds.keys().next().value!);
  }
}
