import { AgreementUseCase } from '../../common/cqrs/agreement-command.js';
import type { PublishInvoiceRequest } from './publish-invoice.request.js';

/** The seller publishes a draft invoice to the buyer (PublishInvoice?invId); the numbering reactor then makes it a GST tax invoice. */
export class PublishInvoiceCommand extends AgreementUseCase<PublishInvoiceRequest> {}
