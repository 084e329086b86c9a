import type { ProposalDetail } from '../api/proposal-detail';
import type { QuotationView } from '../components/quotation-preview';
import type { RfqDraft } from './rfq-draft';

// A published or saved RFQ as the preview shows it.
export const viewOfDetail = (detail: ProposalDetail): QuotationView => ({
  uid: detail.proposalUID,
  status: detail.statusLabel,
  title: detail.title,
  description: detail.description,
  requester: detail.owner.usrName,
  completionDays: detail.proposalCompletionInDays,
  ldDays: detail.proposalLdAppliedAfterDays,
  ldPercent: detail.proposalLdPercent,
  inviteOnly: detail.inviteOnly,
  endDate: detail.endDate,
  items: detail.lineItems.map((item) => ({
    key: item.id,
    title: item.itemTitle,
    description: item.itemDescription,
    hsnSac: item.itemHsnCsnUin,
    quantity: item.itemQuantity,
    unit: item.unit,
  })),
  terms: [...detail.paymentTerms, ...detail.customTerms].map((term) => ({
    key: term.id,
    title: term.termTitle,
    text: term.termTxt,
    isPaymentTerm: term.isPaymentTerm,
  })),
});

// The RFQ being written, as the preview shows it.
export const viewOfDraft = (draft: RfqDraft, requester: string): QuotationView => ({
  title: draft.title,
  description: draft.description,
  requester,
  completionDays: draft.completionDays,
  ldDays: draft.ldDays,
  ldPercent: draft.ldPercent,
  inviteOnly: draft.inviteOnly,
  endDate: draft.endDate || null,
  items: draft.items,
  terms: draft.terms,
});
