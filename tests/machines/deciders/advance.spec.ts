// The advance: due at the start, paid like a note's payment, and taken off each note in proportion.
import { describe, expect, it } from '@jest/globals';
import {
  advancePaymentSummary,
  availableAgreementActions,
  decideAgreement,
  txnNoteView,
  type AgreementCommandInput,
  type AgreementState,
} from '@samvida/machines';
import {
  AGREEMENT_ID,
  BUYER,
  INVOICE_ID,
  ITEM_ID,
  SELLER,
  accepted,
  act,
  activeAgreement,
  expectRefused,
  publishedAgreement,
  testEnv,
  uuid,
  withStatus,
} from '../support/fixtures.js';

const A = { AgreementId: AGREEMENT_ID };
// 5 laptops at 100.00 + 18% = 590.00; the agreed advance is 10%: 59.00.
const ADVANCE_ID = uuid(500);
const started = () => activeAgreement(testEnv(500));
const payAdvance = (PaidAmount: string, extra: object = {}): AgreementCommandInput => ({
  type: 'PayAdvance',
  data: { ...A, NotePaymentId: ADVANCE_ID, PaidAmount, PaymentNote: 'Advance by UPI', ...extra },
});
const paymentIds = (state: AgreementState) => Object.keys(state.payments);

/** `state` with an invoice of `quantity` laptops at 100.00 (+18%) and its note, completed by the buyer. */
function settledNote(state: AgreementState, quantity: number, env = 700) {
  let next = act(
    state,
    {
      type: 'MakeInvoice',
      data: { ...A, Id: INVOICE_ID, ItemList: [{ AgItemId: ITEM_ID, QuantityDelivered: quantity, Rate: 100 }] },
    },
    SELLER,
    testEnv(env),
  );
  next = act(next, { type: 'PublishInvoice', data: { ...A, InvoiceId: INVOICE_ID } }, SELLER, testEnv(env + 10));
  next = act(next, { type: 'GenerateTxnNote', data: { ...A, InvoiceId: INVOICE_ID } }, BUYER, testEnv(env + 20));
  const noteId = Object.keys(next.notes)[0]!;
  return {
    before: next,
    noteId,
    events: accepted(next, { type: 'CompleteTxnNote', data: { ...A, Id: noteId } }, BUYER, testEnv(env + 30)),
  };
}

describe('the advance due at the start', () => {
  it('falls due as the buyer starts the contract: the agreed percent of the contract value with tax', () => {
    const events = accepted(publishedAgreement(), { type: 'StartContract', data: A }, BUYER, testEnv(500));
    expect(events.at(-1)).toEqual({
      type: 'AdvanceFellDue',
      data: {
        by: 'buyer',
        notePaymentId: ADVANCE_ID,
        advancePercent: '10',
        contractValue: '590.00',
        totalDue: '59.00',
        // Started on 15 January before the agreed start date: due on that date.
        dueDate: '2025-02-01',
      },
    });
    expect(advancePaymentSummary(started())).toEqual({
      notePaymentId: ADVANCE_ID,
      totalDue: '59.00',
      totalPaid: '0.00',
      outstanding: '59.00',
      awaitingConfirmation: '0.00',
      paymentStatus: 'Pending',
    });
  });

  it('says a paid advance awaits the seller’s confirmation, not that it is pending (issue 37)', () => {
    const paid = act(started(), payAdvance('59.00'), BUYER, testEnv(600));
    expect(advancePaymentSummary(paid)).toMatchObject({
      totalPaid: '0.00',
      outstanding: '0.00',
      awaitingConfirmation: '59.00',
      paymentStatus: 'Awaiting confirmation',
    });
  });

  it('does not fall due at 0 percent, and then nothing can be paid as an advance', () => {
    const published = publishedAgreement();
    const { context, status } = published.agreement!;
    const noAdvance = withStatus(published, 'agreement', AGREEMENT_ID, status, {
      generalTerms: { ...context.generalTerms, advancePercent: '0' },
    });
    const events = accepted(noAdvance, { type: 'StartContract', data: A }, BUYER, testEnv(500));
    expect(events.map((e) => e.type)).toEqual(['AgreementStarted']);
    const state = act(noAdvance, { type: 'StartContract', data: A }, BUYER, testEnv(500));
    expect(advancePaymentSummary(state)).toBeUndefined();
    expect(availableAgreementActions(state, BUYER).agreement.map((a) => a.command)).not.toContain('PayAdvance');
    expectRefused(decideAgreement(state, payAdvance('1.00'), BUYER, testEnv(600)), 'NOT_FOUND');
  });

  it('is paid by the buyer in parts up to what is due, with a reference and a proof upload', () => {
    const state = started();
    expect(availableAgreementActions(state, BUYER).agreement.map((a) => a.command)).toContain('PayAdvance');
    expect(availableAgreementActions(state, SELLER).agreement.map((a) => a.command)).not.toContain('PayAdvance');
    const over = decideAgreement(state, payAdvance('59.01'), BUYER, testEnv(600));
    expect(over).toMatchObject({
      ok: false,
      reason: 'The amount paid must be above ₹0.00 and at most the ₹59.00 still due.',
    });
    expectRefused(decideAgreement(state, payAdvance('1.00'), SELLER, testEnv(600)), 'NOT_ALLOWED');
    const proof = uuid(9000);
    expect(
      accepted(
        state,
        payAdvance('20.00', { PaymentReference: 'UTR HDFC0001', ProofUploadId: proof }),
        BUYER,
        testEnv(600),
      ),
    ).toEqual([
      {
        type: 'PaymentMade',
        data: {
          by: 'buyer',
          paymentId: uuid(600),
          noteId: null,
          amount: '20.00',
          note: 'Advance by UPI',
          reference: 'UTR HDFC0001',
          attachmentIds: [proof],
        },
      },
    ]);
    const bad = decideAgreement(state, payAdvance('1.00', { PaymentReference: 'x'.repeat(36) }), BUYER, testEnv(600));
    expect(bad).toMatchObject({
      ok: false,
      reason:
        'PaymentReference: The UPI or bank reference can have at most 35 letters, digits, spaces, dots, hyphens or slashes.',
    });
  });

  it('goes through the payment lifecycle: received, or not received and answered', () => {
    let state = act(started(), payAdvance('20.00'), BUYER, testEnv(600));
    const [first] = paymentIds(state);
    state = act(state, { type: 'MarkPaymentReceived', data: { ...A, PaymentId: first! } }, SELLER);
    state = act(state, payAdvance('39.00'), BUYER, testEnv(610));
    const second = paymentIds(state).find((id) => id !== first)!;
    state = act(
      state,
      { type: 'MarkPaymentNotReceived', data: { ...A, PaymentId: second, Note: 'Not credited' } },
      SELLER,
    );
    // A payment reported not received no longer holds the amount: the buyer may pay it again.
    expect(advancePaymentSummary(state)).toMatchObject({
      totalPaid: '20.00',
      outstanding: '39.00',
      paymentStatus: 'Partly Paid',
    });
    state = act(state, { type: 'RespondToPayment', data: { ...A, PaymentId: second, Note: 'UTR 77' } }, BUYER);
    state = act(state, { type: 'MarkPaymentReceived', data: { ...A, PaymentId: second } }, SELLER);
    expect(advancePaymentSummary(state)).toMatchObject({
      totalPaid: '59.00',
      outstanding: '0.00',
      paymentStatus: 'Paid',
    });
  });
});

