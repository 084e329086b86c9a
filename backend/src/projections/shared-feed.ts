import { Logger } from '@nestjs/common';
import type { RecordedEvent } from '@samvida/machines';
import type { EventStore } from '../event-store/event-store.port.js';

// Events kept in memory for the runners that follow close behind the head; a runner further back
// reads the store directly until it catches up with the window.
const WINDOW_SIZE = 5_000;
// Events read at once, and applied by a runner in one transaction at most: enough for a whole
// contract of 1,000 items and 1,000 terms, whose read models are then loaded and saved once.
export const FEED_BATCH = 2_500;
const FAILURE_RETRY_MS = 500;

// The global feed read once per process for all its runners: one subscription reads and
// validates each new event once and keeps the latest in a window; every runner takes its
// batches from that window. Without it, each of the process's projectors and reactors read and
// parsed every event itself, and one large append cost that many times over.
export class SharedFeed {
  private readonly logger = new Logger('SharedFeed');
  // The window holds every event with a position in (from, to], in order.
  private window: RecordedEvent[] = [];
  private from = 0;
  private to = 0;
  private reading?: Promise<void>;
  private wake = new Deferred();

  constructor(
    private readonly store: EventStore,
    private readonly signal: AbortSignal,
  ) {}

  // Up to `max` events after position `after`, waiting until at least one exists. Resolves with
  // none only when the feed stops.
  async read(after: number, max: number): Promise<RecordedEvent[]> {
    for (;;) {
      if (this.signal.aborted) return [];
      if (!this.reading) {
        this.from = this.to = after;
        this.reading = this.follow();
      }
      if (after < this.from) {
        const behind = await this.store.readAll({ after, batchSize: max });
        if (behind.length > 0) return behind;
      } else if (after < this.to) {
        return this.slice(after, max);
      }
      await this.wake.promise;
    }
  }

  private slice(after: number, max: number): RecordedEvent[] {
    const start = firstAfter(this.window, after);
    return this.window.slice(start, start + max);
  }

  private async follow(): Promise<void> {
    while (!this.signal.aborted) {
      try {
        for await (const event of this.store.subscribe({
          after: this.to,
          batchSize: FEED_BATCH,
          signal: this.signal,
        })) {
          this.add(event);
        }
      } catch (error) {
        if (this.signal.aborted) break;
        this.logger.error(
          `reading the feed failed, retrying: ${error instanceof Error ? error.message : String(error)}`,
        );
        await new Promise((resolve) => setTimeout(resolve, FAILURE_RETRY_MS));
      }
    }
    this.wakeReaders();
  }

  private add(event: RecordedEvent): void {
    this.window.push(event);
    this.to = event.globalPosition;
    if (this.window.length > WINDOW_SIZE * 2) {
      const dropped = this.window.length - WINDOW_SIZE;
      this.from = this.window[dropped - 1]!.globalPosition;
      this.window = this.window.slice(dropped);
    }
    // Readers wake once per turn of the event loop, with everything the subscription had ready.
    if (!this.wake.scheduled) {
      this.wake.scheduled = true;
      setImmediate(() => this.wakeReaders());
    }
  }

  private wakeReaders(): void {
    const woken = this.wake;
    this.wake = new Deferred();
    woken.resolve();
  }
}

// Index of the first event with a position above `after` (binary search: positions ascend).
function firstAfter(events: RecordedEvent[], after: number): number {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (events[middle]!.globalPosition <= after) low = middle + 1;
    else high = middle;
  }
  return low;
}

class Deferred {
  scheduled = false;
  resolve!: () => void;
  readonly promise = new Promise<void>((resolve) => (this.resolve = resolve));
}
