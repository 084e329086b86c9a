// A signed-in user who is not a party, or a member of a business that is not, gets 403 NOT_A_PARTY
// from every agreement call (the same for an agreement that does not exist, so existence does not
// leak), changes nothing, sees nothing in the lists and cannot join the agreement's room.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { registerVerified } from '../accounts/support/accounts.js';
import { connect } from '../../live/support/live.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { as, parties, type SignedIn } from './support/agreements.js';
import { ENDPOINTS } from './support/party-endpoints.js';
import { SCENARIOS, build, load, type ScenarioIds } from './support/scenarios.js';
import { teamOf } from '../team/support/team.js';

describe('a user who is not a party', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  let stranger: SignedIn;
  let strangersManager: SignedIn;
  let ids: ScenarioIds;
  let version: number;

  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
    stranger = await registerVerified(app.baseUrl, { UsrName: 'Nosy Neighbour' });
    [strangersManager] = await teamOf(app.baseUrl, stranger, ['manager']);
    // A draft, where nearly every call is open to some party.
    ({ ids, version } = await build(app, seller, buyer, SCENARIOS.Draft!));
  });
  afterAll(() => app.close());

  // The stranger's own account, and a manager acting for the stranger's business.
  const outsiders = (): Record<string, SignedIn> => ({ stranger, 'stranger’s manager': strangersManager });
  const everyCall = Object.keys(ENDPOINTS).flatMap((name) => [
    ['stranger', name],
    ['stranger’s manager', name],
  ]);

  it.each(everyCall)('the %s gets 403 from %s and changes nothing', async (who, name) => {
    const [method, path, body] = ENDPOINTS[name]!;
    const reply = await as(app.baseUrl, outsiders()[who])(method, path(ids), body?.(ids));
    expect([reply.status, reply.body.code]).toEqual([403, 'NOT_A_PARTY']);
    expect(reply.body).toMatchObject({ status: 0, message: 'You are not a party to this agreement.' });
    expect((await load(app, ids.agreementId)).version).toBe(version);
  });

  it.each(everyCall)('the %s gets the same 403 from %s for an agreement that does not exist', async (who, name) => {
    const [method, path, body] = ENDPOINTS[name]!;
    const missing = {
      agreementId: randomUUID(),
      itemId: randomUUID(),
      buyerTermId: ids.buyerTermId,
      sellerTermId: randomUUID(),
    };
    const reply = await as(app.baseUrl, outsiders()[who])(method, path(missing), body?.(missing));
    expect([reply.status, reply.body.code]).toEqual([403, 'NOT_A_PARTY']);
  });

  it('while the parties themselves are let through', async () => {
    const reply = await as(app.baseUrl, buyer)(
      'GET',
      `/api/Business/GetUserAgreementDetail?agreementId=${ids.agreementId}`,
    );
    expect(reply.status).toBe(200);
  });

  it('sees none of it in the lists', async () => {
    for (const [who, user] of Object.entries(outsiders()))
      for (const path of ['/api/Business/GetUserAgreements', '/api/Business/ActiveTxnNoteAgList']) {
        const reply = await as(app.baseUrl, user)<unknown[]>('GET', path);
        expect([who, path, reply.status, reply.body.data]).toEqual([who, path, 200, []]);
      }
  });

  it('cannot join the agreement room; the parties can', async () => {
    const [strangerLive, managerLive, sellerLive] = await Promise.all([
      connect(app.baseUrl, stranger.token),
      connect(app.baseUrl, strangersManager.token),
      connect(app.baseUrl, seller.token),
    ]);
    try {
      for (const live of [strangerLive, managerLive])
        expect(await live.join(`agreement:${ids.agreementId}`)).toEqual({
          ok: false,
          message: 'You are not a party of this contract.',
        });
      expect(await sellerLive.join(`agreement:${ids.agreementId}`)).toEqual({ ok: true });
    } finally {
      strangerLive.close();
      managerLive.close();
      sellerLive.close();
    }
  });

  it('without a token gets 401 from every call', async () => {
    for (const name of Object.keys(ENDPOINTS)) {
      const [method, path, body] = ENDPOINTS[name]!;
      const reply = await as(app.baseUrl, undefined)(method, path(ids), body?.(ids));
      expect([name, reply.status]).toEqual([name, 401]);
    }
  });
});
