// What the Invoice & Payments screens show of an agreement's invoices, transaction notes and
// payments, in the spec's field names (§3). Pure: the read models store these, the frontend reads them.
import type { RecordedEvent } from '../events/envelope.js';
import type { InvoiceStatus } from '../lifecycles/invoice.machine.js';
import {
  documentPlaceOfSupply,
  documentSupplyOf,
  documentTotals,
  gstLine,
  hsnSummary,
  type DocumentTotals,
  type GstLine,
  type HsnSummaryRow,
  type NumberedSupply,
  type SupplyType,
} from '../rules/gst.rules.js';
import { invoicedLine, settledLine } from '../rules/settlement.rules.js';
import { subtractAmounts, sumAmounts, type Rupees } from '../rules/money.js';
import type { AgreementState } from './agreement.state.js';
import { invoiceSupplyOf } from './contract-amounts.js';
import {
  advancePaymentSummary,
  advanceShareOf,
  noteLineIdsOf,
  notePaymentSummary,
  settlementLinesOf,
  type AdvanceShare,
  type NotePaymentSummary,
} from './agreement.views.js';

export interface InvoiceItemView {
  id: string;
  agItemId: string;
  itemHsnCsnUin: string;
  itemTitle: string;
  itemDescription: string;
  itemTax: string;
  itemQuantityDelivered: string;
  /**
   * The agreement item's unit id (the unit list's; its GST code is `uqcOfUnit`); '' on a line
   * recorded without it when the fold holds no items (the execution read models').
   */
  itemUnit: string;
  itemProposedRate: string;
  inoviceItemNote: string;
  /** Quantity × rate, to the paisa; the GST heads and their sum by the tax rule (docs/api.md). */
  taxableAmount: Rupees;
  cgstAmount: Rupees;
  sgstAmount: Rupees;
  igstAmount: Rupees;
  taxAmount: Rupees;
  /** Quantity × rate plus tax (spec §9). */
  amount: Rupees;
}

export interface NotePaymentView {
  id: string;
  paymentStatus: string;
  totalDueAmount: Rupees;
  totalPaidAmount: Rupees;
  /** What the buyer may still pay (due less payments not reported as not received). */
  outstandingAmount: Rupees;
  /** Paid by the buyer, not yet confirmed (or refused) by the seller. */
  awaitingConfirmationAmount: Rupees;
}

export interface NoteItemView {
  id: string;
  noteStatus: string;
  itemHsnCsnUin: string;
  itemTitle: string;
  itemDescription: string;
  itemTax: string;
  buyerProposedRate: Rupees;
  sellerProposedRate: Rupees;
  defectedCount: string;
  deliveredCount: string;
  /** (delivered − defected) × buyer rate less the penalty, plus tax: the line of the arithmetic. */
  settledAmount: Rupees;
}

export interface TxnNoteView {
  id: string;
  invoiceId: string;
  noteStatus: string;
  panalityPercent: string;
  noteRemark: string;
  itemList: NoteItemView[];
  /** The arithmetic the screen shows: accepted value, penalty, the advance taken off, amount due. */
  grossAmount: Rupees;
  penaltyAmount: Rupees;
  /** This invoice's share of the advance received; null on a contract without an advance. */
  advance: AdvanceShare | null;
  amountDue: Rupees;
  notePayment: NotePaymentView | null;
}

export interface GstDocumentView {
  number: string;
  issuedOn: string;
  supplyType: SupplyType;
  /** State code of the place of supply (recorded at numbering; see place-of-supply.ts), null when unknown. */
  placeOfSupply: string | null;
  sellerGstin: string | null;
  buyerGstin: string | null;
  totals: DocumentTotals;
  hsnSummary: HsnSummaryRow[];
}

export interface CreditNoteView extends GstDocumentView {
  id: string;
  lines: GstLine[];
}

export interface InvoiceView {
  id: string;
  agreementId: string;
  invoiceStatus: InvoiceStatus;
  invoiceNote: string;
  invoiceAmount: Rupees;
  itemList: InvoiceItemView[];
  /** The GST tax invoice, once numbered. */
  taxInvoice: GstDocumentView | null;
  creditNote: CreditNoteView | null;
  txnNote: TxnNoteView | null;
}

