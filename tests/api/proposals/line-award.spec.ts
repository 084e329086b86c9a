// Line award: the owner gives each RFQ line to one of the sellers who quoted it. Each seller's
// draft agreement is narrowed to its lines, the sellers who lost a line are told once, refusals
// change nothing, only the owner may award, and the RFQ closes when every line is decided.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { EVENT_STORE, type EventStore } from '../../../backend/src/event-store/event-store.port.js';
import { AwardNoticeReactor } from '../../../backend/src/proposals/award-lines/award-notice.reactor.js';
import { NarrowDraftsReactor } from '../../../backend/src/proposals/award-lines/narrow-drafts.reactor.js';
import {
  activeRfq,
  quoteRow,
  delivered,
  eventually,
  ok,
  streamOf,
  versionOf,
  type Rfq,
  quotesBySeller,
} from './support/proposals.js';

describe('proposals: awarding lines across sellers', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let sellerA: SignedIn;
  let sellerB: SignedIn;
  let sellerC: SignedIn;
  let rfq: Rfq;
  const responses: Record<string, { responseId: string; agreementId: string }> = {};
  const url = (path: string) => `/api/Business/${path}`;

  const award = (user: SignedIn, awards: [string, SignedIn][], key?: string) =>
    call<Record<string, unknown>>(app.baseUrl, 'POST', url('AwardLines'), {
      token: user.token,
      headers: key ? { 'idempotency-key': key } : undefined,
      body: {
        ProposalId: rfq.proposalId,
        Awards: awards.map(([ItemId, seller]) => ({ ItemId, ResponseId: responses[seller.userId]!.responseId })),
      },
    });
  const draftTitles = async (seller: SignedIn) =>
    (
      await ok<{ itemTitle: string }[]>(
        app.baseUrl,
        'GET',
        url(`GetAgreementItems?agreementid=${responses[seller.userId]!.agreementId}`),
        seller,
      )
    ).map((item) => item.itemTitle);
  const comparison = () =>
    ok<{ items: { itemTitle: string; awardedTo: string | null }[] }>(
      app.baseUrl,
      'GET',
      url(`CompareQuotes?proposalId=${rfq.proposalId}`),
      buyer,
    );
  const status = async () =>
    (
      await ok<{ proposalStatus: string }>(
        app.baseUrl,
        'GET',
        url(`GetProposalDetail?proposalId=${rfq.proposalId}`),
        buyer,
      )
    ).proposalStatus;

  beforeAll(async () => {
    app = await createTestApp();
    buyer = await registerVerified(app.baseUrl, { UsrName: 'Asha Verma' });
    sellerA = await registerVerified(app.baseUrl, { UsrName: 'Anil Electronics' });
    sellerB = await registerVerified(app.baseUrl, { UsrName: 'Bharat Computers' });
    sellerC = await registerVerified(app.baseUrl, { UsrName: 'Chitra Stores' });
    rfq = await activeRfq(app.baseUrl, buyer);
    const [laptop, mouse, bag] = rfq.itemIds as [string, string, string];
    const answers: [SignedIn, unknown[]][] = [
      [sellerA, [quoteRow(laptop, '45000'), quoteRow(mouse, '450'), quoteRow(bag, '1200')]],
      [sellerB, [quoteRow(laptop, '44000'), quoteRow(mouse, '470')]],
      [sellerC, [quoteRow(laptop, '46000')]],
    ];
    for (const [seller, SellerRates] of answers) {
      await ok(
        app.baseUrl,
        'POST',
        url('SendInvite'),
        buyer,
        { ProposalId: rfq.proposalId, PhoneNumber: seller.phone },
        201,
      );
      await ok(
        app.baseUrl,
        'POST',
        url('SaveAgreement'),
        seller,
        { ProposalId: rfq.proposalId, Advance: 10, SellerRates },
        201,
      );
    }
    Object.assign(responses, await quotesBySeller(app.baseUrl, buyer, rfq.proposalId));
  });
  afterAll(() => app.close());

  it('refuses a non-owner, a seller who did not quote the line and an unknown line, changing nothing', async () => {
    const [, , bag] = rfq.itemIds as [string, string, string];
    const before = await versionOf(app, rfq.proposalId);
    const bySeller = await award(sellerA, [[bag, sellerA]]);
    expect([bySeller.status, bySeller.body.code]).toEqual([403, 'OWNER_ONLY']);
    const notQuoted = await award(buyer, [[bag, sellerB]]);
    expect([notQuoted.status, notQuoted.body.message]).toEqual([
      400,
      'The seller you chose did not quote for “Laptop bag”.',
    ]);
    const unknown = await call(app.baseUrl, 'POST', url('AwardLines'), {
      token: buyer.token,
      body: {
        ProposalId: rfq.proposalId,
        Awards: [{ ItemId: rfq.termIds[0], ResponseId: responses[sellerA.userId]!.responseId }],
      },
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'A line you chose is not part of this RFQ.']);
    const empty = await call(app.baseUrl, 'POST', url('AwardLines'), {
      token: buyer.token,
      body: { ProposalId: rfq.proposalId, Awards: [] },
    });
    expect(empty.status).toBe(400);
    expect(String(empty.body.message)).toContain('Choose a seller for at least one line.');
    expect(await versionOf(app, rfq.proposalId)).toBe(before);
    expect((await comparison()).items.map((item) => item.awardedTo)).toEqual([null, null, null]);
  });

  it('awards the laptop to B and the mouse to A: both drafts narrow and the losers hear once', async () => {
    const [laptop, mouse] = rfq.itemIds as [string, string, string];
    const first = await award(
      buyer,
      [
        [laptop, sellerB],
        [mouse, sellerA],
      ],
      'award-1',
    );
    expect([first.status, first.body.message, (first.body.data as { proposalStatus: string }).proposalStatus]).toEqual([
      200,
      'Lines awarded.',
      'Active',
    ]);
    const repeat = await award(
      buyer,
      [
        [laptop, sellerB],
        [mouse, sellerA],
      ],
      'award-1',
    );
    expect((repeat.body.data as { duplicate: boolean }).duplicate).toBe(true);
    expect((await comparison()).items.map((item) => item.awardedTo)).toEqual([
      responses[sellerB.userId]!.responseId,
      responses[sellerA.userId]!.responseId,
      null,
    ]);
    // A keeps the mouse and the still-open bag; B keeps the laptop.
    await eventually(async () => ((await draftTitles(sellerA)).length === 2 ? true : undefined));
    expect(await draftTitles(sellerA)).toEqual(['Wireless mouse', 'Laptop bag']);
    await eventually(async () => ((await draftTitles(sellerB)).length === 1 ? true : undefined));
    expect(await draftTitles(sellerB)).toEqual(['Laptop 14 inch']);
    const toA = await delivered(app.baseUrl, sellerA.phone, 'lines-awarded-elsewhere');
    const toB = await delivered(app.baseUrl, sellerB.phone, 'lines-awarded-elsewhere');
    expect(toA.map((m) => m.body)).toEqual([
      expect.stringMatching(
        /^Asha Verma awarded 1 line you quoted on the RFQ RFQ-\S+ to another seller\. Your quotation: http/,
      ),
    ]);
    expect(toB).toHaveLength(1);
    // C quoted only the laptop: nothing is left for C, so C's draft is discarded.
    const detailOfC = () =>
      ok<{ status: string }>(
        app.baseUrl,
        'GET',
        url(`GetUserAgreementDetail?agreementId=${responses[sellerC.userId]!.agreementId}`),
        sellerC,
      );
    await eventually(async () => ((await detailOfC()).status === 'Discarded' ? true : undefined));
    await delivered(app.baseUrl, sellerC.phone, 'lines-awarded-elsewhere');
    // Replaying the award (a lost checkpoint) narrows and tells nobody twice.
    const store = app.app.get<EventStore>(EVENT_STORE, { strict: false });
    const draftVersions = () =>
      Promise.all(
        [sellerA, sellerB, sellerC].map(
          async (seller) => (await store.readStream(`agreement-${responses[seller.userId]!.agreementId}`)).length,
        ),
      );
    const versionsBefore = await draftVersions();
    const awardEvent = (await streamOf(app, rfq.proposalId)).find((event) => event.type === 'ProposalLinesAwarded')!;
    await app.app.get(NarrowDraftsReactor, { strict: false }).react(awardEvent);
    await app.app.get(AwardNoticeReactor, { strict: false }).react(awardEvent);
    expect(await draftVersions()).toEqual(versionsBefore);
    expect(await delivered(app.baseUrl, sellerA.phone, 'lines-awarded-elsewhere')).toHaveLength(1);
    // A line is awarded once.
    const again = await award(buyer, [[laptop, sellerA]]);
    expect([again.status, again.body.message]).toEqual([409, '“Laptop 14 inch” is already awarded.']);
  });

  it('closes the RFQ when the last line is awarded', async () => {
    const [, , bag] = rfq.itemIds as [string, string, string];
    const last = await award(buyer, [[bag, sellerA]]);
    expect([last.status, last.body.message]).toEqual([
      200,
      'Lines awarded. Every line is decided, so the RFQ is closed.',
    ]);
    expect(await status()).toBe('Closed');
    expect(await draftTitles(sellerA)).toEqual(['Wireless mouse', 'Laptop bag']);
    const after = await award(buyer, [[bag, sellerA]]);
    expect(after.status).toBe(409);
  });
});
