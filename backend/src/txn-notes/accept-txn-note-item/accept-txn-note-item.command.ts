import { AgreementUseCase } from '../../common/cqrs/agreement-command.js';
import type { AcceptTxnNoteItemRequest } from './accept-txn-note-item.request.js';

/** A party accepts a note line in its turn when both rates agree (TISA/TIBA). */
export class AcceptTxnNoteItemCommand extends AgreementUseCase<AcceptTxnNoteItemRequest> {}
