import { AgreementUseCase } from '../../common/cqrs/agreement-command.js';
import type { GenerateTxnNoteRequest } from './generate-txn-note.request.js';

/** The buyer generates the transaction note of a published invoice (GenerateTxnNote?invId). */
export class GenerateTxnNoteCommand extends AgreementUseCase<GenerateTxnNoteRequest> {}
