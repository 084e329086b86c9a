// When reminders may go out: never between 21:00 and 09:00 in India; a payment due is reminded
// 3 days before, on the day, then weekly while unpaid; and which instalments are unpaid: a purchase
// order's scheduled payments, any other contract's advance and settled transaction notes.
import { describe, expect, it } from '@jest/globals';
import {
  dueReminderDateAfter,
  isQuietHour,
  nextDueReminderDate,
  outsideQuietHours,
  unpaidInstalments,
  type AgreementCommandInput,
  type AgreementState,
} from '@samvida/machines';
import {
  AGREEMENT_ID,
  BUYER,
  BUYER_TERM_ID,
  INVOICE_ID,
  ITEM_ID,
  SELLER,
  act,
  draftedAgreement,
  publishedAgreement,
  testEnv,
  uuid,
  withStatus,
} from '../support/fixtures.js';
import { A, ITEM_A, ITEM_B, addPayment, createdOrder } from '../support/purchase-order.js';

describe('quiet hours', () => {
  it('are 21:00 to 09:00 in India', () => {
    expect(isQuietHour(new Date('2026-12-01T15:29:59Z'))).toBe(false); // 20:59:59
    expect(isQuietHour(new Date('2026-12-01T15:30:00Z'))).toBe(true); // 21:00
    expect(isQuietHour(new Date('2026-12-01T03:29:00Z'))).toBe(true); // 08:59
    expect(isQuietHour(new Date('2026-12-01T03:30:00Z'))).toBe(false); // 09:00
  });

  it('defer a reminder to the 09:00 that ends them', () => {
    const evening = new Date('2026-12-01T16:00:00Z'); // 21:30 on 1 December
    expect(outsideQuietHours(evening).toISOString()).toBe('2026-12-02T03:30:00.000Z');
    const night = new Date('2026-12-01T20:00:00Z'); // 01:30 on 2 December
    expect(outsideQuietHours(night).toISOString()).toBe('2026-12-02T03:30:00.000Z');
    const noon = new Date('2026-12-01T06:30:00Z');
    expect(outsideQuietHours(noon)).toBe(noon);
  });
});

describe('due-date reminder days', () => {
  it('are 3 days before, on the day, then every 7 days', () => {
    expect(nextDueReminderDate('2026-12-10', '2026-11-01')).toBe('2026-12-07');
    expect(nextDueReminderDate('2026-12-10', '2026-12-08')).toBe('2026-12-10');
    expect(nextDueReminderDate('2026-12-10', '2026-12-11')).toBe('2026-12-17');
    expect(nextDueReminderDate('2026-12-10', '2026-12-17')).toBe('2026-12-17');
    expect(dueReminderDateAfter('2026-12-10', '2026-12-07')).toBe('2026-12-10');
    expect(dueReminderDateAfter('2026-12-10', '2026-12-10')).toBe('2026-12-17');
    expect(dueReminderDateAfter('2026-12-10', '2026-12-31')).toBe('2027-01-07');
  });
});

describe('unpaid instalments', () => {
  it('are none before the schedule has dates, then every instalment with its due date', () => {
    // 2,180.00: a 10% advance, 2 monthly payments of 5% and the balance.
    let state = addPayment(createdOrder(), { type: 'A', note: 'Advance', amt: 10 });
    state = addPayment(state, { type: 'M', note: 'Monthly', amt: 5, count: 2 });
    state = addPayment(state, { type: 'F', note: 'Balance' });
    expect(unpaidInstalments(state)).toEqual([]);
    // Accepted on 15 January 2025 (the fixtures' clock).
    state = act(act(state, { type: 'StartAgreement', data: A }, BUYER), { type: 'AcceptAgreement', data: A }, SELLER);
    expect(unpaidInstalments(state).map(({ label, dueDate, unpaid }) => [label, dueDate, unpaid])).toEqual([
      ['Advance', '2025-01-15', '218.00'],
      ['Monthly', '2025-02-14', '109.00'],
      ['Monthly', '2025-03-16', '109.00'],
      ['Final', '2025-04-15', '1744.00'],
    ]);
  });
});

// The fixtures' contract (5 laptops at 100.00 + 18%: 590.00, a 10% advance, agreed start date
// 1 February 2025), started by the buyer on 15 January 2025; with a payment term of 30 days.
const ADVANCE_ID = uuid(500);
const withPaymentTerm = (): AgreementState => {
  const state = act(
    draftedAgreement(),
    {
      type: 'AddAgreementTerm',
      data: {
        ...A,
        Id: uuid(22),
        TermTitle: 'Payment',
        TermTxt: 'The buyer pays each invoice within 30 days of delivery.',
        IsPaymentTerm: true,
      },
    },
    SELLER,
  );
  return act(
    act(state, { type: 'StartAgreement', data: A }, SELLER),
    { type: 'AcceptTerm', data: { ...A, TermId: BUYER_TERM_ID } },
    SELLER,
  );
};
const start = (state: AgreementState, now?: string) =>
  act(state, { type: 'StartContract', data: A }, BUYER, testEnv(500, now));

let nextId = 10_000;
const pay = (state: AgreementState, NotePaymentId: string, PaidAmount: string, type = 'MakePayment') =>
  act(
    state,
    { type, data: { ...A, NotePaymentId, PaidAmount, PaymentNote: 'By UPI' } } as AgreementCommandInput,
    BUYER,
    testEnv((nextId += 10)),
  );
