// `npm run bench -- http`: commands over HTTP against the same server's trivial GET. Alternating
// rounds of closed-loop GET /api/General/Connect and closed-loop NegotiateItem (read-your-writes
// included) give commands/s as a share of GET/s; then open-loop NegotiateItem at fixed rates gives
// p50/p99, and a burst past capacity, sent from another process, shows the overload answer (503 +
// Retry-After, not collapse).
// Last, the closed loop again in the docker-compose shape: the API with PROJECTIONS=off and the
// projections in a process of their own (the built `main.js projector`; the bench builds it).
// About 70 s; BENCH_ROUNDS (default 3) and BENCH_SECONDS (default 2) bound the closed-loop parts.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { as, builderItem, parties, sendContract, type SignedIn } from '../api/agreements/support/agreements.js';
import { createTestDatabase, type TestDatabase } from '../setup/database.js';
import { createTestApp, type TestApp } from '../setup/test-app.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_MS = Number(process.env.BENCH_SECONDS ?? 2) * 1000;
const GET_CLIENTS = 16;
const AGREEMENTS = 48;
const FIXED_RATES = [100, 200];
const SECONDS_PER_RATE = 4;
const BURST_SECONDS = 3;

interface Lane {
  agreementId: string;
  itemId: string;
  next: 'buyer' | 'seller';
  busy: boolean;
  round: number;
}

interface Answer {
  /** 0 when the connection failed (reset) before an answer came. */
  status: number;
  ms: number;
  retryAfter: string | null;
}

function percentile(values: number[], q: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
}

const median = (values: number[]): number => percentile(values, 0.5);
const pad = (value: number | string, width: number, digits = 0): string =>
  (typeof value === 'number' ? value.toFixed(digits) : value).padStart(width);

/** What an open-loop run got back: ok rate and latency, 503s, resets and the rest. */
function summarize(settled: Answer[], elapsedSeconds: number, noFreeLane: number) {
  const ok = settled.filter((answer) => answer.status === 200);
  const busy = settled.filter((answer) => answer.status === 503);
  const msOf = (answers: Answer[]) => answers.map((answer) => answer.ms);
  return {
    busyP99: percentile(msOf(busy), 0.99),
    okPerSecond: ok.length / elapsedSeconds,
    p50: percentile(msOf(ok), 0.5),
    p99: percentile(msOf(ok), 0.99),
    busy: busy.length,
    reset: settled.filter((answer) => answer.status === 0).length,
    busyWithRetryAfter: busy.filter((answer) => answer.retryAfter !== null).length,
    other: settled.length - ok.length - busy.length,
    noFreeLane,
  };
}

/** CPU time of the whole machine so far, busy and in all, in ms summed over its cores. */
function machineTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    busy += all - times.idle;
    total += all;
  }
  return { busy, total };
}

/** A free local port, for the projector process's socket.io server. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `main.js projector` on `databaseUrl`, built first; resolves once it says it is running. */
async function startProjector(databaseUrl: string): Promise<{ child: ChildProcess; dataDir: string }> {
  const root = path.resolve(import.meta.dirname, '../..');
  for (const workspace of ['machines', 'backend']) {
    execFileSync('npm', ['run', 'build', '-w', workspace, '--silent'], { cwd: root, stdio: 'ignore' });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'samvida-bench-projector-'));
  const child = spawn(process.execPath, ['backend/dist/backend/src/main.js', 'projector'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('projector running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the projector process exited with ${code}:\n${output}`)));
  });
  return { child, dataDir };
}

