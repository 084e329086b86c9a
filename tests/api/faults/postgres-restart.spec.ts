// PostgreSQL restarts while commands flow: meanwhile the API answers 503 with Retry-After (never a
// 500), then reconnects by itself; every command acknowledged with 200 is in the store, a command
// retried with its Idempotency-Key is in it once, and the projections resume. The server that
// restarts is the suite's own (tests/setup/private-postgres.ts), never the machine's shared one.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { migrate } from '../../../backend/src/database/data-source.js';
import { EVENT_STORE, type EventStore } from '../../../backend/src/event-store/event-store.port.js';
import { ProjectionProgress } from '../../../backend/src/projections/projection-progress.js';
import { startPrivatePostgres, type PrivatePostgres } from '../../setup/private-postgres.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { as, parties, sendContract, type SignedIn } from '../agreements/support/agreements.js';
import { sql } from '../uploads/support/uploads.js';

const UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

describe('PostgreSQL restarting while commands flow', () => {
  let cluster: PrivatePostgres;
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  let agreementId: string;

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    await migrate(cluster.url);
    app = await createTestApp({ db: { url: cluster.url, drop: async () => undefined } });
    ({ buyer, seller } = await parties(app.baseUrl));
    agreementId = (await sendContract(app.baseUrl, buyer, seller.phone)).id;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await cluster?.destroy();
  });

  it('answers 503 while it is down, reconnects, loses no acknowledged write and the projections resume', async () => {
    const remarks = Array.from({ length: 20 }, (_, n) => `Remark ${n + 1}`);
    const statuses: number[] = [];
    const refusals: (string | undefined)[] = [];
    let acknowledged = 0;

    // Each remark is sent until it is acknowledged, always with the same Idempotency-Key.
    const writer = (async () => {
      for (const RemarkText of remarks) {
        const headers = { 'Idempotency-Key': randomUUID() };
        for (;;) {
          const reply = await as(app.baseUrl, buyer)(
            'POST',
            '/api/Business/RemarkAgreement',
            { AgreementId: agreementId, RemarkText },
            headers,
          );
          statuses.push(reply.status);
          if (reply.status === 200) break;
          refusals.push(reply.body.message);
          await sleep(100);
        }
        acknowledged += 1;
      }
    })();

    while (acknowledged < 5) await sleep(20);
    await cluster.stop();
    // While it is down, a command and a read both answer 503 with the plain message.
    for (const [method, path, body] of [
      ['POST', '/api/Business/RemarkAgreement', { AgreementId: agreementId, RemarkText: 'While down' }],
      ['GET', `/api/Business/GetUserAgreementDetail?agreementId=${agreementId}`, undefined],
    ] as const) {
      const response = await fetch(`${app.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${seller.token}`, 'content-type': 'application/json' },
        body: body && JSON.stringify(body),
      });
      expect([response.status, response.headers.get('retry-after'), (await response.json()).message]).toEqual([
        503,
        '1',
        UNAVAILABLE,
      ]);
    }
    while (!statuses.includes(503)) await sleep(20);
    await cluster.start();
    await writer;

    // Only 200 and 503 were ever answered; the refusals said so plainly.
    expect([...new Set(statuses)].sort()).toEqual([200, 503]);
    expect(new Set(refusals)).toEqual(new Set([UNAVAILABLE]));
    // Every acknowledged remark is stored, once each, in the order sent; the refused one while down is not.
    const stored = await sql<{ text: string }>(
      cluster.url,
      `select data->>'text' as text from event_store_events where stream_id = $1 and type = 'RemarkAdded' order by stream_version`,
      [`agreement-${agreementId}`],
    );
    expect(stored.map((row) => row.text)).toEqual(remarks);
    // The projections caught up with the store, and the read model shows every remark.
    const head = await app.app.get<EventStore>(EVENT_STORE).headPosition();
    expect(await app.app.get(ProjectionProgress).waitFor(head, 15_000)).toBe(true);
    const detail = await as(app.baseUrl, seller)<{ communication: { description: string }[] }>(
      'GET',
      `/api/Business/GetUserAgreementDetail?agreementId=${agreementId}`,
    );
    expect(detail.body.data!.communication.map((entry) => entry.description)).toEqual(remarks);
  }, 60_000);
});
