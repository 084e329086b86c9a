import { Inject, Injectable } from '@nestjs/common';
import { eInvoiceJson, type EInvoiceParty } from '@samvida/machines';
import { UserDirectoryService, type PartyProfile } from '../../accounts/user-directory.service.js';
import { DomainError } from '../../common/errors/domain.error.js';
import { RenderedPdfs } from '../../common/pdf/rendered-pdfs.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { IRN_REGISTRAR, type IrnAcknowledgement, type IrnRegistrar } from '../irn/irn-registrar.port.js';
import { InvoiceListQuery, type InvoiceCard } from '../read-model/invoice-list.query.js';
import type { GstDocumentContent } from './gst-document.pdf.js';

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
    @Inject(IRN_REGISTRAR) private readonly registrar: IrnRegistrar,
    private readonly rendered: RenderedPdfs,
  ) {}

  // The seller registers the e-invoice through the configured registrar (the sandbox computes it only).
  async registerIrn(invoiceId: string, userId: string, type: DocumentType): Promise<IrnAcknowledgement> {
    const loaded = await this.load(invoiceId, userId, type);
    if (loaded.seller?.usrId !== userId)
      throw new DomainError('NOT_THE_SELLER', 'Only the seller registers the e-invoice.', 'forbidden');
    return this.registrar.register(eInvoiceOf(loaded, type));
  }

  async pdf(invoiceId: string, userId: string, type: DocumentType): Promise<{ name: string; bytes: Buffer }> {
    const { card, seller, buyer } = await this.load(invoiceId, userId, type);
    const tax = card.taxInvoice!;
    const asParty = (p: PartyProfile | undefined, gstin: string | null) => ({
      name: p?.usrName ?? '',
      address: p?.usrAddress ?? null,
      gstin,
    });
    const parties = { seller: asParty(seller, tax.sellerGstin), buyer: asParty(buyer, tax.buyerGstin) };
    const input: GstDocumentContent =
      type === 'INV'
        ? { title: 'Tax Invoice', document: tax, lines: linesOf(card), ...parties }
        : {
            title: 'Credit Note',
            document: card.creditNote!,
            lines: card.creditNote!.lines,
            against: tax,
            ...parties,
          };
    const bytes = await this.rendered.get(userId, { kind: 'gst-document', input });
    return { name: (type === 'INV' ? tax.number : card.creditNote!.number).replaceAll('/', '-'), bytes };
  }

  async json(invoiceId: string, userId: string, type: DocumentType): Promise<Record<string, unknown>> {
    return eInvoiceOf(await this.load(invoiceId, userId, type), type);
  }

  private async load(invoiceId: string, userId: string, type: DocumentType): Promise<Loaded> {
    const card = await this.invoices.one(invoiceId, userId);
    if (!card.taxInvoice || (type === 'CRN' && !card.creditNote))
      throw new DomainError('DOCUMENT_NOT_FOUND', NO_DOCUMENT[type], 'not_found');
    const { sellerId, buyerId } = (await this.writer.current('agreement', card.agreementId)).state.agreement!.context;
    const profiles = await this.directory.findByIds([sellerId!, buyerId!]);
    return { card, seller: profiles.get(sellerId!), buyer: profiles.get(buyerId!) };
  }
}

interface Loaded {
  card: InvoiceCard;
  seller: PartyProfile | undefined;
  buyer: PartyProfile | undefined;
}

const eInvoiceOf = ({ card, seller, buyer }: Loaded, type: DocumentType) =>
  eInvoiceJson(card, type, eParty(seller, card.taxInvoice!.sellerGstin), eParty(buyer, card.taxInvoice!.buyerGstin));

const linesOf = (card: InvoiceCard) =>
  card.itemList.map((l) => ({
    hsnSac: l.itemHsnCsnUin,
    title: l.itemTitle,
    taxPercent: l.itemTax,
    quantity: l.itemQuantityDelivered,
    taxable: l.taxableAmount,
    tax: l.taxAmount,
    total: l.amount,
  }));

const eParty = (p: PartyProfile | undefined, gstin: string | null): EInvoiceParty => ({
  gstin,
  legalName: p?.usrName ?? '',
  address: p?.usrAddress ?? null,
  phone: p?.phoneNumber ?? null,
  email: p?.email ?? null,
});
