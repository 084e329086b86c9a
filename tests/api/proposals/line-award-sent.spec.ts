// Line award on agreements the sellers already sent: the award withdraws the lines given to
// another seller from a sent agreement in negotiation (items, total, document, timeline), narrows
// the other seller's draft, refuses a late quotation for an awarded line, and is refused when it
// would take lines from an agreement one party has signed.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { StreamWriter } from '../../../backend/src/streams/stream-writer.service.js';
import { pdfText } from '../invoices/support/contracts.js';
import { latestSigningCode } from '../signatures/support/signing.js';
import { activeRfq, quoteRow, eventually, ok, versionOf, type Rfq, quotesBySeller } from './support/proposals.js';

describe('proposals: an award narrows agreements already sent', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let sellerA: SignedIn;
  let sellerB: SignedIn;
  let sellerC: SignedIn;
  let late: SignedIn;
  let rfq: Rfq;
  const responses: Record<string, { responseId: string; agreementId: string }> = {};
  const url = (path: string) => `/api/Business/${path}`;
  const agreementOf = (seller: SignedIn) => responses[seller.userId]!.agreementId;

  const invite = (seller: SignedIn) =>
    ok(app.baseUrl, 'POST', url('SendInvite'), buyer, { ProposalId: rfq.proposalId, PhoneNumber: seller.phone }, 201);
  const apply = (seller: SignedIn, SellerRates: unknown[]) =>
    call<{ id: string }>(app.baseUrl, 'POST', url('SaveAgreement'), {
      token: seller.token,
      body: { ProposalId: rfq.proposalId, Advance: 10, SellerRates },
    });
  const award = (awards: [string, SignedIn][]) =>
    call<Record<string, unknown>>(app.baseUrl, 'POST', url('AwardLines'), {
      token: buyer.token,
      body: {
        ProposalId: rfq.proposalId,
        Awards: awards.map(([ItemId, seller]) => ({ ItemId, ResponseId: responses[seller.userId]!.responseId })),
      },
    });
  const items = (seller: SignedIn) =>
    ok<{ itemTitle: string }[]>(
      app.baseUrl,
      'GET',
      url(`GetAgreementItems?agreementid=${agreementOf(seller)}`),
      seller,
    );
  const titles = async (seller: SignedIn) => (await items(seller)).map((item) => item.itemTitle);
  const detail = (seller: SignedIn) =>
    ok<{ status: string; totalValue: string }>(
      app.baseUrl,
      'GET',
      url(`GetUserAgreementDetail?agreementId=${agreementOf(seller)}`),
      buyer,
    );
  const stateOf = async (seller: SignedIn) =>
    (await app.app.get(StreamWriter, { strict: false }).current('agreement', agreementOf(seller))).state;

  beforeAll(async () => {
    app = await createTestApp();
    buyer = await registerVerified(app.baseUrl, { UsrName: 'Asha Verma' });
    sellerA = await registerVerified(app.baseUrl, { UsrName: 'Anil Electronics' });
    sellerB = await registerVerified(app.baseUrl, { UsrName: 'Bharat Computers' });
    sellerC = await registerVerified(app.baseUrl, { UsrName: 'Chitra Stores' });
    late = await registerVerified(app.baseUrl, { UsrName: 'Lata Traders' });
    rfq = await activeRfq(app.baseUrl, buyer);
    const [laptop, mouse, bag] = rfq.itemIds as [string, string, string];
    for (const [seller, rates] of [
      [sellerA, [quoteRow(laptop, '45000'), quoteRow(mouse, '450'), quoteRow(bag, '1200')]],
      [sellerB, [quoteRow(laptop, '44000'), quoteRow(mouse, '470'), quoteRow(bag, '1100')]],
      [sellerC, [quoteRow(mouse, '460')]],
    ] as const) {
      await invite(seller);
      expect((await apply(seller, [...rates])).status).toBe(201);
    }
    Object.assign(responses, await quotesBySeller(app.baseUrl, buyer, rfq.proposalId));
  });
  afterAll(() => app.close());

  it('withdraws the mouse from A’s sent agreement in negotiation, narrows B’s draft to it and ends C’s', async () => {
    const [laptop, mouse] = rfq.itemIds as [string, string, string];
    // A sends the draft; the buyer counters A's mouse rate: the negotiation is open.
    await ok(app.baseUrl, 'POST', url('StartAgreement'), sellerC, { AgreementId: agreementOf(sellerC) });
    await ok(app.baseUrl, 'POST', url('StartAgreement'), sellerA, { AgreementId: agreementOf(sellerA) });
    const mouseOfA = Object.values((await stateOf(sellerA)).items).find((i) => i.context.title === 'Wireless mouse')!;
    await ok(app.baseUrl, 'POST', url('NegotiateItem'), buyer, {
      AgreementId: agreementOf(sellerA),
      ItemId: mouseOfA.context.itemId,
      Amount: 430,
      CompletionDays: 20,
    });
    // 10 × 45000 + 25 × 450 + 10.5 × 1200, each plus 18% GST.
    expect(await detail(sellerA)).toMatchObject({ status: 'Proposed', totalValue: '559143.00' });

    const awarded = await award([
      [laptop, sellerA],
      [mouse, sellerB],
    ]);
    expect([awarded.status, awarded.body.message]).toEqual([200, 'Lines awarded.']);
    await eventually(async () => ((await titles(sellerA)).length === 2 ? true : undefined));
    expect(await titles(sellerA)).toEqual(['Laptop 14 inch', 'Laptop bag']);
    // 10 × 45000 + 10.5 × 1200, plus 18%: the mouse no longer counts; A's agreement stays sent.
    expect(await detail(sellerA)).toMatchObject({ status: 'Proposed', totalValue: '545868.00' });
    await eventually(async () => ((await titles(sellerB)).length === 2 ? true : undefined));
    expect(await titles(sellerB)).toEqual(['Wireless mouse', 'Laptop bag']);

    // Recorded by Samvida's line-award process, caused by the award: the timeline says so.
    const timeline = await ok<{ text: string }[]>(
      app.baseUrl,
      'GET',
      `/api/Audit/Timeline?agId=${agreementOf(sellerA)}`,
      sellerA,
    );
    const texts = timeline.map((entry) => entry.text);
    expect(texts).toContain(
      'Samvida (line award) withdrew the item “Wireless mouse”: the buyer awarded it to another seller on the RFQ',
    );
    expect(texts.some((text) => text.includes('removed the item “Wireless mouse”'))).toBe(false);

    // C sent a quotation for the mouse alone: with nothing left, C's agreement ends, saying why.
    await eventually(async () => ((await detail(sellerC)).status === 'Rejected' ? true : undefined));
    expect(await titles(sellerC)).toEqual([]);
    const ofC = await ok<{ text: string }[]>(
      app.baseUrl,
      'GET',
      `/api/Audit/Timeline?agId=${agreementOf(sellerC)}`,
      sellerC,
    );
    expect(ofC.map((entry) => entry.text)).toContain(
      'Samvida (line award) withdrew the item “Wireless mouse”: the buyer awarded it to another seller on the RFQ. No item is left, so the agreement is closed as rejected',
    );
    // Closed by the award, it is a finished contract: its plan's storage months count from then.
    const retention = new pg.Client({ connectionString: app.db.url });
    await retention.connect();
    const finished = await eventually(async () => {
      const { rows } = await retention.query('select 1 from agreement_retention where agreement_id = $1', [
        agreementOf(sellerC),
      ]);
      return rows.length === 1 ? true : undefined;
    }).finally(() => retention.end());
    expect(finished).toBe(true);
  });

  it('refuses a late quotation for an awarded line and takes one for the open line', async () => {
    const [laptop, , bag] = rfq.itemIds as [string, string, string];
    await invite(late);
    const shown = await ok<{ lineItems: { awarded: boolean }[] }>(
      app.baseUrl,
      'GET',
      url(`GetProposalDetail?proposalId=${rfq.proposalId}`),
      late,
    );
    // The apply form lists only the open line.
    expect(shown.lineItems.map((item) => item.awarded)).toEqual([true, true, false]);
    const before = await versionOf(app, rfq.proposalId);
    const refused = await apply(late, [quoteRow(laptop, '43000'), quoteRow(bag, '1000')]);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      '“Laptop 14 inch” is already awarded to another seller: leave it out of your quotation.',
    ]);
    expect(await versionOf(app, rfq.proposalId)).toBe(before);
    expect((await apply(late, [quoteRow(bag, '1000')])).status).toBe(201);
  });

  it('refuses to give away a line of an agreement the seller has signed, naming the seller; its document lacks the withdrawn line', async () => {
    const [, , bag] = rfq.itemIds as [string, string, string];
    const agreementId = agreementOf(sellerA);
    const state = await stateOf(sellerA);
    for (const ItemId of Object.keys(state.items))
      await ok(app.baseUrl, 'POST', url('AcceptItem'), buyer, { AgreementId: agreementId, ItemId });
    for (const TermId of Object.keys(state.terms))
      await ok(app.baseUrl, 'POST', url('AcceptTerm'), sellerA, { AgreementId: agreementId, TermId });
    const base = `/api/agreements/${agreementId}`;
    const document = await ok<{ Hash: string }>(app.baseUrl, 'POST', `${base}/document`, buyer);
    const sent = await ok<{ ChallengeId: string }>(app.baseUrl, 'POST', `${base}/signing-code`, sellerA, {
      Hash: document.Hash,
    });
    const Code = await latestSigningCode(app, sellerA.phone);
    await ok(app.baseUrl, 'POST', `${base}/sign`, sellerA, { ChallengeId: sent.ChallengeId, Code });

    const pdf = await fetch(`${app.baseUrl}${base}/document.pdf`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(pdf.status).toBe(200);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Laptop bag');
    expect(text).not.toContain('Wireless mouse');

    const before = await versionOf(app, rfq.proposalId);
    const refused = await award([[bag, sellerB]]);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'The agreement with Anil Electronics is already signed, so its lines cannot go to another seller.',
    ]);
    expect(await versionOf(app, rfq.proposalId)).toBe(before);
    expect(await titles(sellerA)).toEqual(['Laptop 14 inch', 'Laptop bag']);
  });
});
