// `npm run bench -- write-path`: the write path under contention and beside a heavy stream.
// 1. 50 remarks at once by both parties on one agreement, on one instance and on two instances
//    sharing the database: how many land, commands/s, p50/p99.
// 2. While a 1,000-item contract is sent and projected, another user's commands on their own
//    agreement: latency p50/p99 and whether each answer already reads fresh (read your writes).
// 3. Line-by-line negotiation on a 1,000-item contract against a one-item one: each move's latency,
//    read models included.
import { randomUUID } from 'node:crypto';
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
import { createTestApp, type TestApp } from '../setup/test-app.js';

const CONCURRENT = 50;
const HEAVY_ITEMS = 1000;
const BYSTANDER_INTERVAL_MS = 50;
const MOVES = 40;

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}
const ms = (value: number): string => value.toFixed(1).padStart(8);

describe('write-path benchmark', () => {
  let app: TestApp;
  let second: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  const lines: string[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    second = await createTestApp({ db: app.db });
    ({ buyer, seller } = await parties(app.baseUrl));
  }, 60_000);

  afterAll(async () => {
    await second?.close();
    await app?.close();
    process.stdout.write(`\n${lines.join('\n')}\n\n`);
  });

  const remark = (instance: TestApp, user: SignedIn, agreementId: string, text: string) =>
    as(instance.baseUrl, user)<Outcome>(
      'POST',
      '/api/Business/RemarkAgreement',
      { AgreementId: agreementId, ParentId: null, RemarkText: text },
      { 'Idempotency-Key': randomUUID() },
    );

  it('contention: concurrent remarks on one agreement', async () => {
    lines.push('contention: 50 concurrent RemarkAgreement calls, both parties, one agreement');
    lines.push('instances  landed   cmd/s   p50 ms   p99 ms');
    for (const instances of [[app], [app, second]]) {
      const { id } = await sendContract(app.baseUrl, buyer, seller.phone);
      const started = performance.now();
      const latencies: number[] = [];
      const replies = await Promise.all(
        Array.from({ length: CONCURRENT }, async (_, index) => {
          const sent = performance.now();
          const reply = await remark(instances[index % instances.length]!, index % 2 ? seller : buyer, id, `R${index}`);
          latencies.push(performance.now() - sent);
          return reply;
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const landed = replies.filter((reply) => reply.status === 200).length;
      lines.push(
        `${String(instances.length).padStart(9)}  ${String(landed).padStart(3)}/${CONCURRENT} ${(landed / seconds).toFixed(0).padStart(7)} ${ms(percentile(latencies, 0.5))} ${ms(percentile(latencies, 0.99))}`,
      );
      expect(landed).toBeGreaterThanOrEqual(CONCURRENT - 1);
    }
  }, 120_000);

  it(`a bystander's commands while a ${HEAVY_ITEMS}-item contract is sent and projected`, async () => {
    const bystander = await parties(app.baseUrl);
    const own = await sendContract(app.baseUrl, bystander.buyer, bystander.seller.phone);
    const latencies: number[] = [];
    let fresh = 0;
    let stale = 0;
    let sending = true;
    const heavy = (async () => {
      const started = performance.now();
      await sendContract(app.baseUrl, buyer, seller.phone, {
        Items: Array.from({ length: HEAVY_ITEMS }, (_, index) => builderItem(`Lot ${index}`)),
        Terms: [],
        PaymentTerms: [],
      });
      sending = false;
      return performance.now() - started;
    })();
    for (let n = 0; sending || n < 5; n++) {
      const sent = performance.now();
      const reply = await remark(app, bystander.buyer, own.id, `While busy ${n}`);
      latencies.push(performance.now() - sent);
      const detail = await as(app.baseUrl, bystander.buyer)<{ version: number }>(
        'GET',
        `/api/Business/GetUserAgreementDetail?agreementId=${own.id}`,
      );
      if (detail.body.data!.version >= reply.body.data!.version) fresh++;
      else stale++;
      await new Promise((resolve) => setTimeout(resolve, BYSTANDER_INTERVAL_MS));
    }
    const heavyMs = await heavy;
    lines.push(`heavy stream: SendContract of ${HEAVY_ITEMS} items answered (projected) in ${heavyMs.toFixed(0)} ms`);
    lines.push(
      `bystander: ${latencies.length} commands, p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms, fresh ${fresh}, stale ${stale}`,
    );
    expect(stale).toBe(0);
  }, 120_000);

  it(`line-by-line moves on a ${HEAVY_ITEMS}-item contract`, async () => {
    lines.push(`NegotiateItem, ${MOVES} moves taking turns, each line answered by the buyer after the seller`);
    for (const size of [1, HEAVY_ITEMS]) {
      const { id } = await sendContract(app.baseUrl, buyer, seller.phone, {
        Items: Array.from({ length: size }, (_, index) => builderItem(`Lot ${index}`)),
        Terms: [],
        PaymentTerms: [],
      });
      const items = await as(app.baseUrl, buyer)<{ id: string }[]>(
        'GET',
        `/api/Business/GetAgreementItems?agreementid=${id}`,
      );
      const itemIds = items.body.data!.map((item) => item.id);
      const latencies: number[] = [];
      for (let move = 0; move < MOVES; move++) {
        // The buyer sent the contract: on each line the seller answers first, then the buyer.
        const sent = performance.now();
        const reply = await as(app.baseUrl, move % 2 ? buyer : seller)('POST', '/api/Business/NegotiateItem', {
          AgreementId: id,
          ItemId: itemIds[Math.floor(move / 2) % itemIds.length],
          Amount: (90 - move / 10).toFixed(2),
          CompletionDays: 7,
        });
        latencies.push(performance.now() - sent);
        expect(reply.status).toBe(200);
      }
      lines.push(
        `${String(size).padStart(5)} items: p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p90 ${percentile(latencies, 0.9).toFixed(1)} ms`,
      );
    }
  }, 120_000);
});
