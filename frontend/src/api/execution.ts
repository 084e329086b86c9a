// Contract execution (docs/api.md "Invoices, notes and payments"): the reads of the Invoice &
// Payments tab, /DraftInvoice, /EditInvoice and /EditTxnNote, and the calls they make. The read
// models store the machines' views, so the shapes are typed from @samvida/machines.
import {
  ITEM_STATUSES,
  type AgreementState,
  type AdvancePaymentView,
  type InvoiceView,
  type NotePaymentView,
  type PaymentRemark,
  type PaymentView,
  type TxnNoteView,
} from '@samvida/machines';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import { fetchFile } from '@/api/files';
import type { ApiCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';

// Each line lists what keeps it off a valid e-invoice (items entered before the e-invoice rules).
export type InvoiceCard = Omit<InvoiceView, 'itemList'> & {
  itemList: (InvoiceView['itemList'][number] & { problems?: string[] })[];
  raisedOn: string;
};
export type PaymentRow = PaymentView & {
  createdOn: string;
  updatedOn: string;
  proofUrl: string | null;
  remarks: PaymentRemark[];
};
export type { AdvancePaymentView, NotePaymentView, TxnNoteView };

// The server's read models are the machines' views; only their presence is checked here.
const Invoices = z.array(z.custom<InvoiceCard>((v) => typeof v === 'object' && v !== null && 'itemList' in v));
const Note = z.custom<TxnNoteView>((v) => typeof v === 'object' && v !== null && 'itemList' in v);
const Advance = z.nullable(
  z.custom<AdvancePaymentView>((v) => typeof v === 'object' && v !== null && 'totalDueAmount' in v),
);
const Payments = z.array(z.custom<PaymentRow>((v) => typeof v === 'object' && v !== null && 'paidAmount' in v));

// InvoiceList?ctId= : the contract's invoices (a draft only for the seller) with notes and payments.
export function useInvoiceList(agreementId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.agreementInvoices(agreementId),
    queryFn: () => apiGet('Business/InvoiceList', Invoices, { ctId: agreementId }),
    enabled: enabled && agreementId !== '',
  });
}

// GetTxnNote?txnNoteId=
export function useTxnNote(agreementId: string, noteId: string) {
  return useQuery({
    queryKey: queryKeys.txnNote(agreementId, noteId),
    queryFn: () => apiGet('Business/GetTxnNote', Note, { txnNoteId: noteId }),
    enabled: noteId !== '',
  });
}

// GetUserAgreementDetail?agreementId= , of which only the folded state: a form that shows what a
// command would make of the contract asks the machines, as the server does.
const Folded = z.object({
  state: z.custom<AgreementState>((value) => (value as AgreementState | null)?.kind === 'agreement'),
});
export function useAgreementState(agreementId: string) {
  return useQuery({
    queryKey: queryKeys.agreementState(agreementId),
    queryFn: () => apiGet('Business/GetUserAgreementDetail', Folded, { agreementId }),
    select: (detail) => detail.state,
    enabled: agreementId !== '',
  });
}

// AdvancePayment?agreementId= : the advance due since the start and what is paid of it (null without one).
export function useAdvancePayment(agreementId: string) {
  return useQuery({
    queryKey: queryKeys.advancePayment(agreementId),
    queryFn: () => apiGet('Business/AdvancePayment', Advance, { agreementId }),
    enabled: agreementId !== '',
  });
}

// PayList?notePayId= : the payment history of one note's or the advance's account.
export function usePayList(agreementId: string, notePaymentId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.payList(agreementId, notePaymentId),
    queryFn: () => apiGet('Business/PayList', Payments, { notePayId: notePaymentId }),
    enabled,
  });
}

// One ticked row of an invoice form.
export interface InvoiceLine {
  Id?: string;
  AgItemId: string;
  QuantityDelivered: string;
  Rate: string;
  Note: string;
}

const post = (name: string, body: unknown): ApiCall => ({ path: `Business/${name}`, method: 'POST', body });
const get = (name: string, query: Record<string, string>): ApiCall => ({ path: `Business/${name}`, query });

