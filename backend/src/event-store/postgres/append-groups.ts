import type pg from 'pg';
import { MAX_EVENTS_PER_APPEND } from '../event-envelope.js';
import { appendGroup, type AppendCall, type AppendRequest, type AppendRow } from './postgres-append.js';

interface Waiting {
  request: AppendRequest;
  resolve: (row: AppendRow) => void;
  reject: (error: unknown) => void;
}

// Group commit for autocommit appends. At most `maxRunning` calls are on their way to PostgreSQL;
// appends that arrive meanwhile wait and go together in the next call of
// `event_store_append_group` (migrations/1764000000000-event-store-append-group.ts): one round
// trip, one transaction and one WAL flush for all of them.
//
// Each append gets its own outcome. Should a group's call fail as a whole, each of its appends is
// tried alone, so that one append's error reaches only its own caller.
export class AppendGroups {
  private readonly waiting: Waiting[] = [];
  private running = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly maxRunning: number,
  ) {}

  readonly call: AppendCall = (request) =>
    new Promise<AppendRow>((resolve, reject) => {
      this.waiting.push({ request, resolve, reject });
      this.sendNext();
    });

  private sendNext(): void {
    while (this.running < this.maxRunning && this.waiting.length > 0) {
      const group = this.takeGroup();
      this.running += 1;
      void this.send(group).finally(() => {
        this.running -= 1;
        this.sendNext();
      });
    }
  }

  // The longest run of waiting appends, oldest first, that holds at most 4096 events.
  private takeGroup(): Waiting[] {
    let events = 0;
    let count = 0;
    for (const { request } of this.waiting) {
      events += Math.max(1, request.events.length);
      if (count > 0 && events > MAX_EVENTS_PER_APPEND) break;
      count += 1;
    }
    return this.waiting.splice(0, count);
  }

  private async send(group: Waiting[]): Promise<void> {
    // Every group locks its streams in one order, so two groups never deadlock.
    const ordered = group.sort((a, b) => compare(a.request.streamId, b.request.streamId));
    let rows: AppendRow[];
    try {
      rows = await appendGroup(
        this.pool,
        ordered.map((waiting) => waiting.request),
      );
    } catch (error) {
      if (ordered.length === 1) return ordered[0]!.reject(error);
      await Promise.all(ordered.map((waiting) => this.send([waiting])));
      return;
    }
    ordered.forEach((waiting, index) => waiting.resolve(rows[index]!));
  }
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
