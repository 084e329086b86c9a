// An invite sent to a phone with no account attaches to the account that registers and verifies
// that phone (ContactVerified on the account stream → the attach-invites reactor → AttachInvite on
// each RFQ that invited it).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { StreamWriter } from '../../../backend/src/streams/stream-writer.service.js';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { newPhone, registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { activeRfq, eventually, ok, streamOf, versionOf } from './support/proposals.js';

/** Records a verification of `contact` by `userId` once more, as a replayed or repeated fact. */
const verifyAgain = (app: TestApp, userId: string, channel: 'sms' | 'email', contact: string) =>
  app.app
    .get(StreamWriter)
    .record('account', userId, { userId }, [{ type: 'ContactVerified', data: { userId, channel, contact } }], {
      commandId: randomUUID(),
    });

describe('proposals: invites to unregistered phones', () => {
  let app: TestApp;
  let buyer: SignedIn;
  const url = (path: string) => `/api/Business/${path}`;

  beforeAll(async () => {
    app = await createTestApp();
    buyer = await registerVerified(app.baseUrl, { UsrName: 'Asha Verma' });
  });
  afterAll(() => app.close());

  it('attaches every invite of the phone to the user who verifies it, once', async () => {
    const phone = newPhone();
    const [first, second] = [
      await activeRfq(app.baseUrl, buyer),
      await activeRfq(app.baseUrl, buyer, { inviteOnly: false }),
    ];
    const inviteIds: string[] = [];
    for (const rfq of [first, second]) {
      const invited = await ok<{ inviteId: string }>(
        app.baseUrl,
        'POST',
        url('SendInvite'),
        buyer,
        { ProposalId: rfq.proposalId, PhoneNumber: phone },
        201,
      );
      inviteIds.push(invited.inviteId);
    }
    // Not theirs yet: nobody holds the phone.
    const before = await ok<{ raisedForUser: unknown }[]>(
      app.baseUrl,
      'GET',
      url(`GetAllInvitesOfProposal?proposalId=${first.proposalId}`),
      buyer,
    );
    expect(before[0]!.raisedForUser).toBeNull();

    const newcomer = await registerVerified(app.baseUrl, { UsrName: 'Kiran Supplies', PhoneNumber: phone });
    const invites = await eventually(async () => {
      const rows = await ok<{ id: string; status: string }[]>(app.baseUrl, 'GET', url('GetAllInvitesOfUser'), newcomer);
      return rows.length === 2 ? rows : undefined;
    });
    expect(invites.map((invite) => invite.id).sort()).toEqual([...inviteIds].sort());
    expect(invites.every((invite) => invite.status === 'Pending')).toBe(true);

    const detail = await ok(app.baseUrl, 'GET', url(`GetProposalDetail?proposalId=${first.proposalId}`), newcomer);
    expect(detail).toMatchObject({ role: 'invitee' });
    const fromInvite = await ok(app.baseUrl, 'GET', url(`GetProposalFromInvite?inviteId=${inviteIds[0]}`), newcomer);
    expect(fromInvite).toMatchObject({ id: first.proposalId });
    const listed = await ok<{ raisedForUser: unknown }[]>(
      app.baseUrl,
      'GET',
      url(`GetAllInvitesOfProposal?proposalId=${first.proposalId}`),
      buyer,
    );
    expect(listed[0]!.raisedForUser).toEqual({ usrId: newcomer.userId, usrName: 'Kiran Supplies' });

    const attached = (await streamOf(app, first.proposalId)).at(-1)!;
    expect(attached).toMatchObject({
      type: 'InviteAttached',
      data: { userId: newcomer.userId, inviteId: inviteIds[0], phoneNumber: phone },
      metadata: { actorId: newcomer.userId, actorRole: 'seller' },
    });
    // Handling the same verification again appends nothing.
    const version = await versionOf(app, first.proposalId);
    await verifyAgain(app, newcomer.userId, 'sms', phone);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await versionOf(app, first.proposalId)).toBe(version);
  });

  it('does not attach an invite to someone verifying another phone or an e-mail', async () => {
    const phone = newPhone();
    const rfq = await activeRfq(app.baseUrl, buyer);
    await ok(app.baseUrl, 'POST', url('SendInvite'), buyer, { ProposalId: rfq.proposalId, PhoneNumber: phone }, 201);
    const version = await versionOf(app, rfq.proposalId);
    const other = await registerVerified(app.baseUrl);
    await verifyAgain(app, other.userId, 'email', phone);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await versionOf(app, rfq.proposalId)).toBe(version);
    const response = await call(app.baseUrl, 'GET', url(`GetProposalDetail?proposalId=${rfq.proposalId}`), {
      token: other.token,
    });
    expect(response.status).toBe(404);
  });
});
