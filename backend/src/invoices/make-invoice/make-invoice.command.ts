import { AgreementUseCase } from '../../common/cqrs/agreement-command.js';
import type { MakeInvoiceRequest } from './make-invoice.request.js';

/** The seller drafts an invoice from ticked rows of an Active contract (MakeInvoice). */
export class MakeInvoiceCommand extends AgreementUseCase<MakeInvoiceRequest> {}
