// Agreement-stream commands of a purchase order while it is a draft: its header, taxes and payment
// schedule. They are open to the creator in Draft only (the probe is the draft edit every agreement
// has), so once published the order is negotiated like any contract.
import type { AgreementCommandData } from '../../commands/agreement.commands.js';
import { Percent, type Party } from '../../rules/fields.js';
import { CONTRACT_MESSAGES } from '../../rules/messages.js';
import { canonicalDecimal, compareDecimals } from '../../rules/money.js';
import { addPaymentMessage, paymentEntryForm, PO_MESSAGES } from '../../rules/purchase-order.rules.js';
import type { AgreementState } from '../agreement.state.js';
import { firstIssueOf, refuse } from '../decision.js';
import { ev, probe, type SpecTable } from './command-spec.js';

/** The contract type an agreement raised as a purchase order carries. */
export const PURCHASE_ORDER_TYPE = 'Purchase Order';

const isPurchaseOrder = (state: AgreementState) => state.agreement?.context.contractType === PURCHASE_ORDER_TYPE;
const isCreated = (state: AgreementState) => !!state.purchaseOrder;

const headerOf = (d: AgreementCommandData<'SetPurchaseOrderDetails'>) => ({
  title: d.PoTitle,
  description: d.PoDescription,
  raisedForPhoneNumber: d.PoRaisedForPhoneNumber,
  completionDays: d.PoCompletionDurationInDays,
  sellerAddress: d.PoSellerAddress,
  buyerAddress: d.PoBuyerAddress,
  sellerGstin: d.PoSellerGSTIN ?? null,
  buyerGstin: d.PoBuyerGSTIN ?? null,
  sellerCompany: d.PoSellerCompany,
  buyerCompany: d.PoBuyerCompany,
  notificationPeriod: d.PoNotificationPeriod,
  discount: canonicalDecimal(d.PoDiscount),
  currency: d.PoCurrency,
});

// The header's raised-by and counterparty were fixed when the order was created.
function headerConflict(state: AgreementState, data: AgreementCommandData<'SetPurchaseOrderDetails'>) {
  const agreement = state.agreement!.context;
  if (data.RaisedBy.toLowerCase() !== agreement.creatorRole)
    return `This order was raised by the ${agreement.creatorRole}.`;
  const phone = state.purchaseOrder?.header.raisedForPhoneNumber;
  if (phone && phone !== data.PoRaisedForPhoneNumber)
    return 'The phone number of the other party cannot change once the order is created.';
  return undefined;
}

const draftEdit = probe('AgreementDetailsEdited');

// The schedule's advance is the contract's: it falls due at the start and is paid like any advance.
function advanceEdit(state: AgreementState, by: Party, percent: string) {
  const terms = state.agreement!.context.generalTerms;
  return terms.advancePercent === percent
    ? []
    : [ev('AgreementDetailsEdited', { by, generalTerms: { ...terms, advancePercent: percent } })];
}

function paymentRefusal(state: AgreementState, data: AgreementCommandData<'AddPoPayment'>) {
  const po = state.purchaseOrder!;
  const checked = paymentEntryForm(po.header.completionDays).safeParse(data);
  if (!checked.success) return firstIssueOf(checked.error);
  const second = addPaymentMessage(po.payments, data);
  if (second) return second;
  if (data.type === 'F' && po.payments.some((p) => p.type === 'F'))
    return 'The payment list already has a final payment; it takes the remaining amount.';
  if (data.itemIds.some((id) => !state.items[id])) return 'A selected item is not on this order.';
  if (data.type !== 'F' && !Percent.safeParse(data.amt).success) return CONTRACT_MESSAGES.percentOver100;
  return undefined;
}

// A term's attachment (T) names one of the order's terms, a line item's (I) one of its items.
function attachmentParentRefusal(state: AgreementState, type: 'N' | 'T' | 'I', parentId: string | null) {
  if (type === 'T' && !(parentId && state.terms[parentId])) return 'Choose the term this file belongs to.';
  if (type === 'I' && !(parentId && state.items[parentId])) return 'Choose the item this file belongs to.';
  return undefined;
}

