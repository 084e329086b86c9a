// Bodies of the negotiation calls (spec §7 "Negotiation"): the machines' command payloads, each
// with the agreement id, the entity id, the new values and an optional RemarkText.
import {
  AgreementWithRemarkData,
  ItemActionData,
  NegotiateAgreementData,
  NegotiateItemData,
  RemarkAgreementData,
  TermActionData,
  TermWordingData,
} from '@samvida/machines';
import type { z } from 'zod';
import { aliased } from '../agreement.request.js';

// The spec's agreement update and remark name the agreement `Id`.
const onAgreement = { AgreementId: ['Id'] };
const onTerm = { TermId: ['Id'] };

// NegotiateAgreement (BAN/SAN) and UpdateAgreement: the four general terms.
export const NegotiateAgreementRequest = aliased(NegotiateAgreementData, onAgreement);
export type NegotiateAgreementRequest = z.infer<typeof NegotiateAgreementRequest>;

// AcceptAgreement (SAA).
export const AcceptAgreementRequest = aliased(AgreementWithRemarkData, onAgreement);
export type AcceptAgreementRequest = z.infer<typeof AcceptAgreementRequest>;

// NegotiateItem (BIN/SIN) and UpdateAgreementRate: the spec's item rate update; RateType follows from the caller's role.
export const NegotiateItemRequest = NegotiateItemData;
export type NegotiateItemRequest = z.infer<typeof NegotiateItemRequest>;

// AcceptItem (BIA/SIA).
export const AcceptItemRequest = ItemActionData;
export type AcceptItemRequest = z.infer<typeof AcceptItemRequest>;

// NegotiateTerm (BTSN/BTBN/STSN/STBN): the new wording.
export const NegotiateTermRequest = aliased(TermWordingData, onTerm);
export type NegotiateTermRequest = z.infer<typeof NegotiateTermRequest>;

// AcceptTerm (BTSA/STBA).
export const AcceptTermRequest = aliased(TermActionData, onTerm);
export type AcceptTermRequest = z.infer<typeof AcceptTermRequest>;

// RemarkAgreement: on the agreement (ParentId null) or one of its items, terms or notes, with upload ids.
export const RemarkAgreementRequest = aliased(RemarkAgreementData, onAgreement);
export type RemarkAgreementRequest = z.infer<typeof RemarkAgreementRequest>;
