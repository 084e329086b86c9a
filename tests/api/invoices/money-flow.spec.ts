// The two-party flow of contract execution over HTTP, with exact figures: invoice → GST number →
// transaction note → a note line negotiated → accepted → completed → credit note → payments.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { financialYearOf, istDate, type InvoiceView, type PaymentView, type TxnNoteView } from '@samvida/machines';
import { agreementPush, connect } from '../../live/support/live.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import type { SignedIn } from '../accounts/support/accounts.js';
import { as } from '../agreements/support/agreements.js';
import { load } from '../agreements/support/scenarios.js';
import {
  activeContract,
  eventually,
  ok,
  pdfText,
  registerWithGstin,
  type ActiveContract,
} from './support/contracts.js';

type Card = InvoiceView & { raisedOn: string };
type Outcome = { id: string; agreementId: string; version: number };

const financialYear = financialYearOf(istDate(new Date()));

describe('contract execution, two parties, exact money', () => {
  let app: TestApp;
  let seller: SignedIn & { gstin: string };
  let buyer: SignedIn;
  let contract: ActiveContract;
  let invoiceId: string;

  beforeAll(async () => {
    app = await createTestApp();
    [seller, buyer] = await Promise.all([
      registerWithGstin(app, 'Sunil Seller', '27'),
      registerWithGstin(app, 'Bina Buyer', '27'),
    ]);
    contract = await activeContract(app, seller, buyer);
  });
  afterAll(() => app.close());

  const list = async (user: SignedIn) =>
    (await ok<Card[]>(app, user, 'GET', `/api/Business/InvoiceList?ctId=${contract.agreementId}`)).data;

  it('drafts an invoice of 4 x 100.00 + 3 x 10.25 at 18% = 508.29, visible to the seller only', async () => {
    const made = await ok<Outcome>(app, seller, 'POST', '/api/Business/MakeInvoice', {
      ContractId: contract.agreementId,
      InvoiceNote: 'First lot',
      ItemList: [
        { AgItemId: contract.laptopId, QuantityDelivered: 4, Rate: '100.00', Note: '' },
        { AgItemId: contract.mouseId, QuantityDelivered: 3, Rate: 10.25, Note: 'boxed' },
      ],
    });
    expect(made.message).toBe('Data added successfully');
    invoiceId = made.data.id;
    expect(await list(buyer)).toEqual([]);
    const [draft] = await list(seller);
    expect(draft).toMatchObject({ id: invoiceId, invoiceStatus: 'Draft', invoiceAmount: '508.29', taxInvoice: null });
    expect(draft!.itemList.map((l) => [l.itemTitle, l.itemQuantityDelivered, l.itemProposedRate, l.amount])).toEqual([
      ['Laptop', '4', '100.00', '472.00'],
      ['Mouse', '3', '10.25', '36.29'],
    ]);
  });

  it('refuses more than the agreed quantity left to bill, writing nothing', async () => {
    const { version } = await load(app, contract.agreementId);
    const reply = await as(app.baseUrl, seller)('POST', '/api/Business/MakeInvoice', {
      ContractId: contract.agreementId,
      ItemList: [{ AgItemId: contract.laptopId, QuantityDelivered: 7, Rate: '100.00' }],
    });
    expect([reply.status, reply.body.message]).toEqual([
      400,
      "The quantity of 'Laptop' cannot be more than 6, what is left to invoice of the 10 agreed.",
    ]);
    for (const bad of [-1, '1e3', 'abc', '1\u0000']) {
      const rejected = await as(app.baseUrl, seller)('POST', '/api/Business/MakeInvoice', {
        ContractId: contract.agreementId,
        ItemList: [{ AgItemId: contract.laptopId, QuantityDelivered: bad, Rate: '100.00' }],
      });
      expect([bad, rejected.status]).toEqual([bad, 400]);
    }
    expect((await load(app, contract.agreementId)).version).toBe(version);
  });

  it('lets only the seller publish; the buyer sees it live; it becomes a numbered GST tax invoice', async () => {
    const refused = await as(app.baseUrl, buyer)('GET', `/api/Business/PublishInvoice?invId=${invoiceId}`);
    expect(refused.status).toBe(409);
    const live = await connect(app.baseUrl, buyer.token);
    try {
      expect(await live.join(`agreement:${contract.agreementId}`)).toEqual({ ok: true });
      await ok(app, seller, 'GET', `/api/Business/PublishInvoice?invId=${invoiceId}`);
      await live.waitFor(agreementPush(contract.agreementId, 'InvoicePublished'));
      await live.waitFor(agreementPush(contract.agreementId, 'InvoiceNumbered'));
    } finally {
      live.close();
    }
    // Generating the note is the buyer's move now: the dashboard flags the contract for the buyer only.
    const flagged = async (user: SignedIn) =>
      (await ok<{ id: string }[]>(app, user, 'GET', '/api/Business/ActiveTxnNoteAgList')).data.map((a) => a.id);
    expect([await flagged(buyer), await flagged(seller)]).toEqual([[contract.agreementId], []]);
    const card = await eventually(async () => (await list(buyer))[0]?.taxInvoice ?? undefined);
    expect(card).toMatchObject({
      number: `SV/${financialYear}/000001`,
      supplyType: 'INTRA',
      placeOfSupply: '27',
      totals: { taxable: '430.75', cgst: '38.77', sgst: '38.77', igst: '0.00', total: '508.29' },
    });
    expect(card.hsnSummary.map((r) => [r.hsnSac, r.quantity, r.taxable])).toEqual([
      ['8471', '4', '400.00'],
      ['8473', '3', '30.75'],
    ]);
  });

  it('reconciles the note line by line, negotiates a rate, completes it and issues the credit note', async () => {
    const generated = await ok<Outcome>(app, buyer, 'GET', `/api/Business/GenerateTxnNote?invId=${invoiceId}`);
    const noteId = generated.data.id;
    const note = async () =>
      (await ok<TxnNoteView>(app, buyer, 'GET', `/api/Business/GetTxnNote?txnNoteId=${noteId}`)).data;
    const { itemList } = await note();
    expect(itemList.map((l) => [l.itemTitle, l.deliveredCount, l.defectedCount, l.noteStatus])).toEqual([
      ['Laptop', '4', '0', 'Draft'],
      ['Mouse', '3', '0', 'Draft'],
    ]);
    const laptop = itemList[0]!.id;
    await ok(app, buyer, 'POST', '/api/Business/UpdateTxnNoteItem', { Id: laptop, DefectedCount: 1, Rate: '100.00' });
    await ok(app, buyer, 'GET', `/api/Business/PublishTxnNote?txnNoteId=${noteId}`);
    const counter = await ok(app, seller, 'POST', '/api/Business/NegotiateTxnNoteItem', {
      Id: laptop,
      DefectedCount: 1,
      Rate: '95.00',
      RemarkText: 'Scratches are cosmetic',
    });
    expect(counter.message).toBe('Tansaction Updated');
    const early = await as(app.baseUrl, buyer)('POST', '/api/Business/AcceptTxnNoteItem', { Id: laptop });
    expect(early.status).toBe(409);
    await ok(app, buyer, 'POST', '/api/Business/NegotiateTxnNoteItem', { Id: laptop, DefectedCount: 1, Rate: 95 });
    await ok(app, seller, 'POST', '/api/Business/AcceptTxnNoteItem', { Id: laptop });
    // No line is countered any more: the seller's one accept completes the note (issue 37).
    await ok(app, seller, 'POST', '/api/Business/AcceptTxnNote', { Id: noteId });
    const settled = await note();
    // Laptop (4 - 1) x 95 = 285.00 + 51.30 = 336.30; Mouse 3 x 10.25 = 30.75 + 5.54 = 36.29.
    expect(settled).toMatchObject({
      noteStatus: 'Completed',
      grossAmount: '372.59',
      penaltyAmount: '0.00',
      amountDue: '372.59',
      notePayment: { paymentStatus: 'Pending', totalDueAmount: '372.59', totalPaidAmount: '0.00' },
    });
    expect(settled.itemList.map((l) => l.settledAmount)).toEqual(['336.30', '36.29']);
    // 508.29 billed - 372.59 settled: a credit note of 115.00 + 20.70 on the laptop line.
    const credit = await eventually(async () => (await list(seller))[0]?.creditNote ?? undefined);
    expect(credit).toMatchObject({
      number: `CN/${financialYear}/000001`,
      lines: [{ hsnSac: '8471', quantity: '1', taxable: '115.00', tax: '20.70', total: '135.70' }],
      totals: { taxable: '115.00', cgst: '10.35', sgst: '10.35', igst: '0.00', total: '135.70' },
    });
  });

  it('prints the tax invoice and credit note as PDFs in Indian format, and exports e-invoice JSON 1.1', async () => {
    const text = async (path: string) => {
      const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${buyer.token}` } });
      expect([path, response.status, response.headers.get('content-type')]).toEqual([path, 200, 'application/pdf']);
      return pdfText(Buffer.from(await response.arrayBuffer()));
    };
    const invoice = await text(`/api/Business/InvoicePdf?invId=${invoiceId}`);
    for (const expected of [
      'Tax Invoice',
      `SV/${financialYear}/000001`,
      seller.gstin,
      '8471',
      'CGST: ₹38.77',
      'SGST: ₹38.77',
      'Total: ₹508.29',
      'Rupees Five Hundred Eight and Twenty Nine Paise Only',
    ])
      expect([expected, invoice.includes(expected)]).toEqual([expected, true]);
    const credit = await text(`/api/Business/CreditNotePdf?invId=${invoiceId}`);
    for (const expected of [
      'Credit Note',
      `CN/${financialYear}/000001`,
      `Against tax invoice SV/${financialYear}/000001`,
      'Total: ₹135.70',
      'Rupees One Hundred Thirty Five and Seventy Paise Only',
    ])
      expect([expected, credit.includes(expected)]).toEqual([expected, true]);

    const json = (await fetch(`${app.baseUrl}/api/Business/EInvoiceJson?invId=${invoiceId}`, {
      headers: { authorization: `Bearer ${seller.token}` },
    }).then((r) => r.json())) as { Version: string; DocDtls: { No: string }; ValDtls: Record<string, number> };
    expect(json).toMatchObject({
      Version: '1.1',
      DocDtls: { Typ: 'INV', No: `SV/${financialYear}/000001` },
      ValDtls: { AssVal: 430.75, CgstVal: 38.77, SgstVal: 38.77, IgstVal: 0, TotInvVal: 508.29 },
    });
    const irn = await as(app.baseUrl, seller)<{ irn: string; sandbox: boolean }>(
      'POST',
      `/api/Business/RegisterIrn?invId=${invoiceId}`,
    );
    expect([irn.status, irn.body.data?.sandbox, irn.body.data?.irn]).toEqual([
      200,
      true,
      expect.stringMatching(/^[0-9a-f]{64}$/),
    ]);
    expect((await as(app.baseUrl, buyer)('POST', `/api/Business/RegisterIrn?invId=${invoiceId}`)).status).toBe(403);
    const stranger = await fetch(`${app.baseUrl}/api/Business/InvoicePdf?invId=${invoiceId}`, {
      headers: { authorization: `Bearer ${(await registerWithGstin(app, 'Nosy', '27')).token}` },
    });
    expect(stranger.status).toBe(403);
  });

  it('takes partial payments up to the amount due, confirmed or disputed by the seller', async () => {
    const [card] = await list(buyer);
    const notePaymentId = card!.txnNote!.notePayment!.id;
    const pay = (PaidAmount: string) => ({ NotePaymentId: notePaymentId, PaidAmount, PaymentNote: 'UPI ref 4211' });
    const over = await as(app.baseUrl, buyer)('POST', '/api/Business/MakePayment', pay('372.60'));
    expect([over.status, over.body.message]).toEqual([
      400,
      'The amount paid must be above ₹0.00 and at most the ₹372.59 still due.',
    ]);
    const bySeller = await as(app.baseUrl, seller)('POST', '/api/Business/MakePayment', pay('1.00'));
    expect(bySeller.status).toBe(409);
    const first = await ok<Outcome>(app, buyer, 'POST', '/api/Business/MakePayment', pay('200.00'));
    expect(first.message).toBe('Payment done');
    await ok(app, seller, 'POST', '/api/Business/PaymentReceived', { PaymentId: first.data.id });
    const second = await ok<Outcome>(app, buyer, 'POST', '/api/Business/MakePayment', pay('172.59'));
    await ok(app, seller, 'POST', '/api/Business/PaymentNotReceived', {
      PaymentId: second.data.id,
      Note: 'Not credited',
    });
    await ok(app, buyer, 'POST', '/api/Business/PaymentRespond', { PaymentId: second.data.id, Note: 'UTR 99812' });
    await ok(app, seller, 'POST', '/api/Business/PaymentReceived', { PaymentId: second.data.id });
    const history = (await ok<PaymentView[]>(app, seller, 'GET', `/api/Business/PayList?notePayId=${notePaymentId}`))
      .data;
    expect(history.map((p) => [p.paidAmount, p.paymentStatus])).toEqual([
      ['200.00', 'Received'],
      ['172.59', 'Received'],
    ]);
    // The note is paid; the contract still flags the buyer for its 10% advance, never paid here.
    expect(
      (await ok<{ id: string }[]>(app, buyer, 'GET', '/api/Business/ActiveTxnNoteAgList')).data.map((a) => a.id),
    ).toEqual([contract.agreementId]);
    // The dashboard: invoiced 508.29 less the 135.70 credit note; cash in and out as received.
    const report = async (user: SignedIn) =>
      (await ok<Record<string, string>>(app, user, 'GET', '/api/Business/ClientReport')).data;
    expect(await report(seller)).toMatchObject({ totalSellerInvoiceAmount: '372.59', totalCashIn: '372.59' });
    expect(await report(buyer)).toMatchObject({ totalBuyerInvoiceAmountCleared: '372.59', totalCashOut: '372.59' });
    expect((await list(buyer))[0]!.txnNote!.notePayment).toMatchObject({
      paymentStatus: 'Paid',
      totalPaidAmount: '372.59',
      outstandingAmount: '0.00',
    });
  });

  it('splits tax as IGST for a buyer in another state', async () => {
    const other = await registerWithGstin(app, 'Kiran Karnataka', '29');
    const inter = await activeContract(app, seller, other);
    const made = await ok<Outcome>(app, seller, 'POST', '/api/Business/MakeInvoice', {
      ContractId: inter.agreementId,
      ItemList: [
        { AgItemId: inter.laptopId, QuantityDelivered: 4, Rate: '100.00' },
        { AgItemId: inter.mouseId, QuantityDelivered: 3, Rate: '10.25' },
      ],
    });
    await ok(app, seller, 'POST', '/api/Business/PublishInvoice', { invId: made.data.id });
    const tax = await eventually(async () => {
      const cards = (await ok<Card[]>(app, other, 'GET', `/api/Business/InvoiceList?ctId=${inter.agreementId}`)).data;
      return cards[0]?.taxInvoice ?? undefined;
    });
    expect(tax).toMatchObject({
      number: `SV/${financialYear}/000002`,
      supplyType: 'INTER',
      placeOfSupply: '29',
      totals: { cgst: '0.00', sgst: '0.00', igst: '77.54', total: '508.29' },
    });
  });
});
