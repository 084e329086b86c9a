// Contract-area forms (contracts spec §5): attachments, RFQ terms, invoices, term groups, the
// catalogue, terms in a group and applying for a proposal.
import { z } from 'zod';
import { Amount, AttachmentIds, Days, EntityId, LookupId, Percent, Quantity, UnitId } from './fields.js';
import { HsnSacCode, OptionalItemTitle } from './e-invoice-inputs.js';
import { compareDecimals, lenientDecimal } from './money.js';
import { CONTRACT_MESSAGES as C, HOUSE_MESSAGES as H } from './messages.js';

const nonBlank = (message: string) => z.string({ error: message }).trim().min(1, { error: message });
/** Optional free text, trimmed, at most `max` characters. */
const boundedText = (max: number, message: string) => z.string().trim().max(max, { error: message }).default('');
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** An optional decimal input where a missing or blank value counts as 0. */
const blankAsZero = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (isBlank(v) ? '0' : v), schema);

/** Adding an attachment: a chosen file and a title. */
export const AttachmentForm = z.object({
  file: z.unknown().refine((f) => f !== undefined && f !== null && f !== '', { error: C.attachmentFileMissing }),
  title: nonBlank(C.attachmentTitleMissing),
});

/** An RFQ term needs a title and a text. */
export const RfqTermForm = z.object({
  TermTitle: nonBlank(H.rfqTermTitleRequired).pipe(z.string().max(100)),
  TermTxt: nonBlank(H.rfqTermTextRequired).pipe(z.string().max(1000)),
  IsPaymentTerm: z.boolean().default(false),
  Attachments: AttachmentIds,
});

/** One row of /DraftInvoice; inputs count only when the row is ticked. */
export const InvoiceFormRow = z.object({
  selected: z.boolean(),
  AgItemId: EntityId,
  QuantityDelivered: z.unknown(),
  Rate: z.unknown(),
  Note: z.string().default(''),
});

/** The invoice form: only ticked rows are sent, with quantity and rate as exact decimals. */
export const InvoiceForm = z
  .array(InvoiceFormRow)
  .transform((rows): unknown[] => rows.filter((r) => r.selected))
  .refine((rows) => rows.length > 0, { error: H.invoiceItemsRequired })
  .pipe(
    z.array(z.object({ AgItemId: EntityId, QuantityDelivered: Quantity, Rate: Amount, Note: z.string().max(1000) })),
  );

/** Term types of the TermsTypes lookup; a term group belongs to one. */
export const TERM_TYPE_NAMES = ['Seller', 'Buyer'] as const;
export type TermTypeName = (typeof TERM_TYPE_NAMES)[number];

/** 'Seller' or 'Buyer' in any letter case, written back as the lookup spells it. */
export const TermTypeNameField = z
  .string({ error: C.termGroupType })
  .trim()
  .transform((v) => TERM_TYPE_NAMES.find((name) => name.toLowerCase() === v.toLowerCase()))
  .refine((v): v is TermTypeName => v !== undefined, { error: C.termGroupType });

export const TermGroupForm = z.object({
  GroupId: z.union([z.string(), z.number()]).optional(),
  GroupName: nonBlank(C.termGroupName).pipe(z.string().max(100, { error: H.nameTooLong })),
  Description: nonBlank(C.termGroupDescription).pipe(z.string().max(1000, { error: H.descriptionTooLong })),
  TypeName: TermTypeNameField,
  LDPercentOnlyForBuying: Percent.default('0'),
  LDAppliedInDaysOnlyForBuying: Days.default(0),
  // Optional: blank means the group sets no advance. The agreement's advance bounds (0 to 100).
  AdvancePercent: z.preprocess((v) => (isBlank(v) ? null : v), Percent.nullable()),
});
export type TermGroupForm = z.infer<typeof TermGroupForm>;

/** A saved term group's figures, as its list and the pickers carry them (exact decimal strings). */
export interface TermGroupFigures {
  ldPercentOnlyForBuying: string;
  ldAppliedInDaysOnlyForBuying: number;
  advancePercent: string | null;
}

/** What picking a term group sets in an editor; an editor leaves whatever is absent as it is. */
export interface PickedGroupFigures {
  ld?: { percent: string; days: number };
  advance?: string;
}

