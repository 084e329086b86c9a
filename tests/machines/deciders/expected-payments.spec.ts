// A purchase order's payment schedule as the contract's expected payments, and the contract value
// the dashboard sums: the order's lines, GST line by line. The advance row is the contract's
// advance, paid without an invoice; invoices and their notes' payments cover the other rows.
import { describe, expect, it } from '@jest/globals';
import { contractValue, expectedPayments, type AgreementState } from '@samvida/machines';
import { AGREEMENT_ID, BUYER, SELLER, act, contractWithPayment, draftedAgreement } from '../support/fixtures.js';
import { A, ITEM_A, ITEM_B, addPayment, createdOrder, freshEnv } from '../support/purchase-order.js';

/**
 * {@link createdOrder} (items 2,180.00), scheduled as a 10% advance, 2 monthly payments of 5%, 20%
 * on day 45 and the final balance.
 */
function scheduledOrder(): AgreementState {
  let state = addPayment(createdOrder(), { type: 'A', note: 'Advance', amt: 10 });
  state = addPayment(state, { type: 'P', note: 'Half way', amt: 20, days: 45 });
  state = addPayment(state, { type: 'M', note: 'Monthly', amt: 5, count: 2 });
  return addPayment(state, { type: 'F', note: 'Balance' });
}

/** Published by the buyer and accepted by the seller on 15 January 2025 (the fixtures' clock): due by 15 April. */
function acceptedOrder(): AgreementState {
  const published = act(scheduledOrder(), { type: 'StartAgreement', data: A }, BUYER);
  return act(published, { type: 'AcceptAgreement', data: A }, SELLER);
}

const rowsOf = (state: AgreementState) =>
  expectedPayments(state)!.payments.map((p) => [p.type, p.amount, p.total, p.dueDays, p.dueDates]);

describe('contract value', () => {
  it("is a purchase order's contract amount: its items with their GST", () => {
    // 10 × 100.00 + 18% = 1,180.00; 2 × 500.00 at 0% = 1,000.00.
    expect(contractValue(scheduledOrder())).toBe('2180.00');
  });

  it("is any other contract's items at the seller's rate plus tax", () => {
    // 5 × 100.00 + 18% = 590.00.
    expect(contractValue(draftedAgreement())).toBe('590.00');
  });
});

describe('expected payments', () => {
  it('lists the schedule in due order with the days from the start, before the start is known', () => {
    const expected = expectedPayments(scheduledOrder())!;
    expect(expected).toMatchObject({ startDate: null, scheduled: '2180.00', invoiced: '0.00', received: '0.00' });
    // 10% = 218.00; 20% = 436.00; 2 × 5% = 2 × 109.00; the final takes 2,180.00 − 872.00 = 1,308.00.
    expect(rowsOf(scheduledOrder())).toEqual([
      ['A', '218.00', '218.00', [0], null],
      ['M', '109.00', '218.00', [30, 60], null],
      ['P', '436.00', '436.00', [45], null],
      ['F', '1308.00', '1308.00', [90], null],
    ]);
  });

  it('dates each payment from the start once the contract is accepted', () => {
    const state = acceptedOrder();
    expect(state.agreement!.context.completionDate).toBe('2025-04-15');
    expect(expectedPayments(state)!.startDate).toBe('2025-01-15');
    expect(rowsOf(state).map(([type, , , , dates]) => [type, dates])).toEqual([
      ['A', ['2025-01-15']],
      ['M', ['2025-02-14', '2025-03-16']],
      ['P', ['2025-03-01']],
      ['F', ['2025-04-15']],
    ]);
  });

  it('covers the instalments, never the advance, earliest first with what was invoiced and paid against notes', () => {
    // The execution of another contract: an invoice of 2 × 100.00 + 18% = 236.00 and a payment of
    // 100.00 that the seller marks received.
    const executed = contractWithPayment();
    const paid = act(
      executed.state,
      { type: 'MarkPaymentReceived', data: { AgreementId: AGREEMENT_ID, PaymentId: executed.paymentId } },
      SELLER,
      freshEnv(),
    );
    const { invoices, notes, noteItems, payments } = paid;
    const expected = expectedPayments({ ...acceptedOrder(), invoices, notes, noteItems, payments })!;
    expect(expected).toMatchObject({ invoiced: '236.00', received: '100.00' });
    expect(expected.payments.map((p) => [p.type, p.invoiced, p.received])).toEqual([
      ['A', '0.00', '0.00'],
      ['M', '218.00', '100.00'],
      ['P', '18.00', '0.00'],
      ['F', '0.00', '0.00'],
    ]);
  });

  it('covers the advance row with the advance payments the seller received', () => {
    let state = act(scheduledOrder(), { type: 'StartAgreement', data: A }, BUYER);
    for (const ItemId of [ITEM_A, ITEM_B]) state = act(state, { type: 'AcceptItem', data: { ...A, ItemId } }, SELLER);
    state = act(state, { type: 'AcceptAgreement', data: A }, SELLER);
    state = act(state, { type: 'StartContract', data: A }, BUYER, freshEnv());
    const advance = state.agreement!.context.advance!;
    expect(advance).toMatchObject({ advancePercent: '10', totalDue: '218.00' });
    state = act(
      state,
      {
        type: 'PayAdvance',
        data: { ...A, NotePaymentId: advance.notePaymentId, PaidAmount: '200', PaymentNote: 'UTR 7' },
      },
      BUYER,
      freshEnv(),
    );
    const PaymentId = Object.keys(state.payments)[0]!;
    state = act(state, { type: 'MarkPaymentReceived', data: { ...A, PaymentId } }, SELLER, freshEnv());
    const expected = expectedPayments(state)!;
    expect(expected).toMatchObject({ invoiced: '0.00', received: '200.00' });
    expect(expected.payments.map((p) => [p.type, p.invoiced, p.received])).toEqual([
      ['A', '0.00', '200.00'],
      ['M', '0.00', '0.00'],
      ['P', '0.00', '0.00'],
      ['F', '0.00', '0.00'],
    ]);
  });

  it('is null for a contract that was not raised as a purchase order', () => {
    expect(expectedPayments(draftedAgreement())).toBeNull();
  });
});
