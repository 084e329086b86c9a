import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { InvoiceDocuments } from './documents/invoice-documents.query.js';
import { InvoicesController } from './invoices.controller.js';
import { IRN_REGISTRAR } from './irn/irn-registrar.port.js';
import { IrnRegistrations } from './irn/irn-registrations.service.js';
import { SandboxIrnRegistrar } from './irn/sandbox-irn-registrar.js';
import { GstDocumentNumbers } from './invoice-numbering/gst-document-numbers.service.js';
import { InvoiceNumberingReactor } from './invoice-numbering/invoice-numbering.reactor.js';
import { InvoiceListQuery } from './read-model/invoice-list.query.js';
import { InvoicesProjector } from './read-model/invoices.projector.js';

// Invoices: drafting, publishing, GST numbering and the Invoice & Payments read model.
@Module({
  imports: [AccountsModule],
  controllers: [InvoicesController],
  providers: [
    InvoicesProjector,
    InvoiceListQuery,
    InvoiceDocuments,
    // No GST Suvidha Provider is integrated yet; a GSP adapter replaces this binding.
    { provide: IRN_REGISTRAR, useClass: SandboxIrnRegistrar },
    IrnRegistrations,
    GstDocumentNumbers,
    InvoiceNumberingReactor,
  ],
})
export class InvoicesModule {}
