// `npm run bench -- compare`: appends of the PostgreSQL event store side by side with Emmett's
// PostgreSQL store (@event-driven-io/emmett-postgresql, a dev dependency used only here), each on
// a fresh database of the same server, in alternating rounds so machine load hits both alike.
// The ratio is the median of each round's ratio (a round runs both back to back), which shrugs off
// load that drifts between rounds. BENCH_ROUNDS (default 6) and BENCH_SECONDS (default 1) bound
// it: about 4 × rounds × 2 × seconds.
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getPostgreSQLEventStore, type PostgresEventStore as EmmettStore } from '@event-driven-io/emmett-postgresql';
import { PostgresEventStore } from '../../backend/src/event-store/postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../setup/database.js';
import { metadataFor, newStreamId, remark, testValidator } from '../backend/event-store/event-store.fixtures.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const ROUND_MS = Number(process.env.BENCH_SECONDS ?? 1) * 1000;

/** Appends `batch` events at `version` and returns the stream's new version. */
type AppendOnce = (streamId: string, batch: number, version: number) => Promise<number>;

/** `writers` loops, each appending to its own stream for `durationMs`; appends per second. */
async function appendsPerSecond(appendOnce: AppendOnce, writers: number, batch: number, durationMs: number) {
  let appends = 0;
  const started = performance.now();
  const until = started + durationMs;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      const streamId = newStreamId();
      let version = 0;
      while (performance.now() < until) {
        version = await appendOnce(streamId, batch, version);
        appends += 1;
      }
    }),
  );
  return appends / ((performance.now() - started) / 1000);
}

const ours =
  (store: PostgresEventStore): AppendOnce =>
  async (streamId, batch, version) => {
    const events = Array.from({ length: batch }, (_, index) => remark(`event ${version + index + 1}`));
    const result = await store.append(streamId, events, {
      expectedVersion: version || 'no-stream',
      metadata: metadataFor(),
    });
    return result.streamVersion;
  };

const emmett =
  (store: EmmettStore): AppendOnce =>
  async (streamId, batch, version) => {
    const events = Array.from({ length: batch }, (_, index) => ({
      type: 'RemarkAdded',
      data: { text: `event ${version + index + 1}` },
      metadata: metadataFor(),
    }));
    const result = await store.appendToStream(streamId, events, {
      expectedStreamVersion: version ? BigInt(version) : 'STREAM_DOES_NOT_EXIST',
    });
    return Number(result.nextExpectedStreamVersion);
  };

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const pad = (value: string | number, width: number): string => String(value).padStart(width);

describe('append throughput: Samvida vs Emmett (PostgreSQL)', () => {
  const databases: TestDatabase[] = [];
  let samvida: PostgresEventStore;
  let peer: EmmettStore;
  const lines: string[] = [];

  beforeAll(async () => {
    const [ourDb, peerDb] = [await createTestDatabase(), await createTestDatabase()];
    databases.push(ourDb, peerDb);
    samvida = new PostgresEventStore({ connectionString: ourDb.url, validator: testValidator });
    peer = getPostgreSQLEventStore(peerDb.url);
    // Creates Emmett's schema and warms both pools and plans.
    await appendsPerSecond(ours(samvida), 8, 1, 300);
    await appendsPerSecond(emmett(peer), 8, 1, 300);
  });

  afterAll(async () => {
    await samvida.close();
    await peer.close();
    for (const db of databases) await db.drop();
    process.stdout.write(`\n${lines.join('\n')}\n\n`);
  });

  it('alternates rounds and prints the ratios', async () => {
    const load = loadavg().map((value) => value.toFixed(2));
    lines.push(
      `Appends, ${ROUNDS} alternating rounds of ${ROUND_MS / 1000} s each; median rounds; load average ${load.join(' ')}`,
      'batch  writers  samvida appends/s  emmett appends/s  samvida events/s  emmett events/s  ratio',
    );
    for (const batch of [1, 10]) {
      for (const writers of [1, 8]) {
        const mine: number[] = [];
        const theirs: number[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          // Who goes first alternates too, so neither always runs on a warmer cache.
          const order = round % 2 === 0 ? ['ours', 'emmett'] : ['emmett', 'ours'];
          for (const who of order) {
            if (who === 'ours') mine.push(await appendsPerSecond(ours(samvida), writers, batch, ROUND_MS));
            else theirs.push(await appendsPerSecond(emmett(peer), writers, batch, ROUND_MS));
          }
        }
        const [a, b] = [median(mine), median(theirs)];
        const ratio = median(mine.map((value, round) => value / theirs[round]!));
        lines.push(
          `${pad(batch, 5)}  ${pad(writers, 7)}  ${pad(Math.round(a), 17)}  ${pad(Math.round(b), 16)}  ${pad(Math.round(a * batch), 16)}  ${pad(Math.round(b * batch), 15)}  ${pad(ratio.toFixed(2), 4)}x`,
        );
        expect(a).toBeGreaterThan(0);
        expect(b).toBeGreaterThan(0);
      }
    }
  });
});
