// The bodies of the editor's calls on an existing order, each validated with the machines' schema
// of the agreement command it becomes.
import {
  AddAgreementItemData,
  AddPoAttachmentData,
  AddPoPaymentData,
  AddPoTaxData,
  EntityId,
  RemoveAgreementItemData,
  RemovePoAttachmentData,
  RemovePoPaymentData,
  RemovePoTaxData,
  SetPurchaseOrderDetailsData,
  PoTermForm,
  RemarkAgreementData,
} from '@samvida/machines';
import { z } from 'zod';

export const UpdatePurchaseOrderRequest = SetPurchaseOrderDetailsData;
export const AddPoItemRequest = AddAgreementItemData;
export const RemovePoItemRequest = RemoveAgreementItemData;
export const AddPoTaxRequest = AddPoTaxData;
export const RemovePoTaxRequest = RemovePoTaxData;
export const AddPoPaymentRequest = AddPoPaymentData;
export const RemovePoPaymentRequest = RemovePoPaymentData;
export const AddPoAttachmentRequest = AddPoAttachmentData;
export const RemovePoAttachmentRequest = RemovePoAttachmentData;
// A term of the order is one text (the spec's Term: termId, val).
export const AddPoTermRequest = PoTermForm.extend({ AgreementId: EntityId });
export type AddPoTermRequest = z.infer<typeof AddPoTermRequest>;
export const RemovePoTermRequest = z.object({ AgreementId: EntityId, TermId: EntityId });
export const AddPoRemarkRequest = RemarkAgreementData.pick({ AgreementId: true, RemarkText: true });
export const PublishPurchaseOrderRequest = z.object({ AgreementId: EntityId });
