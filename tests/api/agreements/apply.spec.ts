// A seller applying to a proposal (SaveAgreement) and asking whether they already have
// (CheckAgreementExist): the /ApplyRFQ rules with the spec's messages, one application per seller.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { newPhone, registerVerified } from '../accounts/support/accounts.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { as, parties, type SignedIn } from './support/agreements.js';
import { foldStream } from './support/fold.js';
import { publishRfq, sellerRates, type PublishedRfq } from './support/rfq.js';

describe('applying to a proposal', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  let rfq: PublishedRfq;

  const apply = (user: SignedIn, body: unknown, headers?: Record<string, string>) =>
    as(app.baseUrl, user)<{ id: string }>('POST', '/api/Business/SaveAgreement', body, headers);

  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
    rfq = await publishRfq(app.baseUrl, buyer, seller.phone);
  });
  afterAll(() => app.close());

  it.each([
    ['no Advance', { SellerRates: [] }, 'Advance is required. It can be 0.'],
    ['a blank Advance', { Advance: '' }, 'Advance is required. It can be 0.'],
    ['no rate above 0', { Advance: 0, rates: [0, '', '0.00'] }, 'You need to provide rate for atleast 1 item'],
  ])('refuses %s with the spec’s message and writes nothing', async (_case, body, message) => {
    const { rates, ...rest } = body as { rates?: unknown[] };
    const reply = await apply(seller, {
      ProposalId: rfq.proposalId,
      SellerRates: sellerRates(rfq.itemIds, (rates ?? [0, 0, 0]) as string[]),
      ...rest,
    });
    expect([reply.status, reply.body.message]).toEqual([400, message]);
    expect(
      (await as(app.baseUrl, seller)('GET', `/api/Business/CheckAgreementExist?proposalId=${rfq.proposalId}`)).status,
    ).toBe(404);
  });

  it('keeps only the items with a rate above 0, once per Idempotency-Key', async () => {
    const body = {
      ProposalId: rfq.proposalId,
      Advance: '12.5',
      SellerRates: sellerRates(rfq.itemIds, ['150.75', 0, '']),
    };
    const first = await apply(seller, body, { 'Idempotency-Key': 'apply-1' });
    expect([first.status, first.body.message]).toEqual([201, 'Data added successfully']);
    const again = await apply(seller, body, { 'Idempotency-Key': 'apply-1' });
    expect([again.status, again.body.data!.id]).toEqual([201, first.body.data!.id]);

    const { state, version } = await foldStream(app, first.body.data!.id);
    expect(version).toBe(1);
    expect(
      Object.values(state.items).map((i) => [i.context.title, i.context.sellerRate, i.context.taxPercent]),
    ).toEqual([['Item 1', '150.75', '12']]);
    expect(state.agreement!.context).toMatchObject({
      creatorRole: 'seller',
      sellerId: seller.userId,
      buyerId: buyer.userId,
      sourceProposalId: rfq.proposalId,
      generalTerms: { advancePercent: '12.5', ldPercent: '2', ldDays: 5, durationDays: 30 },
    });

    const check = await as(app.baseUrl, seller)<{ id: string; agreementUID: string; route: string }>(
      'GET',
      `/api/Business/CheckAgreementExist?proposalid=${rfq.proposalId}`,
    );
    expect(check.body).toMatchObject({
      status: 1,
      data: { id: first.body.data!.id, agreementUID: expect.stringMatching(/^AG-\d{6}$/), route: '/draftAgreement' },
    });
  });

  it('refuses a second application', async () => {
    const reply = await apply(seller, {
      ProposalId: rfq.proposalId,
      Advance: 0,
      SellerRates: sellerRates(rfq.itemIds, [1, 2, 3]),
    });
    expect([reply.status, reply.body.code, reply.body.message]).toEqual([
      409,
      'ALREADY_APPLIED',
      'You have already applied to this proposal.',
    ]);
  });

  it('refuses the owner, and answers a seller not invited to an invite-only proposal as for an unknown one', async () => {
    const outsider = await registerVerified(app.baseUrl);
    const body = { ProposalId: rfq.proposalId, Advance: 0, SellerRates: sellerRates(rfq.itemIds, [1, 2, 3]) };
    const own = await apply(buyer, body);
    expect(own.status).toBe(409);
    expect(own.body.message).toMatch(/^Apply for proposal is not available to you while the proposal is Active\.$/);
    const stranger = await apply(outsider, body);
    expect([stranger.status, stranger.body.message]).toEqual([404, 'Proposal not found.']);
  });

  it('lets any seller apply to an open proposal', async () => {
    const open = await publishRfq(app.baseUrl, buyer, newPhone(), 1, 0, false);
    const walkIn = await registerVerified(app.baseUrl, { UsrName: 'Walk In' });
    const reply = await apply(walkIn, {
      ProposalId: open.proposalId,
      Advance: 5,
      SellerRates: sellerRates(open.itemIds, [99]),
    });
    expect(reply.status).toBe(201);
    const drafts = (user: SignedIn) =>
      as(app.baseUrl, user)<{ id: string; seller: { usrName: string }; status: string }[]>(
        'GET',
        '/api/Business/GetUserAgreements?group=Draft',
      );
    expect((await drafts(walkIn)).body.data).toContainEqual(
      expect.objectContaining({
        id: reply.body.data!.id,
        seller: { usrId: walkIn.userId, usrName: 'Walk In' },
        status: 'Draft',
      }),
    );
    // The seller's draft is theirs until they publish it (issue 11).
    expect((await drafts(buyer)).body.data!.some((row) => row.id === reply.body.data!.id)).toBe(false);
  });

  it('answers 404 for a proposal that does not exist', async () => {
    const reply = await apply(seller, {
      ProposalId: '00000000-0000-4000-8000-00000000abcd',
      Advance: 0,
      SellerRates: sellerRates(rfq.itemIds, [1]),
    });
    expect(reply.status).toBe(404);
  });
});
