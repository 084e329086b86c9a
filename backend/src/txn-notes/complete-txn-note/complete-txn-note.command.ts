import { AgreementUseCase } from '../../common/cqrs/agreement-command.js';
import type { CompleteTxnNoteRequest } from './complete-txn-note.request.js';

/** The buyer completes the note (CTN): what is due is fixed and its payment opens. */
export class CompleteTxnNoteCommand extends AgreementUseCase<CompleteTxnNoteRequest> {}
