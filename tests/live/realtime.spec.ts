// The live foundation: both parties of an agreement receive its `agreement.changed` (in its room
// and in their own user room), a third user may not join, a socket without a valid token is
// refused, and two API instances deliver across each other through Redis.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { registerVerified } from '../api/accounts/support/accounts.js';
import { as, parties, sendContract, type Outcome, type SignedIn } from '../api/agreements/support/agreements.js';
import { createTestApp, type TestApp } from '../setup/test-app.js';
import { agreementPush, connect } from './support/live.js';
import { redisReachable } from './support/redis.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('realtime on one instance', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  let agreementId: string;

  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
    agreementId = (await sendContract(app.baseUrl, buyer, seller.phone)).id;
  });
  afterAll(() => app.close());

  it('delivers agreement.changed to both parties, in the room and in their user rooms', async () => {
    const [buyerInRoom, sellerInRoom, sellerDashboard] = await Promise.all([
      connect(app.baseUrl, buyer.token),
      connect(app.baseUrl, seller.token),
      connect(app.baseUrl, seller.token),
    ]);
    try {
      expect(await buyerInRoom.join(`agreement:${agreementId}`)).toEqual({ ok: true });
      expect(await sellerInRoom.join(`agreement:${agreementId}`)).toEqual({ ok: true });
      const reply = await as(app.baseUrl, seller)<Outcome>('POST', '/api/Business/RemarkAgreement', {
        AgreementId: agreementId,
        RemarkText: 'Hello',
      });
      const expected = {
        event: 'agreement.changed',
        id: agreementId,
        version: reply.body.data!.version,
        eventTypes: ['RemarkAdded'],
      };
      for (const client of [buyerInRoom, sellerInRoom, sellerDashboard]) {
        expect(await client.waitFor(agreementPush(agreementId, 'RemarkAdded'))).toMatchObject(expected);
      }
      // One push per socket, even when it is in both the agreement's room and its user's room.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(buyerInRoom.pushes.filter((p) => p.id === agreementId)).toHaveLength(1);
    } finally {
      for (const client of [buyerInRoom, sellerInRoom, sellerDashboard]) client.close();
    }
  });

  it('refuses a third user’s join and keeps the pushes from them', async () => {
    const stranger = await registerVerified(app.baseUrl);
    const strangerLive = await connect(app.baseUrl, stranger.token);
    try {
      expect(await strangerLive.join(`agreement:${agreementId}`)).toEqual({
        ok: false,
        message: 'You are not a party of this contract.',
      });
      await as(app.baseUrl, buyer)('POST', '/api/Business/RemarkAgreement', {
        AgreementId: agreementId,
        RemarkText: 'Private',
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(strangerLive.pushes).toEqual([]);
    } finally {
      strangerLive.close();
    }
  });

  it.each([
    ['no token', undefined],
    ['a forged token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'],
  ])('refuses a socket with %s', async (_case, token) => {
    await expect(connect(app.baseUrl, token)).rejects.toThrow('Your session has expired. Please sign in again.');
  });
});

const reachable = await redisReachable(REDIS_URL);
if (!reachable) process.stdout.write(`\n[skipped] cross-instance realtime: Redis is not reachable at ${REDIS_URL}\n`);

(reachable ? describe : describe.skip)('realtime across two instances through Redis', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp({ env: { REDIS_URL } });
    // The second instance serves sockets and HTTP only; the first one runs the projections and pushes.
    second = await createTestApp({ db: first.db, env: { REDIS_URL, PROJECTIONS: 'off' } });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('pushes to a socket on the other instance, for commands sent to either one', async () => {
    const { buyer, seller } = await parties(first.baseUrl);
    const agreementId = (await sendContract(first.baseUrl, buyer, seller.phone)).id;
    const [sellerOnSecond, buyerOnSecond] = await Promise.all([
      connect(second.baseUrl, seller.token),
      connect(second.baseUrl, buyer.token),
    ]);
    try {
      expect(await sellerOnSecond.join(`agreement:${agreementId}`)).toEqual({ ok: true });
      const viaFirst = await as(first.baseUrl, buyer)<Outcome>('POST', '/api/Business/RemarkAgreement', {
        AgreementId: agreementId,
        RemarkText: 'From A',
      });
      await sellerOnSecond.waitFor(agreementPush(agreementId, 'RemarkAdded', viaFirst.body.data!.version));
      // Sent to the instance without projections: it waits for the first one's read models, then the push comes back.
      const viaSecond = await as(second.baseUrl, seller)<Outcome>('POST', '/api/Business/RemarkAgreement', {
        AgreementId: agreementId,
        RemarkText: 'From B',
      });
      expect(viaSecond.status).toBe(200);
      await buyerOnSecond.waitFor(agreementPush(agreementId, 'RemarkAdded', viaSecond.body.data!.version));
      const detail = await as(second.baseUrl, buyer)<{ communication: { description: string }[] }>(
        'GET',
        `/api/Business/GetUserAgreementDetail?agreementId=${agreementId}`,
      );
      expect(detail.body.data!.communication.map((r) => r.description)).toEqual(['From A', 'From B']);
    } finally {
      sellerOnSecond.close();
      buyerOnSecond.close();
    }
  });
});
