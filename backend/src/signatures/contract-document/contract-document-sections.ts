import {
  formatInr,
  lineAmounts,
  sumAmounts,
  type AgreementState,
  type ContractDocumentFixed,
  type DocumentPartyData,
} from '@samvida/machines';
import type { PdfWriter } from './pdf-writer.js';

// What a contract document is rendered from: the stream just before it was fixed, and the fixing event.
export interface ContractDocumentInput {
  agreementId: string;
  state: AgreementState;
  fixed: ContractDocumentFixed['data'];
}

// Parts every layout of the contract document writes the same way. A change here changes the bytes
// of documents already signed: the layout-1 test renders one and compares its SHA-256.

export function partySection(pdf: PdfWriter, label: string, party: DocumentPartyData): void {
  pdf.heading(label);
  pdf.row('Name', party.name).row('Address', party.address).row('GSTIN', party.gstin).row('PAN', party.pan);
  pdf.row('Contact', party.contact);
}

// Each item with HSN/SAC, quantity, rate, tax and amount, then the contract value.
export function itemRows(pdf: PdfWriter, state: AgreementState): void {
  const totals: string[] = [];
  Object.values(state.items).forEach(({ context: item }, index) => {
    const rate = item.sellerRate ?? item.buyerRate ?? '0';
    const days = item.sellerCompletionDays ?? item.buyerCompletionDays;
    const amounts = lineAmounts(item.quantity, rate, item.taxPercent);
    totals.push(amounts.total);
    pdf.row(`${index + 1}. ${item.title}`, item.description);
    pdf.paragraph(
      `HSN/SAC ${item.hsnSac || '-'} · Quantity ${item.quantity} · Rate ${formatInr(rate)} · Tax ${item.taxPercent}% ` +
        `(${formatInr(amounts.tax)}) · Amount ${formatInr(amounts.total)} · Completion ${days ?? '-'} days`,
    );
  });
  pdf.row('Contract value including tax', formatInr(sumAmounts(totals)));
}

export function signaturesSection(pdf: PdfWriter): void {
  pdf.heading('Signatures');
  pdf.paragraph(
    'Each party signs the SHA-256 digest of this document with a one-time code or Aadhaar eSign. The digest, ' +
      'each signature and its time are recorded in the contract’s tamper-evident event history; the signing ' +
      'certificate lists them.',
  );
}
