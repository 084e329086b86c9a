// Purchase-order editor rules (contracts spec §4-§5): header, taxes, terms, the payment schedule
// and the publish check.
import { z } from 'zod';
import { addressPinMessage } from './e-invoice-inputs.js';
import { Amount } from './fields.js';
import { isValidGstin } from './india.js';
import { compareDecimals, type Rupees } from './money.js';
import { CONTRACT_MESSAGES, HOUSE_MESSAGES as H } from './messages.js';

export const PO_CURRENCIES = ['USD', 'INR', 'AUD', 'RUB', 'CNY', 'GBP', 'JPY', 'EUR'] as const;

/** Why an order (or one of its items) cannot become the contract and invoices it describes. */
export const PO_MESSAGES = {
  noItems: 'Add at least one item before publishing the order.',
  nothingToPay: 'The order comes to ₹0.00: give its items a rate before publishing.',
  // GST is charged line by line at each item's rate; a tax invoice has no other taxes to carry.
  taxesRefused:
    "GST is charged on each item at its own Tax %, so an order cannot add taxes of its own: a tax invoice could never show them. Set each item's Tax % instead.",
  // The taxable value of each line is its price after discount (CGST Act s.15(3)); a lump off the total has no line.
  discountRefused:
    "GST is charged on each item's price after discount, so a discount on the whole order could never appear on a tax invoice. Lower the items' rates instead and keep the discount at 0.",
  quantityZero: 'Quantity must be above 0.',
  daysTooLate: "Days to complete cannot be greater than the order's completion days.",
} as const;

const optionalGstin = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().refine(isValidGstin, { error: H.poGstinInvalid }).optional(),
);

/** The purchase-order header form. */
export const PurchaseOrderForm = z
  .object({
    PoTitle: z
      .string({ error: H.poTitleRequired })
      .trim()
      .min(1, { error: H.poTitleRequired, abort: true })
      .max(99, { error: H.poTitleTooLong }),
    PoDescription: z.string().trim().max(1000, { error: H.poDescriptionTooLong }).default(''),
    PoRaisedForPhoneNumber: z
      .string({ error: H.poPhoneRequired })
      .trim()
      .min(1, { error: H.poPhoneRequired, abort: true })
      .startsWith('+91', { error: H.poPhonePrefix })
      .length(13, { error: H.poPhoneLength }),
    PoCompletionDurationInDays: z.number({ error: H.poCompletionMin }).int().min(1, { error: H.poCompletionMin }),
    PoSellerAddress: z.string().trim().max(150, { error: H.poAddressTooLong }).default(''),
    PoBuyerAddress: z.string().trim().max(150, { error: H.poAddressTooLong }).default(''),
    PoSellerGSTIN: optionalGstin,
    PoBuyerGSTIN: optionalGstin,
    PoSellerCompany: z.string().trim().max(100, { error: H.poCompanyTooLong }).default(''),
    PoBuyerCompany: z.string().trim().max(100, { error: H.poCompanyTooLong }).default(''),
    PoNotificationPeriod: z.number({ error: H.poNotificationRequired }).int().min(0),
    // Rupees, as the stored header keeps them: at most 2 decimals and one lakh crore.
    PoDiscount: z
      .number()
      .min(0, { error: H.poDiscountNegative, abort: true })
      .refine((v) => Amount.safeParse(v).success, { error: H.poDiscountInvalid })
      .default(0),
    PoCurrency: z.enum(PO_CURRENCIES).default('INR'),
    RaisedBy: z.enum(['Seller', 'Buyer']),
  })
  .check((ctx) => {
    const po = ctx.value;
    if (po.PoNotificationPeriod > po.PoCompletionDurationInDays)
      ctx.issues.push({ code: 'custom', message: H.poNotificationTooLong, input: po, path: ['PoNotificationPeriod'] });
    if (po.PoSellerGSTIN && po.PoSellerGSTIN === po.PoBuyerGSTIN)
      ctx.issues.push({ code: 'custom', message: H.poGstinSame, input: po, path: ['PoBuyerGSTIN'] });
    // The order's parties are its invoices' parties: a registered one needs a PIN in its GSTIN's state.
    for (const [gstin, address, path] of [
      [po.PoSellerGSTIN, po.PoSellerAddress, 'PoSellerAddress'],
      [po.PoBuyerGSTIN, po.PoBuyerAddress, 'PoBuyerAddress'],
    ] as const) {
      const message = addressPinMessage(address, gstin);
      if (message) ctx.issues.push({ code: 'custom', message, input: po, path: [path] });
    }
  });