export const PURCHASE_ORDER_SPECS = {
  SetPurchaseOrderDetails: {
    entity: 'agreement',
    applies: isPurchaseOrder,
    probe: draftEdit,
    build: ({ state, data, by }) => {
      const conflict = headerConflict(state, data);
      if (conflict) return refuse('INVALID_COMMAND', conflict);
      if (compareDecimals(data.PoDiscount, 0) > 0) return refuse('INVALID_COMMAND', PO_MESSAGES.discountRefused);
      const header = headerOf(data);
      const terms = state.agreement!.context.generalTerms;
      const duration =
        terms.durationDays === header.completionDays
          ? []
          : [ev('AgreementDetailsEdited', { by, generalTerms: { ...terms, durationDays: header.completionDays } })];
      return [ev('PurchaseOrderDetailsSet', { by, header }), ...duration];
    },
  },
  AddPoTax: {
    entity: 'agreement',
    applies: isCreated,
    probe: draftEdit,
    // Kept for drafts that hold such taxes (they can be removed); none is added any more.
    build: () => refuse('INVALID_COMMAND', PO_MESSAGES.taxesRefused),
  },
  RemovePoTax: {
    entity: 'agreement',
    applies: isCreated,
    probe: draftEdit,
    build: ({ state, data, by }) =>
      state.purchaseOrder?.taxes.some((t) => t.taxId === data.TaxId)
        ? [ev('PoTaxRemoved', { by, taxId: data.TaxId })]
        : refuse('NOT_FOUND', 'This tax was not found.'),
  },
  AddPoPayment: {
    entity: 'agreement',
    applies: isCreated,
    probe: draftEdit,
    build: ({ state, data, by, env }) => {
      const refusal = paymentRefusal(state, data);
      if (refusal) return refuse('INVALID_COMMAND', refusal);
      const frequency = data.type === 'W' || data.type === 'M' || data.type === 'Q';
      const payment = {
        payId: data.PayId ?? env.newId(),
        type: data.type,
        note: data.note,
        percent: data.type === 'F' ? null : canonicalDecimal(data.amt!),
        days: data.type === 'P' ? data.days! : null,
        count: frequency ? data.count! : null,
        itemIds: data.type === 'I' ? data.itemIds : [],
      };
      if (state.purchaseOrder!.payments.some((p) => p.payId === payment.payId))
        return refuse('ALREADY_EXISTS', 'This payment already exists.');
      const advance = payment.type === 'A' ? advanceEdit(state, by, payment.percent!) : [];
      return [ev('PoPaymentAdded', { by, payment }), ...advance];
    },
  },
  RemovePoPayment: {
    entity: 'agreement',
    applies: isCreated,
    probe: draftEdit,
    build: ({ state, data, by }) => {
      const payment = state.purchaseOrder?.payments.find((p) => p.payId === data.PayId);
      if (!payment) return refuse('NOT_FOUND', 'This payment was not found.');
      const advance = payment.type === 'A' ? advanceEdit(state, by, '0') : [];
      return [ev('PoPaymentRemoved', { by, payId: data.PayId }), ...advance];
    },
  },
  AddPoAttachment: {
    entity: 'agreement',
    applies: isCreated,
    probe: draftEdit,
    build: ({ state, data, by, env }) => {
      const parentRefusal = attachmentParentRefusal(state, data.AttachmentType, data.ParentId);
      if (parentRefusal) return refuse('INVALID_COMMAND', parentRefusal);
      const attachment = {
        attachmentId: data.AttachmentId ?? env.newId(),
        attachmentType: data.AttachmentType,
        title: data.Title,
        parentId: data.AttachmentType === 'N' ? null : data.ParentId,
        attachmentIds: data.Attachments,
      };
      if (state.purchaseOrder!.attachments.some((a) => a.attachmentId === attachment.attachmentId))
        return refuse('ALREADY_EXISTS', 'This attachment already exists.');
      return [ev('PoAttachmentAdded', { by, attachment })];
    },
  },
  RemovePoAttachment: {
    entity: 'agreement',
    applies: isCreated,
    probe: draftEdit,
    build: ({ state, data, by }) =>
      state.purchaseOrder?.attachments.some((a) => a.attachmentId === data.AttachmentId)
        ? [ev('PoAttachmentRemoved', { by, attachmentId: data.AttachmentId })]
        : refuse('NOT_FOUND', 'This attachment was not found.'),
  },
} satisfies Partial<SpecTable>;
