import { AgreementUseCase } from '../../common/cqrs/agreement-command.js';
import type { UpdateTxnNoteItemRequest } from './update-txn-note-item.request.js';

/** The buyer edits a line of a draft note: defect count and rate (UpdateTxnNoteItem). */
export class UpdateTxnNoteItemCommand extends AgreementUseCase<UpdateTxnNoteItemRequest> {}
