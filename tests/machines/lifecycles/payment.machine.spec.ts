import { describe, expect, it } from '@jest/globals';
import { PAYMENT_STATUSES, paymentLifecycle, paymentMachine } from '@samvida/machines';
import { explore, expectFullCoverage } from '../support/coverage.js';
import { PARTIES, PAYMENT, byEach, byValueAndContext } from '../support/samples.js';

const paymentId = PAYMENT.paymentId;
const events = [
  ...byEach(PARTIES, (by) => ({ type: 'PaymentReceived', by, paymentId, note: '' })),
  ...byEach(PARTIES, (by) => ({ type: 'PaymentNotReceived', by, paymentId, note: 'Not in the bank' })),
  ...byEach(PARTIES, (by) => ({ type: 'PaymentResponded', by, paymentId, note: 'UTR attached' })),
];

describe('payment machine', () => {
  it('visits every state and every transition (model-based, xstate/graph)', async () => {
    const result = await explore(paymentMachine, {
      inputs: [PAYMENT],
      events,
      serialize: byValueAndContext,
      lifecycle: paymentLifecycle as never,
    });
    expectFullCoverage(result);
    expect(result.states.sort()).toEqual([...PAYMENT_STATUSES].sort());
    expect(result.transitions).toHaveLength(5);
  });

  it('goes Done → Not Received → Responded → Received, keeping the buyer’s note', () => {
    let payment = paymentLifecycle.start(PAYMENT);
    for (const event of [events[3], events[4], events[1]]) payment = paymentLifecycle.apply(payment, event as never);
    expect(payment).toEqual({
      status: 'Received',
      context: { paymentId, noteId: PAYMENT.noteId, amount: '100.00', note: PAYMENT.note },
    });
  });
});
