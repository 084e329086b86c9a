import { describe, expect, it } from '@jest/globals';
import { TXN_NOTE_STATUSES, txnNoteLifecycle, txnNoteMachine } from '@samvida/machines';
import { explore, expectFullCoverage } from '../support/coverage.js';
import { NOTE, PARTIES, PAYMENT, byEach, byValueAndContext } from '../support/samples.js';

const noteId = NOTE.noteId;
const wording = { noteId, penaltyPercent: '5', remark: 'Two defective' };
const events = [
  ...byEach(PARTIES, (by) => ({ type: 'TxnNoteEdited', by, ...wording })),
  ...byEach(PARTIES, (by) => ({ type: 'TxnNotePublished', by, noteId })),
  ...byEach(PARTIES, (by) => ({ type: 'TxnNoteNegotiated', by, ...wording })),
  ...byEach(PARTIES, (by) => ({ type: 'TxnNoteAccepted', by, noteId })),
  ...byEach(PARTIES, (by) => ({ type: 'TxnNoteCompleted', by, noteId })),
  { type: 'TxnNoteSettled', by: 'buyer', noteId, notePaymentId: 'np', totalDue: '224.20' },
  ...byEach(PARTIES, (by) => ({ ...PAYMENT, type: 'PaymentMade', by })),
];

describe('transaction note machine', () => {
  it('visits every state and every transition (model-based, xstate/graph)', async () => {
    const result = await explore(txnNoteMachine, {
      inputs: [NOTE],
      events,
      serialize: byValueAndContext,
      lifecycle: txnNoteLifecycle as never,
    });
    expectFullCoverage(result);
    expect(result.states).toEqual([...TXN_NOTE_STATUSES]);
    // Draft 3, Waiting for Seller 3, Waiting for Buyer 3, Active 2, Completed 2.
    expect(result.transitions).toHaveLength(13);
  });

  it('lets the buyer complete only when the note is neither Completed nor Active', () => {
    const complete = { type: 'TxnNoteCompleted', by: 'buyer', noteId } as const;
    const at = (status: (typeof TXN_NOTE_STATUSES)[number]) => ({ ...txnNoteLifecycle.start(NOTE), status });
    expect(TXN_NOTE_STATUSES.filter((s) => txnNoteLifecycle.allows(at(s), complete))).toEqual([
      'Draft',
      'Waiting for Seller',
      'Waiting for Buyer',
    ]);
  });
});
