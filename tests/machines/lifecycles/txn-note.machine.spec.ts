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
  ...byEach(PARTIES, (by) => ({ type: 'TxnNoteAccepted', by, noteId, completes: true })),
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
    // Draft 3, Waiting for Seller 4, Waiting for Buyer 4 (an accept that completes, one that does
    // not), Active 2, Completed 2.
    expect(result.transitions).toHaveLength(15);
  });

  it('completes on one accept when the accept says so, and goes Active when a line was still countered', () => {
    const published = txnNoteLifecycle.apply(txnNoteLifecycle.start(NOTE), {
      type: 'TxnNotePublished',
      by: 'buyer',
      noteId,
    });
    const accept = { type: 'TxnNoteAccepted', by: 'seller', noteId } as const;
    expect(txnNoteLifecycle.apply(published, { ...accept, completes: true }).status).toBe('Completed');
    expect(txnNoteLifecycle.apply(published, { ...accept, completes: false }).status).toBe('Active');
    // Accepts recorded before one accept could complete a note replay as they did.
    expect(txnNoteLifecycle.apply(published, accept).status).toBe('Active');
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
