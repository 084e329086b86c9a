// `npm run bench -- http`: commands over HTTP against the same server's trivial GET, with the API
// as `npm start` runs it: the built bundle in a process of its own (the bench builds it), JSON
// request logs at info. This process is only the client. Alternating rounds of closed-loop GET
// /api/General/Connect and closed-loop NegotiateItem (read-your-writes included) give commands/s
// as a share of GET/s; then open-loop NegotiateItem at fixed rates gives p50/p99, and a burst past
// capacity, sent from another process, shows the overload answer (503 + Retry-After, not
// collapse).
// Last, the closed loop and the fixed rates again in the docker-compose shape: the API with
// PROJECTIONS=off and the projections in `main.mjs projector`.
// Each shape first warms its processes up until V8 has optimized the command path: one slice of
// GETs, then BENCH_WARMUP_SECONDS (default 15) of commands in three slices. On a just-started API,
// V8's compiler threads took about a quarter of a core for the first 10-15 s of commands (perf),
// and commands/s rose from about 260 to 450 over them; GETs, a much smaller path, ran at their
// rate from the first 5 s.
// "Sustained" is the rate after that; the warm-up's own rates are printed beside it.
// About 2.5 min; BENCH_ROUNDS (default 3) and BENCH_SECONDS (default 2) bound the closed-loop parts.
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { as, builderItem, parties, sendContract, type SignedIn } from '../api/agreements/support/agreements.js';
import { createTestDatabase, type TestDatabase } from '../setup/database.js';
import { type Backend, buildBackend, startBackend, stopBackend } from './support/backend-process.js';
import { benchClient } from './support/http-client.mjs';
import { cpuPerOperation, cpuSnapshot, MACHINE, machineTimes } from './support/process-cpu.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_MS = Number(process.env.BENCH_SECONDS ?? 2) * 1000;
const WARMUP_MS = Number(process.env.BENCH_WARMUP_SECONDS ?? 15) * 1000;
const WARMUP_SLICES = 3;
const GET_CLIENTS = 16;
const AGREEMENTS = 48;
const FIXED_RATES = [100, 200];
const SECONDS_PER_RATE = 8;
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
    otherStatuses: settled.filter((answer) => answer.status !== 200 && answer.status !== 503).map((a) => a.status),
    noFreeLane,
  };
}

/** Each role's median over rounds. */
function medianCpu(rounds: Map<string, number>[]): Map<string, number> {
  const roles = new Set(rounds.flatMap((round) => [...round.keys()]));
  return new Map([...roles].map((role) => [role, median(rounds.map((round) => round.get(role) ?? 0))]));
}

const cpuLine = (cpu: Map<string, number>): string =>
  [...cpu]
    .filter(([role]) => role !== MACHINE)
    .map(([role, us]) => `${role} ${us.toFixed(0)}`)
    .join(', ') + ` = the machine ${cpu.get(MACHINE)!.toFixed(0)}`;

