import { describe, expect, it } from '@jest/globals';
import { NOTE_ITEM_STATUSES, noteItemLifecycle, noteItemMachine, noteRatesMatch } from '@samvida/machines';
import { explore, expectFullCoverage } from '../support/coverage.js';
import { NOTE_LINE, PARTIES, byEach, byValueAndContext } from '../support/samples.js';

const ids = { noteItemId: NOTE_LINE.noteItemId, noteId: NOTE_LINE.noteId };
const events = [
  ...byEach(PARTIES, (by) => ({ type: 'NoteItemEdited', by, ...ids, defectedCount: '1', rate: '90.00' })),
  ...byEach(PARTIES, (by) => ({ type: 'NoteItemNegotiated', by, ...ids, defectedCount: '1', rate: '95.00' })),
  ...byEach(PARTIES, (by) => ({ type: 'NoteItemNegotiated', by, ...ids, defectedCount: '0', rate: '100.00' })),
  ...byEach(PARTIES, (by) => ({ type: 'NoteItemAccepted', by, ...ids })),
  { type: 'TxnNotePublished', by: 'buyer', noteId: NOTE_LINE.noteId },
  { type: 'TxnNoteSettled', by: 'buyer', noteId: NOTE_LINE.noteId, notePaymentId: 'np', totalDue: '1.00' },
];

describe('note item machine', () => {
  it('visits every state and every transition (model-based, xstate/graph)', async () => {
    const result = await explore(noteItemMachine, {
      inputs: [NOTE_LINE],
      events,
      serialize: byValueAndContext,
      lifecycle: noteItemLifecycle as never,
    });
    expectFullCoverage(result);
    expect(result.states).toEqual([...NOTE_ITEM_STATUSES]);
    // Draft 3, Active 3, Waiting for Seller 3, Waiting for Buyer 3, Accepted 1.
    expect(result.transitions).toHaveLength(13);
  });

  it('accepts in a waiting state only when buyer and seller rates are equal', () => {
    expect(noteRatesMatch(NOTE_LINE)).toBe(true);
    expect(noteRatesMatch({ ...NOTE_LINE, buyerRate: '100' })).toBe(true);
    expect(noteRatesMatch({ ...NOTE_LINE, buyerRate: '99.99' })).toBe(false);
    const waiting = { status: 'Waiting for Seller' as const, context: { ...NOTE_LINE, buyerRate: '90.00' } };
    expect(noteItemLifecycle.allows(waiting, { type: 'NoteItemAccepted', by: 'seller', ...ids })).toBe(false);
    const active = { ...waiting, status: 'Active' as const };
    const settled = noteItemLifecycle.apply(active, { type: 'NoteItemAccepted', by: 'seller', ...ids });
    expect(settled).toMatchObject({ status: 'Accepted', context: { sellerRate: '90.00' } });
  });
});