const gstDocument = (tax: NumberedSupply & { number: string; issuedOn: string }, lines: GstLine[]): GstDocumentView => {
  const supplyType = documentSupplyOf(tax);
  return {
    number: tax.number,
    issuedOn: tax.issuedOn,
    supplyType,
    placeOfSupply: documentPlaceOfSupply(tax),
    sellerGstin: tax.sellerGstin,
    buyerGstin: tax.buyerGstin,
    totals: documentTotals(lines, supplyType),
    hsnSummary: hsnSummary(lines, supplyType),
  };
};

/** One invoice with its lines, tax invoice, credit note and transaction note. */
export function invoiceView(state: AgreementState, invoiceId: string): InvoiceView {
  const { status, context } = state.invoices[invoiceId]!;
  const supply = invoiceSupplyOf(state, invoiceId);
  const taxed = context.items.map((l) =>
    invoicedLine(
      {
        hsnSac: l.hsnSac,
        title: l.title,
        taxPercent: l.taxPercent,
        invoicedQuantity: l.quantityDelivered,
        invoicedRate: l.rate,
        deliveredCount: l.quantityDelivered,
        defectedCount: '0',
        agreedRate: l.rate,
      },
      supply,
    ),
  );
  const credit = context.creditNote;
  // Lines recorded by an older rounding are shown priced by today's rule, as the invoice's are.
  const creditLines = credit?.lines.map((l) => gstLine(l, supply)) ?? [];
  return {
    id: invoiceId,
    agreementId: state.agreement!.context.agreementId,
    invoiceStatus: status,
    invoiceNote: context.note,
    invoiceAmount: sumAmounts(taxed.map((l) => l.total)),
    itemList: context.items.map((l, i) => ({
      id: l.invoiceItemId,
      agItemId: l.agItemId,
      itemHsnCsnUin: l.hsnSac,
      itemTitle: l.title,
      itemDescription: l.description,
      itemTax: l.taxPercent,
      itemQuantityDelivered: l.quantityDelivered,
      // Lines recorded before invoices copied the unit take the item's, where the fold holds items.
      itemUnit: l.unit ?? state.items[l.agItemId]?.context.unit ?? '',
      itemProposedRate: l.rate,
      inoviceItemNote: l.note,
      taxableAmount: taxed[i]!.taxable,
      cgstAmount: taxed[i]!.cgst,
      sgstAmount: taxed[i]!.sgst,
      igstAmount: taxed[i]!.igst,
      taxAmount: taxed[i]!.tax,
      amount: taxed[i]!.total,
    })),
    taxInvoice: context.tax ? gstDocument(context.tax, taxed) : null,
    creditNote:
      credit && context.tax
        ? {
            id: credit.creditNoteId,
            lines: creditLines,
            ...gstDocument({ ...context.tax, number: credit.number, issuedOn: credit.issuedOn }, creditLines),
          }
        : null,
    txnNote: context.noteId ? txnNoteView(state, context.noteId) : null,
  };
}

/** A transaction note with its lines, the arithmetic of what is due, and its payment account. */
export function txnNoteView(state: AgreementState, noteId: string): TxnNoteView {
  const { status, context } = state.notes[noteId]!;
  const inputs = settlementLinesOf(state, noteId);
  const supply = invoiceSupplyOf(state, context.invoiceId);
  const settled = inputs.map((l) => settledLine(l, context.penaltyPercent, supply));
  const gross = sumAmounts(inputs.map((l) => settledLine(l, '0', supply).total));
  const due = sumAmounts(settled.map((l) => l.total));
  const advance = advanceShareOf(state, noteId) ?? null;
  return {
    id: noteId,
    invoiceId: context.invoiceId,
    noteStatus: status,
    panalityPercent: context.penaltyPercent,
    noteRemark: context.remark,
    itemList: noteLineIdsOf(state, noteId).map((id, i) => {
      const { status: itemStatus, context: line } = state.noteItems[id]!;
      return {
        id,
        noteStatus: itemStatus,
        itemHsnCsnUin: line.hsnSac,
        itemTitle: line.title,
        itemDescription: line.description,
        itemTax: line.taxPercent,
        buyerProposedRate: line.buyerRate,
        sellerProposedRate: line.sellerRate,
        defectedCount: line.defectedCount,
        deliveredCount: line.deliveredCount,
        settledAmount: settled[i]!.total,
      };
    }),
    grossAmount: gross,
    penaltyAmount: subtractAmounts(gross, due),
    advance,
    amountDue: context.totalDue ?? subtractAmounts(due, advance?.deducted ?? '0'),
    notePayment: accountView(notePaymentSummary(state, noteId)),
  };
}