describe('HTTP benchmark: commands vs GET, fixed rates, overload', () => {
  let db: TestDatabase;
  let api: Backend | undefined;
  let projector: Backend | undefined;
  let baseUrl: string;
  let client: ReturnType<typeof benchClient>;
  let buyer: SignedIn;
  let seller: SignedIn;
  const lanes: Lane[] = [];
  const lines: string[] = [];

  /** Starts an API process and points the client at it. */
  async function useApi(env?: Record<string, string>): Promise<void> {
    api = await startBackend('api', db.url, { env });
    baseUrl = api.baseUrl;
    client = benchClient(baseUrl, AGREEMENTS + GET_CLIENTS);
  }

  beforeAll(async () => {
    buildBackend();
    db = await createTestDatabase();
    await useApi();
    ({ buyer, seller } = await parties(baseUrl));
    for (let n = 0; n < AGREEMENTS; n++) {
      const { id } = await sendContract(baseUrl, buyer, seller.phone, {
        Items: [builderItem(`Lot ${n}`, '100.00')],
        Terms: [],
        PaymentTerms: [],
      });
      const items = await as(baseUrl, buyer)<{ id: string }[]>(
        'GET',
        `/api/Business/GetAgreementItems?agreementid=${id}`,
      );
      // The buyer sent the contract: the seller answers first.
      lanes.push({ agreementId: id, itemId: items.body.data![0]!.id, next: 'seller', busy: false, round: 0 });
    }
  }, 180_000);

  afterAll(async () => {
    client?.close();
    await stopBackend(api);
    await stopBackend(projector);
    await db?.drop();
    process.stdout.write(`\n${lines.join('\n')}\n\n`);
  });

  /** One NegotiateItem on `lane` by the party whose turn it is. */
  async function negotiate(lane: Lane): Promise<Answer> {
    lane.busy = true;
    const by = lane.next;
    lane.round += 1;
    const started = performance.now();
    const answer = await client.negotiateItem((by === 'buyer' ? buyer : seller).token, lane, lane.round).then(
      ({ status, retryAfter }): Answer => ({ status, ms: performance.now() - started, retryAfter }),
      (): Answer => ({ status: 0, ms: performance.now() - started, retryAfter: null }),
    );
    if (answer.status === 200) lane.next = by === 'buyer' ? 'seller' : 'buyer';
    lane.busy = false;
    return answer;
  }

  /** `workers` loops calling `once` for `durationMs`: its successes per second, and CPU per success by process. */
  async function closedLoop(workers: number, durationMs: number, once: (worker: number) => Promise<boolean>) {
    const roles = { API: api?.child.pid, projector: projector?.child.pid, 'this client': process.pid };
    const before = cpuSnapshot(roles);
    let done = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        while (performance.now() - started < durationMs) if (await once(worker)) done += 1;
      }),
    );
    const rate = done / ((performance.now() - started) / 1000);
    return { rate, cpu: cpuPerOperation(before, cpuSnapshot(roles), done) };
  }

  const closedLoopGets = (durationMs: number) =>
    closedLoop(GET_CLIENTS, durationMs, async () => (await client.send('GET', '/api/General/Connect')).status === 200);
  const closedLoopCommands = (durationMs: number) =>
    closedLoop(lanes.length, durationMs, async (lane) => (await negotiate(lanes[lane]!)).status === 200);

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
   * its own, so that its flood does not delay this process's timing of the answers.
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
    };
    await syncTurns();
    const answers = result.answers.map(([status, ms, retryAfter]): Answer => ({ status, ms, retryAfter }));
    return summarize(answers, result.elapsed, 0);
  }

  /**
   * Sets each lane's next party from its item's status as the server has it. After the burst the
   * answers' order says nothing: two commands on a lane answered out of order look like one turn.
   */
  async function syncTurns(): Promise<void> {
    for (const lane of lanes) {
      const items = await as(baseUrl, buyer)<{ itemStatus: string }[]>(
        'GET',
        `/api/Business/GetAgreementItems?agreementid=${lane.agreementId}`,
      );
      lane.next = items.body.data![0]!.itemStatus === 'Waiting for Buyer' ? 'buyer' : 'seller';
    }
  }

  /**
   * Runs the just-started processes until V8 has optimized the paths measured: a slice of GETs,
   * then commands in slices. Returns the slices' command rates, which show the climb.
   */
  async function warmUp(): Promise<number[]> {
    await closedLoopGets(WARMUP_MS / WARMUP_SLICES);
    const rates: number[] = [];
    for (let slice = 0; slice < WARMUP_SLICES; slice++) {
      rates.push((await closedLoopCommands(WARMUP_MS / WARMUP_SLICES)).rate);
    }
    return rates;
  }

  /** Alternating closed-loop rounds of GET and commands: the medians, and a line saying them. */
  async function closedLoopRatio(): Promise<{ commandRate: number; line: string }> {
    const warmUpRates = await warmUp();
    const gets: Awaited<ReturnType<typeof closedLoop>>[] = [];
    const commands: typeof gets = [];
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
    const [getRate, commandRate] = [median(gets.map((g) => g.rate)), median(commands.map((c) => c.rate))];
    const [getCpu, commandCpu] = [medianCpu(gets.map((g) => g.cpu)), medianCpu(commands.map((c) => c.cpu))];
    return {
      commandRate,
      line:
        `Closed loop, ${ROUNDS} alternating rounds of ${ROUND_MS / 1000} s (median): GET /api/General/Connect with ${GET_CLIENTS} clients ${pad(getRate, 6)}/s; ` +
        `NegotiateItem on ${AGREEMENTS} agreements ${pad(commandRate, 5)}/s = ${pad((100 * commandRate) / getRate, 4, 1)}% of GET ` +
        `(this client's event loop busy ${pad(100 * median(busy), 0)}% of the time, ` +
        `the machine's ${cpus().length} cores ${pad(100 * median(machineBusy), 0)}%)` +
        `\nWarm-up before it, commands/s in ${WARMUP_SLICES} slices of ${WARMUP_MS / WARMUP_SLICES / 1000} s: ` +
        warmUpRates.map((rate) => rate.toFixed(0)).join(', ') +
        (commandCpu.size
          ? `\nCPU per command, µs (median of rounds): ${cpuLine(commandCpu)}\nCPU per GET, µs: ${cpuLine(getCpu)}`
          : ''),
    };
  }

  const loadAverage = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');

  const row = (target: number, run: ReturnType<typeof summarize>) =>
    `${pad(target, 8)} ${pad(run.okPerSecond, 5)} ${pad(run.p50, 8, 1)} ${pad(run.p99, 7, 1)} ${pad(run.busy, 5)} ${pad(run.otherStatuses.length, 6)} ${pad(run.noFreeLane, 13)}`;

  /** Open-loop NegotiateItem at each fixed rate, a row each. */
  async function fixedRates(): Promise<void> {
    lines.push(
      `Open loop NegotiateItem, ${SECONDS_PER_RATE} s per rate (latency includes waiting for the read models)`,
      'target/s  ok/s   p50 ms  p99 ms   503  other  no free lane',
    );
    for (const rate of FIXED_RATES) {
      const run = await openLoop(rate, SECONDS_PER_RATE);
      lines.push(row(rate, run));
      // A status here (0 for a reset connection) is a command the server failed at a steady rate.
      expect(run.otherStatuses).toEqual([]);
    }
  }

  it('prints commands/s against GET/s, p99 at fixed rates and the overload answer', async () => {
    const { commandRate, line } = await closedLoopRatio();
    lines.push(`One API process (main.mjs, projections inline), load average ${loadAverage()}`, line, '');
    await fixedRates();
    const burst = Math.max(400, Math.round(commandRate * 2));
    const overload = await burstFromAnotherProcess(burst, BURST_SECONDS);
    lines.push(
      '',
      `Burst past capacity from another process: ${burst}/s (twice the closed loop's commands/s) for ${BURST_SECONDS} s on every lane, busy or not, over connections opened before ("other" are refused races)`,
      row(burst, overload),
      `${overload.busy} answered 503 (${overload.busyWithRetryAfter} with Retry-After, p99 ${pad(overload.busyP99, 0, 1)} ms); admitted commands p99 ${pad(overload.p99, 0, 1)} ms; ${overload.reset} connections reset before an answer.`,
    );
    expect(overload.busy).toBe(overload.busyWithRetryAfter);
    expect(commandRate).toBeGreaterThan(0);
  }, 180_000);

  it('prints the same with the projections in a process of their own (the docker-compose shape)', async () => {
    client.close();
    await stopBackend(api);
    const redis = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};
    projector = await startBackend('projector', db.url, { env: redis });
    await useApi({ PROJECTIONS: 'off', ...redis });
    const { commandRate, line } = await closedLoopRatio();
    lines.push('', `API process with PROJECTIONS=off and a projector process, load average ${loadAverage()}`, line, '');
    await fixedRates();
    expect(commandRate).toBeGreaterThan(0);
  }, 180_000);
});
