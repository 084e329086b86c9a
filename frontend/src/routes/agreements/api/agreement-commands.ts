import type {
  AddAgreementItemData,
  AgreementTermInput,
  NegotiateAgreementData,
  NegotiateItemData,
  RemarkAgreementData,
  TermWordingData,
  UpdateB2CContractData,
} from '@samvida/machines';
import type { z } from 'zod';
import { type ApiCall, useNotifiedCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';

// One call of the agreement API (docs/api.md "Agreements"): a command on one agreement.
export type AgreementCall = ApiCall;

type Body<S extends z.ZodType> = z.input<S>;
type WithRemark = { AgreementId: string; RemarkText?: string };

// The negotiation calls (POST under api/Business): each carries the agreement id, the entity id,
// the new values and an optional RemarkText, posted as a remark before the change.
export const negotiationCalls = {
  negotiateAgreement: (body: Body<typeof NegotiateAgreementData>) => post('NegotiateAgreement', body),
  acceptAgreement: (body: WithRemark) => post('AcceptAgreement', body),
  startContract: (body: WithRemark) => post('StartContract', body),
  rejectAgreement: (body: WithRemark) => post('RejectAgreement', body),
  approveAgreement: (body: { AgreementId: string }) => post('ApproveAgreement', body),
  negotiateItem: (body: Body<typeof NegotiateItemData>) => post('NegotiateItem', body),
  acceptItem: (body: WithRemark & { ItemId: string }) => post('AcceptItem', body),
  negotiateTerm: (body: Body<typeof TermWordingData>) => post('NegotiateTerm', body),
  acceptTerm: (body: WithRemark & { TermId: string }) => post('AcceptTerm', body),
  remark: (body: Body<typeof RemarkAgreementData>) => post('RemarkAgreement', body),
};

// The draft editors' calls (spec §7 "Agreements", payloads as docs/api.md lists them).
export const draftCalls = {
  updateGeneralTerms: ({ AgreementId, ...terms }: Body<typeof UpdateB2CContractData>) =>
    post('UpdateB2CContract', { Id: AgreementId, ...terms }),
  // The spec's item rate update; the caller's role decides whose offer it is (RateType is informative).
  updateRate: (body: Body<typeof NegotiateItemData> & { RateType: 1 | 2 }) => post('UpdateAgreementRate', body),
  addItem: ({ AgreementId, ...item }: Body<typeof AddAgreementItemData>) =>
    post('AddAgreementItem', { AgId: AgreementId, ...item }),
  // A new term, or (with `Id`) a reworded one; the seller draft sends TermTypeId 1.
  addTerm: (agreementId: string, term: Body<typeof AgreementTermInput> & { Id?: string; TermTypeId: number }) =>
    post('AddAgreementTerm', { ...term, TermRfpId: agreementId }),
  addUserTerms: (agreementId: string, groupId: string, termType: 'Seller' | 'Buyer') => ({
    path: 'Business/AddUserTermToAgreement',
    query: { agreementId, grpId: groupId, termType },
  }),
  deleteTerm: (agreementId: string, termId: string) => ({
    path: 'Business/DeleteAgreementTerm',
    method: 'DELETE' as const,
    query: { termId, agreementId },
  }),
  // Publish: Draft → Proposed (GET as the spec documents it).
  publish: (agreementId: string) => ({ path: 'Business/StartAgreement', query: { agreementId } }),
};

function post(name: string, body: unknown): AgreementCall {
  return { path: `Business/${name}`, method: 'POST', body };
}

// Runs calls on one agreement; afterwards every read of it refetches, and so does the dashboard.
export function useAgreementCall(agreementId: string) {
  return useNotifiedCall([queryKeys.agreement(agreementId), queryKeys.dashboard]);
}