describe('HTTP benchmark: commands vs GET, fixed rates, overload', () => {
  let db: TestDatabase;
  let app: TestApp;
  let baseUrl: string;
  let projector: { child: ChildProcess; dataDir: string } | undefined;
  let buyer: SignedIn;
  let seller: SignedIn;
  const lanes: Lane[] = [];
  const lines: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp({ db });
    baseUrl = app.baseUrl;
    ({ buyer, seller } = await parties(app.baseUrl));
    for (let n = 0; n < AGREEMENTS; n++) {
      const { id } = await sendContract(app.baseUrl, buyer, seller.phone, {
        Items: [builderItem(`Lot ${n}`, '100.00')],
        Terms: [],
        PaymentTerms: [],
      });
      const items = await as(app.baseUrl, buyer)<{ id: string }[]>(
        'GET',
        `/api/Business/GetAgreementItems?agreementid=${id}`,
      );
      // The buyer sent the contract: the seller answers first.
      lanes.push({ agreementId: id, itemId: items.body.data![0]!.id, next: 'seller', busy: false, round: 0 });
    }
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    if (projector) {
      const exited = new Promise((resolve) => projector!.child.once('exit', resolve));
      projector.child.kill('SIGTERM');
      await exited;
      rmSync(projector.dataDir, { recursive: true, force: true });
    }
    await db?.drop();
    process.stdout.write(`\n${lines.join('\n')}\n\n`);
  });

  /** One NegotiateItem on `lane` by the party whose turn it is. */
  async function negotiate(lane: Lane): Promise<Answer> {
    lane.busy = true;
    const by = lane.next;
    lane.round += 1;
    const started = performance.now();
    const answer = await fetch(`${baseUrl}/api/Business/NegotiateItem`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${(by === 'buyer' ? buyer : seller).token}`,
      },
      body: JSON.stringify({
        AgreementId: lane.agreementId,
        ItemId: lane.itemId,
        Amount: (100 - (lane.round % 50) / 10).toFixed(2),
        CompletionDays: 7,
      }),
    }).then(
      async (response): Promise<Answer> => {
        await response.arrayBuffer();
        return {
          status: response.status,
          ms: performance.now() - started,
          retryAfter: response.headers.get('retry-after'),
        };
      },
      (): Answer => ({ status: 0, ms: performance.now() - started, retryAfter: null }),
    );
    if (answer.status === 200) lane.next = by === 'buyer' ? 'seller' : 'buyer';
    lane.busy = false;
    return answer;
  }

  async function closedLoopGets(durationMs: number): Promise<number> {
    let done = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: GET_CLIENTS }, async () => {
        while (performance.now() - started < durationMs) {
          const response = await fetch(`${baseUrl}/api/General/Connect`);
          await response.arrayBuffer();
          if (response.status === 200) done += 1;
        }
      }),
    );
    return done / ((performance.now() - started) / 1000);
  }

  async function closedLoopCommands(durationMs: number): Promise<number> {
    let done = 0;
    const started = performance.now();
    await Promise.all(
      lanes.map(async (lane) => {
        while (performance.now() - started < durationMs) {
          if ((await negotiate(lane)).status === 200) done += 1;
        }
      }),
    );
    return done / ((performance.now() - started) / 1000);
  }

  /** Sends at `rate`/s for `seconds` on free lanes, whatever the answers take (open loop). */
  async function openLoop(rate: number, seconds: number) {
    const answers: Promise<Answer>[] = [];
    let noFreeLane = 0;
    const started = performance.now();
    for (let n = 0; n < rate * seconds; n++) {
      const wait = started + (n * 1000) / rate - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const lane = lanes.find((candidate) => !candidate.busy);
      if (lane) answers.push(negotiate(lane));
      else noFreeLane += 1;
    }
    const settled = await Promise.all(answers);
    return summarize(settled, (performance.now() - started) / 1000, noFreeLane);
  }

  /**
   * The burst: `rate`/s for `seconds` round-robin on every lane, busy or not (their commands race,
   * so some are refused with 4xx), sent by tests/bench/support/burst-client.mjs in a process of
   * its own. From this process, the flood filled the event loop the server shares with it.
   */
  async function burstFromAnotherProcess(rate: number, seconds: number) {
    const script = path.join(import.meta.dirname, 'support/burst-client.mjs');
    const tokens = { buyer: buyer.token, seller: seller.token };
    const input = JSON.stringify({
      baseUrl,
      rate,
      seconds,
      lanes: lanes.map(({ agreementId, itemId, next }) => ({ agreementId, itemId, next, tokens })),
    });
    const child = spawn(process.execPath, [script, input], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`the burst client exited with ${String(code)}`);
    const result = JSON.parse(output) as {
      elapsed: number;
      answers: [number, number, string | null][];
      next: Lane['next'][];
    };
    result.next.forEach((next, index) => (lanes[index]!.next = next));
    const answers = result.answers.map(([status, ms, retryAfter]): Answer => ({ status, ms, retryAfter }));
    return summarize(answers, result.elapsed, 0);
  }

  /** Alternating closed-loop rounds of GET and commands: the medians, and a line saying them. */
  async function closedLoopRatio(): Promise<{ commandRate: number; line: string }> {
    await closedLoopGets(300);
    await closedLoopCommands(500);
    const gets: number[] = [];
    const commands: number[] = [];
    const busy: number[] = [];
    const machineBusy: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      gets.push(await closedLoopGets(ROUND_MS));
      const before = performance.eventLoopUtilization();
      const machineBefore = machineTimes();
      commands.push(await closedLoopCommands(ROUND_MS));
      busy.push(performance.eventLoopUtilization(before).utilization);
      const machineAfter = machineTimes();
      machineBusy.push((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total));
    }
    const [getRate, commandRate] = [median(gets), median(commands)];
    return {
      commandRate,
      line:
        `Closed loop, ${ROUNDS} alternating rounds of ${ROUND_MS / 1000} s (median): GET /api/General/Connect with ${GET_CLIENTS} clients ${pad(getRate, 6)}/s; ` +
        `NegotiateItem on ${AGREEMENTS} agreements ${pad(commandRate, 5)}/s = ${pad((100 * commandRate) / getRate, 4, 1)}% of GET ` +
        `(the event loop of the server and this client busy ${pad(100 * median(busy), 0)}% of the time, ` +
        `the machine's ${cpus().length} cores ${pad(100 * median(machineBusy), 0)}%)`,
    };
  }

  const loadAverage = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');

  const row = (target: number, run: Awaited<ReturnType<typeof openLoop>>) =>
    `${pad(target, 8)} ${pad(run.okPerSecond, 5)} ${pad(run.p50, 8, 1)} ${pad(run.p99, 7, 1)} ${pad(run.busy, 5)} ${pad(run.other, 6)} ${pad(run.noFreeLane, 13)}`;

  /** Open-loop NegotiateItem at each fixed rate, a row each. */
  async function fixedRates(): Promise<void> {
    lines.push(
      `Open loop NegotiateItem, ${SECONDS_PER_RATE} s per rate (latency includes waiting for the read models)`,
      'target/s  ok/s   p50 ms  p99 ms   503  other  no free lane',
    );
    for (const rate of FIXED_RATES) {
      const run = await openLoop(rate, SECONDS_PER_RATE);
      lines.push(row(rate, run));
      expect(run.other).toBe(0);
    }
  }

  it('prints commands/s against GET/s, p99 at fixed rates and the overload answer', async () => {
    const { commandRate, line } = await closedLoopRatio();
    lines.push(`HTTP on one server, load average ${loadAverage()}`, line, '');
    await fixedRates();
    const burst = Math.max(400, Math.round(commandRate * 4));
    const overload = await burstFromAnotherProcess(burst, BURST_SECONDS);
    lines.push(
      '',
      `Burst past capacity from another process: ${burst}/s for ${BURST_SECONDS} s on every lane, busy or not ("other" are refused races)`,
      row(burst, overload),
      `${overload.busy} answered 503 (${overload.busyWithRetryAfter} with Retry-After, p99 ${pad(overload.busyP99, 0, 1)} ms); admitted commands p99 ${pad(overload.p99, 0, 1)} ms; ${overload.reset} connections reset before an answer.`,
    );
    expect(overload.busy).toBe(overload.busyWithRetryAfter);
    expect(commandRate).toBeGreaterThan(0);
  }, 180_000);

  it('prints the same with the projections in a process of their own (the docker-compose shape)', async () => {
    await app.close();
    projector = await startProjector(db.url);
    app = await createTestApp({ db, env: { PROJECTIONS: 'off' } });
    baseUrl = app.baseUrl;
    const { commandRate, line } = await closedLoopRatio();
    lines.push('', `API with PROJECTIONS=off and a projector process, load average ${loadAverage()}`, line, '');
    await fixedRates();
    expect(commandRate).toBeGreaterThan(0);
  }, 180_000);
});