export type PurchaseOrderForm = z.infer<typeof PurchaseOrderForm>;

/** Title of the editor: who raised the order decides it. */
export const purchaseOrderTitle = (raisedBy: 'Seller' | 'Buyer'): string =>
  raisedBy === 'Seller' ? 'Sales Contract' : 'Purchase Contract';

export const TaxForm = z.object({
  title: z.string({ error: H.taxTitleRequired }).trim().min(1, { error: H.taxTitleRequired, abort: true }).max(50, {
    error: H.taxTitleTooLong,
  }),
  percent: z.number({ error: H.taxPercentInvalid }).gt(0, { error: H.taxPercentInvalid }),
});
export type TaxForm = z.infer<typeof TaxForm>;

export const PoTermForm = z.object({
  val: z.string({ error: H.termRequired }).trim().min(1, { error: H.termRequired, abort: true }).max(1000, {
    error: H.termTooLong,
  }),
});
export type PoTermForm = z.infer<typeof PoTermForm>;

/** N order, T a term's, I a line item's (the editor's attachment modal). */
export const PO_ATTACHMENT_TYPES = ['N', 'T', 'I'] as const;

/** The attachment modal: a file (its upload reference) and a title. */
export const PoAttachmentForm = z.object({
  AttachmentType: z.enum(PO_ATTACHMENT_TYPES),
  Attachments: z
    .array(z.string().trim().min(1), { error: CONTRACT_MESSAGES.attachmentFileMissing })
    .min(1, { error: CONTRACT_MESSAGES.attachmentFileMissing })
    .max(1, { error: CONTRACT_MESSAGES.attachmentFileMissing }),
  Title: z
    .string({ error: CONTRACT_MESSAGES.attachmentTitleMissing })
    .trim()
    .min(1, { error: CONTRACT_MESSAGES.attachmentTitleMissing })
    .max(100, { error: H.poTitleTooLong }),
});
export type PoAttachmentForm = z.infer<typeof PoAttachmentForm>;

/** A advance, P part, F final, W weekly, M monthly, Q quarterly, I item based. */
export const PAYMENT_TYPES = ['A', 'P', 'F', 'W', 'M', 'Q', 'I'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** How the editor and the contract's expected payments name each payment type. */
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  A: 'Advance',
  P: 'Part',
  F: 'Final',
  W: 'Weekly',
  M: 'Monthly',
  Q: 'Quarterly',
  I: 'Item based',
};
type FrequencyType = 'W' | 'M' | 'Q';
const isFrequency = (t: PaymentType): t is FrequencyType => t === 'W' || t === 'M' || t === 'Q';

/** Spacing of frequency payments in the timeline tree. */
export const TREE_SPAN_DAYS: Record<FrequencyType, number> = { W: 7, M: 30, Q: 120 };
/** Spacing used when validating a frequency payment's span: a quarter counts as 3 months of 30 days. */
export const VALIDATION_SPAN_DAYS: Record<FrequencyType, number> = { W: 7, M: 30, Q: 90 };

const optionalNumber = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.number().optional());

/**
 * One row of the payment list. `amt` is a percent of the contract amount (the final row's is
 * computed); `days` dates a part payment; `count` sets how many frequency payments; `itemIds`
 * are the items an item-based payment covers.
 */
