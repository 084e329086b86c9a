// A stream folded up to `version`, with the command ids of its events (for idempotency) and its parties.
export interface FoldedStream<State> {
  state: State;
  version: number;
  // Command id → the stream versions its events took.
  commands: Map<string, { from: number; to: number }>;
  // User id → role, from the stream's own events (`partiesOf`), as `stream_parties` projects them.
  parties: Map<string, string>;
}

// The last folded state of recently written streams, so a command reads only the events appended
// since (by any instance) instead of re-reading and re-folding the whole history. Least recently
// used streams are dropped past `capacity`.
export class StreamStateCache {
  private readonly entries = new Map<string, FoldedStream<unknown>>();

  constructor(private readonly capacity: number) {}

  get<State>(streamId: string): FoldedStream<State> | undefined {
    const entry = this.entries.get(streamId);
    if (!entry) return undefined;
    this.entries.delete(streamId);
    this.entries.set(streamId, entry);
    return entry as FoldedStream<State>;
  }

  // The entry without counting it as used.
  peek<State>(streamId: string): FoldedStream<State> | undefined {
    return this.entries.get(streamId) as FoldedStream<State> | undefined;
  }

  set<State>(streamId: string, entry: FoldedStream<State>): void {
    this.entries.delete(streamId);
    this.entries.set(streamId, entry as FoldedStream<unknown>);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(streamId: string): void {
    this.entries.delete(streamId);
  }
}
