// A payment's history over HTTP (issue 41, point 5): every step (paid, not received, responded,
// received) is kept with who, when, amount, reference, proof and note, for both parties and no one
// else; no step's note replaces another's.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AdvancePaymentView, PaymentRemark, PaymentView } from '@samvida/machines';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import type { SignedIn } from '../accounts/support/accounts.js';
import { as } from '../agreements/support/agreements.js';
import { samples, uploaded } from '../uploads/support/uploads.js';
import { activeContract, ok, registerWithGstin, type ActiveContract } from './support/contracts.js';

type Outcome = { id: string };
type PaymentRow = PaymentView & { remarks: PaymentRemark[] };

describe('payment history: a list of steps, never overwritten', () => {
  let app: TestApp;
  let seller: SignedIn;
  let buyer: SignedIn;
  let stranger: SignedIn;
  let contract: ActiveContract;
  let advanceId: string;

  beforeAll(async () => {
    app = await createTestApp();
    [seller, buyer, stranger] = await Promise.all([
      registerWithGstin(app, 'Sunil Seller', '27'),
      registerWithGstin(app, 'Bina Buyer', '27'),
      registerWithGstin(app, 'Nosy Neighbour', '27'),
    ]);
    contract = await activeContract(app, seller, buyer);
    advanceId = (
      await ok<AdvancePaymentView>(
        app,
        buyer,
        'GET',
        `/api/Business/AdvancePayment?agreementId=${contract.agreementId}`,
      )
    ).data.id;
  });
  afterAll(() => app.close());

  const payList = async (user: SignedIn) =>
    (await ok<PaymentRow[]>(app, user, 'GET', `/api/Business/PayList?notePayId=${advanceId}`)).data;
  const steps = (row: PaymentRow) =>
    row.remarks.map((r) => [r.step, r.byRole, r.owner.usrName, r.amount, r.reference, r.remarkText]);

  it('keeps the buyer’s note, the seller’s reason, the buyer’s answer and the note typed with Received', async () => {
    const proof = await uploaded(app.baseUrl, buyer.token, samples.png, 'upi-receipt.png');
    const paid = await ok<Outcome>(app, buyer, 'POST', '/api/Business/MakePayment', {
      NotePaymentId: advanceId,
      PaidAmount: '40.00',
      PaymentNote: 'First part of the advance',
      PaymentReference: 'UTR 4211',
      ProofUploadId: proof.id,
    });
    const PaymentId = paid.data.id;
    await ok(app, seller, 'POST', '/api/Business/PaymentNotReceived', { PaymentId, Note: 'Not in our account yet' });
    await ok(app, buyer, 'POST', '/api/Business/PaymentRespond', { PaymentId, Note: 'Sent again by IMPS' });
    await ok(app, seller, 'POST', '/api/Business/PaymentReceived', { PaymentId, Note: 'Arrived on Monday' });

    const [row] = await payList(seller);
    expect(row).toMatchObject({ paymentStatus: 'Received', paymentNote: 'First part of the advance' });
    expect(steps(row!)).toEqual([
      ['Paid', 'buyer', 'Bina Buyer', '40.00', 'UTR 4211', 'First part of the advance'],
      ['Not Received', 'seller', 'Sunil Seller', null, '', 'Not in our account yet'],
      ['Responded', 'buyer', 'Bina Buyer', null, '', 'Sent again by IMPS'],
      ['Received', 'seller', 'Sunil Seller', null, '', 'Arrived on Monday'],
    ]);
    expect(row!.remarks[0]!.attachments).toEqual([{ id: proof.id, link: `/api/General/file/${proof.id}` }]);
    expect(row!.remarks.map((r) => r.owner.usrId)).toEqual([buyer.userId, seller.userId, buyer.userId, seller.userId]);
    const times = row!.remarks.map((r) => Date.parse(r.createdOn));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(await payList(buyer)).toEqual(await payList(seller));
  });

  it('lists each payment of a partial settlement with its own steps', async () => {
    const second = await ok<Outcome>(app, buyer, 'POST', '/api/Business/MakePayment', {
      NotePaymentId: advanceId,
      PaidAmount: '84.05',
      PaymentNote: 'The rest',
    });
    await ok(app, seller, 'POST', '/api/Business/PaymentReceived', { PaymentId: second.data.id });
    const rows = await payList(buyer);
    expect(rows.map((r) => [r.paidAmount, r.remarks.length])).toEqual([
      ['40.00', 4],
      ['84.05', 2],
    ]);
    expect(steps(rows[1]!)).toEqual([
      ['Paid', 'buyer', 'Bina Buyer', '84.05', '', 'The rest'],
      ['Received', 'seller', 'Sunil Seller', null, '', ''],
    ]);
  });

  it('refuses an outsider and a bad note, changing nothing', async () => {
    expect((await as(app.baseUrl, stranger)('GET', `/api/Business/PayList?notePayId=${advanceId}`)).status).toBe(403);
    const before = await payList(seller);
    const [row] = before;
    const long = await as(app.baseUrl, seller)('POST', '/api/Business/PaymentNotReceived', {
      PaymentId: row!.id,
      Note: 'x'.repeat(1001),
    });
    expect(long.status).toBe(400);
    expect(await payList(seller)).toEqual(before);
  });
});
