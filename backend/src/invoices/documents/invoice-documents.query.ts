import { Injectable } from '@nestjs/common';
import {
  E_INVOICE_B2C_MESSAGE,
  invoiceView,
  ewayBillJson,
  ewayBillRefusal,
  type AgreementState,
  type EInvoiceParty,
  type EwayBillParty,
  type Transport,
} from '@samvida/machines';
import { ContractPartiesService } from '../../accounts/contract-parties.service.js';
import { UserDirectoryService, type PartyProfile } from '../../accounts/user-directory.service.js';
import { DomainError } from '../../common/errors/domain.error.js';
import { contractInputKey, RenderedPdfs } from '../../common/pdf/rendered-pdfs.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import type { IrnAcknowledgement } from '../irn/irn-registrar.port.js';
import { validEInvoice } from '../e-invoice/e-invoice.validator.js';
import { IrnRegistrations } from '../irn/irn-registrations.service.js';
import { InvoiceListQuery, type InvoiceCard } from '../read-model/invoice-list.query.js';
import { gstDocumentContent } from './gst-document.content.js';

export type DocumentType = 'INV' | 'CRN';

const NO_DOCUMENT: Record<DocumentType, string> = {
  INV: 'This invoice has no GST tax invoice number yet.',
  CRN: 'This invoice has no credit note.',
};

// The tax invoice and credit note of an invoice as PDF and as IRP e-invoice JSON, for its parties.
@Injectable()
export class InvoiceDocuments {
  constructor(
    private readonly invoices: InvoiceListQuery,
    private readonly writer: StreamWriter,
    private readonly directory: UserDirectoryService,
    private readonly parties: ContractPartiesService,
    private readonly irns: IrnRegistrations,
    private readonly rendered: RenderedPdfs,
  ) {}

  // The seller registers the e-invoice through the configured registrar (the sandbox computes it only).
  async registerIrn(invoiceId: string, userId: string, type: DocumentType): Promise<IrnAcknowledgement> {
    const loaded = await this.load(invoiceId, userId, type);
    if (loaded.seller?.usrId !== userId)
      throw new DomainError('NOT_THE_SELLER', 'Only the seller registers the e-invoice.', 'forbidden');
    return this.irns.register(invoiceId, type, eInvoiceOf(loaded, type));
  }

  async pdf(invoiceId: string, userId: string, type: DocumentType): Promise<{ name: string; bytes: Buffer }> {
    const loaded = await this.load(invoiceId, userId, type);
    const agreementId = loaded.state.agreement!.context.agreementId;
    await this.rendered.assertFilesKept(agreementId);
    const [payment, irn] = await Promise.all([
      type === 'INV' && loaded.seller ? this.directory.paymentDetailsOf(loaded.seller.usrId) : null,
      this.irns.find(invoiceId, type),
    ]);
    // Lines priced as the e-invoice's are: from the contract as it stands, each with its item's unit.
    const card = invoiceView(loaded.state, invoiceId);
    const input = gstDocumentContent(type, { ...loaded, card, payment, irn });
    const job = { kind: 'gst-document' as const, input };
    const bytes = await this.rendered.get(userId, job, { key: contractInputKey(agreementId, job) });
    return { name: input.document.number.replaceAll('/', '-'), bytes };
  }

  // The seller's e-way bill of a numbered goods invoice, refused plainly where none is due.
  async ewayBill(invoiceId: string, userId: string, transport: Transport): Promise<Record<string, unknown>> {
    const { card, seller, buyer } = await this.load(invoiceId, userId, 'INV');
    if (seller?.usrId !== userId)
      throw new DomainError('NOT_THE_SELLER', 'Only the seller generates the e-way bill.', 'forbidden');
    const from = ewayParty(seller, card.taxInvoice!.sellerGstin);
    const to = ewayParty(buyer, card.taxInvoice!.buyerGstin);
    const refusal = ewayBillRefusal(card, from, to);
    if (refusal) throw new DomainError('NO_EWAY_BILL', refusal);
    return ewayBillJson(card, from, to, transport);
  }

  async json(invoiceId: string, userId: string, type: DocumentType): Promise<Record<string, unknown>> {
    return eInvoiceOf(await this.load(invoiceId, userId, type), type);
  }

  private async load(invoiceId: string, userId: string, type: DocumentType): Promise<Loaded> {
    const card = await this.invoices.one(invoiceId, userId);
    if (!card.taxInvoice || (type === 'CRN' && !card.creditNote))
      throw new DomainError('DOCUMENT_NOT_FOUND', NO_DOCUMENT[type], 'not_found');
    const { state } = await this.writer.current('agreement', card.agreementId);
    return { card, state, ...(await this.parties.of(state)) };
  }
}

interface Loaded {
  card: InvoiceCard;
  // The contract as it stands, items included (the invoice read model folds without them).
  state: AgreementState;
  seller: PartyProfile | undefined;
  buyer: PartyProfile | undefined;
}

// Served and registered only when it passes the NIC schema (a 422 naming the fields otherwise), and
// only for a buyer with a GSTIN. Built from the contract as it stands, so each line has its item's unit.
function eInvoiceOf({ card, state, seller, buyer }: Loaded, type: DocumentType) {
  if (!card.taxInvoice!.buyerGstin) throw new DomainError('B2C_NOT_E_INVOICED', E_INVOICE_B2C_MESSAGE);
  return validEInvoice(
    invoiceView(state, card.id),
    type,
    eParty(seller, card.taxInvoice!.sellerGstin),
    eParty(buyer, card.taxInvoice!.buyerGstin),
  );
}

const eParty = (p: PartyProfile | undefined, gstin: string | null): EInvoiceParty => ({
  gstin,
  legalName: p?.usrName ?? '',
  address: p?.usrAddress ?? null,
  phone: p?.phoneNumber ?? null,
  email: p?.email ?? null,
});

const ewayParty = (p: PartyProfile | undefined, gstin: string | null): EwayBillParty => ({
  gstin,
  name: p?.usrName ?? '',
  address: p?.usrAddress ?? null,
});