describe('a note less its share of the advance', () => {
  it('takes off the advance received x invoice value / contract value, to the paisa', () => {
    let state = act(started(), payAdvance('33.33'), BUYER, testEnv(600));
    state = act(state, { type: 'MarkPaymentReceived', data: { ...A, PaymentId: paymentIds(state)[0]! } }, SELLER);
    // Invoice: 2 x 100.00 + 18% = 236.00. Share: 33.33 x 236.00 / 590.00 = 13.332 → 13.33.
    const { before, noteId, events } = settledNote(state, 2);
    expect(txnNoteView(before, noteId)).toMatchObject({
      grossAmount: '236.00',
      advance: { received: '33.33', invoiceValue: '236.00', contractValue: '590.00', deducted: '13.33' },
      amountDue: '222.67',
    });
    expect(events.at(-1)).toMatchObject({
      type: 'TxnNoteSettled',
      data: { totalDue: '222.67', advanceReceived: '33.33', advanceDeducted: '13.33' },
    });
  });

  it('counts only advance payments the seller marked received', () => {
    const paid = act(started(), payAdvance('59.00'), BUYER, testEnv(600));
    const { events } = settledNote(paid, 2);
    expect(events.at(-1)).toMatchObject({
      data: { totalDue: '236.00', advanceReceived: '0.00', advanceDeducted: '0.00' },
    });
  });

  it('never takes more of the advance than is left after earlier notes, nor more than the note is due', () => {
    let state = act(started(), payAdvance('59.00'), BUYER, testEnv(600));
    state = act(state, { type: 'MarkPaymentReceived', data: { ...A, PaymentId: paymentIds(state)[0]! } }, SELLER);
    // All 5 laptops: 59.00 x 590.00 / 590.00 = 59.00, the whole advance.
    const whole = settledNote(state, 5);
    expect(whole.events.at(-1)).toMatchObject({ data: { totalDue: '531.00', advanceDeducted: '59.00' } });
    // With 40.00 already taken by an earlier note, only 19.00 is left to take.
    const { before, noteId } = settledNote(state, 5);
    const other = { ...before.notes[noteId]!.context, noteId: uuid(1), notePaymentId: uuid(2), totalDue: '0.00' };
    const earlier: AgreementState = {
      ...before,
      notes: { ...before.notes, [uuid(1)]: { status: 'Completed', context: { ...other, advanceDeducted: '40.00' } } },
    };
    expect(txnNoteView(earlier, noteId).advance).toMatchObject({ deducted: '19.00' });
  });
});
