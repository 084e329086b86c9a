import { AgreementUseCase } from '../../common/cqrs/agreement-command.js';
import type { PublishTxnNoteRequest } from './publish-txn-note.request.js';

/** The buyer sends a draft note to the seller (PublishTxnNote?txnNoteId). */
export class PublishTxnNoteCommand extends AgreementUseCase<PublishTxnNoteRequest> {}
