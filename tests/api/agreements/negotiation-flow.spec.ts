// Two users over HTTP with two live sockets: an RFQ, a seller's application, item and term
// negotiation, the agreement accepted and started; every step pushed to the other party.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AgreementState } from '@samvida/machines';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { agreementPush, connect, type LiveClient } from '../../live/support/live.js';
import { as, parties, type Outcome, type SignedIn } from './support/agreements.js';
import { foldStream } from './support/fold.js';
import { publishRfq, sellerRates } from './support/rfq.js';

interface ItemView {
  id: string;
  itemTitle: string;
  itemStatus: string;
  sellerRate: string | null;
  buyerRate: string | null;
  sellerItemCompletion: number | null;
  buyerItemCompletion: number | null;
}
interface TermView {
  id: string;
  termTitle: string;
  termStatus: string;
  termType: string;
}

describe('negotiating an RFQ agreement between two users', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  let buyerLive: LiveClient;
  let sellerLive: LiveClient;
  let proposalId: string;
  let itemIds: string[];
  let agreementId: string;
  let version = 0;

  const buyerApi = () => as(app.baseUrl, buyer);
  const sellerApi = () => as(app.baseUrl, seller);

  /** Runs a command and checks the other party's socket gets its push. */
  async function step(
    by: 'buyer' | 'seller',
    path: string,
    body: unknown,
    eventType: string,
    method = 'POST',
  ): Promise<Outcome> {
    const reply = await (by === 'buyer' ? buyerApi() : sellerApi())<Outcome>(method, path, body);
    expect(reply.status).toBe(200);
    expect(reply.body.data!.eventTypes).toContain(eventType);
    expect(reply.body.data!.version).toBeGreaterThan(version);
    version = reply.body.data!.version;
    await (by === 'buyer' ? sellerLive : buyerLive).waitFor(agreementPush(agreementId, eventType, version));
    return reply.body.data!;
  }

  /** A refused command: 409 with the machine's reason, nothing appended. */
  async function refused(by: 'buyer' | 'seller', path: string, body: unknown, reason: RegExp) {
    const reply = await (by === 'buyer' ? buyerApi() : sellerApi())(
      path.startsWith('GET ') ? 'GET' : 'POST',
      path.replace(/^GET /, ''),
      body,
    );
    expect(reply.status).toBe(409);
    expect(reply.body.message).toMatch(reason);
    expect((await foldStream(app, agreementId)).version).toBe(version);
  }

  const items = async () =>
    (await buyerApi()<ItemView[]>('GET', `/api/Business/GetAgreementItems?agreementid=${agreementId}`)).body.data!;

  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
    [buyerLive, sellerLive] = await Promise.all([
      connect(app.baseUrl, buyer.token),
      connect(app.baseUrl, seller.token),
    ]);
  });
  afterAll(async () => {
    buyerLive?.close();
    sellerLive?.close();
    await app.close();
  });

  it('the buyer publishes an RFQ with 3 items and 2 terms and invites the seller by phone', async () => {
    ({ proposalId, itemIds } = await publishRfq(app.baseUrl, buyer, seller.phone, 3, 2));
    await sellerLive.waitFor(
      (push) =>
        push.event === 'proposal.changed' && push.id === proposalId && push.eventTypes.includes('SellerInvited'),
    );
    const check = await sellerApi()('GET', `/api/Business/CheckAgreementExist?proposalId=${proposalId}`);
    expect(check.status).toBe(404);
    expect(check.body.status).toBe(0);
  });

  it('the seller applies with rates: a draft agreement at the seller rates, buyer terms from the RFQ', async () => {
    const applied = await sellerApi()<{ id: string }>('POST', '/api/Business/SaveAgreement', {
      ProposalId: proposalId,
      Advance: 10,
      SellerRates: sellerRates(itemIds, ['100', '200.50', '30']),
    });
    expect(applied.status).toBe(201);
    expect(applied.body.message).toBe('Data added successfully');
    agreementId = applied.body.data!.id;
    await buyerLive.waitFor(agreementPush(agreementId, 'AgreementDrafted'));

    const check = await sellerApi()<{ id: string; status: string; proposalId: string }>(
      'GET',
      `/api/Business/CheckAgreementExist?proposalId=${proposalId}`,
    );
    expect(check.status).toBe(200);
    expect(check.body.status).toBe(1);
    expect(check.body.data).toMatchObject({ id: agreementId, status: 'Draft', proposalId });

    const listed = await items();
    expect(listed.map((i) => [i.itemTitle, i.itemStatus, i.sellerRate, i.buyerRate])).toEqual([
      ['Item 1', 'pending', '100.00', null],
      ['Item 2', 'pending', '200.50', null],
      ['Item 3', 'pending', '30.00', null],
    ]);
    const terms = (
      await buyerApi()<TermView[]>('GET', `/api/Business/AgreementTermList?agreementId=${agreementId}&termType=Buyer`)
    ).body.data!;
    expect(terms.map((t) => [t.termTitle, t.termType, t.termStatus])).toEqual([
      ['Term 1', 'Buyer', 'pending'],
      ['Term 2', 'Buyer', 'pending'],
    ]);
    version = (await foldStream(app, agreementId)).version;
  });

  it('both parties may join the agreement room', async () => {
    expect(await buyerLive.join(`agreement:${agreementId}`)).toEqual({ ok: true });
    expect(await sellerLive.join(`agreement:${agreementId}`)).toEqual({ ok: true });
  });

  it('the seller publishes the draft', async () => {
    const outcome = await step(
      'seller',
      `/api/Business/StartAgreement?agreementId=${agreementId}`,
      undefined,
      'AgreementPublished',
      'GET',
    );
    expect(outcome.status).toBe('Proposed');
  });

  it('the buyer counters one item and may not accept her own offer; the seller counters, and the buyer accepts that', async () => {
    const itemId = (await items())[0]!.id;
    const offer = (Amount: string) => ({
      AgreementId: agreementId,
      ItemId: itemId,
      Amount,
      CompletionDays: 10,
      RemarkText: `Offer ${Amount}`,
    });

    await step('buyer', '/api/Business/NegotiateItem', offer('90'), 'ItemNegotiated');
    await refused(
      'buyer',
      '/api/Business/AcceptItem',
      { AgreementId: agreementId, ItemId: itemId },
      /Accept item \(BIA\) is not available to the buyer/,
    );
    await step('seller', '/api/Business/NegotiateItem', offer('90.00'), 'ItemNegotiated');
    await step('buyer', '/api/Business/AcceptItem', { AgreementId: agreementId, ItemId: itemId }, 'ItemAccepted');

    const item = (await items()).find((i) => i.id === itemId)!;
    expect(item).toMatchObject({
      itemStatus: 'Accepted',
      sellerRate: '90.00',
      buyerRate: '90.00',
      sellerItemCompletion: 10,
      buyerItemCompletion: 10,
    });
  });

  it('the seller accepts the buyer terms', async () => {
    const terms = (await sellerApi()<TermView[]>('GET', `/api/Business/AgreementTermList?agreementId=${agreementId}`))
      .body.data!;
    for (const term of terms)
      await step('seller', '/api/Business/AcceptTerm', { AgreementId: agreementId, TermId: term.id }, 'TermAccepted');
    const after = (await sellerApi()<TermView[]>('GET', `/api/Business/AgreementTermList?agreementId=${agreementId}`))
      .body.data!;
    expect(after.map((t) => t.termStatus)).toEqual(['Accepted', 'Accepted']);
  });

  it('the agreement is negotiated, accepted by the seller and started by the buyer', async () => {
    const terms = { AgreementId: agreementId, LDPercent: 2, LDDays: 5, Advance: 15, AgreementDuration: 30 };
    expect((await step('buyer', '/api/Business/NegotiateAgreement', terms, 'AgreementNegotiated')).status).toBe(
      'Waiting for Seller',
    );
    expect(
      (await step('seller', '/api/Business/AcceptAgreement', { AgreementId: agreementId }, 'AgreementAccepted')).status,
    ).toBe('Accepted');
    const started = await buyerApi()<Outcome>('GET', `/api/Business/StartContract?agreementId=${agreementId}`);
    expect(started.status).toBe(200);
    expect(started.body.message).toBe('Contract started');
    expect(started.body.data!.status).toBe('Active');
    version = started.body.data!.version;
    await sellerLive.waitFor(agreementPush(agreementId, 'AgreementStarted', version));
  });

  it('ends with read models equal to a fresh fold of the stream', async () => {
    const fold = await foldStream(app, agreementId);
    const detail = await buyerApi()<{
      state: AgreementState;
      version: number;
      status: string;
      advance: string;
      endDate: string;
    }>('GET', `/api/Business/GetUserAgreementDetail?agreementId=${agreementId}`);
    expect(detail.body.data!.version).toBe(fold.version);
    expect(detail.body.data!.state).toEqual(fold.state);
    expect(detail.body.data!).toMatchObject({
      status: 'Active',
      advance: '15',
      endDate: fold.state.agreement!.context.completionDate,
    });

    const expectedItems = Object.values(fold.state.items).map(({ status, context }) => ({
      id: context.itemId,
      itemStatus: status,
      sellerRate: context.sellerRate,
      buyerRate: context.buyerRate,
    }));
    expect(
      (await items()).map(({ id, itemStatus, sellerRate, buyerRate }) => ({ id, itemStatus, sellerRate, buyerRate })),
    ).toEqual(expect.arrayContaining(expectedItems));
    expect(await items()).toHaveLength(expectedItems.length);
    expect((await items()).every((i) => i.itemStatus === 'Active')).toBe(true);

    const terms = (await sellerApi()<TermView[]>('GET', `/api/Business/AgreementTermList?agreementId=${agreementId}`))
      .body.data!;
    expect(terms.map((t) => [t.id, t.termStatus]).sort()).toEqual(
      Object.values(fold.state.terms)
        .map((t) => [t.context.termId, t.status])
        .sort(),
    );

    for (const user of [buyer, seller]) {
      const list = await as(app.baseUrl, user)<
        { id: string; status: string; version: number; dashboardGroup: string }[]
      >('GET', '/api/Business/GetUserAgreements');
      expect(list.body.data).toEqual([
        expect.objectContaining({ id: agreementId, status: 'Active', dashboardGroup: 'Active', version: fold.version }),
      ]);
    }
  });
});
