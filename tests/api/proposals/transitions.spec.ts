// Refused transitions answer 409 with the machines' reason and append nothing; repeated command
// ids append nothing either; delete invite withdraws (owner) or declines (invitee).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { newPhone, registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { activeRfq, draftRfq, ok, upload, versionOf } from './support/proposals.js';

describe('proposals: refused transitions, idempotency and deleting invites', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  const url = (path: string) => `/api/Business/${path}`;

  beforeAll(async () => {
    app = await createTestApp();
    buyer = await registerVerified(app.baseUrl);
    seller = await registerVerified(app.baseUrl);
  });
  afterAll(() => app.close());

  /** Sends a call that must be refused with `status`, and checks the stream did not move. */
  async function refused(
    proposalId: string,
    method: string,
    path: string,
    status: number,
    body?: unknown,
    user = buyer,
  ) {
    const before = await versionOf(app, proposalId);
    const response = await call(app.baseUrl, method, url(path), { token: user.token, body });
    expect([path, response.status, response.body.status]).toEqual([path, status, 0]);
    expect(await versionOf(app, proposalId)).toBe(before);
    return response.body;
  }

  it('refuses what the machines do not allow in each status with 409', async () => {
    const empty = await draftRfq(app.baseUrl, buyer, { items: 0, terms: 0 });
    const id = empty.proposalId;
    expect(await refused(id, 'GET', `StartRFQ?proposalId=${id}`, 409)).toMatchObject({
      code: 'NOT_ALLOWED',
      message: 'Start rfq is not available to you while the proposal is Draft.',
    });
    await refused(id, 'GET', `CloseProposal?proposalId=${id}`, 409);
    await refused(id, 'POST', `CompleteProposal?proposalId=${id}`, 409);

    const rfq = await activeRfq(app.baseUrl, buyer);
    const active = rfq.proposalId;
    await refused(active, 'POST', 'AddRFQItem', 409, {
      ProposalId: active,
      ItemTitle: 'Late item',
      ItemQuantity: 1,
      Unit: 1,
    });
    await refused(active, 'DELETE', `DeleteRFQTerm?termId=${rfq.termIds[0]}&proposalId=${active}`, 409);
    await refused(active, 'POST', 'SaveRFQ', 409, { Id: active, Title: 'Renamed' });
    await refused(active, 'GET', `StartRFQ?proposalId=${active}`, 409);
    await refused(active, 'GET', `CompleteProposal?proposalId=${active}`, 409);
    await ok(app.baseUrl, 'GET', url(`CloseProposal?proposalId=${active}`), buyer);
    await refused(active, 'POST', 'SendInvite', 409, { ProposalId: active, PhoneNumber: newPhone() });
    await refused(active, 'GET', `CloseProposal?proposalId=${active}`, 409);
  });

  it('refuses invalid payloads with 400 and unknown entities with 404, appending nothing', async () => {
    const { proposalId, itemIds } = await draftRfq(app.baseUrl, buyer, { items: 1, terms: 0 });
    expect(
      await refused(proposalId, 'POST', 'AddRFQTerm', 400, { ProposalId: proposalId, TermTitle: ' ', TermTxt: 'x' }),
    ).toMatchObject({
      message: 'Term title is required.',
    });
    expect(
      await refused(proposalId, 'POST', 'AddRFQTerm', 400, { ProposalId: proposalId, TermTitle: 'x', TermTxt: '' }),
    ).toMatchObject({
      message: 'Term text is required.',
    });
    await refused(proposalId, 'POST', 'AddRFQItem', 400, {
      ProposalId: proposalId,
      ItemTitle: 'Pens',
      ItemQuantity: -1,
      Unit: 1,
    });
    await refused(proposalId, 'DELETE', `DeleteRFQItem?itemId=${crypto.randomUUID()}&proposalId=${proposalId}`, 404);
    await refused(proposalId, 'POST', 'AddRFQItem', 409, {
      ProposalId: proposalId,
      Id: itemIds[0],
      ItemTitle: 'Same id',
      ItemQuantity: 1,
      Unit: 1,
    });
    const missing = await call(app.baseUrl, 'GET', url(`GetProposalDetail?proposalId=${crypto.randomUUID()}`), {
      token: buyer.token,
    });
    expect([missing.status, missing.body.message]).toEqual([404, 'Proposal not found.']);
  });

  it('answers a repeated Idempotency-Key with the first result and appends nothing', async () => {
    const headers = { 'Idempotency-Key': `save-${crypto.randomUUID()}` };
    const first = await call<{ id: string }>(app.baseUrl, 'POST', url('SaveRFQ'), {
      token: buyer.token,
      body: { Title: 'Chairs' },
      headers,
    });
    const again = await call<{ id: string; duplicate: boolean }>(app.baseUrl, 'POST', url('SaveRFQ'), {
      token: buyer.token,
      body: { Title: 'Chairs' },
      headers,
    });
    expect(again.body.data).toMatchObject({ id: first.body.data!.id, duplicate: true });
    const proposalId = first.body.data!.id;
    expect(await versionOf(app, proposalId)).toBe(1);

    const itemHeaders = { 'Idempotency-Key': `item-${crypto.randomUUID()}` };
    const item = { ProposalId: proposalId, ItemTitle: 'Chair', ItemQuantity: 12, Unit: 1 };
    const added = await call<{ itemId: string }>(app.baseUrl, 'POST', url('AddRFQItem'), {
      token: buyer.token,
      body: item,
      headers: itemHeaders,
    });
    const repeated = await call<{ itemId: string }>(app.baseUrl, 'POST', url('AddRFQItem'), {
      token: buyer.token,
      body: item,
      headers: itemHeaders,
    });
    expect(repeated.body.data!.itemId).toBe(added.body.data!.itemId);
    expect(await versionOf(app, proposalId)).toBe(2);
    const items = await ok<unknown[]>(app.baseUrl, 'GET', url(`RFQItemListForBuyer?proposalId=${proposalId}`), buyer);
    expect(items).toHaveLength(1);
  });

  it('lets the owner withdraw a pending invite and the invitee decline theirs, once', async () => {
    const { proposalId } = await activeRfq(app.baseUrl, buyer);
    const toSeller = await ok<{ inviteId: string }>(
      app.baseUrl,
      'POST',
      url('SendInvite'),
      buyer,
      { ProposalId: proposalId, PhoneNumber: seller.phone },
      201,
    );
    const toStranger = await ok<{ inviteId: string }>(
      app.baseUrl,
      'POST',
      url('SendInvite'),
      buyer,
      { ProposalId: proposalId, PhoneNumber: newPhone() },
      201,
    );

    // Neither may remove the other's: the seller is not the owner and the invite is not theirs.
    await refused(proposalId, 'DELETE', `DeleteInvite?inviteId=${toStranger.inviteId}`, 403, undefined, seller);

    const declined = await call(app.baseUrl, 'DELETE', url(`DeleteInvite?inviteId=${toSeller.inviteId}`), {
      token: seller.token,
    });
    expect([declined.status, declined.body.message]).toEqual([200, 'Deleted successfully']);
    const withdrawn = await call(app.baseUrl, 'DELETE', url(`DeleteInvite?inviteId=${toStranger.inviteId}`), {
      token: buyer.token,
    });
    expect(withdrawn.status).toBe(200);
    await refused(proposalId, 'DELETE', `DeleteInvite?inviteId=${toStranger.inviteId}`, 409);
    await refused(proposalId, 'DELETE', `DeleteInvite?inviteId=${toSeller.inviteId}`, 409);

    const invites = await ok<{ id: string; status: string }[]>(
      app.baseUrl,
      'GET',
      url(`GetAllInvitesOfProposal?proposalId=${proposalId}`),
      buyer,
    );
    expect(invites.map((invite) => [invite.id, invite.status])).toEqual([
      [toSeller.inviteId, 'Rejected'],
      [toStranger.inviteId, 'Withdrawn'],
    ]);
    const unknown = await call(app.baseUrl, 'DELETE', url(`DeleteInvite?inviteId=${crypto.randomUUID()}`), {
      token: buyer.token,
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'This invite was not found.']);
  });

  it('refuses inviting yourself', async () => {
    const { proposalId } = await activeRfq(app.baseUrl, buyer);
    expect(
      await refused(proposalId, 'POST', 'SendInvite', 400, { ProposalId: proposalId, PhoneNumber: buyer.phone }),
    ).toMatchObject({
      code: 'CANNOT_INVITE_SELF',
    });
  });

  it('refuses a bulk file with no valid phone or that is not a CSV or XLSX', async () => {
    const { proposalId } = await activeRfq(app.baseUrl, buyer);
    const csv = await upload(app.baseUrl, buyer, 'bad.csv', Buffer.from('Phone\nabc\n12345\n'), 'text/csv');
    expect(
      await refused(proposalId, 'POST', 'SendBulkInvite', 400, { ProposalId: proposalId, UploadedFileLink: csv }),
    ).toMatchObject({
      code: 'INVITE_FILE_NO_PHONE',
      errors: { 'row 2': ['Phone Number is not correct.'], 'row 3': ['Phone Number is not correct.'] },
    });
    const pdf = await upload(app.baseUrl, buyer, 'phones.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    expect(
      await refused(proposalId, 'POST', 'SendBulkInvite', 400, { ProposalId: proposalId, UploadedFileLink: pdf }),
    ).toMatchObject({
      code: 'INVITE_FILE_UNREADABLE',
    });
    const missing = `/api/General/file/${crypto.randomUUID()}`;
    await refused(proposalId, 'POST', 'SendBulkInvite', 404, { ProposalId: proposalId, UploadedFileLink: missing });
  });
});
