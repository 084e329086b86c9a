// `npm run bench -- audit`: replay with hash verification and the audit reads of a 5,000-event
// contract. Targets (issue 13): replay with verification at 10,000 events/s or more; the timeline
// of a 5,000-event contract opens in under a second.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  checkChain,
  evolveAgreement,
  initialAgreementState,
  verifyAuditExport,
  type AgreementCommandInput,
  type AgreementEvent,
  type AuditExport,
} from '@samvida/machines';
import { EVENT_STORE, type EventStore } from '../../backend/src/event-store/event-store.port.js';
import { verifyChain } from '../../backend/src/event-store/hash-chain.js';
import { ReadYourWrites } from '../../backend/src/projections/read-your-writes.js';
import { StreamWriter } from '../../backend/src/streams/stream-writer.service.js';
import { as, parties, type SignedIn } from '../api/agreements/support/agreements.js';
import { contractNumberFor, createTestApp, type TestApp } from '../setup/test-app.js';

const EVENTS = 5_000;
const BATCH = 500;
const ROUNDS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Median wall time of `ROUNDS` runs of `task`, in ms. */
async function timed(task: () => Promise<unknown>): Promise<number> {
  const runs: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await task();
    runs.push(performance.now() - started);
  }
  return median(runs);
}

describe('audit benchmark', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let store: EventStore;
  const agreementId = randomUUID();
  const streamId = `agreement-${agreementId}`;

  beforeAll(async () => {
    app = await createTestApp();
    let seller: SignedIn;
    ({ buyer, seller } = await parties(app.baseUrl));
    store = app.app.get(EVENT_STORE);
    await app.app.get(StreamWriter).execute('agreement', agreementId, { userId: seller.userId, role: 'seller' }, {
      type: 'DraftAgreement',
      data: {
        Id: agreementId,
        Number: await contractNumberFor(app, agreementId),
        CreatorType: 'seller',
        CounterpartyId: buyer.userId,
        OtherPartyContactInfo: buyer.phone,
        ContractType: 'Sales',
        Items: [
          { ItemTitle: 'Steel rods', Qty: 10, Tax: 18, CurrencyId: 2, UnitId: 1, Rate: 100, ItemDeliveredInDays: 10 },
        ],
      },
    } as AgreementCommandInput);
    // The rest are remarks appended in batches: valid events of the stream, written fast.
    for (let version = 1; version < EVENTS; version += BATCH) {
      const count = Math.min(BATCH, EVENTS - version);
      const result = await store.append(
        streamId,
        Array.from({ length: count }, (_, i) => ({
          type: 'RemarkAdded',
          data: {
            by: i % 2 ? 'buyer' : 'seller',
            remarkId: randomUUID(),
            parentId: null,
            text: `Remark ${version + i}`,
            attachmentIds: [],
          },
        })),
        {
          expectedVersion: version,
          metadata: {
            actorId: seller.userId,
            actorRole: 'seller',
            commandId: randomUUID(),
            correlationId: randomUUID(),
            causationId: randomUUID(),
            occurredAt: new Date().toISOString(),
            schemaVersion: 1,
          },
        },
      );
      await app.app.get(ReadYourWrites).waitFor(result.globalPosition);
    }
  }, 300_000);
  afterAll(() => app.close());

  it('replays with verification and serves the audit reads of a 5,000-event contract', async () => {
    const replay = await timed(async () => {
      if (!verifyChain(await store.readStoredStream(streamId)).ok) throw new Error('chain broken');
    });
    const replayAndFold = await timed(async () => {
      const stored = await store.readStoredStream(streamId);
      if (!verifyChain(stored).ok) throw new Error('chain broken');
      stored.reduce(
        (state, event) => evolveAgreement(state, event as unknown as AgreementEvent),
        initialAgreementState,
      );
    });
    const stored = await store.readStoredStream(streamId);
    const verifyOnly = await timed(async () => verifyChain(stored));
    const webCrypto = await timed(() => checkChain(stored));
    const timeline = await timed(() => as(app.baseUrl, buyer)('GET', `/api/Audit/Timeline?agId=${agreementId}`));
    const exportMs = await timed(() => as(app.baseUrl, buyer)('GET', `/api/Audit/Export?agId=${agreementId}`));
    const exported = (await as(app.baseUrl, buyer)<AuditExport>('GET', `/api/Audit/Export?agId=${agreementId}`)).body
      .data!;
    const offline = await timed(() => verifyAuditExport(exported));
    const rate = (ms: number) => Math.round((EVENTS / ms) * 1000).toLocaleString('en-IN');
    const lines = [
      `audit benchmark, one contract of ${EVENTS} events (median of ${ROUNDS})`,
      `  replay with verification (read stored, sha256 chain):       ${replay.toFixed(0)} ms = ${rate(replay)} events/s`,
      `  ... and folded through the machines to the final state:    ${replayAndFold.toFixed(0)} ms = ${rate(replayAndFold)} events/s`,
      `  chain verification only (node:crypto):                      ${verifyOnly.toFixed(0)} ms = ${rate(verifyOnly)} events/s`,
      `  chain verification with WebCrypto (the browser's code):     ${webCrypto.toFixed(0)} ms = ${rate(webCrypto)} events/s`,
      `  full export check (signature, chain, 5,000 inclusion proofs): ${offline.toFixed(0)} ms = ${rate(offline)} events/s`,
      `  GET Timeline: ${timeline.toFixed(0)} ms    GET Export: ${exportMs.toFixed(0)} ms`,
      `  targets: replay with verification >= 10,000 events/s: ${(EVENTS / replay) * 1000 >= 10_000 ? 'met' : 'NOT met'};` +
        ` timeline < 1 s: ${timeline < 1_000 ? 'met' : 'NOT met'}`,
    ];
    process.stdout.write(`\n${lines.join('\n')}\n\n`);
    // Speed is measured and reported against the targets, not asserted (the machine is shared);
    // what must hold is that the whole export verifies.
    expect(await verifyAuditExport(exported)).toMatchObject({ ok: true, events: EVENTS });
  }, 300_000);
});