export const paymentEntryForm = (completionDays: number) =>
  z
    .object({
      type: z.enum(PAYMENT_TYPES),
      note: z.string({ error: H.paymentNoteRequired }).trim().min(1, { error: H.paymentNoteRequired }),
      amt: optionalNumber,
      days: optionalNumber,
      count: optionalNumber,
      itemIds: z.array(z.string()).default([]),
    })
    .check((ctx) => {
      const p = ctx.value;
      const issue = (message: string, path: string) =>
        ctx.issues.push({ code: 'custom', message, input: p, path: [path] });
      if (p.type !== 'F' && (p.amt === undefined || p.amt <= 0)) issue(H.paymentAmountRequired, 'amt');
      if (p.amt !== undefined && p.amt > 100) issue(CONTRACT_MESSAGES.percentOver100, 'amt');
      // Days and counts are whole numbers, as the stored row keeps them.
      if (p.type === 'P') {
        if (p.days === undefined || p.days <= 0 || !Number.isInteger(p.days)) issue(H.paymentDaysRequired, 'days');
        else if (p.days > completionDays) issue(H.paymentDaysTooLate, 'days');
      }
      if (isFrequency(p.type)) {
        if (p.count === undefined || p.count <= 0 || !Number.isInteger(p.count)) issue(H.paymentCountRequired, 'count');
        else if (p.count * VALIDATION_SPAN_DAYS[p.type] > completionDays) issue(H.paymentSpanTooLong, 'count');
      }
      if (p.type === 'I' && p.itemIds.length === 0) issue(H.paymentItemsRequired, 'itemIds');
    });
export type PaymentEntry = z.infer<ReturnType<typeof paymentEntryForm>>;

/** The message refusing `entry` in `list`, or null: only one advance payment. */
export const addPaymentMessage = (list: readonly Pick<PaymentEntry, 'type'>[], entry: Pick<PaymentEntry, 'type'>) =>
  entry.type === 'A' && list.some((p) => p.type === 'A') ? CONTRACT_MESSAGES.secondAdvance : null;

/** A row of the order's schedule as the editor reads it; `percent` is an exact decimal string. */
interface ScheduledPayment {
  payId: string;
  type: PaymentType;
  note: string;
  percent: string | null;
}

/** How the order's schedule changes to take an advance picked from a term group. */
export interface AdvanceRowChange {
  removePayId?: string;
  add?: { type: 'A'; note: string; amt: number };
}

/**
 * The schedule change that makes `percent` the order's advance (a picked term group's): its advance
 * row is replaced, keeping the row's note, or one is added. A 0 advance means no advance row; null
 * when the schedule already says so.
 */
export function advanceRowChange(payments: readonly ScheduledPayment[], percent: string): AdvanceRowChange | null {
  const current = payments.find((p) => p.type === 'A');
  const wanted = compareDecimals(percent, 0) > 0;
  const unchanged = current
    ? wanted && current.percent !== null && compareDecimals(current.percent, percent) === 0
    : !wanted;
  if (unchanged) return null;
  return {
    ...(current && { removePayId: current.payId }),
    // The schedule's percents are numbers on the wire; a percent has at most 2 decimals, so exact.
    ...(wanted && { add: { type: 'A', note: current?.note ?? PAYMENT_TYPE_LABELS.A, amt: Number(percent) } }),
  };
}

/** The order item's own checks (a line of the order): a quantity, and days within the order's. */
export function poItemMessage(quantity: string, days: number | undefined, completionDays: number): string | null {
  if (compareDecimals(quantity, 0) <= 0) return PO_MESSAGES.quantityZero;
  if (days !== undefined && days > completionDays) return PO_MESSAGES.daysTooLate;
  return null;
}

/** The publish check: null when the payment list total equals the contract amount. */
export const publishTotalsMessage = (contractAmount: Rupees, paymentListTotal: Rupees): string | null => {
  const order = compareDecimals(paymentListTotal, contractAmount);
  if (order < 0) return CONTRACT_MESSAGES.publishTotalBelow;
  if (order > 0) return CONTRACT_MESSAGES.publishTotalAbove;
  return null;
};

/** Days from Start on which a row falls in the timeline tree (frequency rows use the tree spans). */
export const paymentTreeDays = (
  p: PaymentEntry,
  completionDays: number,
  itemCompletionDays: Readonly<Record<string, number>> = {},
): number[] => {
  if (p.type === 'A') return [0];
  if (p.type === 'P') return [p.days ?? 0];
  if (p.type === 'I') return [Math.max(0, ...p.itemIds.map((id) => itemCompletionDays[id] ?? 0))];
  if (isFrequency(p.type)) {
    const span = TREE_SPAN_DAYS[p.type];
    return Array.from({ length: p.count ?? 0 }, (_, k) => span * (k + 1));
  }
  return [completionDays];
};
