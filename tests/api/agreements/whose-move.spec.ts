// Issue 37 over HTTP: a party offered a counter accepts it as offered (items, terms, general
// terms); the lists say whose move it is by the machines' one rule, execution moves included; and
// an active, signed contract can no longer be rejected.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { controlClock } from '../accounts/support/accounts.js';
import { activeContract, ok } from '../invoices/support/contracts.js';
import { signByBoth } from '../signatures/support/signing.js';
import { as, parties, sendContract, type SignedIn } from './support/agreements.js';

interface ItemRow {
  id: string;
  itemTitle: string;
  itemStatus: string;
  sellerRate: string | null;
  buyerRate: string | null;
  sellerItemCompletion: number | null;
  buyerItemCompletion: number | null;
}
interface TermRow {
  id: string;
  termTitle: string;
  termTxt: string;
  termStatus: string;
  termType: 'Buyer' | 'Seller';
}
interface ListRow {
  id: string;
  turn: string | null;
}

describe('whose move and accepting a counter, over HTTP', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
  });
  afterAll(() => app?.close());

  const turnOf = async (user: SignedIn, agreementId: string) =>
    (await ok<ListRow[]>(app, user, 'GET', '/api/Business/GetUserAgreements')).data.find((r) => r.id === agreementId)!
      .turn;
  const commandsOf = async (user: SignedIn, agreementId: string) =>
    (
      await ok<{ agreement: { command: string }[] }>(
        app,
        user,
        'GET',
        `/api/Business/AvailableActions?agreementId=${agreementId}`,
      )
    ).data.agreement.map((a) => a.command);

  it('lets the buyer accept the seller’s counters on an item, her own term and the general terms', async () => {
    const { id: agreementId } = await sendContract(app.baseUrl, buyer, seller.phone);
    const A = { AgreementId: agreementId };
    const items = (
      await ok<ItemRow[]>(app, seller, 'GET', `/api/Business/GetAgreementItems?agreementid=${agreementId}`)
    ).data;
    const terms = (
      await ok<TermRow[]>(app, seller, 'GET', `/api/Business/AgreementTermList?agreementId=${agreementId}`)
    ).data;
    const warranty = terms.find((t) => t.termTitle === 'Warranty')!;
    // The seller counters the laptop's rate and days, rewords the buyer's warranty and counters the
    // general terms: everything waits on the buyer.
    await ok(app, seller, 'POST', '/api/Business/NegotiateItem', {
      ...A,
      ItemId: items[0]!.id,
      Amount: 52000,
      CompletionDays: 9,
    });
    await ok(app, seller, 'POST', '/api/Business/NegotiateTerm', {
      ...A,
      TermId: warranty.id,
      TermTitle: 'Warranty',
      TermTxt: 'One year carry-in warranty.',
    });
    await ok(app, seller, 'POST', '/api/Business/NegotiateAgreement', {
      ...A,
      LDPercent: 1.5,
      LDDays: 7,
      Advance: 5,
      AgreementDuration: 45,
    });
    expect(await turnOf(buyer, agreementId)).toBe('both');
    expect(await commandsOf(buyer, agreementId)).toEqual(
      expect.arrayContaining(['NegotiateAgreement', 'AcceptAgreement']),
    );

    const accepted = await ok(app, buyer, 'POST', '/api/Business/AcceptItem', { ...A, ItemId: items[0]!.id });
    expect(accepted.message).toBe('Status is changed successfully');
    await ok(app, buyer, 'POST', '/api/Business/AcceptTerm', { ...A, TermId: warranty.id });
    await ok(app, buyer, 'POST', '/api/Business/AcceptAgreement', A);
    const laptop = (
      await ok<ItemRow[]>(app, buyer, 'GET', `/api/Business/GetAgreementItems?agreementid=${agreementId}`)
    ).data[0]!;
    expect(laptop).toMatchObject({
      itemStatus: 'Accepted',
      sellerRate: '52000.00',
      buyerRate: '52000.00',
      sellerItemCompletion: 9,
      buyerItemCompletion: 9,
    });
    const worded = (
      await ok<TermRow[]>(app, buyer, 'GET', `/api/Business/AgreementTermList?agreementId=${agreementId}`)
    ).data;
    expect(worded.find((t) => t.id === warranty.id)).toMatchObject({
      termTxt: 'One year carry-in warranty.',
      termStatus: 'Accepted',
    });
    const detail = (
      await ok<{ status: string; ldPercent: string; ldDays: number; contractDuration: number; endDate: string | null }>(
        app,
        buyer,
        'GET',
        `/api/Business/GetUserAgreementDetail?agreementId=${agreementId}`,
      )
    ).data;
    expect(detail).toMatchObject({ status: 'Accepted', ldPercent: '1.5', ldDays: 7, contractDuration: 45 });
    expect(detail.endDate).not.toBeNull();
  });

  it('says whose move it is on the contract’s execution too: the advance to pay, then to confirm', async () => {
    const contract = await activeContract(app, seller, buyer);
    expect([await turnOf(buyer, contract.agreementId), await turnOf(seller, contract.agreementId)]).toEqual([
      'buyer',
      'buyer',
    ]);
    const advance = (
      await ok<{ id: string }>(app, buyer, 'GET', `/api/Business/AdvancePayment?agreementId=${contract.agreementId}`)
    ).data;
    await ok(app, buyer, 'POST', '/api/Business/MakePayment', {
      NotePaymentId: advance.id,
      PaidAmount: '124.05',
      PaymentNote: 'Advance by UPI',
    });
    expect(await turnOf(seller, contract.agreementId)).toBe('seller');
    expect(
      (await ok(app, buyer, 'GET', `/api/Business/AdvancePayment?agreementId=${contract.agreementId}`)).data,
    ).toMatchObject({
      paymentStatus: 'Awaiting confirmation',
      totalPaidAmount: '0.00',
      awaitingConfirmationAmount: '124.05',
      outstandingAmount: '0.00',
    });
  });

  it('no longer rejects an active contract both parties signed, nor offers to', async () => {
    const clock = controlClock(app);
    const contract = await activeContract(app, seller, buyer, {
      sign: (agreementId) => signByBoth(app, { buyer, seller, clock }, agreementId),
    });
    expect(await commandsOf(buyer, contract.agreementId)).not.toContain('RejectAgreement');
    const refused = await as(app.baseUrl, buyer)('POST', '/api/Business/RejectAgreement', {
      AgreementId: contract.agreementId,
      RemarkText: 'Changed our mind',
    });
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'Reject agreement (AR) is not available to the buyer while the agreement is Active.',
    ]);
    const detail = await ok<{ status: string }>(
      app,
      buyer,
      'GET',
      `/api/Business/GetUserAgreementDetail?agreementId=${contract.agreementId}`,
    );
    expect(detail.data.status).toBe('Active');
  });
});
