import {
  completionDateOf,
  contractClauses,
  contractRecital,
  contractRoles,
  contractTitle,
  formatInr,
  indianDate,
  roleLabel,
  type AgreementState,
  type ContractClause,
} from '@samvida/machines';
import { writeFirstLayout } from './contract-document-layout-1.js';
import { itemRows, partySection, signaturesSection, type ContractDocumentInput } from './contract-document-sections.js';
import { PdfWriter, indianDateTime } from './pdf-writer.js';

export type { ContractDocumentInput };

// The agreed contract as a PDF in Indian format: parties with address, GSTIN and PAN, the recital
// and the numbered clauses (items with HSN/SAC, rate, tax and amount under the consideration).
// Only the input shapes the bytes (fixed creation date, no random ids), so its SHA-256 can be
// re-checked at any time.
export async function renderContractDocument(input: ContractDocumentInput): Promise<Buffer> {
  const pdf = await PdfWriter.open({
    title: `Contract ${input.agreementId} v${input.fixed.documentVersion}`,
    createdAt: new Date(input.fixed.fixedAt),
  });
  writeContract(pdf, input);
  return pdf.end();
}

// Writes the contract's pages into `pdf` (the document alone, or followed by its signing
// certificate) in the layout the document was fixed with.
export function writeContract(pdf: PdfWriter, input: ContractDocumentInput): void {
  if (input.fixed.layout === undefined) writeFirstLayout(pdf, input);
  else writeClauses(pdf, input);
}

// The clauses of the agreed state, worded as the builder's preview words a draft.
export function documentClauses(state: AgreementState): ContractClause[] {
  const agreement = state.agreement!.context;
  const general = agreement.generalTerms;
  const terms = (payment: boolean) =>
    Object.values(state.terms)
      .filter((term) => term.context.isPaymentTerm === payment)
      .map(({ context }) => ({ title: context.title, text: context.text }));
  return contractClauses({
    contractType: agreement.contractType,
    startDate: agreement.startDate,
    durationDays: String(general.durationDays),
    ldDays: String(general.ldDays),
    ldPercent: general.ldPercent,
    advancePercent: general.advancePercent,
    deposit: agreement.deposit,
    paymentTerms: terms(true),
    otherTerms: terms(false),
    money: formatInr,
  });
}

function writeClauses(pdf: PdfWriter, { agreementId, state, fixed }: ContractDocumentInput): void {
  const agreement = state.agreement!.context;
  const roles = contractRoles(agreement.contractType);
  pdf.title(
    contractTitle(agreement.contractType),
    `Contract ${agreementId}, document version ${fixed.documentVersion}, prepared ${indianDateTime(fixed.fixedAt)}`,
  );
  partySection(pdf, roleLabel(roles.buyer), fixed.parties.buyer);
  partySection(pdf, roleLabel(roles.seller), fixed.parties.seller);
  pdf.heading('Recitals');
  pdf.paragraph(contractRecital(agreement.contractType));
  documentClauses(state).forEach((clause, index) => {
    const number = index + 1;
    pdf.heading(`${number}. ${clause.title}`);
    if (clause.text) pdf.paragraph(clause.text);
    if (clause.key === 'term') pdf.row('Completion date', indianDate(completionDateOf(agreement, fixed.fixedAt)));
    if (clause.key === 'consideration') itemRows(pdf, state);
    if (clause.closing) pdf.paragraph(clause.closing);
    clause.terms?.forEach((term, at) => pdf.paragraph(`${number}.${at + 1} ${term.title}. ${term.text}`));
  });
  signaturesSection(pdf);
}
