// `npm run bench -- negotiation`: a negotiation command (NegotiateItem) over HTTP at fixed rates,
// its latency including the projections' catch-up (the response waits for them), and how long the
// push takes to reach the other party's socket. About 25 s.
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  as,
  builderItem,
  parties,
  sendContract,
  type Outcome,
  type SignedIn,
} from '../api/agreements/support/agreements.js';
import { connect, type LiveClient, type Push } from '../live/support/live.js';
import { createTestApp, type TestApp } from '../setup/test-app.js';

const RATES = [10, 25, 50];
const SECONDS_PER_RATE = 5;
const AGREEMENTS = 24;

interface Lane {
  agreementId: string;
  itemId: string;
  /** Whose turn on the item it is; a lane takes one command at a time. */
  next: 'buyer' | 'seller';
  busy: boolean;
}

interface Sample {
  sentAt: number;
  answeredAt: number;
  key: string;
}

function percentile(values: number[], q: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
}

const ms = (value: number): string => value.toFixed(1).padStart(8);
const num = (value: number, width = 8): string =>
  (Number.isInteger(value) ? String(value) : value.toFixed(1)).padStart(width);

describe('negotiation benchmark (HTTP + projections + live push)', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  let live: Record<'buyer' | 'seller', LiveClient>;
  const lanes: Lane[] = [];
  const lines: string[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
    live = { buyer: await connect(app.baseUrl, buyer.token), seller: await connect(app.baseUrl, seller.token) };
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
      lanes.push({ agreementId: id, itemId: items.body.data![0]!.id, next: 'buyer', busy: false });
    }
  }, 120_000);

  afterAll(async () => {
    live?.buyer.close();
    live?.seller.close();
    await app?.close();
    process.stdout.write(`\n${lines.join('\n')}\n\n`);
  });

  /** One NegotiateItem on a free lane by the party whose turn it is; the other party should get the push. */
  async function negotiate(
    lane: Lane,
    round: number,
  ): Promise<{ sample: Sample; receiver: LiveClient; version: number } | undefined> {
    lane.busy = true;
    const by = lane.next;
    const sentAt = performance.now();
    const reply = await as(app.baseUrl, by === 'buyer' ? buyer : seller)<Outcome>(
      'POST',
      '/api/Business/NegotiateItem',
      {
        AgreementId: lane.agreementId,
        ItemId: lane.itemId,
        Amount: (100 - (round % 50) / 10).toFixed(2),
        CompletionDays: 7,
      },
    );
    const answeredAt = performance.now();
    lane.busy = false;
    if (reply.status !== 200) return undefined;
    lane.next = by === 'buyer' ? 'seller' : 'buyer';
    return {
      sample: { sentAt, answeredAt, key: `${lane.agreementId}@${reply.body.data!.version}` },
      receiver: live[by === 'buyer' ? 'seller' : 'buyer'],
      version: reply.body.data!.version,
    };
  }

  async function runAt(rate: number, seconds: number) {
    const samples: Sample[] = [];
    const pushWaits: Promise<{ sentAt: number; answeredAt: number; push: Push }>[] = [];
    let failed = 0;
    let skipped = 0;
    const inFlight: Promise<void>[] = [];
    const started = performance.now();
    const total = rate * seconds;
    for (let n = 0; n < total; n++) {
      const due = started + (n * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const lane = lanes.find((l) => !l.busy);
      if (!lane) {
        skipped++;
        continue;
      }
      inFlight.push(
        negotiate(lane, n).then((result) => {
          if (!result) {
            failed++;
            return;
          }
          samples.push(result.sample);
          const { agreementId } = lane;
          pushWaits.push(
            result.receiver
              .waitFor((p) => p.id === agreementId && p.version >= result.version, 10_000)
              .then((push) => ({ sentAt: result.sample.sentAt, answeredAt: result.sample.answeredAt, push })),
          );
        }),
      );
    }
    await Promise.all(inFlight);
    const elapsed = (performance.now() - started) / 1000;
    const pushes = await Promise.all(pushWaits);
    const latency = samples.map((s) => s.answeredAt - s.sentAt);
    const sendToPush = pushes.map((p) => p.push.at - p.sentAt);
    const answerToPush = pushes.map((p) => Math.max(0, p.push.at - p.answeredAt));
    lines.push(
      `${num(rate, 6)} ${num(samples.length / elapsed, 10)} ${num(failed + skipped, 7)} ${ms(percentile(latency, 0.5))} ${ms(percentile(latency, 0.99))} ${ms(percentile(sendToPush, 0.5))} ${ms(percentile(sendToPush, 0.99))} ${ms(percentile(answerToPush, 0.5))} ${ms(percentile(answerToPush, 0.99))}`,
    );
    return { samples, failed, skipped, pushes };
  }

  it('measures commands per second, command latency and push latency at fixed rates', async () => {
    await runAt(10, 1); // warm up connections, plans and the push path
    lines.length = 0;
    lines.push(
      `NegotiateItem over HTTP, ${SECONDS_PER_RATE} s per rate, ${AGREEMENTS} agreements, alternating buyer and seller`,
      "latency = request sent -> response (after every projection applied it); push = to the other party's socket",
      '',
      'target  achieved/s  lost   lat p50  lat p99  send->push p50/p99   answer->push p50/p99   (ms)',
    );
    for (const rate of RATES) {
      const run = await runAt(rate, SECONDS_PER_RATE);
      expect(run.failed).toBe(0);
      expect(run.pushes).toHaveLength(run.samples.length);
    }
  }, 120_000);
});
