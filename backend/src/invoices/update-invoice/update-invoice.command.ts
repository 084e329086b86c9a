import { AgreementUseCase } from '../../common/cqrs/agreement-command.js';
import type { UpdateInvoiceRequest } from './update-invoice.request.js';

/** The seller rewrites a draft invoice: its note and its lines (UpdateInvoice). */
export class UpdateInvoiceCommand extends AgreementUseCase<UpdateInvoiceRequest> {}
