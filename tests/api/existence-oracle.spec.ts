// Issue 11, point 13: an outsider cannot tell whether an id exists. Calls naming someone else's
// invite-only RFQ, agreement or team member answer exactly as calls naming an unknown id, and
// change nothing.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { registerVerified } from './accounts/support/accounts.js';
import { createTestApp, type TestApp } from '../setup/test-app.js';
import { as, parties, type SignedIn } from './agreements/support/agreements.js';
import { EVENT_STORE, type EventStore } from '../../backend/src/event-store/event-store.port.js';
import { foldStream } from './agreements/support/fold.js';
import { publishRfq, sellerRates, type PublishedRfq } from './agreements/support/rfq.js';
import { teamOf } from './team/support/team.js';

// What a caller sees of a reply: its status and body (headers carry only a request id).
const answer = ({ status, body }: { status: number; body: unknown }) => ({ status, body });

describe('ids of other users', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  let outsider: SignedIn;
  let rfq: PublishedRfq;

  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
    outsider = await registerVerified(app.baseUrl, { UsrName: 'Olga Outsider' });
    rfq = await publishRfq(app.baseUrl, buyer, seller.phone);
  });
  afterAll(() => app.close());

  const proposalVersion = async (id: string) =>
    (await app.app.get<EventStore>(EVENT_STORE).readStream(`proposal-${id}`)).length;
  const apply = async (proposalId: string, itemIds: string[]) =>
    answer(
      await as(app.baseUrl, outsider)('POST', '/api/Business/SaveAgreement', {
        ProposalId: proposalId,
        Advance: 0,
        SellerRates: sellerRates(itemIds, [100, 100, 100]),
      }),
    );

  it('SaveAgreement on an invite-only RFQ answers as for an unknown RFQ and records nothing', async () => {
    const before = await proposalVersion(rfq.proposalId);
    const known = await apply(rfq.proposalId, rfq.itemIds);
    const unknown = await apply(randomUUID(), rfq.itemIds);
    expect(unknown.status).toBe(404);
    expect(known).toEqual(unknown);
    expect(await proposalVersion(rfq.proposalId)).toBe(before);
  });

  it('CustomContract with another user’s agreement id drafts a new agreement, as for an unknown id', async () => {
    const body = (Id: string) => ({
      Id,
      CreatorType: 'buyer',
      ContractType: 'Sales',
      OtherPartyContactInfo: seller.phone,
    });
    const theirs = await as(app.baseUrl, buyer)<{ id: string }>(
      'POST',
      '/api/Business/CustomContract',
      body(randomUUID()),
    );
    expect(theirs.status).toBe(201);
    const theirId = theirs.body.data!.id;
    const before = await foldStream(app, theirId);

    const taken = await as(app.baseUrl, outsider)<{ id: string }>(
      'POST',
      '/api/Business/CustomContract',
      body(theirId),
    );
    const fresh = await as(app.baseUrl, outsider)<{ id: string }>(
      'POST',
      '/api/Business/CustomContract',
      body(randomUUID()),
    );
    expect([taken.status, taken.body.message]).toEqual([fresh.status, fresh.body.message]);
    expect(taken.status).toBe(201);
    expect(taken.body.data!.id).not.toBe(theirId);
    expect(await foldStream(app, theirId)).toEqual(before);
  });

  it('Team calls naming another business’s member answer as for an unknown member and change nothing', async () => {
    const [member] = await teamOf(app.baseUrl, buyer, ['viewer']);
    const team = () => as(app.baseUrl, buyer)('GET', '/api/Team/Members');
    const before = await team();
    for (const path of ['/api/Team/ChangeRole', '/api/Team/Remove']) {
      const send = async (MemberId: string) =>
        answer(await as(app.baseUrl, outsider)('POST', path, { MemberId, Role: 'owner' }));
      const unknown = await send(randomUUID());
      expect(unknown.status).toBe(404);
      expect(await send(member!.memberId)).toEqual(unknown);
    }
    expect(answer(await team())).toEqual(answer(before));
  });

  it('the owner re-sending their own id still hears that it exists', async () => {
    const Id = randomUUID();
    const body = { Id, CreatorType: 'buyer', ContractType: 'Sales', OtherPartyContactInfo: seller.phone };
    expect((await as(app.baseUrl, buyer)('POST', '/api/Business/CustomContract', body)).status).toBe(201);
    const again = await as(app.baseUrl, buyer)('POST', '/api/Business/CustomContract', body);
    expect(again.status).toBe(409);
  });
});
