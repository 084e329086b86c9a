// `npm run bench -- eventstore`: append throughput and latency, and subscriber lag, of the
// PostgreSQL event store on a fresh test database. About 20 s.
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@samvida/machines';
import { PostgresEventStore } from '../../backend/src/event-store/postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../setup/database.js';
import { metadataFor, newStreamId, remark, testValidator } from '../backend/event-store/event-store.fixtures.js';

const ROW_MS = 3_000;

interface WriterRun {
  appends: number;
  latencies: number[];
  seconds: number;
}

function percentile(values: number[], q: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
}

const ms = (value: number): string => value.toFixed(2).padStart(8);
const count = (value: number): string => Math.round(value).toString().padStart(10);

/** `writers` loops, each appending `batch` events at a time to its own stream until `until`. */
async function write(
  store: PostgresEventStore,
  writers: number,
  batch: number,
  durationMs: number,
  onAppended?: (position: number, at: number) => void,
): Promise<WriterRun> {
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + durationMs;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      const streamId = newStreamId();
      let version = 0;
      while (performance.now() < until) {
        const events = Array.from({ length: batch }, (_, index) => remark(`event ${version + index + 1}`));
        const before = performance.now();
        const result = await store.append(streamId, events, {
          expectedVersion: version || 'no-stream',
          metadata: metadataFor(),
        });
        const after = performance.now();
        latencies.push(after - before);
        onAppended?.(result.globalPosition, after);
        version = result.streamVersion;
      }
    }),
  );
  return { appends: latencies.length, latencies, seconds: (performance.now() - started) / 1000 };
}

describe('event store benchmark (PostgreSQL)', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  const lines: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore({ connectionString: db.url, validator: testValidator, poolSize: 16 });
    await write(store, 2, 1, 300); // warm up connections and plans
  });

  afterAll(async () => {
    await store.close();
    await db.drop();
    process.stdout.write(`\n${lines.join('\n')}\n\n`);
  });

  it('measures appends per second and latency', async () => {
    lines.push(`Appends, ${ROW_MS / 1000} s per row`, 'batch  writers   appends/s   events/s   p50 ms   p99 ms');
    for (const batch of [1, 10]) {
      for (const writers of [1, 8]) {
        const run = await write(store, writers, batch, ROW_MS);
        const perSecond = run.appends / run.seconds;
        lines.push(
          `${String(batch).padStart(5)}  ${String(writers).padStart(7)}  ${count(perSecond)} ${count(perSecond * batch)} ${ms(percentile(run.latencies, 0.5))} ${ms(percentile(run.latencies, 0.99))}`,
        );
        expect(run.appends).toBeGreaterThan(0);
      }
    }
  });

  it('measures subscriber lag', async () => {
    lines.push(
      '',
      'Subscriber lag: append() resolved (after commit) -> subscriber yields it; 1-event appends',
      'writers    events   p50 ms   p99 ms',
    );
    for (const writers of [1, 8]) {
      const appendedAt = new Map<number, number>();
      const receivedAt = new Map<number, number>();
      const controller = new AbortController();
      const following = (async () => {
        const feed: AsyncIterable<RecordedEvent> = store.subscribe({
          after: await store.headPosition(),
          signal: controller.signal,
        });
        for await (const event of feed) receivedAt.set(event.globalPosition, performance.now());
      })();
      await write(store, writers, 1, ROW_MS, (position, at) => appendedAt.set(position, at));
      const deadline = performance.now() + 10_000;
      while (receivedAt.size < appendedAt.size && performance.now() < deadline)
        await new Promise((r) => setTimeout(r, 10));
      controller.abort();
      await following;

      // The subscriber can get an event before append() has returned to its caller; that counts as 0.
      const lags = [...appendedAt].map(([position, at]) =>
        Math.max(0, (receivedAt.get(position) ?? Number.POSITIVE_INFINITY) - at),
      );
      lines.push(
        `${String(writers).padStart(7)}  ${String(lags.length).padStart(8)} ${ms(percentile(lags, 0.5))} ${ms(percentile(lags, 0.99))}`,
      );
      expect(receivedAt.size).toBe(appendedAt.size);
    }
  });
});
