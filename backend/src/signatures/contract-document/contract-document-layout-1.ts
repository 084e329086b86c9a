import { completionDateOf, formatInr, indianDate, type AgreementState } from '@samvida/machines';
import { itemRows, partySection, signaturesSection, type ContractDocumentInput } from './contract-document-sections.js';
import { indianDateTime, type PdfWriter } from './pdf-writer.js';

// The first layout, kept exactly as it was: documents fixed with it (their event names no layout)
// must render again to the bytes the parties signed. New documents use the clause layout.
export function writeFirstLayout(pdf: PdfWriter, { agreementId, state, fixed }: ContractDocumentInput): void {
  const agreement = state.agreement!.context;
  pdf.title(
    `${agreement.contractType} contract`,
    `Contract ${agreementId}, document version ${fixed.documentVersion}, prepared ${indianDateTime(fixed.fixedAt)}`,
  );
  partySection(pdf, 'Buyer', fixed.parties.buyer);
  partySection(pdf, 'Seller', fixed.parties.seller);
  pdf.heading('Items');
  itemRows(pdf, state);
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
  signaturesSection(pdf);
}

function termSection(pdf: PdfWriter, heading: string, state: AgreementState, payment: boolean): void {
  const terms = Object.values(state.terms).filter((t) => t.context.isPaymentTerm === payment);
  if (terms.length === 0) return;
  pdf.heading(heading);
  for (const { context: term } of terms) pdf.row(`${term.title} (${term.owner}’s term)`, term.text);
}
