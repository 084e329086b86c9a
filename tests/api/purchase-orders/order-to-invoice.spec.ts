// Issue 41: a published purchase order is the contract it describes. An order between two parties
// whose profiles carry other GSTINs is driven through publish, start, its advance, two invoices and their
// payments: the contract, the tax invoice PDF and the e-invoice JSON name the order's companies,
// GSTINs, addresses and place of supply, its lines carry their HSN codes, the schedule's advance is
// the contract's and the instalments are covered by the invoices, never the advance.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AdvancePaymentView, InvoiceView, TxnNoteView } from '@samvida/machines';
import { UserDirectoryService } from '../../../backend/src/accounts/user-directory.service.js';
import { ContractPartiesService } from '../../../backend/src/accounts/contract-parties.service.js';
import { eInvoiceSchemaProblems } from '../../../backend/src/invoices/e-invoice/e-invoice.validator.js';
import { StreamWriter } from '../../../backend/src/streams/stream-writer.service.js';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { newPan, registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { as, type Outcome } from '../agreements/support/agreements.js';
import { download, gstinIn, numberedInvoice, ok, pdfText } from '../invoices/support/contracts.js';
import { uploaded } from '../uploads/support/uploads.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SELLER_GSTIN = gstinIn('27', newPan());
const BUYER_GSTIN = gstinIn('29', newPan());
const SELLER_COMPANY = 'Sunil Steel Works Pvt Ltd';
const BUYER_COMPANY = 'Bina Traders LLP';

interface Expected {
  received: string;
  invoiced: string;
  payments: {
    type: string;
    total: string;
    invoiced: string;
    received: string;
    invoices: { invoiceId: string; number: string }[];
  }[];
}
type Json = Record<string, Record<string, unknown>> & { ItemList: Record<string, unknown>[] };

describe('a purchase order through to its invoices', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  let id: string;
  const invoices: InvoiceView[] = [];
  const api = (user: SignedIn) => as(app.baseUrl, user);
  const items: Record<string, string> = {};

  beforeAll(async () => {
    app = await createTestApp();
    [buyer, seller] = await Promise.all([
      registerVerified(app.baseUrl, { UsrName: 'Bina', UsrIsMsme: false }),
      registerVerified(app.baseUrl, { UsrName: 'Sunil' }),
    ]);
  });
  afterAll(() => app.close());

  it('is published with its parties, HSN-coded lines, an advance and a file', async () => {
    const created = await api(buyer)<Outcome>('POST', '/api/PurchaseOrders/Create', {
      PoTitle: 'Laptops for Bengaluru',
      PoRaisedForPhoneNumber: seller.phone,
      PoCompletionDurationInDays: 30,
      PoNotificationPeriod: 5,
      PoSellerCompany: SELLER_COMPANY,
      PoSellerGSTIN: SELLER_GSTIN,
      PoSellerAddress: 'Plot 4, MIDC Bhosari, Pune 411026',
      PoBuyerCompany: BUYER_COMPANY,
      PoBuyerGSTIN: BUYER_GSTIN,
      PoBuyerAddress: '12 MG Road, Bengaluru 560001',
      RaisedBy: 'Buyer',
    });
    expect(created.status).toBe(201);
    id = created.body.data!.id;
    const line = { AgreementId: id, Tax: 18, CurrencyId: 'INR', UnitId: 1 };
    for (const [title, code, qty, rate, days] of [
      ['Laptop', '8471', 10, '100.00', 10],
      ['Mouse', '8473', 5, '10.25', 20],
    ] as const) {
      const body = { ...line, ItemTitle: title, ItemCode: code, Qty: qty, Rate: rate, ItemDeliveredInDays: days };
      expect((await api(buyer)('POST', '/api/PurchaseOrders/AddItem', body)).status).toBe(200);
    }
    for (const payment of [
      { type: 'A', note: 'Advance', amt: 10 },
      { type: 'P', note: 'On the laptops', amt: 40, days: 15 },
      { type: 'F', note: 'Balance' },
    ])
      expect((await api(buyer)('POST', '/api/PurchaseOrders/AddPayment', { AgreementId: id, ...payment })).status).toBe(
        200,
      );
    const file = await uploaded(app.baseUrl, buyer.token, PNG, 'specification.png');
    await ok(app, buyer, 'POST', '/api/PurchaseOrders/AddAttachment', {
      AgreementId: id,
      AttachmentType: 'N',
      Title: 'Specification',
      Attachments: [file.id],
    });
    await ok(app, buyer, 'POST', '/api/PurchaseOrders/Publish', { AgreementId: id });

    const lines = (
      await ok<{ id: string; itemTitle: string; itemHsnCsnUin: string }[]>(
        app,
        seller,
        'GET',
        `/api/Business/GetAgreementItems?agreementId=${id}`,
      )
    ).data;
    expect(lines.map((l) => [l.itemTitle, l.itemHsnCsnUin])).toEqual([
      ['Laptop', '8471'],
      ['Mouse', '8473'],
    ]);
    for (const l of lines) {
      items[l.itemTitle] = l.id;
      await ok(app, seller, 'POST', '/api/Business/AcceptItem', { AgreementId: id, ItemId: l.id });
    }
    await ok(app, seller, 'POST', '/api/Business/AcceptAgreement', { AgreementId: id });
    await ok(app, buyer, 'POST', '/api/Business/StartContract', { AgreementId: id });
  });

  it("names the order's parties on the contract, with the order's file and advance", async () => {
    const detail = (
      await ok<{
        advance: string;
        seller: { usrName: string; usrGstin: string; usrAddress: string; isMsme: boolean };
        buyer: { usrName: string; usrGstin: string; isMsme: boolean };
        orderAttachments: { title: string; link: string }[];
      }>(app, seller, 'GET', `/api/Business/GetUserAgreementDetail?agreementId=${id}`)
    ).data;
    expect(detail.advance).toBe('10');
    // The profile's MSME registration stands beside the order's identity (the assistant's 45-day check).
    expect(detail.seller).toMatchObject({ usrName: SELLER_COMPANY, usrGstin: SELLER_GSTIN, isMsme: true });
    expect(detail.buyer).toMatchObject({ usrName: BUYER_COMPANY, usrGstin: BUYER_GSTIN, isMsme: false });
    expect(detail.orderAttachments.map((a) => a.title)).toEqual(['Specification']);
    const file = await download(app, seller, detail.orderAttachments[0]!.link);
    expect(file.equals(PNG)).toBe(true);
  });

  it('makes the advance fall due at the start and takes it like any advance', async () => {
    // Inter-state (27 → 29): 10 × 100.00 + 18% = 1,180.00; 5 × 10.25 = 51.25 + 9.23 = 60.48; 10% of 1,240.48.
    const advance = (await ok<AdvancePaymentView>(app, buyer, 'GET', `/api/Business/AdvancePayment?agreementId=${id}`))
      .data;
    expect(advance).toMatchObject({ advancePercent: '10', contractValue: '1240.48', totalDueAmount: '124.05' });
    const paid = await ok<{ id: string }>(app, buyer, 'POST', '/api/Business/MakePayment', {
      NotePaymentId: advance.id,
      PaidAmount: '124.05',
      PaymentNote: 'Advance by NEFT',
    });
    await ok(app, seller, 'POST', '/api/Business/PaymentReceived', { PaymentId: paid.data.id });
  });

  it('raises two invoices under the GSTINs of the order and takes the payments of their notes', async () => {
    const contract = { agreementId: id, laptopId: items.Laptop!, mouseId: items.Mouse! };
    invoices.push(
      await numberedInvoice(app, seller, contract, [{ AgItemId: items.Laptop!, QuantityDelivered: 4, Rate: '100.00' }]),
      await numberedInvoice(app, seller, contract, [
        { AgItemId: items.Laptop!, QuantityDelivered: 6, Rate: '100.00' },
        { AgItemId: items.Mouse!, QuantityDelivered: 5, Rate: '10.25' },
      ]),
    );
    for (const invoice of invoices)
      expect(invoice.taxInvoice).toMatchObject({
        sellerGstin: SELLER_GSTIN,
        buyerGstin: BUYER_GSTIN,
        placeOfSupply: '29',
        supplyType: 'INTER',
      });
    expect(invoices.map((i) => i.taxInvoice!.totals.total)).toEqual(['472.00', '768.48']);

    // The first invoice's note, less its share of the advance, paid in full.
    const noteId = (
      await ok<{ id: string }>(app, buyer, 'GET', `/api/Business/GenerateTxnNote?invId=${invoices[0]!.id}`)
    ).data.id;
    await ok(app, buyer, 'POST', '/api/Business/CompleteTxnNote', { Id: noteId });
    const note = (await ok<TxnNoteView>(app, buyer, 'GET', `/api/Business/GetTxnNote?txnNoteId=${noteId}`)).data;
    // 124.05 × 472.00 ÷ 1,240.48 = 47.20 of the advance: 424.80 due.
    expect(note.amountDue).toBe('424.80');
    const paid = await ok<{ id: string }>(app, buyer, 'POST', '/api/Business/MakePayment', {
      NotePaymentId: note.notePayment!.id,
      PaidAmount: '424.80',
      PaymentNote: 'First delivery',
    });
    await ok(app, seller, 'POST', '/api/Business/PaymentReceived', { PaymentId: paid.data.id });

    const expected = (await ok<Expected>(app, buyer, 'GET', `/api/Business/ExpectedPayments?agreementId=${id}`)).data;
    expect(expected).toMatchObject({ invoiced: '1240.48', received: '548.85' });
    // 40% = 496.19 on day 15, the balance 620.24: the invoices cover them, the advance its own row.
    expect(expected.payments.map((p) => [p.type, p.total, p.invoiced, p.received])).toEqual([
      ['A', '124.05', '0.00', '124.05'],
      ['P', '496.19', '496.19', '424.80'],
      ['F', '620.24', '620.24', '0.00'],
    ]);
    // Each instalment names the invoices that bill it, paid through their notes.
    const [first, second] = invoices.map((i) => ({ invoiceId: i.id, number: i.taxInvoice!.number }));
    expect(expected.payments.map((p) => p.invoices)).toEqual([[], [first, second], [second]]);
  });

  it("prints the order's identity on the tax invoice PDF", async () => {
    const text = pdfText(await download(app, buyer, `/api/Business/InvoicePdf?invId=${invoices[1]!.id}`));
    for (const expected of [
      `Supplier: ${SELLER_COMPANY}`,
      `Recipient: ${BUYER_COMPANY}`,
      `GSTIN: ${SELLER_GSTIN}`,
      `GSTIN: ${BUYER_GSTIN}`,
      'Pune 411026',
      'Bengaluru 560001',
      'Place of supply: Karnataka (state code 29), inter-state supply',
      '8471',
      '8473',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Unregistered');
  });

  it("carries the order's identity into the e-invoice JSON, valid against the NIC schema", async () => {
    const reply = await call<never>(
      app.baseUrl,
      'GET',
      `/api/Business/EInvoiceJson?invId=${invoices[1]!.id}&type=INV`,
      {
        token: seller.token,
      },
    );
    expect(reply.status).toBe(200);
    const json = reply.body as unknown as Json;
    expect(eInvoiceSchemaProblems(json)).toEqual([]);
    expect(json.SellerDtls).toMatchObject({ Gstin: SELLER_GSTIN, LglNm: SELLER_COMPANY, Pin: 411026, Stcd: '27' });
    expect(json.BuyerDtls).toMatchObject({ Gstin: BUYER_GSTIN, LglNm: BUYER_COMPANY, Pin: 560001, Pos: '29' });
    expect(json.ItemList.map((i) => [i.HsnCd, i.IgstAmt])).toEqual([
      ['8471', 108],
      ['8473', 9.23],
    ]);
  });

  it("never numbers the seller's invoices under a GSTIN another account registered", async () => {
    // A business registers the GSTIN the buyer typed for the seller: the seller's documents take
    // the seller's own GSTIN instead (the typed one would draw numbers from that business's series).
    await registerVerified(app.baseUrl, {
      UsrName: 'Real Holder',
      UsrPan: SELLER_GSTIN.slice(2, 12),
      UsrGstin: SELLER_GSTIN,
    });
    const { state } = await app.app.get(StreamWriter).current('agreement', id);
    const { seller: named, buyer: buyerNamed } = await app.app.get(ContractPartiesService).of(state);
    const own = await app.app.get(UserDirectoryService).findById(seller.userId);
    expect(own?.usrGstin).not.toBe(SELLER_GSTIN);
    expect([named?.usrName, named?.usrGstin]).toEqual([SELLER_COMPANY, own?.usrGstin]);
    expect(buyerNamed?.usrGstin).toBe(BUYER_GSTIN);
    // The contract's own screen names the seller as the documents do.
    const detail = await ok<{ seller: { usrGstin: string } }>(
      app,
      buyer,
      'GET',
      `/api/Business/GetUserAgreementDetail?agreementId=${id}`,
    );
    expect(detail.data.seller.usrGstin).toBe(own?.usrGstin);
  });
});
