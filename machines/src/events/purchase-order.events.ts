// Events a purchase order adds to its `agreement-<id>` stream while it is a draft: the header
// form, taxes and the payment schedule. Items, terms and remarks are the agreement's own events.
import { z } from 'zod';
import { Amount, AttachmentIds, Days, EntityId, Party, Percent, Text } from '../rules/fields.js';
import { PAYMENT_TYPES, PO_ATTACHMENT_TYPES, PO_CURRENCIES } from '../rules/purchase-order.rules.js';

const event = <T extends string, S extends z.ZodRawShape>(type: T, data: S) =>
  z.object({ type: z.literal(type), data: z.object(data) });

/** The header form as stored (the spec's Po* fields; raised-by is the agreement's creator). */
export const PurchaseOrderHeaderData = z.object({
  title: Text(99).min(1),
  description: Text(1000),
  raisedForPhoneNumber: Text(13).min(1),
  completionDays: Days.min(1),
  sellerAddress: Text(150),
  buyerAddress: Text(150),
  sellerGstin: Text(15).nullable(),
  buyerGstin: Text(15).nullable(),
  sellerCompany: Text(100),
  buyerCompany: Text(100),
  notificationPeriod: Days,
  /** Rupees taken off the items' total before the order's taxes. */
  discount: Amount,
  currency: z.enum(PO_CURRENCIES),
});
export type PurchaseOrderHeaderData = z.infer<typeof PurchaseOrderHeaderData>;

export const PoTaxData = z.object({ taxId: EntityId, title: Text(50).min(1), percent: Percent });
export type PoTaxData = z.infer<typeof PoTaxData>;

/** One row of the payment list; `percent` of the contract amount (null for the final row, which takes the rest). */
export const PoPaymentData = z.object({
  payId: EntityId,
  type: z.enum(PAYMENT_TYPES),
  note: Text(1000).min(1),
  percent: Percent.nullable(),
  days: Days.nullable(),
  count: z.number().int().min(1).nullable(),
  itemIds: z.array(EntityId),
});
export type PoPaymentData = z.infer<typeof PoPaymentData>;

/** An attachment of the order (N), of one of its terms (T) or line items (I): `parentId` names the term or item. */
export const PoAttachmentData = z.object({
  attachmentId: EntityId,
  attachmentType: z.enum(PO_ATTACHMENT_TYPES),
  title: Text(100).min(1),
  parentId: EntityId.nullable(),
  attachmentIds: AttachmentIds,
});
export type PoAttachmentData = z.infer<typeof PoAttachmentData>;

export const PurchaseOrderDetailsSet = event('PurchaseOrderDetailsSet', { by: Party, header: PurchaseOrderHeaderData });
export type PurchaseOrderDetailsSet = z.infer<typeof PurchaseOrderDetailsSet>;
export const PoTaxAdded = event('PoTaxAdded', { by: Party, tax: PoTaxData });
export type PoTaxAdded = z.infer<typeof PoTaxAdded>;
export const PoTaxRemoved = event('PoTaxRemoved', { by: Party, taxId: EntityId });
export type PoTaxRemoved = z.infer<typeof PoTaxRemoved>;
export const PoPaymentAdded = event('PoPaymentAdded', { by: Party, payment: PoPaymentData });
export type PoPaymentAdded = z.infer<typeof PoPaymentAdded>;
export const PoPaymentRemoved = event('PoPaymentRemoved', { by: Party, payId: EntityId });
export type PoPaymentRemoved = z.infer<typeof PoPaymentRemoved>;
export const PoAttachmentAdded = event('PoAttachmentAdded', { by: Party, attachment: PoAttachmentData });
export type PoAttachmentAdded = z.infer<typeof PoAttachmentAdded>;
export const PoAttachmentRemoved = event('PoAttachmentRemoved', { by: Party, attachmentId: EntityId });
export type PoAttachmentRemoved = z.infer<typeof PoAttachmentRemoved>;

/** The purchase-order events, spread into the agreement stream's union. */
export const PURCHASE_ORDER_EVENTS = [
  PurchaseOrderDetailsSet,
  PoTaxAdded,
  PoTaxRemoved,
  PoPaymentAdded,
  PoPaymentRemoved,
  PoAttachmentAdded,
  PoAttachmentRemoved,
] as const;
