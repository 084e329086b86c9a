// `npm run bench -- compare`: appends of the PostgreSQL event store side by side with Emmett's
// PostgreSQL store (@event-driven-io/emmett-postgresql, a dev dependency used only here) and, for
// single-event appends, with a bare one-row INSERT transaction (PostgreSQL's own limit for a
// durable write), each on a fresh database of the same server through a pool of the same size, in
// alternating rounds so machine load hits all alike. A ratio is the median of each round's ratio
// (a round runs all back to back), which shrugs off load that drifts between rounds. BENCH_ROUNDS
// (default 6) and BENCH_SECONDS (default 1) bound it: about (2 × 3 + 2 × 2) × rounds × seconds.
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { getPostgreSQLEventStore, type PostgresEventStore as EmmettStore } from '@event-driven-io/emmett-postgresql';
import { PostgresEventStore } from '../../backend/src/event-store/postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../setup/database.js';
import { metadataFor, newStreamId, remark, testValidator } from '../backend/event-store/event-store.fixtures.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const ROUND_MS = Number(process.env.BENCH_SECONDS ?? 1) * 1000;
// The event store's default pool size, which the bare inserts get too.
const POOL_SIZE = 10;

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

// The bare reference: one row, one statement, one autocommit transaction per "append".
const BARE_TABLE = 'create table bare_rows (stream_id text not null, version integer not null, data jsonb not null)';
const bare =
  (pool: pg.Pool): AppendOnce =>
  async (streamId, _batch, version) => {
    const data = JSON.stringify({ text: `event ${version + 1}` });
    await pool.query({
      name: 'bare-insert',
      text: 'insert into bare_rows (stream_id, version, data) values ($1, $2, $3)',
      values: [streamId, version + 1, data],
    });
    return version + 1;
  };

type Contender = 'ours' | 'emmett' | 'bare';

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const pad = (value: string | number, width: number): string => String(value).padStart(width);

describe('append throughput: Samvida vs Emmett (PostgreSQL) vs a bare INSERT', () => {
  const databases: TestDatabase[] = [];
  let samvida: PostgresEventStore;
  let peer: EmmettStore;
  let barePool: pg.Pool;
  const lines: string[] = [];

  beforeAll(async () => {
    const [ourDb, peerDb, bareDb] = [
      await createTestDatabase(),
      await createTestDatabase(),
      await createTestDatabase(),
    ];
    databases.push(ourDb, peerDb, bareDb);
    samvida = new PostgresEventStore({ connectionString: ourDb.url, validator: testValidator, poolSize: POOL_SIZE });
    peer = getPostgreSQLEventStore(peerDb.url);
    barePool = new pg.Pool({ connectionString: bareDb.url, max: POOL_SIZE });
    await barePool.query(BARE_TABLE);
    // Creates Emmett's schema and warms the pools and plans.
    await appendsPerSecond(ours(samvida), 8, 1, 300);
    await appendsPerSecond(emmett(peer), 8, 1, 300);
    await appendsPerSecond(bare(barePool), 8, 1, 300);
  });

  afterAll(async () => {
    await samvida.close();
    await peer.close();
    await barePool.end();
    for (const db of databases) await db.drop();
    process.stdout.write(`\n${lines.join('\n')}\n\n`);
  });

  const run = (who: Contender, writers: number, batch: number): Promise<number> =>
    appendsPerSecond(
      who === 'ours' ? ours(samvida) : who === 'emmett' ? emmett(peer) : bare(barePool),
      writers,
      batch,
      ROUND_MS,
    );

  // Each contender's rate in every round; who goes first rotates, so none always runs on a warmer cache.
  async function rounds(contenders: Contender[], writers: number, batch: number) {
    const rates = new Map<Contender, number[]>(contenders.map((who) => [who, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = contenders.map((_, index) => contenders[(index + round) % contenders.length]!);
      for (const who of order) rates.get(who)!.push(await run(who, writers, batch));
    }
    return rates;
  }

  const ratio = (mine: number[], theirs: number[]): string =>
    `${median(mine.map((value, round) => value / theirs[round]!)).toFixed(2)}x`;

  it(
    'alternates rounds and prints the ratios',
    async () => {
      const load = loadavg().map((value) => value.toFixed(2));
      lines.push(
        `Appends, ${ROUNDS} alternating rounds of ${ROUND_MS / 1000} s each; median rounds; load average ${load.join(' ')}`,
        'batch  writers  samvida appends/s  emmett appends/s  bare inserts/s  samvida events/s  emmett events/s  vs emmett  vs bare',
      );
      for (const batch of [1, 10]) {
        for (const writers of [1, 8]) {
          // The bare insert writes one row: it is the reference for single-event appends only.
          const rates = await rounds(batch === 1 ? ['ours', 'emmett', 'bare'] : ['ours', 'emmett'], writers, batch);
          const [mine, theirs, plain] = [rates.get('ours')!, rates.get('emmett')!, rates.get('bare')];
          const [a, b] = [median(mine), median(theirs)];
          lines.push(
            [
              pad(batch, 5),
              pad(writers, 7),
              pad(Math.round(a), 17),
              pad(Math.round(b), 16),
              pad(plain ? Math.round(median(plain)) : '-', 14),
              pad(Math.round(a * batch), 16),
              pad(Math.round(b * batch), 15),
              pad(ratio(mine, theirs), 9),
              pad(plain ? ratio(mine, plain) : '-', 7),
            ].join('  '),
          );
          expect(a).toBeGreaterThan(0);
          expect(b).toBeGreaterThan(0);
          if (plain) expect(median(plain)).toBeGreaterThan(0);
        }
      }
    },
    // 10 contender-rounds of ROUND_MS each, plus room for setup.
    10 * ROUNDS * ROUND_MS + 60_000,
  );
});
