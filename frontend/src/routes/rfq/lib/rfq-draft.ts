// The RFQ being written on /NewRFQ. Items and terms remember their server id once added, so saving
// again (or publishing after a save) adds only what is new and deletes only what was removed.
import { PROPOSAL_STATUSES, rfqListTab } from '@samvida/machines';
import * as z from 'zod/mini';
import type { HandoffData } from '@/lib/handoff';
import type { ProposalDetail } from '../api/proposal-detail';
import type { SaveRfqBody } from '../api/save-rfq';

export interface RfqItemDraft {
  key: string;
  serverId?: string;
  title: string;
  description: string;
  hsnSac: string;
  quantity: string;
  unit: number;
}

export interface RfqTermDraft {
  key: string;
  serverId?: string;
  title: string;
  text: string;
  isPaymentTerm: boolean;
  // Upload ids, for a term taken from a saved term group with its files.
  attachments?: string[];
}

export interface RfqDraft {
  proposalId?: string;
  title: string;
  description: string;
  completionDays: string;
  ldDays: string;
  ldPercent: string;
  // Spec §9 default true; its presence marks the handoff data as an RFQ draft.
  inviteOnly: boolean;
  endDate: string;
  items: RfqItemDraft[];
  terms: RfqTermDraft[];
  // Server ids of saved items and terms the user removed since.
  removedItems: string[];
  removedTerms: string[];
}

let sequence = 0;
export const rowKey = () => `row-${Date.now().toString(36)}-${(sequence++).toString(36)}`;

// RFQ defaults (spec §9): 30 days, penalty 0 days and 0 %, invite only.
export const newRfqDraft = (): RfqDraft => ({
  title: '',
  description: '',
  completionDays: '30',
  ldDays: '0',
  ldPercent: '0',
  inviteOnly: true,
  endDate: '',
  items: [],
  terms: [],
  removedItems: [],
  removedTerms: [],
});

// A saved RFQ as the dashboard's rows and the RFQ's Edit draft hand it over.
const SavedRfq = z.object({ id: z.union([z.string(), z.number()]), proposalStatus: z.enum(PROPOSAL_STATUSES) });

// What the handoff data holds: a guest's unsaved draft, or a saved draft to reopen (dashboard Edit).
export type RfqHandoff = { kind: 'draft'; draft: RfqDraft } | { kind: 'saved'; proposalId: string } | { kind: 'none' };

export function readRfqHandoff(data: HandoffData | null): RfqHandoff {
  if (!data || !('inviteOnly' in data)) return { kind: 'none' };
  if (Array.isArray(data.items) && Array.isArray(data.terms))
    return { kind: 'draft', draft: { ...newRfqDraft(), ...(data as Partial<RfqDraft>) } };
  // Only a row of the dashboard's Draft tab reopens in the editor.
  const saved = SavedRfq.safeParse(data);
  if (saved.success && rfqListTab(saved.data.proposalStatus) === 'Draft')
    return { kind: 'saved', proposalId: String(saved.data.id) };
  return { kind: 'none' };
}

// A saved draft RFQ as the form edits it.
export const draftFromDetail = (detail: ProposalDetail): RfqDraft => ({
  ...newRfqDraft(),
  proposalId: detail.id,
  title: detail.title,
  description: detail.description,
  completionDays: String(detail.proposalCompletionInDays),
  ldDays: String(detail.proposalLdAppliedAfterDays),
  ldPercent: detail.proposalLdPercent,
  inviteOnly: detail.inviteOnly,
  endDate: detail.endDate ?? '',
  items: detail.lineItems.map((item) => ({
    key: item.id,
    serverId: item.id,
    title: item.itemTitle,
    description: item.itemDescription,
    hsnSac: item.itemHsnCsnUin,
    quantity: item.itemQuantity,
    unit: Number(item.unit),
  })),
  terms: [...detail.paymentTerms, ...detail.customTerms].map((term) => ({
    key: term.id,
    serverId: term.id,
    title: term.termTitle,
    text: term.termTxt,
    isPaymentTerm: term.isPaymentTerm,
  })),
});

const wholeOr = (value: string, fallback: number) => (value.trim() === '' ? fallback : Number(value));

// The SaveRFQ body: every header field (an edit replaces the header).
export const saveRfqBody = (draft: RfqDraft): SaveRfqBody => ({
  Id: draft.proposalId,
  Title: draft.title.trim(),
  Description: draft.description.trim(),
  ProposalCompletionInDays: wholeOr(draft.completionDays, 30),
  ProposalLdPercent: draft.ldPercent.trim() || '0',
  ProposalLdAppliedAfterDays: wholeOr(draft.ldDays, 0),
  InviteOnly: draft.inviteOnly,
  EndDate: draft.endDate || null,
  NoticePeriod: null,
});
