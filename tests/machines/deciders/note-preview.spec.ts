// Issue 37, point 1: the transaction note form recalculates as the buyer types, from the rules the
// server uses. The preview must equal what the server shows after the same save.
import { describe, expect, it } from '@jest/globals';
import { previewTxnNote, txnNoteView } from '@samvida/machines';
import { AGREEMENT_ID, BUYER, SELLER, act, contractWithNote } from '../support/fixtures.js';

const A = { AgreementId: AGREEMENT_ID };

describe('the draft note preview', () => {
  it('shows exactly what the note comes to once the same edits are saved', () => {
    const { state, noteId, noteItemId } = contractWithNote();
    const draft = {
      penaltyPercent: '1.5',
      remark: 'Two scratched',
      lines: { [noteItemId]: { defectedCount: '1', rate: '95.5' } },
    };
    const preview = previewTxnNote(state, noteId, BUYER, draft);

    let saved = act(
      state,
      { type: 'UpdateTxnNote', data: { ...A, Id: noteId, PanalityPercent: '1.5', NoteRemark: 'Two scratched' } },
      BUYER,
    );
    saved = act(
      saved,
      { type: 'UpdateTxnNoteItem', data: { ...A, Id: noteItemId, DefectedCount: '1', Rate: '95.5' } },
      BUYER,
    );
    expect(preview).toEqual({ note: txnNoteView(saved, noteId), problems: {} });
    // (2 − 1) × 95.50 = 95.50 less 1.5% = 94.07 (94.0675 half-up), plus 18% = 111.00 (16.93 tax).
    expect(preview.note).toMatchObject({
      panalityPercent: '1.5',
      noteRemark: 'Two scratched',
      itemList: [{ defectedCount: '1', buyerProposedRate: '95.50', settledAmount: '111.00' }],
      amountDue: '111.00',
    });
    // The state itself is not changed by a preview.
    expect(txnNoteView(state, noteId).panalityPercent).toBe('0');
  });

  it('says plainly why a field would be refused and keeps its saved value in the figures', () => {
    const { state, noteId, noteItemId } = contractWithNote();
    const before = txnNoteView(state, noteId);
    const preview = previewTxnNote(state, noteId, BUYER, {
      penaltyPercent: '101',
      remark: '',
      lines: { [noteItemId]: { defectedCount: '3', rate: '100' } },
    });
    expect(preview.problems).toEqual({
      note: expect.stringMatching(/percent/i),
      [noteItemId]: 'Defected count cannot be greater than the delivered count.',
    });
    expect(preview.note.amountDue).toBe(before.amountDue);
    expect(preview.problems.note).not.toMatch(/PanalityPercent/);
  });

  it('refuses the seller, whose note it is not to edit', () => {
    const { state, noteId } = contractWithNote();
    const preview = previewTxnNote(state, noteId, SELLER, { penaltyPercent: '2', remark: '', lines: {} });
    expect(preview.problems.note).toMatch(/not available to the seller/);
  });
});
