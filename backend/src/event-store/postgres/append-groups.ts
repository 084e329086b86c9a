import type pg from 'pg';
import { MAX_EVENTS_PER_APPEND } from '../event-envelope.js';
import { singleAppend, type AppendCall, type AppendRequest, type AppendRow } from './postgres-append.js';

interface Waiting {
  request: AppendRequest;
  resolve: (row: AppendRow) => void;
  reject: (error: unknown) => void;
}

interface GroupRow extends AppendRow {
  append_index: number;
}

const APPEND_GROUP = `select append_index, outcome, stream_version, global_position::text, last_hash
  from event_store_append_group($1::text[], $2::integer[], $3::integer[], $4::text[], $5::text[], $6::integer[],
    $7::uuid[], $8::text[], $9::jsonb[], $10::jsonb[], $11::text[], $12::text[])`;

/**
 * Group commit for autocommit appends. At most `maxRunning` calls are on their way to PostgreSQL;
 * appends that arrive meanwhile wait and go together in the next call of
 * `event_store_append_group` (migrations/1764000000000-event-store-append-group.ts): one round
 * trip, one transaction and one WAL flush for all of them. A lone append goes alone, as before.
 *
 * Each append gets its own outcome. Should a group's call fail as a whole, each of its appends is
 * tried alone, so that one append's error reaches only its own caller.
 */
export class AppendGroups {
  private readonly waiting: Waiting[] = [];
  private running = 0;
  private readonly alone: AppendCall;

  constructor(
    private readonly pool: pg.Pool,
    private readonly maxRunning: number,
  ) {
    this.alone = singleAppend(pool);
  }

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

  /** The longest run of waiting appends, oldest first, that holds at most 4096 events. */
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
    if (group.length === 1) return this.sendAlone(group[0]!);
    // Every group locks its streams in one order, so two groups never deadlock.
    const ordered = group.sort((a, b) => compare(a.request.streamId, b.request.streamId));
    let rows: GroupRow[];
    try {
      const values = groupValues(ordered.map((waiting) => waiting.request));
      rows = (await this.pool.query<GroupRow>({ name: 'event-store-append-group', text: APPEND_GROUP, values })).rows;
    } catch {
      await Promise.all(ordered.map((waiting) => this.sendAlone(waiting)));
      return;
    }
    const rowOf = new Map(rows.map((row) => [row.append_index, row]));
    ordered.forEach(({ resolve, reject }, index) => {
      const row = rowOf.get(index + 1);
      if (row) resolve(row);
      else reject(new Error('event_store_append_group answered no row for an append'));
    });
  }

  private async sendAlone({ request, resolve, reject }: Waiting): Promise<void> {
    await this.alone(request).then(resolve, reject);
  }
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function groupValues(requests: AppendRequest[]): unknown[] {
  const events = requests.flatMap((request) => request.events);
  return [
    requests.map((request) => request.streamId),
    requests.map((request) => request.expectedVersion),
    requests.map((request) => request.head.version),
    requests.map((request) => request.head.lastHash),
    requests.map((request) => request.commandId),
    requests.map((request) => request.events.length),
    events.map((event) => event.eventId),
    events.map((event) => event.type),
    events.map((event) => JSON.stringify(event.data)),
    events.map((event) => JSON.stringify(event.metadata)),
    events.map((event) => event.prevHash),
    events.map((event) => event.hash),
  ];
}