export const executionCalls = {
  makeInvoice: (ContractId: string, InvoiceNote: string, ItemList: InvoiceLine[]) =>
    post('MakeInvoice', { ContractId, InvoiceNote, ItemList }),
  updateInvoice: (Id: string, ContractId: string, InvoiceNote: string, ItemList: InvoiceLine[]) =>
    post('UpdateInvoice', { Id, ContractId, InvoiceNote, ItemList }),
  updateInvoiceItem: (InvoiceId: string, line: InvoiceLine & { Id: string }) =>
    post('UpdateInvoiceItem', { ...line, InvoiceId }),
  publishInvoice: (invId: string) => get('PublishInvoice', { invId }),
  generateTxnNote: (invId: string) => get('GenerateTxnNote', { invId }),
  updateTxnNote: (Id: string, PanalityPercent: string, NoteRemark: string) =>
    post('UpdateTxnNote', { Id, PanalityPercent, NoteRemark }),
  updateTxnNoteItem: (Id: string, DefectedCount: string, Rate: string) =>
    post('UpdateTxnNoteItem', { Id, DefectedCount, Rate }),
  publishTxnNote: (txnNoteId: string) => get('PublishTxnNote', { txnNoteId }),
  negotiateTxnNote: (Id: string, PanalityPercent: string, NoteRemark: string, RemarkText?: string) =>
    post('NegotiateTxnNote', { Id, PanalityPercent, NoteRemark, RemarkText }),
  acceptTxnNote: (Id: string) => post('AcceptTxnNote', { Id }),
  completeTxnNote: (Id: string) => post('CompleteTxnNote', { Id }),
  negotiateTxnNoteItem: (Id: string, DefectedCount: string, Rate: string, RemarkText?: string) =>
    post('NegotiateTxnNoteItem', { Id, DefectedCount, Rate, RemarkText }),
  acceptTxnNoteItem: (Id: string) => post('AcceptTxnNoteItem', { Id }),
  makePayment: (payment: {
    NotePaymentId: string;
    PaidAmount: string;
    PaymentNote: string;
    PaymentReference: string;
    ProofUploadId?: string;
  }) => post('MakePayment', payment),
  paymentReceived: (PaymentId: string, Note = '') => post('PaymentReceived', { PaymentId, Note }),
  paymentNotReceived: (PaymentId: string, Note: string) => post('PaymentNotReceived', { PaymentId, Note }),
  paymentRespond: (PaymentId: string, Note: string) => post('PaymentRespond', { PaymentId, Note }),
};

// Where a tax invoice or credit note downloads (PDF) and the IRP e-invoice JSON.
export const documentLinks = (invoiceId: string) => ({
  invoicePdf: `/api/Business/InvoicePdf?invId=${invoiceId}`,
  creditNotePdf: `/api/Business/CreditNotePdf?invId=${invoiceId}`,
  eInvoiceJson: `/api/Business/EInvoiceJson?invId=${invoiceId}`,
});

// Downloads a document the API serves to a signed-in party (the bearer token goes along).
export async function downloadDocument(link: string, filename: string): Promise<void> {
  const url = URL.createObjectURL(await fetchFile(link));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.click();
  URL.revokeObjectURL(url);
}

// The agreement's items as /DraftInvoice offers them (GetAgreementItems).
const ContractItem = z.object({
  id: z.string(),
  itemHsnCsnUin: z.string(),
  itemTitle: z.string(),
  itemQuantity: z.string(),
  itemTax: z.string(),
  itemStatus: z.enum(ITEM_STATUSES),
  sellerRate: z.nullable(z.string()),
  buyerRate: z.nullable(z.string()),
});
export type ContractItem = z.output<typeof ContractItem>;

export function useContractItems(agreementId: string) {
  return useQuery({
    queryKey: [...queryKeys.agreement(agreementId), 'invoiceable-items'],
    queryFn: () => apiGet('Business/GetAgreementItems', z.array(ContractItem), { agreementid: agreementId }),
    enabled: agreementId !== '',
  });
}
