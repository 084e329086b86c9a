import { AgreementUseCase } from '../../common/cqrs/agreement-command.js';
import type { UpdateTxnNoteRequest } from './update-txn-note.request.js';

/** The buyer edits a draft note: penalty percent and remark (UpdateTxnNote). */
export class UpdateTxnNoteCommand extends AgreementUseCase<UpdateTxnNoteRequest> {}
