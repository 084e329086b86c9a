import { AgreementUseCase } from '../../common/cqrs/agreement-command.js';
import type { UpdateInvoiceItemRequest } from './update-invoice-item.request.js';

/** The seller edits one line of a draft invoice (UpdateInvoiceItem). */
export class UpdateInvoiceItemCommand extends AgreementUseCase<UpdateInvoiceItemRequest> {}
