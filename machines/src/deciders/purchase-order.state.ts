// A purchase order is an agreement in the making: its header, taxes and payment schedule ride on
// the agreement stream (`purchaseOrder` of the state) while items, terms and remarks are the
// agreement's own. Publishing is the agreement's AgreementPublished, after which both parties
// negotiate it with the same machines as any other contract. This needs no stream kind of its
// own: the draft and the contract share one history, one party list and one hash chain.
import type { AgreementEvent } from '../events/agreement.events.js';
import type {
  PoAttachmentData,
  PoPaymentData,
  PoTaxData,
  PurchaseOrderHeaderData,
} from '../events/purchase-order.events.js';

/** The purchase-order part of an agreement stream's state. */
export interface PurchaseOrderState {
  header: PurchaseOrderHeaderData;
  taxes: PoTaxData[];
  payments: PoPaymentData[];
  attachments: PoAttachmentData[];
}

/** Folds the purchase-order events; every other event leaves it as it is. */
export function evolvePurchaseOrder(po: PurchaseOrderState | undefined, event: AgreementEvent) {
  switch (event.type) {
    case 'PurchaseOrderDetailsSet':
      return {
        header: event.data.header,
        taxes: po?.taxes ?? [],
        payments: po?.payments ?? [],
        attachments: po?.attachments ?? [],
      };
    case 'PoTaxAdded':
      return po && { ...po, taxes: [...po.taxes, event.data.tax] };
    case 'PoTaxRemoved':
      return po && { ...po, taxes: po.taxes.filter((t) => t.taxId !== event.data.taxId) };
    case 'PoPaymentAdded':
      return po && { ...po, payments: [...po.payments, event.data.payment] };
    case 'PoPaymentRemoved':
      return po && { ...po, payments: po.payments.filter((p) => p.payId !== event.data.payId) };
    case 'PoAttachmentAdded':
      return po && { ...po, attachments: [...po.attachments, event.data.attachment] };
    case 'PoAttachmentRemoved':
      return po && { ...po, attachments: po.attachments.filter((a) => a.attachmentId !== event.data.attachmentId) };
    default:
      return po;
  }
}
