import {
  completionDateOf,
  formatInr,
  lineAmounts,
  sumAmounts,
  type AgreementState,
  type ContractDocumentFixed,
  type DocumentPartyData,
} from '@samvida/machines';
import { PdfWriter, indianDate, indianDateTime } from './pdf-writer.js';

// What a contract document is rendered from: the stream just before it was fixed, and the fixing event.
export interface ContractDocumentInput {
  agreementId: string;
  state: AgreementState;
  fixed: ContractDocumentFixed['data'];
}

// The agreed contract as a PDF in Indian format: parties with address, GSTIN and PAN; items with
// HSN/SAC, rate, tax and amount; general and payment terms; dates. Only the input shapes the bytes
// (fixed creation date, no random ids), so its SHA-256 can be re-checked at any time.
export async function renderContractDocument(input: ContractDocumentInput): Promise<Buffer> {
  const pdf = await PdfWriter.open({
    title: `Contract ${input.agreementId} v${input.fixed.documentVersion}`,
    createdAt: new Date(input.fixed.fixedAt),
  });
  writeContract(pdf, input);
  return pdf.end();
}

// Writes the contract's pages into `pdf` (the document alone, or followed by its signing certificate).
export function writeContract(pdf: PdfWriter, { agreementId, state, fixed }: ContractDocumentInput): void {
  const agreement = state.agreement!.context;
  pdf.title(
    `${agreement.contractType} contract`,
    `Contract ${agreementId}, document version ${fixed.documentVersion}, prepared ${indianDateTime(fixed.fixedAt)}`,
  );
  partySection(pdf, 'Buyer', fixed.parties.buyer);
  partySection(pdf, 'Seller', fixed.parties.seller);
  itemSection(pdf, state);
  const general = agreement.generalTerms;
  pdf.heading('General terms');
  pdf.row('Duration', `${general.durationDays} days`);
  pdf.row('Start date', agreement.startDate ? indianDate(agreement.startDate) : 'On the buyer’s start');
  pdf.row('Completion date', indianDate(completionDateOf(agreement, fixed.fixedAt)));
  pdf.row('Liquidated damages', `${general.ldPercent}% for each ${general.ldDays} days of delay`);
  pdf.row('Advance', `${general.advancePercent}%`);
  pdf.row('Security deposit', formatInr(agreement.deposit));
  termSection(pdf, 'Payment terms', state, true);
  termSection(pdf, 'Other terms', state, false);
  pdf.heading('Signatures');
  pdf.paragraph(
    'Each party signs the SHA-256 digest of this document with a one-time code or Aadhaar eSign. The digest, ' +
      'each signature and its time are recorded in the contract’s tamper-evident event history; the signing ' +
      'certificate lists them.',
  );
}

function partySection(pdf: PdfWriter, label: string, party: DocumentPartyData): void {
  pdf.heading(label);
  pdf.row('Name', party.name).row('Address', party.address).row('GSTIN', party.gstin).row('PAN', party.pan);
  pdf.row('Contact', party.contact);
}

function itemSection(pdf: PdfWriter, state: AgreementState): void {
  pdf.heading('Items');
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

function termSection(pdf: PdfWriter, heading: string, state: AgreementState, payment: boolean): void {
  const terms = Object.values(state.terms).filter((t) => t.context.isPaymentTerm === payment);
  if (terms.length === 0) return;
  pdf.heading(heading);
  for (const { context: term } of terms) pdf.row(`${term.title} (${term.owner}’s term)`, term.text);
}
