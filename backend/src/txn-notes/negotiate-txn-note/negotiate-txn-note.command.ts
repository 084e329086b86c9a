import { AgreementUseCase } from '../../common/cqrs/agreement-command.js';
import type { NegotiateTxnNoteRequest } from './negotiate-txn-note.request.js';

/** A party counters the note's penalty and remark in its turn (TSN/TBN). */
export class NegotiateTxnNoteCommand extends AgreementUseCase<NegotiateTxnNoteRequest> {}
