// Issue 41: the contract document names the parties as the contract's invoices do. An order's
// document names the companies, GSTINs and addresses the order states (a GSTIN typed for the seller
// that another account registered gives way to the seller's own); a contract that is not an order
// names each party's profile, as before.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { newPan, type SignedIn } from '../accounts/support/accounts.js';
import { as, type Outcome } from '../agreements/support/agreements.js';
import { download, gstinIn, ok, pdfText, registerWithGstin } from '../invoices/support/contracts.js';
import { agreedWithDocument } from './support/signing.js';

const SELLER_COMPANY = 'Sunil Steel Works Pvt Ltd';
const BUYER_COMPANY = 'Bina Traders LLP';
const SELLER_ADDRESS = 'Plot 4, MIDC Bhosari, Pune 411026';
const BUYER_ADDRESS = '12 MG Road, Bengaluru 560001';

// pdftotext breaks lines where the PDF wraps them.
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the parties a contract document names', () => {
  let app: TestApp;
  let buyer: SignedIn & { gstin: string };
  let seller: SignedIn & { gstin: string };
  const api = (user: SignedIn) => as(app.baseUrl, user);

  // A published order stating both parties' identity, its line accepted by the seller.
  async function agreedOrder(sellerGstin: string, buyerGstin: string): Promise<string> {
    const created = await api(buyer)<Outcome>('POST', '/api/PurchaseOrders/Create', {
      PoTitle: 'Steel for Bengaluru',
      PoRaisedForPhoneNumber: seller.phone,
      PoCompletionDurationInDays: 30,
      PoNotificationPeriod: 5,
      PoSellerCompany: SELLER_COMPANY,
      PoSellerGSTIN: sellerGstin,
      PoSellerAddress: SELLER_ADDRESS,
      PoBuyerCompany: BUYER_COMPANY,
      PoBuyerGSTIN: buyerGstin,
      PoBuyerAddress: BUYER_ADDRESS,
      RaisedBy: 'Buyer',
    });
    expect(created.status).toBe(201);
    const id = created.body.data!.id;
    await ok(app, buyer, 'POST', '/api/PurchaseOrders/AddItem', {
      AgreementId: id,
      ItemTitle: 'Steel rod',
      ItemCode: '7214',
      Qty: 10,
      Rate: '100.00',
      Tax: 18,
      CurrencyId: 'INR',
      UnitId: 1,
      ItemDeliveredInDays: 10,
    });
    await ok(app, buyer, 'POST', '/api/PurchaseOrders/AddPayment', { AgreementId: id, type: 'F', note: 'Balance' });
    await ok(app, buyer, 'POST', '/api/PurchaseOrders/Publish', { AgreementId: id });
    const lines = (await ok<{ id: string }[]>(app, seller, 'GET', `/api/Business/GetAgreementItems?agreementId=${id}`))
      .data;
    for (const line of lines)
      await ok(app, seller, 'POST', '/api/Business/AcceptItem', { AgreementId: id, ItemId: line.id });
    return id;
  }

  // The text of the agreement's contract document, fixed now by the buyer.
  async function documentText(agreementId: string): Promise<string> {
    await ok(app, buyer, 'POST', `/api/agreements/${agreementId}/document`);
    return flat(pdfText(await download(app, seller, `/api/agreements/${agreementId}/document.pdf`)));
  }

  beforeAll(async () => {
    app = await createTestApp();
    [buyer, seller] = await Promise.all([
      registerWithGstin(app, 'Bina Buyer', '29'),
      registerWithGstin(app, 'Sunil Seller', '27'),
    ]);
  });
  afterAll(() => app.close());

  it("names an order's companies, GSTINs and addresses, not the profiles'", async () => {
    const sellerGstin = gstinIn('27', newPan());
    const buyerGstin = gstinIn('29', newPan());
    const text = await documentText(await agreedOrder(sellerGstin, buyerGstin));
    for (const expected of [SELLER_COMPANY, BUYER_COMPANY, sellerGstin, buyerGstin, SELLER_ADDRESS, BUYER_ADDRESS])
      expect(text).toContain(expected);
    for (const profile of ['Sunil Seller', 'Bina Buyer', seller.gstin, buyer.gstin])
      expect(text).not.toContain(profile);
  });

  it("names the seller's own GSTIN where another account holds the one the order typed", async () => {
    const holder = await registerWithGstin(app, 'Real Holder', '27');
    const buyerGstin = gstinIn('29', newPan());
    const text = await documentText(await agreedOrder(holder.gstin, buyerGstin));
    for (const expected of [SELLER_COMPANY, seller.gstin, BUYER_COMPANY, buyerGstin]) expect(text).toContain(expected);
    expect(text).not.toContain(holder.gstin);
  });

  it('names the profiles on a contract that is not an order', async () => {
    const { agreementId } = await agreedWithDocument(app, { buyer, seller });
    const text = flat(pdfText(await download(app, seller, `/api/agreements/${agreementId}/document.pdf`)));
    for (const expected of ['Bina Buyer', 'Sunil Seller', buyer.gstin, seller.gstin]) expect(text).toContain(expected);
    expect(text).not.toContain(SELLER_COMPANY);
  });
});
