// The advance over HTTP with exact figures: due when the contract starts → the buyer pays it with a
// reference and a proof → the seller confirms → invoice (its number pushed live to both parties)
// → note → complete → the amount due less the invoice's share of the advance received.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AdvancePaymentView, InvoiceView, PaymentView, TxnNoteView } from '@samvida/machines';
import { agreementPush, connect } from '../../live/support/live.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import type { SignedIn } from '../accounts/support/accounts.js';
import { as } from '../agreements/support/agreements.js';
import { load } from '../agreements/support/scenarios.js';
import { download, samples, uploaded } from '../uploads/support/uploads.js';
import { activeContract, ok, registerWithGstin, type ActiveContract } from './support/contracts.js';

type Outcome = { id: string };
type PaymentRow = PaymentView & { proofUrl: string | null };

describe('the advance due at the start, paid and taken off the notes', () => {
  let app: TestApp;
  let seller: SignedIn;
  let buyer: SignedIn;
  let stranger: SignedIn;
  let contract: ActiveContract;
  let advanceId: string;
  let proofUrl: string;

  beforeAll(async () => {
    app = await createTestApp();
    [seller, buyer, stranger] = await Promise.all([
      registerWithGstin(app, 'Sunil Seller', '27'),
      registerWithGstin(app, 'Bina Buyer', '27'),
      registerWithGstin(app, 'Nosy Neighbour', '27'),
    ]);
    // 10 laptops at 100.00 and 5 mice at 10.25, 18% tax, 10% advance.
    contract = await activeContract(app, seller, buyer);
  });
  afterAll(() => app.close());

  const advance = async (user: SignedIn) =>
    (await ok<AdvancePaymentView>(app, user, 'GET', `/api/Business/AdvancePayment?agreementId=${contract.agreementId}`))
      .data;
  const pay = (body: object) => as(app.baseUrl, buyer)<Outcome>('POST', '/api/Business/MakePayment', body);

  it('falls due at the start: 10% of 1,180.00 + 60.48 = 124.05, for both parties', async () => {
    const expected = {
      advancePercent: '10',
      contractValue: '1240.48',
      paymentStatus: 'Pending',
      totalDueAmount: '124.05',
      totalPaidAmount: '0.00',
      outstandingAmount: '124.05',
    };
    expect(await advance(buyer)).toMatchObject(expected);
    expect(await advance(seller)).toMatchObject(expected);
    advanceId = (await advance(buyer)).id;
  });

  it('refuses bad payments with a plain message and writes nothing', async () => {
    const { version } = await load(app, contract.agreementId);
    const base = { NotePaymentId: advanceId, PaidAmount: '10.00', PaymentNote: 'Advance' };
    const othersUpload = await uploaded(app.baseUrl, stranger.token, samples.png, 'not-mine.png');
    const cases: [object, string][] = [
      [{ ...base, PaidAmount: '124.06' }, 'The amount paid must be above ₹0.00 and at most the ₹124.05 still due.'],
      [{ ...base, PaidAmount: '0' }, 'The amount paid must be above ₹0.00 and at most the ₹124.05 still due.'],
      [
        { ...base, PaymentReference: 'UTR<script>' },
        'The UPI or bank reference can have at most 35 letters, digits, spaces, dots, hyphens or slashes.',
      ],
      [
        { ...base, PaymentReference: '9'.repeat(36) },
        'The UPI or bank reference can have at most 35 letters, digits, spaces, dots, hyphens or slashes.',
      ],
      [
        { ...base, ProofUploadId: othersUpload.id },
        'An attachment is not one of your uploads. Please upload the file again.',
      ],
    ];
    for (const [body, message] of cases) {
      const reply = await pay(body);
      expect([reply.status, reply.body.message]).toEqual([400, message]);
    }
    for (const bad of [
      { ...base, PaidAmount: -5 },
      { ...base, PaidAmount: '1e9' },
      { ...base, PaymentNote: 'x\u0000' },
    ])
      expect((await pay(bad)).status).toBe(400);
    const bySeller = await as(app.baseUrl, seller)('POST', '/api/Business/MakePayment', base);
    expect(bySeller.status).toBe(409);
    expect((await load(app, contract.agreementId)).version).toBe(version);
  });

  it('takes partial payments with a reference and a proof the seller (and no outsider) can open', async () => {
    const proof = await uploaded(app.baseUrl, buyer.token, samples.png, 'upi-receipt.png');
    const first = await pay({
      NotePaymentId: advanceId,
      PaidAmount: '100.00',
      PaymentNote: 'Advance, first part',
      PaymentReference: 'UPI 4211/HDFC-01',
      ProofUploadId: proof.id,
    });
    expect([first.status, first.body.message]).toEqual([200, 'Payment done']);
    const second = await ok<Outcome>(app, buyer, 'POST', '/api/Business/MakePayment', {
      NotePaymentId: advanceId,
      PaidAmount: '24.05',
      PaymentNote: 'The rest',
    });
    const history = (await ok<PaymentRow[]>(app, seller, 'GET', `/api/Business/PayList?notePayId=${advanceId}`)).data;
    expect(history.map((p) => [p.paidAmount, p.paymentReference, p.proofUploadId, p.noteId, p.paymentStatus])).toEqual([
      ['100.00', 'UPI 4211/HDFC-01', proof.id, null, 'Done'],
      ['24.05', '', null, null, 'Done'],
    ]);
    proofUrl = history[0]!.proofUrl!;
    expect(proofUrl).toBe(`/api/General/file/${proof.id}`);
    const seen = await download(app.baseUrl, seller.token, proofUrl);
    expect([seen.status, seen.bytes.equals(samples.png)]).toEqual([200, true]);
    expect((await download(app.baseUrl, stranger.token, proofUrl)).status).toBe(403);

    await ok(app, seller, 'POST', '/api/Business/PaymentReceived', { PaymentId: first.body.data!.id });
    await ok(app, seller, 'POST', '/api/Business/PaymentNotReceived', { PaymentId: second.data.id, Note: 'Not seen' });
    await ok(app, buyer, 'POST', '/api/Business/PaymentRespond', { PaymentId: second.data.id, Note: 'UTR 99812' });
    expect(await advance(buyer)).toMatchObject({
      paymentStatus: 'Partly Paid',
      totalPaidAmount: '100.00',
      outstandingAmount: '0.00',
    });
  });

  it('pushes the GST number to both parties’ open pages, already in their invoice lists', async () => {
    const made = await ok<Outcome>(app, seller, 'POST', '/api/Business/MakeInvoice', {
      ContractId: contract.agreementId,
      ItemList: [
        { AgItemId: contract.laptopId, QuantityDelivered: 4, Rate: '100.00' },
        { AgItemId: contract.mouseId, QuantityDelivered: 3, Rate: '10.25' },
      ],
    });
    const pages = await Promise.all([connect(app.baseUrl, buyer.token), connect(app.baseUrl, seller.token)]);
    try {
      for (const page of pages) expect(await page.join(`agreement:${contract.agreementId}`)).toEqual({ ok: true });
      await ok(app, seller, 'GET', `/api/Business/PublishInvoice?invId=${made.data.id}`);
      for (const [page, user] of [
        [pages[0], buyer],
        [pages[1], seller],
      ] as const) {
        await page.waitFor(agreementPush(contract.agreementId, 'InvoiceNumbered'));
        // No polling: the push comes once every read model has the number.
        const cards = (
          await ok<InvoiceView[]>(app, user, 'GET', `/api/Business/InvoiceList?ctId=${contract.agreementId}`)
        ).data;
        expect(cards[0]?.taxInvoice?.number).toMatch(/^SV\/\d\d-\d\d\/\d{6}$/);
      }
    } finally {
      for (const page of pages) page.close();
    }
  });

  it('takes the invoice’s share of the advance received off the note: 100.00 × 508.29 ÷ 1,240.48 = 40.98', async () => {
    const [card] = (
      await ok<InvoiceView[]>(app, buyer, 'GET', `/api/Business/InvoiceList?ctId=${contract.agreementId}`)
    ).data;
    const noteId = (await ok<Outcome>(app, buyer, 'GET', `/api/Business/GenerateTxnNote?invId=${card!.id}`)).data.id;
    const note = async () =>
      (await ok<TxnNoteView>(app, buyer, 'GET', `/api/Business/GetTxnNote?txnNoteId=${noteId}`)).data;
    // Only the 100.00 the seller marked received counts, not the 24.05 still disputed.
    const arithmetic = {
      grossAmount: '508.29',
      penaltyAmount: '0.00',
      advance: { received: '100.00', invoiceValue: '508.29', contractValue: '1240.48', deducted: '40.98' },
      amountDue: '467.31',
    };
    expect(await note()).toMatchObject(arithmetic);
    await ok(app, buyer, 'POST', '/api/Business/CompleteTxnNote', { Id: noteId });
    expect(await note()).toMatchObject({
      ...arithmetic,
      noteStatus: 'Completed',
      notePayment: { totalDueAmount: '467.31', totalPaidAmount: '0.00', outstandingAmount: '467.31' },
    });
    // The advance's second part arriving later does not change a settled note.
    const [disputed] = (
      await ok<PaymentRow[]>(app, seller, 'GET', `/api/Business/PayList?notePayId=${advanceId}`)
    ).data.filter((p) => p.paymentStatus === 'Responded');
    await ok(app, seller, 'POST', '/api/Business/PaymentReceived', { PaymentId: disputed!.id });
    expect((await advance(buyer)).paymentStatus).toBe('Paid');
    expect((await note()).amountDue).toBe('467.31');
  });
});
