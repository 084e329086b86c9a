import { auditReportContentOf, type AuditReportSource } from '../../audit/report/audit-report-source.js';
import { renderAuditReport } from '../../audit/report/audit-report.pdf.js';
import { renderGstDocument, type GstDocumentContent } from '../../invoices/documents/gst-document.pdf.js';
import {
  renderContractDocument,
  type ContractDocumentInput,
} from '../../signatures/contract-document/contract-document.pdf.js';
import { renderSignedContract } from '../../signatures/contract-document/signed-contract.pdf.js';
import {
  renderSigningCertificate,
  type CertificateInput,
} from '../../signatures/contract-document/signing-certificate.pdf.js';
import { renderPaymentReceipt, type ReceiptContent } from '../../subscriptions/receipt/payment-receipt.pdf.js';

// Every PDF the backend renders, by kind: plain data in, bytes out. The worker threads of the PDF
// pool load this module by file (a thread has no Nest container), so it is the one place that names
// each feature's renderer; features ask for a kind through RenderedPdfs and never import another's.
export const PDF_RENDERERS = {
  'contract-document': (input: ContractDocumentInput) => renderContractDocument(input),
  'signing-certificate': (input: CertificateInput) => renderSigningCertificate(input),
  'signed-contract': (input: { document: ContractDocumentInput; certificate: CertificateInput }) =>
    renderSignedContract(input.document, input.certificate),
  'gst-document': (input: GstDocumentContent) => renderGstDocument(input),
  'audit-report': (input: AuditReportSource) => renderAuditReport(auditReportContentOf(input)),
  'payment-receipt': (input: ReceiptContent) => renderPaymentReceipt(input),
};

export type PdfKind = keyof typeof PDF_RENDERERS;
export type PdfInput<K extends PdfKind> = Parameters<(typeof PDF_RENDERERS)[K]>[0];

// One render: what the pool posts to a worker thread (structured-cloned, so plain data only).
export type PdfJob = { [K in PdfKind]: { kind: K; input: PdfInput<K> } }[PdfKind];
