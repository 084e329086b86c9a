import { Module } from '@nestjs/common';
import { GetTxnNoteQuery } from './read-model/get-txn-note.query.js';
import { TxnNotesProjector } from './read-model/txn-notes.projector.js';
import { TxnNotesController } from './txn-notes.controller.js';

// Transaction notes: the buyer's reconciliation of an invoice, negotiated line by line.
@Module({
  controllers: [TxnNotesController],
  providers: [TxnNotesProjector, GetTxnNoteQuery],
})
export class TxnNotesModule {}
