import * as z from 'zod/mini';
import { apiRequest, AnyData } from '@/api/client';

// The RFQ drafting calls (docs/api.md "Drafting"): SaveRFQ, AddRFQItem, AddRFQTerm and the deletes.

export interface SaveRfqBody {
  Id?: string;
  Title: string;
  Description: string;
  ProposalCompletionInDays: number;
  ProposalLdPercent: string;
  ProposalLdAppliedAfterDays: number;
  InviteOnly: boolean;
  EndDate: string | null;
  NoticePeriod: null;
}

export const saveRfq = async (body: SaveRfqBody) =>
  (await apiRequest('Business/SaveRFQ', z.object({ id: z.string() }), { body })).data.id;

export interface AddRfqItemBody {
  ProposalId: string;
  ItemTitle: string;
  ItemDescription: string;
  ItemHsnCsnUin: string;
  ItemQuantity: string;
  Unit: number;
}

export const addRfqItem = async (body: AddRfqItemBody) =>
  (await apiRequest('Business/AddRFQItem', z.object({ itemId: z.string() }), { body })).data.itemId;

export interface AddRfqTermBody {
  ProposalId: string;
  TermTitle: string;
  TermTxt: string;
  IsPaymentTerm: boolean;
  Attachments: string[];
}

export const addRfqTerm = async (body: AddRfqTermBody) =>
  (await apiRequest('Business/AddRFQTerm', z.object({ termId: z.string() }), { body })).data.termId;

export const deleteRfqItem = (proposalId: string, itemId: string) =>
  apiRequest('Business/DeleteRFQItem', AnyData, { method: 'DELETE', query: { itemId, proposalId } });

export const deleteRfqTerm = (proposalId: string, termId: string) =>
  apiRequest('Business/DeleteRFQTerm', AnyData, { method: 'DELETE', query: { termId, proposalId } });
