import { Injectable } from '@nestjs/common';
import { txnNoteView } from '@samvida/machines';
import type { EntityManager } from 'typeorm';
import { changedIds, ExecutionProjector, type FoldedAgreement } from '../../projections/agreement-folds.js';

// /EditTxnNote and GetTxnNote: one row per transaction note with its lines and the arithmetic of what is due.
@Injectable()
export class TxnNotesProjector extends ExecutionProjector {
  readonly name = 'txn-notes';
  readonly tables = ['txn_note_folds', 'txn_notes'];

  protected async save({ agreementId, before, after }: FoldedAgreement, manager: EntityManager): Promise<void> {
    const changed = new Set([
      ...changedIds(before.notes, after.notes),
      ...changedIds(before.noteItems, after.noteItems).map((id) => after.noteItems[id]!.context.noteId),
      ...changedIds(before.payments, after.payments).map((id) => after.payments[id]!.context.noteId),
    ]);
    // Each note's share of the advance depends on the advance payments and on what the other notes
    // took: on a contract with an advance any change redraws every note.
    const noteIds =
      after.agreement?.context.advance && changed.size > 0
        ? Object.keys(after.notes)
        : [...changed].filter((id): id is string => id !== null);
    for (const noteId of noteIds) {
      const view = txnNoteView(after, noteId);
      await manager.query(
        `insert into txn_notes (note_id, agreement_id, invoice_id, status, view) values ($1, $2, $3, $4, $5)
         on conflict (note_id) do update set status = excluded.status, view = excluded.view`,
        [noteId, agreementId, view.invoiceId, view.noteStatus, view],
      );
    }
  }
}
