import type { StreamHead } from '../event-envelope.js';

// The heads of the streams this store appended to last, so the next append can chain its hashes
// without reading the head first. Only a guess: the database function checks it and answers with
// the real head when it is stale. Bounded; the oldest entry goes first.
export class StreamHeadCache {
  private readonly heads = new Map<string, StreamHead>();

  constructor(private readonly capacity = 10_000) {}

  get(streamId: string): StreamHead | undefined {
    return this.heads.get(streamId);
  }

  set(streamId: string, head: StreamHead): void {
    this.heads.delete(streamId);
    this.heads.set(streamId, head);
    if (this.heads.size > this.capacity) this.heads.delete(this.heads.keys().next().value!);
  }
}