const accountView = (summary: NotePaymentSummary | undefined): NotePaymentView | null =>
  summary
    ? {
        id: summary.notePaymentId,
        paymentStatus: summary.paymentStatus,
        totalDueAmount: summary.totalDue,
        totalPaidAmount: summary.totalPaid,
        outstandingAmount: summary.outstanding,
        awaitingConfirmationAmount: summary.awaitingConfirmation,
      }
    : null;

/** The advance due since the start, as the payment section shows it. */
export interface AdvancePaymentView extends NotePaymentView {
  agreementId: string;
  advancePercent: string;
  contractValue: Rupees;
}

/** The advance's payment account, or null when the contract started without one. */
export function advancePaymentView(state: AgreementState): AdvancePaymentView | null {
  const advance = state.agreement?.context.advance;
  const account = accountView(advancePaymentSummary(state));
  if (!advance || !account) return null;
  const { agreementId } = state.agreement!.context;
  return { ...account, agreementId, advancePercent: advance.advancePercent, contractValue: advance.contractValue };
}

/** What happened to a payment at one step of its history. */
export type PaymentStepKind = 'Paid' | 'Not Received' | 'Responded' | 'Received';

/**
 * One step of a payment's history, a remark of the spec's payment row (owner, createdOn,
 * remarkText, attachments): the buyer paying, the seller's answer, the buyer's response.
 */
export interface PaymentStep {
  step: PaymentStepKind;
  byRole: string;
  ownerId: string;
  createdOn: string;
  remarkText: string;
  /** What the step paid: the payment's amount on Paid, null on the answers. */
  amount: Rupees | null;
  reference: string;
  attachmentIds: string[];
}

/** A step as PayList shows it: its owner named, its attachments linked. */
export type PaymentRemark = Omit<PaymentStep, 'ownerId' | 'attachmentIds'> & {
  owner: { usrId: string; usrName: string | null };
  attachments: { id: string; link: string }[];
};

const STEP_OF_EVENT: Record<string, PaymentStepKind> = {
  PaymentMade: 'Paid',
  PaymentNotReceived: 'Not Received',
  PaymentResponded: 'Responded',
  PaymentReceived: 'Received',
};

/** The history step an agreement-stream event records, or null when it is not one. */
export function paymentStepOf(event: RecordedEvent): PaymentStep | null {
  const step = STEP_OF_EVENT[event.type];
  if (!step) return null;
  const data = event.data as {
    by: string;
    note?: string;
    amount?: Rupees;
    reference?: string;
    attachmentIds?: string[];
  };
  return {
    step,
    byRole: data.by,
    ownerId: event.metadata.actorId,
    createdOn: event.metadata.occurredAt,
    remarkText: data.note ?? '',
    amount: data.amount ?? null,
    reference: data.reference ?? '',
    attachmentIds: data.attachmentIds ?? [],
  };
}

/** One payment row of PayList (spec §3 "Payment row"). */
export interface PaymentView {
  id: string;
  notePaymentId: string;
  /** Null for a payment against the advance. */
  noteId: string | null;
  paymentStatus: string;
  paidAmount: Rupees;
  paymentNote: string;
  /** The UPI or bank reference the buyer gave ('' for none). */
  paymentReference: string;
  /** The upload the buyer attached as proof, readable by both parties. */
  proofUploadId: string | null;
}

export function paymentView(state: AgreementState, paymentId: string): PaymentView {
  const { status, context } = state.payments[paymentId]!;
  const account =
    context.noteId === null
      ? state.agreement!.context.advance!.notePaymentId
      : state.notes[context.noteId]!.context.notePaymentId!;
  return {
    id: paymentId,
    notePaymentId: account,
    noteId: context.noteId,
    paymentStatus: status,
    paidAmount: context.amount,
    paymentNote: context.note,
    // Payments recorded before references and proofs existed have neither.
    paymentReference: context.reference ?? '',
    proofUploadId: context.attachmentIds?.[0] ?? null,
  };
}
