import { AgreementUseCase } from '../../common/cqrs/agreement-command.js';
import type { NegotiateTxnNoteItemRequest } from './negotiate-txn-note-item.request.js';

/** A party counters a note line in its turn (TISN/TIBN). */
export class NegotiateTxnNoteItemCommand extends AgreementUseCase<NegotiateTxnNoteItemRequest> {}
