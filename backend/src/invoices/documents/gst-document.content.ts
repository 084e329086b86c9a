import {
  compareDecimals,
  uqcOfUnit,
  upiPaymentUri,
  type InvoiceView,
  type PaymentDetails,
  type Rupees,
} from '@samvida/machines';
import type { PartyProfile } from '../../accounts/user-directory.service.js';
import type { IrnAcknowledgement } from '../irn/irn-registrar.port.js';
import type { DocumentLine, DocumentPayment, GstDocumentContent } from './gst-document.pdf.js';

export interface DocumentSources {
  card: InvoiceView;
  seller: PartyProfile | undefined;
  buyer: PartyProfile | undefined;
  // The seller's, for a tax invoice.
  payment: PaymentDetails | null;
  irn: IrnAcknowledgement | null;
}

const invoiceLines = (card: InvoiceView): DocumentLine[] =>
  card.itemList.map((l) => ({
    hsnSac: l.itemHsnCsnUin,
    title: l.itemTitle,
    quantity: l.itemQuantityDelivered,
    uqc: uqcOfUnit(l.itemUnit),
    rate: l.itemProposedRate,
    taxPercent: l.itemTax,
    taxable: l.taxableAmount,
    cgst: l.cgstAmount,
    sgst: l.sgstAmount,
    igst: l.igstAmount,
    total: l.amount,
  }));

// What the buyer still owes on the invoice: the note's outstanding balance once there is a
// payment account, the note's due while it is settled, else the invoice's total.
const amountDue = (card: InvoiceView): Rupees =>
  card.txnNote?.notePayment?.outstandingAmount ?? card.txnNote?.amountDue ?? card.taxInvoice!.totals.total;

function paymentOf(card: InvoiceView, payee: string, details: PaymentDetails): DocumentPayment | null {
  if (!details.bankAccountNumber && !details.upiId) return null;
  const due = amountDue(card);
  return {
    payee,
    ...details,
    amountDue: due,
    upiUri:
      details.upiId && compareDecimals(due, 0) > 0
        ? upiPaymentUri({ upiId: details.upiId, payeeName: payee, amount: due, note: card.taxInvoice!.number })
        : null,
  };
}

// The render input of an invoice's tax invoice (`INV`) or credit note (`CRN`).
export function gstDocumentContent(type: 'INV' | 'CRN', sources: DocumentSources): GstDocumentContent {
  const { card, seller, buyer, payment, irn } = sources;
  const tax = card.taxInvoice!;
  const asParty = (p: PartyProfile | undefined, gstin: string | null) => ({
    name: p?.usrName ?? '',
    address: p?.usrAddress ?? null,
    gstin,
  });
  const common = {
    seller: asParty(seller, tax.sellerGstin),
    buyer: asParty(buyer, tax.buyerGstin),
    irn,
  };
  if (type === 'INV')
    return {
      title: 'Tax Invoice',
      document: tax,
      lines: invoiceLines(card),
      payment: payment && paymentOf(card, common.seller.name, payment),
      ...common,
    };
  const credit = card.creditNote!;
  return {
    title: 'Credit Note',
    document: credit,
    against: { number: tax.number, issuedOn: tax.issuedOn },
    lines: credit.lines.map((line) => ({ ...line, uqc: null, rate: null })),
    payment: null,
    ...common,
  };
}
