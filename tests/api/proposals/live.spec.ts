// Proposal changes reach the owner and the invitees' sockets (`proposal.changed` on their user
// rooms), and only parties may join the proposal's room.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect, type LiveClient, type Push } from '../../live/support/live.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { newPhone, registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { activeRfq, eventually, ok, type Rfq } from './support/proposals.js';

const proposalPush = (proposalId: string, eventType: string) => (push: Push) =>
  push.event === 'proposal.changed' && push.id === proposalId && push.eventTypes.includes(eventType);

describe('proposals: live pushes', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  let stranger: SignedIn;
  let rfq: Rfq;
  const sockets: LiveClient[] = [];
  const url = (path: string) => `/api/Business/${path}`;
  const live = async (user: SignedIn) => {
    const client = await connect(app.baseUrl, user.token);
    sockets.push(client);
    return client;
  };

  beforeAll(async () => {
    app = await createTestApp();
    [buyer, seller, stranger] = await Promise.all([1, 2, 3].map(() => registerVerified(app.baseUrl)));
    rfq = await activeRfq(app.baseUrl, buyer);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app.close();
  });

  it('pushes to the invitee once invited, and to both on every later change', async () => {
    const [buyerSocket, sellerSocket, strangerSocket] = await Promise.all([live(buyer), live(seller), live(stranger)]);
    await ok(
      app.baseUrl,
      'POST',
      url('SendInvite'),
      buyer,
      { ProposalId: rfq.proposalId, PhoneNumber: seller.phone },
      201,
    );
    const invited = await sellerSocket.waitFor(proposalPush(rfq.proposalId, 'SellerInvited'));
    expect(invited).toMatchObject({ id: rfq.proposalId, version: expect.any(Number) });
    await buyerSocket.waitFor(proposalPush(rfq.proposalId, 'SellerInvited'));

    expect(await sellerSocket.join(`proposal:${rfq.proposalId}`)).toEqual({ ok: true });
    expect((await strangerSocket.join(`proposal:${rfq.proposalId}`)).ok).toBe(false);

    await ok(
      app.baseUrl,
      'POST',
      url('SendInvite'),
      buyer,
      { ProposalId: rfq.proposalId, PhoneNumber: newPhone() },
      201,
    );
    await ok(app.baseUrl, 'GET', url(`CloseProposal?proposalId=${rfq.proposalId}`), buyer);
    const closed = await sellerSocket.waitFor(proposalPush(rfq.proposalId, 'ProposalClosed'));
    expect(closed.version).toBe(invited.version + 2);
    await buyerSocket.waitFor(proposalPush(rfq.proposalId, 'ProposalClosed'));
    expect(strangerSocket.pushes).toEqual([]);
  });

  it('pushes to a seller whose phone was invited before they registered, once they verify it', async () => {
    const phone = newPhone();
    const open = await activeRfq(app.baseUrl, buyer);
    await ok(app.baseUrl, 'POST', url('SendInvite'), buyer, { ProposalId: open.proposalId, PhoneNumber: phone }, 201);
    const newcomer = await registerVerified(app.baseUrl, { PhoneNumber: phone });
    const socket = await live(newcomer);
    // The invite attaches right after the verification, asynchronously.
    await eventually(async () =>
      (await ok<unknown[]>(app.baseUrl, 'GET', url('GetAllInvitesOfUser'), newcomer)).length ? true : undefined,
    );
    await ok(app.baseUrl, 'GET', url(`CloseProposal?proposalId=${open.proposalId}`), buyer);
    await socket.waitFor(proposalPush(open.proposalId, 'ProposalClosed'));
  });
});