/**
 * The rule every editor applies when a group is picked: its LD figures when its LD percent is
 * above 0 (a group's LD defaults to 0, meaning "none"), and its advance when it has one, 0 included
 * (a group without an advance has none, not 0).
 */
export function pickedGroupFigures(group: TermGroupFigures): PickedGroupFigures {
  return {
    ...(compareDecimals(group.ldPercentOnlyForBuying, 0) > 0 && {
      ld: { percent: group.ldPercentOnlyForBuying, days: group.ldAppliedInDaysOnlyForBuying },
    }),
    ...(group.advancePercent !== null && { advance: group.advancePercent }),
  };
}

/** Catalogue item types: To Sell = 1, To Buy = 2. */
export const CATALOGUE_ITEM_TYPES = { toSell: 1, toBuy: 2 } as const;

/**
 * A catalogue item; the spec checks only its type, currency and unit. Rate and tax are exact
 * decimals (blank means 0) and texts are bounded so an item can be copied into an agreement.
 */
export const CatalogueItemForm = z.object({
  Id: z.union([z.string(), z.number()]).optional(),
  ItemTypeId: z
    .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], { error: C.catalogueItemType })
    .transform(Number),
  ItemRateUnitId: z.union([LookupId, z.undefined()]).refine((v) => v !== undefined, { error: C.catalogueCurrency }),
  ItemSellingUnitId: z.union([LookupId, z.undefined()]).refine((v) => v !== undefined, { error: C.catalogueUnit }),
  ItemHsnCsnUin: HsnSacCode.default(''),
  // Optional in the catalogue; when given, one an agreement item (and its e-invoice) can carry.
  ItemTitle: OptionalItemTitle,
  ItemDescription: boundedText(1000, H.descriptionTooLong),
  ItemRate: blankAsZero(Amount),
  ItemTax: blankAsZero(Percent),
  AttachmentList: AttachmentIds,
});
export type CatalogueItemForm = z.infer<typeof CatalogueItemForm>;

/** A term inside a term group; the spec reuses the title message for the description. */
export const TermInGroupForm = z.object({
  Id: z.union([z.string(), z.number()]).optional(),
  GroupId: z.union([z.string(), z.number()]),
  TermTitle: nonBlank(C.termInGroupTitle).pipe(z.string().max(100, { error: H.titleTooLong })),
  TermTxt: nonBlank(C.termInGroupTitle).pipe(z.string().max(1000, { error: H.termTooLong })),
  AttachmentList: AttachmentIds,
});
export type TermInGroupForm = z.infer<typeof TermInGroupForm>;

/** One item row of /ApplyRFQ; a row with no rate (or 0) is not an offer. */
export const SellerRateRow = z.object({
  ItemId: EntityId,
  Amount: z.unknown(),
  ItemTax: Percent.default('0'),
  CompletionDays: Days.default(0),
  Currency: LookupId,
  SellingUnit: UnitId,
});

/** A seller's offer for an item: the rows of {@link SellerRateRow} that carry a rate. */
export const SellerRate = SellerRateRow.extend({ Amount });
export type SellerRate = z.infer<typeof SellerRate>;

/** The advance percent is required, even when it is 0. */
export const AdvanceRequired = z
  .union([z.number(), z.string().trim().min(1, { error: C.applyAdvanceRequired })], { error: C.applyAdvanceRequired })
  .pipe(Percent);

/**
 * Applying for a proposal (the spec's SaveAgreement): the advance is required and at least one
 * item needs a rate; only items with a rate above 0 are kept.
 */
export const ApplyForProposalForm = z.object({
  ProposalId: EntityId,
  Advance: AdvanceRequired,
  SellerRates: z
    .array(SellerRateRow)
    .transform((rows): unknown[] => rows.filter((r) => lenientDecimal(r.Amount).greaterThan(0)))
    .refine((rows) => rows.length > 0, { error: C.applyRateRequired })
    .pipe(z.array(SellerRate)),
});
export type ApplyForProposalForm = z.infer<typeof ApplyForProposalForm>;

/** A contract number as users see it and PDFs print it: `AG-000123` (more digits past 999,999). */
export const contractNumber = (sequence: number): string => `AG-${String(sequence).padStart(6, '0')}`;

/** The shape of a contract number: AG- and at least six digits. */
export const CONTRACT_NUMBER = /^AG-\d{6,}$/;
