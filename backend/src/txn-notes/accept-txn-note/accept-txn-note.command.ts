import { AgreementUseCase } from '../../common/cqrs/agreement-command.js';
import type { AcceptTxnNoteRequest } from './accept-txn-note.request.js';

/** A party accepts the note in its turn (TSA/TBA); the seller's accept of an Active note completes it. */
export class AcceptTxnNoteCommand extends AgreementUseCase<AcceptTxnNoteRequest> {}
