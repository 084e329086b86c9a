// Payloads of the purchase-order commands on an agreement stream. The header is the spec's form
// (PurchaseOrderForm, with its messages); a payment row is checked again against the order's
// completion days when it is decided.
import { z } from 'zod';
import { EntityId } from '../rules/fields.js';
import { paymentEntryForm, PoAttachmentForm, PurchaseOrderForm, TaxForm } from '../rules/purchase-order.rules.js';

// A payment row's own checks; its span against the order's completion days is the decider's.
const ANY_SPAN = Number.MAX_SAFE_INTEGER;

/** Creates or edits the header: the whole form each time ('Create Order', 'Save'). */
export const SetPurchaseOrderDetailsData = z.intersection(z.object({ AgreementId: EntityId }), PurchaseOrderForm);
export const AddPoTaxData = TaxForm.extend({ AgreementId: EntityId, TaxId: EntityId.optional() });
export const RemovePoTaxData = z.object({ AgreementId: EntityId, TaxId: EntityId });
export const AddPoPaymentData = z.intersection(
  z.object({ AgreementId: EntityId, PayId: EntityId.optional() }),
  paymentEntryForm(ANY_SPAN),
);
/** An attachment of the order (N), of a term (T, `ParentId` the term) or of a line item (I, `ParentId` the item). */
export const AddPoAttachmentData = PoAttachmentForm.extend({
  AgreementId: EntityId,
  AttachmentId: EntityId.optional(),
  ParentId: EntityId.nullable().default(null),
});
export const RemovePoAttachmentData = z.object({ AgreementId: EntityId, AttachmentId: EntityId });
export const RemovePoPaymentData = z.object({ AgreementId: EntityId, PayId: EntityId });
