import { Module } from '@nestjs/common';
import { AcceptTxnNoteItemHandler } from './accept-txn-note-item/accept-txn-note-item.handler.js';
import { AcceptTxnNoteHandler } from './accept-txn-note/accept-txn-note.handler.js';
import { CompleteTxnNoteHandler } from './complete-txn-note/complete-txn-note.handler.js';
import { GenerateTxnNoteHandler } from './generate-txn-note/generate-txn-note.handler.js';
import { NegotiateTxnNoteItemHandler } from './negotiate-txn-note-item/negotiate-txn-note-item.handler.js';
import { NegotiateTxnNoteHandler } from './negotiate-txn-note/negotiate-txn-note.handler.js';
import { PublishTxnNoteHandler } from './publish-txn-note/publish-txn-note.handler.js';
import { GetTxnNoteQuery } from './read-model/get-txn-note.query.js';
import { TxnNotesProjector } from './read-model/txn-notes.projector.js';
import { TxnNotesController } from './txn-notes.controller.js';
import { UpdateTxnNoteItemHandler } from './update-txn-note-item/update-txn-note-item.handler.js';
import { UpdateTxnNoteHandler } from './update-txn-note/update-txn-note.handler.js';

/** Transaction notes: the buyer's reconciliation of an invoice, negotiated line by line. */
@Module({
  controllers: [TxnNotesController],
  providers: [
    GenerateTxnNoteHandler,
    UpdateTxnNoteHandler,
    PublishTxnNoteHandler,
    NegotiateTxnNoteHandler,
    AcceptTxnNoteHandler,
    CompleteTxnNoteHandler,
    UpdateTxnNoteItemHandler,
    NegotiateTxnNoteItemHandler,
    AcceptTxnNoteItemHandler,
    TxnNotesProjector,
    GetTxnNoteQuery,
  ],
})
export class TxnNotesModule {}