const receiveAll = (state: AgreementState) =>
  Object.entries(state.payments)
    .filter(([, payment]) => payment.status === 'Done')
    .reduce(
      (next, [PaymentId]) => act(next, { type: 'MarkPaymentReceived', data: { ...A, PaymentId } }, SELLER),
      state,
    );
const dues = (state: AgreementState) =>
  unpaidInstalments(state).map(({ key, label, dueDate, unpaid }) => [key, label, dueDate, unpaid]);

/** Invoices 2 laptops (236.00) and the buyer completes its note at once, on 20 January 2025. */
function settledNote(state: AgreementState): { state: AgreementState; noteId: string } {
  const ItemList = [{ AgItemId: ITEM_ID, QuantityDelivered: 2, Rate: 100 }];
  let next = act(state, { type: 'MakeInvoice', data: { ...A, Id: INVOICE_ID, ItemList } }, SELLER, testEnv(2000));
  next = act(next, { type: 'PublishInvoice', data: { ...A, InvoiceId: INVOICE_ID } }, SELLER);
  next = act(next, { type: 'GenerateTxnNote', data: { ...A, InvoiceId: INVOICE_ID } }, BUYER, testEnv(2100));
  const noteId = Object.keys(next.notes)[0]!;
  const completedOn = testEnv(2200, '2025-01-20T06:00:00.000Z');
  return { state: act(next, { type: 'CompleteTxnNote', data: { ...A, Id: noteId } }, BUYER, completedOn), noteId };
}

describe('unpaid advance and transaction notes of a contract without a schedule', () => {
  it('reminds of the advance from the agreed start date until the seller has received all of it', () => {
    let state = start(withPaymentTerm());
    expect(dues(state)).toEqual([[`advance:${ADVANCE_ID}`, 'Advance', '2025-02-01', '59.00']]);
    // Paid but not yet confirmed: still due. Received in part: the rest is due.
    state = pay(state, ADVANCE_ID, '20.00', 'PayAdvance');
    expect(dues(state)).toEqual([[`advance:${ADVANCE_ID}`, 'Advance', '2025-02-01', '59.00']]);
    state = receiveAll(state);
    expect(dues(state)).toEqual([[`advance:${ADVANCE_ID}`, 'Advance', '2025-02-01', '39.00']]);
    state = receiveAll(pay(state, ADVANCE_ID, '39.00', 'PayAdvance'));
    expect(dues(state)).toEqual([]);
  });

  it('dates the advance of a contract started after its agreed start date on the day it starts (in India)', () => {
    // 21:00 UTC on 3 February is 4 February in India.
    const late = start(publishedAgreement(), '2025-02-03T21:00:00.000Z');
    expect(dues(late)).toEqual([[`advance:${ADVANCE_ID}`, 'Advance', '2025-02-04', '59.00']]);
  });

  it('reminds of a settled note within the agreed payment period until it is paid in full', () => {
    const advancePaid = receiveAll(pay(start(withPaymentTerm()), ADVANCE_ID, '59.00', 'PayAdvance'));
    const { state: settled, noteId } = settledNote(advancePaid);
    // 236.00 less its share of the advance (59.00 × 236.00 / 590.00 = 23.60), due 30 days after 20 January.
    expect(dues(settled)).toEqual([[`note:${noteId}`, 'Transaction note', '2025-02-19', '212.40']]);
    // Named by its invoice's GST number once numbered.
    const numbered = withStatus(settled, 'invoices', INVOICE_ID, 'Published', { tax: { number: 'INV/24-25/000001' } });
    expect(unpaidInstalments(numbered)[0]!.label).toBe('Invoice INV/24-25/000001');

    const notePaymentId = settled.notes[noteId]!.context.notePaymentId!;
    let state = receiveAll(pay(settled, notePaymentId, '200.00'));
    expect(dues(state)).toEqual([[`note:${noteId}`, 'Transaction note', '2025-02-19', '12.40']]);
    state = receiveAll(pay(state, notePaymentId, '12.40'));
    expect(dues(state)).toEqual([]);
  });

  it('makes a note payable on the day it settles when the payment terms state no period', () => {
    const { state, noteId } = settledNote(start(publishedAgreement()));
    expect(dues(state)).toEqual([
      [`advance:${ADVANCE_ID}`, 'Advance', '2025-02-01', '59.00'],
      [`note:${noteId}`, 'Transaction note', '2025-01-20', '236.00'],
    ]);
  });

  it('asks nothing of a contract no longer agreed, nor of a note settled before due dates were recorded', () => {
    const { state, noteId } = settledNote(start(withPaymentTerm()));
    expect(unpaidInstalments(withStatus(state, 'agreement', AGREEMENT_ID, 'Rejected'))).toEqual([]);
    const undated = withStatus(state, 'notes', noteId, 'Completed', { dueDate: undefined });
    expect(dues(undated).map(([key]) => key)).toEqual([`advance:${ADVANCE_ID}`]);
  });

  it("counts a purchase order's advance once, in its schedule", () => {
    let state = addPayment(createdOrder(), { type: 'A', note: 'Advance', amt: 10 });
    state = addPayment(state, { type: 'F', note: 'Balance' });
    state = act(state, { type: 'StartAgreement', data: A }, BUYER);
    for (const ItemId of [ITEM_A, ITEM_B]) state = act(state, { type: 'AcceptItem', data: { ...A, ItemId } }, SELLER);
    state = start(act(state, { type: 'AcceptAgreement', data: A }, SELLER));
    expect(state.agreement!.context.advance).toBeDefined();
    expect(unpaidInstalments(state).map(({ label }) => label)).toEqual(['Advance', 'Final']);
  });
});
