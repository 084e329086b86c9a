// Who may do what: every endpoint refuses a non-party (403, nothing appended), owner-only calls
// refuse invitees, and invite-only, draft and closed RFQs stay hidden from outsiders.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { activeRfq, draftRfq, ok, upload, versionOf, type Rfq } from './support/proposals.js';

interface Endpoint {
  method: string;
  path: string;
  body?: unknown;
}

describe('proposals: access', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  let stranger: SignedIn;
  let inviteOnly: Rfq;
  let inviteId: string;
  const url = (path: string) => `/api/Business/${path}`;

  beforeAll(async () => {
    app = await createTestApp();
    [buyer, seller, stranger] = await Promise.all([1, 2, 3].map(() => registerVerified(app.baseUrl)));
    inviteOnly = await activeRfq(app.baseUrl, buyer);
    const invited = await ok<{ inviteId: string }>(
      app.baseUrl,
      'POST',
      url('SendInvite'),
      buyer,
      { ProposalId: inviteOnly.proposalId, PhoneNumber: seller.phone },
      201,
    );
    inviteId = invited.inviteId;
  });
  afterAll(() => app.close());

  /** Every proposal endpoint aimed at `rfq`; `link` is a CSV the caller uploaded. */
  function endpoints(rfq: Rfq, link: string): Endpoint[] {
    const id = rfq.proposalId;
    const q = `proposalId=${id}`;
    return [
      { method: 'POST', path: 'SaveRFQ', body: { Id: id, Title: 'Taken over' } },
      { method: 'POST', path: 'AddRFQItem', body: { ProposalId: id, ItemTitle: 'Xyz', ItemQuantity: 1, Unit: 1 } },
      { method: 'POST', path: 'AddRFQTerm', body: { ProposalId: id, TermTitle: 'X', TermTxt: 'Y' } },
      { method: 'DELETE', path: `DeleteRFQItem?itemId=${rfq.itemIds[0]}&${q}` },
      { method: 'DELETE', path: `DeleteRFQTerm?termId=${rfq.termIds[0]}&${q}` },
      { method: 'GET', path: `StartRFQ?${q}` },
      { method: 'POST', path: `StartRFQ?${q}` },
      { method: 'GET', path: `CloseProposal?${q}` },
      { method: 'POST', path: `CloseProposal?${q}` },
      { method: 'GET', path: `CompleteProposal?${q}` },
      { method: 'POST', path: `CompleteProposal?${q}` },
      { method: 'POST', path: 'SendInvite', body: { ProposalId: id, PhoneNumber: '+919811111111' } },
      { method: 'POST', path: 'SendBulkInvite', body: { ProposalId: id, UploadedFileLink: link } },
      { method: 'GET', path: `SearchVendor?${q}&q=Laptop` },
      { method: 'GET', path: `CompareQuotes?${q}` },
    ];
  }

  const reads = (rfq: Rfq): Endpoint[] => {
    const q = `proposalId=${rfq.proposalId}`;
    return [
      { method: 'GET', path: `GetProposalDetail?${q}` },
      { method: 'GET', path: `ProposalActions?${q}` },
      { method: 'GET', path: `RFQItemListForBuyer?${q}` },
      { method: 'GET', path: `RFQTermList?${q}` },
      { method: 'GET', path: `GetAllInvitesOfProposal?${q}&termType=Buyer` },
      { method: 'GET', path: `GetAllResponseOfProposal?${q}` },
    ];
  };

  async function expectRefusedAll(user: SignedIn, list: Endpoint[], status: number, code: string) {
    const before = await versionOf(app, inviteOnly.proposalId);
    for (const { method, path, body } of list) {
      const response = await call(app.baseUrl, method, url(path), { token: user.token, body });
      expect([method, path, response.status, response.body.code]).toEqual([method, path, status, code]);
    }
    expect(await versionOf(app, inviteOnly.proposalId)).toBe(before);
  }

  it('answers a non-party on every endpoint as for an unknown RFQ (404) and changes nothing', async () => {
    const link = await upload(app.baseUrl, stranger, 'phones.csv', Buffer.from('+919822222222\n'), 'text/csv');
    // Issue 11: an outsider cannot tell whether the id exists.
    await expectRefusedAll(stranger, [...endpoints(inviteOnly, link), ...reads(inviteOnly)], 404, 'PROPOSAL_NOT_FOUND');
    const fromInvite = await call(app.baseUrl, 'GET', url(`GetProposalFromInvite?inviteId=${inviteId}`), {
      token: stranger.token,
    });
    expect([fromInvite.status, fromInvite.body.message]).toEqual([403, 'Not able to fetch proposal data']);
    const remove = await call(app.baseUrl, 'DELETE', url(`DeleteInvite?inviteId=${inviteId}`), {
      token: stranger.token,
    });
    expect(remove.status).toBe(404);
    const lists = await Promise.all(
      ['GetAllRFQList', 'GetAllInvitesOfUser', 'GetUserRFQList'].map((path) =>
        ok<unknown[]>(app.baseUrl, 'GET', url(path), stranger),
      ),
    );
    expect(lists).toEqual([[], [], []]);
  });

  it('refuses an invitee every owner-only call with 403 but lets them read', async () => {
    const link = await upload(app.baseUrl, seller, 'phones.csv', Buffer.from('+919833333333\n'), 'text/csv');
    await expectRefusedAll(seller, endpoints(inviteOnly, link), 403, 'OWNER_ONLY');
    for (const { method, path } of reads(inviteOnly)) {
      const response = await call(app.baseUrl, method, url(path), { token: seller.token });
      expect([path, response.status]).toEqual([path, 200]);
    }
    const detail = await ok(app.baseUrl, 'GET', url(`GetProposalDetail?proposalId=${inviteOnly.proposalId}`), seller);
    expect(detail).toMatchObject({ role: 'invitee' });
    const actions = await ok<{ availableProposalActions: unknown }>(
      app.baseUrl,
      'GET',
      url(`ProposalActions?proposalId=${inviteOnly.proposalId}`),
      seller,
    );
    expect(actions.availableProposalActions).toEqual({
      proposal: [{ command: 'ApplyForProposal' }],
      invites: { [inviteId]: [{ command: 'DeclineInvite' }] },
    });
  });

  it('needs a signed-in caller', async () => {
    for (const path of ['GetUserRFQList', `GetProposalDetail?proposalId=${inviteOnly.proposalId}`]) {
      expect((await call(app.baseUrl, 'GET', url(path))).status).toBe(401);
    }
    expect((await call(app.baseUrl, 'POST', url('SaveRFQ'), { body: {} })).status).toBe(401);
  });

  it('shows an open RFQ to any signed-in user only while it is active', async () => {
    const open = await activeRfq(app.baseUrl, buyer, { inviteOnly: false });
    const listed = await ok<{ id: string; owner: { usrId: string } }[]>(
      app.baseUrl,
      'GET',
      url('GetAllRFQList'),
      stranger,
    );
    expect(listed.map((row) => row.id)).toEqual([open.proposalId]);
    expect(await ok<unknown[]>(app.baseUrl, 'GET', url('GetAllRFQList'), buyer)).toEqual([]);
    const detail = await ok(app.baseUrl, 'GET', url(`GetProposalDetail?proposalId=${open.proposalId}`), stranger);
    expect(detail).toMatchObject({ role: 'viewer', inviteOnly: false });
    expect(detail).not.toHaveProperty('state');
    expect(
      await ok<unknown[]>(app.baseUrl, 'GET', url(`GetAllInvitesOfProposal?proposalId=${open.proposalId}`), stranger),
    ).toEqual([]);

    await ok(app.baseUrl, 'GET', url(`CloseProposal?proposalId=${open.proposalId}`), buyer);
    const closed = await call(app.baseUrl, 'GET', url(`GetProposalDetail?proposalId=${open.proposalId}`), {
      token: stranger.token,
    });
    expect(closed.status).toBe(404);
    expect(await ok<unknown[]>(app.baseUrl, 'GET', url('GetAllRFQList'), stranger)).toEqual([]);
  });

  it('keeps a draft from its invitees and an invite-only RFQ from the open list', async () => {
    const draft = await draftRfq(app.baseUrl, buyer);
    await ok(
      app.baseUrl,
      'POST',
      url('SendInvite'),
      buyer,
      { ProposalId: draft.proposalId, PhoneNumber: seller.phone },
      201,
    );
    const hidden = await call(app.baseUrl, 'GET', url(`GetProposalDetail?proposalId=${draft.proposalId}`), {
      token: seller.token,
    });
    expect(hidden.status).toBe(404);
    const invites = await ok<{ proposalId: string }[]>(app.baseUrl, 'GET', url('GetAllInvitesOfUser'), seller);
    expect(invites.map((invite) => invite.proposalId)).toEqual([inviteOnly.proposalId]);
    const open = await ok<{ id: string }[]>(app.baseUrl, 'GET', url('GetAllRFQList'), seller);
    expect(open.map((row) => row.id)).not.toContain(inviteOnly.proposalId);
  });

  it('shares a term attachment with the parties only, and only the owner’s own uploads', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const link = await upload(app.baseUrl, buyer, 'specs.pdf', pdf, 'application/pdf');
    const { proposalId } = await draftRfq(app.baseUrl, buyer, { items: 1, terms: 0 });
    const foreign = await upload(app.baseUrl, stranger, 'mine.pdf', pdf, 'application/pdf');
    const refused = await call(app.baseUrl, 'POST', url('AddRFQTerm'), {
      token: buyer.token,
      body: { ProposalId: proposalId, TermTitle: 'Specs', TermTxt: 'See attached', Attachments: [foreign] },
    });
    expect([refused.status, refused.body.code]).toEqual([400, 'UNKNOWN_ATTACHMENT']);
    await ok(
      app.baseUrl,
      'POST',
      url('AddRFQTerm'),
      buyer,
      { ProposalId: proposalId, TermTitle: 'Specs', TermTxt: 'See attached', Attachments: [link] },
      201,
    );
    await ok(app.baseUrl, 'POST', url('SendInvite'), buyer, { ProposalId: proposalId, PhoneNumber: seller.phone }, 201);
    await ok(app.baseUrl, 'GET', url(`StartRFQ?proposalId=${proposalId}`), buyer);

    const [term] = await ok<{ attachments: { id: string; link: string }[] }[]>(
      app.baseUrl,
      'GET',
      url(`RFQTermList?proposalId=${proposalId}`),
      seller,
    );
    expect(term!.attachments).toEqual([{ id: expect.any(String), link: link, name: 'specs.pdf' }]);
    const file = (user: SignedIn) =>
      fetch(`${app.baseUrl}${link}`, { headers: { authorization: `Bearer ${user.token}` } });
    expect((await file(seller)).status).toBe(200);
    expect((await file(stranger)).status).toBe(403);
  });
});
