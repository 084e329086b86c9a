// Redis going down under two API instances: pushes fall back to the sockets of the instance that
// sends them, both instances keep answering, and once Redis is back pushes reach the other
// instance's sockets again. The Redis is the suite's own, killed and restarted on its port.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { as, parties, sendContract, type Outcome, type SignedIn } from '../api/agreements/support/agreements.js';
import { publishRfq } from '../api/agreements/support/rfq.js';
import { freePort } from '../setup/private-postgres.js';
import { createTestApp, type TestApp } from '../setup/test-app.js';
import { agreementPush, connect, type LiveClient } from './support/live.js';
import { startPrivateRedis, type PrivateRedis } from './support/redis.js';

const installed = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!installed) process.stdout.write('\n[skipped] Redis outage: no redis-server binary on this machine\n');

(installed ? describe : describe.skip)('Redis down under two API instances', () => {
  let redis: PrivateRedis;
  let first: TestApp;
  let second: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  let agreementId: string;
  let proposalId: string;
  let buyerOnFirst: LiveClient;
  let sellerOnSecond: LiveClient;

  beforeAll(async () => {
    redis = await startPrivateRedis(await freePort());
    // The first instance runs the projections, so its publisher sends every push.
    first = await createTestApp({ env: { REDIS_URL: redis.url } });
    second = await createTestApp({ db: first.db, env: { REDIS_URL: redis.url, PROJECTIONS: 'off' } });
    ({ buyer, seller } = await parties(first.baseUrl));
    agreementId = (await sendContract(first.baseUrl, buyer, seller.phone)).id;
    // An RFQ the seller is invited to.
    proposalId = (await publishRfq(first.baseUrl, buyer, seller.phone)).proposalId;
    [buyerOnFirst, sellerOnSecond] = await Promise.all([
      connect(first.baseUrl, buyer.token),
      connect(second.baseUrl, seller.token),
    ]);
    for (const client of [buyerOnFirst, sellerOnSecond]) {
      expect(await client.join(`agreement:${agreementId}`)).toEqual({ ok: true });
    }
    expect(await buyerOnFirst.join(`proposal:${proposalId}`)).toEqual({ ok: true });
  }, 60_000);

  afterAll(async () => {
    buyerOnFirst?.close();
    sellerOnSecond?.close();
    await redis?.start().catch(() => undefined);
    await second?.close();
    await first?.close();
    await redis?.kill();
  }, 60_000);

  /** A remark by `user` through `app`, expected to succeed; answers its version. */
  async function remark(app: TestApp, user: SignedIn, RemarkText: string): Promise<number> {
    const reply = await as(app.baseUrl, user)<Outcome>('POST', '/api/Business/RemarkAgreement', {
      AgreementId: agreementId,
      RemarkText,
    });
    expect([RemarkText, reply.status]).toEqual([RemarkText, 200]);
    return reply.body.data!.version;
  }

  it('pushes to the sending instance’s own sockets while Redis is down, and across instances again once it is back', async () => {
    const before = await remark(first, buyer, 'Before');
    await sellerOnSecond.waitFor(agreementPush(agreementId, 'RemarkAdded', before));

    await redis.kill();
    // Both instances answer; the instance that pushes still reaches its own sockets.
    const viaFirst = await remark(first, seller, 'Redis down, via the first');
    await buyerOnFirst.waitFor(agreementPush(agreementId, 'RemarkAdded', viaFirst));
    // The seller's access to the RFQ ends (the invite withdrawn): the sockets of someone no longer
    // a party leave the room without waiting on Redis, and the pushes after it still go out.
    const invites = await as(first.baseUrl, buyer)<{ id: string }[]>(
      'GET',
      `/api/Business/GetAllInvitesOfProposal?proposalId=${proposalId}&termType=Buyer`,
    );
    const withdrawn = await as(first.baseUrl, buyer)(
      'DELETE',
      `/api/Business/DeleteInvite?inviteId=${invites.body.data![0]!.id}`,
    );
    expect(withdrawn.status).toBe(200);
    await buyerOnFirst.waitFor((push) => push.id === proposalId && push.eventTypes.includes('InviteWithdrawn'));
    const viaSecond = await remark(second, seller, 'Redis down, via the second');
    await buyerOnFirst.waitFor(agreementPush(agreementId, 'RemarkAdded', viaSecond));

    await redis.start();
    // Both instances reconnect on their own: a push reaches the second instance's socket again.
    let recovered = false;
    for (let attempt = 1; !recovered; attempt++) {
      const version = await remark(first, buyer, `Redis back ${attempt}`);
      recovered = await sellerOnSecond.waitFor(agreementPush(agreementId, 'RemarkAdded', version), 2_000).then(
        () => true,
        (error: unknown) => {
          if (attempt >= 10) throw error;
          return false;
        },
      );
    }
    expect(recovered).toBe(true);
  }, 60_000);
});
