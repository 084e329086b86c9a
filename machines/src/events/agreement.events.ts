// Every event of an `agreement-<id>` stream: the contract, its items, terms, remarks, invoices,
// transaction notes, note items, note payments and payments. One zod schema per event, the type
// of the same name inferred from it, and one discriminated union for the stream kind.
import { z } from 'zod';
import {
  Amount,
  AttachmentIds,
  Days,
  EntityId,
  IsoDate,
  LookupId,
  Party,
  PaymentReference,
  Percent,
  Quantity,
  Role,
  Text,
  UserId,
} from '../rules/fields.js';
import { MAX_LINES } from '../rules/limits.js';
import { PLACE_OF_SUPPLY_REASONS } from '../rules/place-of-supply.js';
import { PURCHASE_ORDER_EVENTS } from './purchase-order.events.js';
import {
  AgreementSigned,
  ContractDocumentFixed,
  SignaturesVoided,
  SignatureRequirementSet,
} from './signature.events.js';

const event = <T extends string, S extends z.ZodRawShape>(type: T, data: S) =>
  z.object({ type: z.literal(type), data: z.object(data) });

const byParty = { by: Party };

/** An agreement item with both sides' offers; `null` while a side has not offered yet. */
export const AgreementItemData = z.object({
  itemId: EntityId,
  hsnSac: Text(50),
  title: Text(100).min(1),
  description: Text(1000),
  quantity: Quantity,
  taxPercent: Percent,
  currency: LookupId,
  unit: LookupId,
  sellerRate: Amount.nullable(),
  buyerRate: Amount.nullable(),
  sellerCompletionDays: Days.nullable(),
  buyerCompletionDays: Days.nullable(),
});
export type AgreementItemData = z.infer<typeof AgreementItemData>;

/** An agreement term; `owner` is the party whose term it is (buyer terms, seller terms). */
export const AgreementTermData = z.object({
  termId: EntityId,
  owner: Party,
  title: Text(100).min(1),
  text: Text(1000).min(1),
  isPaymentTerm: z.boolean(),
  attachmentIds: AttachmentIds,
});
export type AgreementTermData = z.infer<typeof AgreementTermData>;

/** General terms both parties negotiate: LD, advance and duration. */
export const GeneralTermsData = z.object({
  ldPercent: Percent,
  ldDays: Days,
  advancePercent: Percent,
  durationDays: Days.min(1),
});
export type GeneralTermsData = z.infer<typeof GeneralTermsData>;

export const AgreementDrafted = event('AgreementDrafted', {
  agreementId: EntityId,
  // The contract number users see (AG-000123); absent on agreements drafted before it was recorded.
  number: z.string().optional(),
  by: Party,
  contractType: Text(100).min(1),
  parties: z.object({
    buyerId: UserId.nullable(),
    sellerId: UserId.nullable(),
    counterpartyContact: Text(150).nullable(),
  }),
  sourceProposalId: EntityId.nullable(),
  currency: LookupId,
  generalTerms: GeneralTermsData,
  deposit: Amount,
  startDate: IsoDate.nullable(),
  items: z.array(AgreementItemData),
  terms: z.array(AgreementTermData),
});
export type AgreementDrafted = z.infer<typeof AgreementDrafted>;

/** The counterparty known only by contact joined with this account (as the `by` party). */
export const CounterpartyJoined = event('CounterpartyJoined', { ...byParty, userId: UserId });
export type CounterpartyJoined = z.infer<typeof CounterpartyJoined>;
/** A party let an auditor read the agreement, until the end of `until` (null: until revoked). */
export const AuditorAccessGranted = event('AuditorAccessGranted', {
  ...byParty,
  auditorId: UserId,
  until: IsoDate.nullable().optional(),
});
export type AuditorAccessGranted = z.infer<typeof AuditorAccessGranted>;
export const AuditorAccessRevoked = event('AuditorAccessRevoked', { ...byParty, auditorId: UserId });
export type AuditorAccessRevoked = z.infer<typeof AuditorAccessRevoked>;

export const AgreementDetailsEdited = event('AgreementDetailsEdited', { ...byParty, generalTerms: GeneralTermsData });
export type AgreementDetailsEdited = z.infer<typeof AgreementDetailsEdited>;
export const AgreementPublished = event('AgreementPublished', byParty);
export type AgreementPublished = z.infer<typeof AgreementPublished>;
export const AgreementNegotiated = event('AgreementNegotiated', { ...byParty, generalTerms: GeneralTermsData });
export type AgreementNegotiated = z.infer<typeof AgreementNegotiated>;
/** The seller accepted the general terms; LD and the completion date are frozen from here. */
export const AgreementAccepted = event('AgreementAccepted', { ...byParty, completionDate: IsoDate });
export type AgreementAccepted = z.infer<typeof AgreementAccepted>;
/** The buyer accepted and started the contract ('AA'); items go Active, open terms Accepted. */
export const AgreementStarted = event('AgreementStarted', { ...byParty, completionDate: IsoDate });
export type AgreementStarted = z.infer<typeof AgreementStarted>;
export const AgreementRejected = event('AgreementRejected', byParty);
export type AgreementRejected = z.infer<typeof AgreementRejected>;
export const AgreementCompleted = event('AgreementCompleted', byParty);
export type AgreementCompleted = z.infer<typeof AgreementCompleted>;
export const AgreementClosed = event('AgreementClosed', { by: Role });
export type AgreementClosed = z.infer<typeof AgreementClosed>;
export const AgreementExpired = event('AgreementExpired', { by: Role });
export type AgreementExpired = z.infer<typeof AgreementExpired>;
/** A draft or expired agreement was deleted from the lists; its history stays. */
export const AgreementDiscarded = event('AgreementDiscarded', byParty);
export type AgreementDiscarded = z.infer<typeof AgreementDiscarded>;
/** A party put a finished contract in its own archive (the other party's lists are unchanged). */
export const AgreementArchived = event('AgreementArchived', byParty);
export type AgreementArchived = z.infer<typeof AgreementArchived>;
export const AgreementUnarchived = event('AgreementUnarchived', byParty);
export type AgreementUnarchived = z.infer<typeof AgreementUnarchived>;
/**
 * A member approved the contract as its agreed terms stand (`revision`, see the signing state) for
 * their business to send or start: a business whose owner asks for two members above an amount
 * needs this from a member other than the one who sends or starts it.
 */
export const AgreementApproved = event('AgreementApproved', {
  ...byParty,
  memberId: z.string().min(1),
  revision: z.number().int().nonnegative(),
});
export type AgreementApproved = z.infer<typeof AgreementApproved>;
/** The plan's storage months since the contract finished have passed: it is in both parties' archives for good. */
export const AgreementStorageEnded = event('AgreementStorageEnded', { by: Role });
export type AgreementStorageEnded = z.infer<typeof AgreementStorageEnded>;
/** The archive months have passed too: its uploaded files and PDFs were deleted; its events stay. */
export const AgreementFilesDeleted = event('AgreementFilesDeleted', { by: Role });
export type AgreementFilesDeleted = z.infer<typeof AgreementFilesDeleted>;

export const ItemAdded = event('ItemAdded', { ...byParty, item: AgreementItemData });
export type ItemAdded = z.infer<typeof ItemAdded>;
export const ItemEdited = event('ItemEdited', { ...byParty, item: AgreementItemData });
export type ItemEdited = z.infer<typeof ItemEdited>;
export const ItemRemoved = event('ItemRemoved', { ...byParty, itemId: EntityId });
export type ItemRemoved = z.infer<typeof ItemRemoved>;
/**
 * The RFQ's owner awarded these lines to other sellers (the award event of the proposal stream):
 * Samvida's line-award process withdraws them from this seller's agreement before it is signed or
 * started. `closesAgreement`: no item is left, so the agreement ends as rejected.
 */
export const ItemsWithdrawnByAward = event('ItemsWithdrawnByAward', {
  by: z.literal('system'),
  itemIds: z.array(EntityId).min(1).max(MAX_LINES),
  proposalId: EntityId,
  awardEventId: EntityId,
  closesAgreement: z.boolean(),
});
export type ItemsWithdrawnByAward = z.infer<typeof ItemsWithdrawnByAward>;
/** A party offered a rate and completion days for an item (BIN/SIN). */
export const ItemNegotiated = event('ItemNegotiated', {
  ...byParty,
  itemId: EntityId,
  rate: Amount,
  completionDays: Days,
  taxPercent: Percent,
  currency: LookupId,
  unit: LookupId,
});
export type ItemNegotiated = z.infer<typeof ItemNegotiated>;
export const ItemAccepted = event('ItemAccepted', { ...byParty, itemId: EntityId });
export type ItemAccepted = z.infer<typeof ItemAccepted>;

const termWording = { title: Text(100).min(1), text: Text(1000).min(1), attachmentIds: AttachmentIds };
export const TermAdded = event('TermAdded', { ...byParty, term: AgreementTermData });
export type TermAdded = z.infer<typeof TermAdded>;
export const TermEdited = event('TermEdited', { ...byParty, termId: EntityId, ...termWording });
export type TermEdited = z.infer<typeof TermEdited>;
export const TermRemoved = event('TermRemoved', { ...byParty, termId: EntityId });
export type TermRemoved = z.infer<typeof TermRemoved>;
export const TermNegotiated = event('TermNegotiated', { ...byParty, termId: EntityId, ...termWording });
export type TermNegotiated = z.infer<typeof TermNegotiated>;
export const TermAccepted = event('TermAccepted', { ...byParty, termId: EntityId });
export type TermAccepted = z.infer<typeof TermAccepted>;

/** A remark on the agreement (`parentId` null) or on one of its entities, with attachments. */
export const RemarkAdded = event('RemarkAdded', {
  ...byParty,
  remarkId: EntityId,
  parentId: EntityId.nullable(),
  text: Text(1000).min(1),
  attachmentIds: AttachmentIds,
});
export type RemarkAdded = z.infer<typeof RemarkAdded>;

/**
 * An invoice line, copying the agreement item's code, title, description, tax and unit (`unit`
 * is absent on lines recorded before invoices copied it).
 */
export const InvoiceLineData = z.object({
  invoiceItemId: EntityId,
  agItemId: EntityId,
  hsnSac: Text(50),
  title: Text(100),
  description: Text(1000),
  taxPercent: Percent,
  unit: LookupId.optional(),
  quantityDelivered: Quantity,
  rate: Amount,
  note: Text(1000),
});
export type InvoiceLineData = z.infer<typeof InvoiceLineData>;

export const InvoiceDrafted = event('InvoiceDrafted', {
  ...byParty,
  invoiceId: EntityId,
  note: Text(1000),
  items: z.array(InvoiceLineData).min(1),
});
export type InvoiceDrafted = z.infer<typeof InvoiceDrafted>;
export const InvoiceEdited = event('InvoiceEdited', {
  ...byParty,
  invoiceId: EntityId,
  note: Text(1000),
  items: z.array(InvoiceLineData).min(1),
});
export type InvoiceEdited = z.infer<typeof InvoiceEdited>;
export const InvoiceItemEdited = event('InvoiceItemEdited', {
  ...byParty,
  invoiceId: EntityId,
  invoiceItemId: EntityId,
  quantityDelivered: Quantity,
  rate: Amount,
  note: Text(1000),
});
export type InvoiceItemEdited = z.infer<typeof InvoiceItemEdited>;
/** The invoice became visible to the buyer; `amount` is its total at publication. */
export const InvoicePublished = event('InvoicePublished', { ...byParty, invoiceId: EntityId, amount: Amount });
export type InvoicePublished = z.infer<typeof InvoicePublished>;

const Gstin = Text(15).nullable();
const DocumentNumber = Text(16).min(1);
/**
 * A published invoice became a GST tax invoice: its gapless number for the seller and financial
 * year and both GSTINs as they stood, which fix the place of supply and the tax split.
 */
export const InvoiceNumbered = event('InvoiceNumbered', {
  by: Role,
  invoiceId: EntityId,
  number: DocumentNumber,
  financialYear: Text(5).min(5),
  issuedOn: IsoDate,
  sellerGstin: Gstin,
  buyerGstin: Gstin,
  /**
   * The place of supply's State code and where it came from (place-of-supply.ts). Absent on events
   * recorded before it was kept: those documents keep the GSTINs' reading (no GSTIN, no place).
   */
  placeOfSupply: Text(2).min(2).nullable().optional(),
  placeOfSupplyReason: z.enum(PLACE_OF_SUPPLY_REASONS).nullable().optional(),
});
export type InvoiceNumbered = z.infer<typeof InvoiceNumbered>;

/** One line of a GST document: taxable value, tax and total in rupees. */
export const TaxedLineData = z.object({
  hsnSac: Text(50),
  title: Text(100),
  taxPercent: Percent,
  quantity: z.string().max(20),
  taxable: Amount,
  tax: Amount,
  total: Amount,
});
/** A GST credit note (document type CRN) for what a settled note leaves unpaid of its invoice. */
export const CreditNoteIssued = event('CreditNoteIssued', {
  by: Role,
  creditNoteId: EntityId,
  invoiceId: EntityId,
  noteId: EntityId,
  number: DocumentNumber,
  issuedOn: IsoDate,
  lines: z.array(TaxedLineData).min(1),
});
export type CreditNoteIssued = z.infer<typeof CreditNoteIssued>;

/** A transaction-note line, one per invoice line. */
export const NoteLineData = z.object({
  noteItemId: EntityId,
  invoiceItemId: EntityId,
  hsnSac: Text(50),
  title: Text(100),
  description: Text(1000),
  taxPercent: Percent,
  deliveredCount: Quantity,
  defectedCount: Quantity,
  sellerRate: Amount,
  buyerRate: Amount,
});
export type NoteLineData = z.infer<typeof NoteLineData>;

const noteWording = { penaltyPercent: Percent, remark: Text(1000) };
export const TxnNoteGenerated = event('TxnNoteGenerated', {
  ...byParty,
  noteId: EntityId,
  invoiceId: EntityId,
  items: z.array(NoteLineData).min(1),
  /** Prefilled from the agreed LD percent when delivery came after the completion date plus LD days. */
  penaltyPercent: Percent.default('0'),
});
export type TxnNoteGenerated = z.infer<typeof TxnNoteGenerated>;
export const TxnNoteEdited = event('TxnNoteEdited', { ...byParty, noteId: EntityId, ...noteWording });
export type TxnNoteEdited = z.infer<typeof TxnNoteEdited>;
export const TxnNotePublished = event('TxnNotePublished', { ...byParty, noteId: EntityId });
export type TxnNotePublished = z.infer<typeof TxnNotePublished>;
export const TxnNoteNegotiated = event('TxnNoteNegotiated', { ...byParty, noteId: EntityId, ...noteWording });
export type TxnNoteNegotiated = z.infer<typeof TxnNoteNegotiated>;
/**
 * A party accepted the note as the other offered it. `completes`: no line was still countered, so
 * the accept completed the note (absent on accepts recorded before one accept could complete it).
 */
export const TxnNoteAccepted = event('TxnNoteAccepted', {
  ...byParty,
  noteId: EntityId,
  completes: z.boolean().optional(),
});
export type TxnNoteAccepted = z.infer<typeof TxnNoteAccepted>;
export const TxnNoteCompleted = event('TxnNoteCompleted', { ...byParty, noteId: EntityId });
export type TxnNoteCompleted = z.infer<typeof TxnNoteCompleted>;
/**
 * The note reached Completed: the amount due is fixed and its note payment opens. `totalDue` is
 * net of `advanceDeducted`, this invoice's share of the advance received so far (`advanceReceived`).
 * `dueDate` is the Indian date it is to be paid by (absent on notes settled before it was recorded).
 */
export const TxnNoteSettled = event('TxnNoteSettled', {
  ...byParty,
  noteId: EntityId,
  notePaymentId: EntityId,
  totalDue: Amount,
  advanceReceived: Amount.default('0.00'),
  advanceDeducted: Amount.default('0.00'),
  dueDate: IsoDate.optional(),
});
export type TxnNoteSettled = z.infer<typeof TxnNoteSettled>;

const noteItemOffer = { noteItemId: EntityId, noteId: EntityId, defectedCount: Quantity, rate: Amount };
/** The buyer edited a draft note line: defects and the buyer's rate. */
export const NoteItemEdited = event('NoteItemEdited', { ...byParty, ...noteItemOffer });
export type NoteItemEdited = z.infer<typeof NoteItemEdited>;
export const NoteItemNegotiated = event('NoteItemNegotiated', { ...byParty, ...noteItemOffer });
export type NoteItemNegotiated = z.infer<typeof NoteItemNegotiated>;
export const NoteItemAccepted = event('NoteItemAccepted', { ...byParty, noteItemId: EntityId, noteId: EntityId });
export type NoteItemAccepted = z.infer<typeof NoteItemAccepted>;

/**
 * The contract started with an advance: `advancePercent` of the contract value (with tax) is due
 * from the buyer, paid against the note payment `notePaymentId` like a settled note's. `dueDate` is
 * the Indian date it is to be paid by (absent on advances that fell due before it was recorded).
 */
export const AdvanceFellDue = event('AdvanceFellDue', {
  ...byParty,
  notePaymentId: EntityId,
  advancePercent: Percent,
  contractValue: Amount,
  totalDue: Amount,
  dueDate: IsoDate.optional(),
});
export type AdvanceFellDue = z.infer<typeof AdvanceFellDue>;

/**
 * A payment by the buyer against a settled note, or against the advance when `noteId` is null.
 * `attachmentIds` holds the proof upload (at most one), shared with the parties like any attachment.
 */
export const PaymentMade = event('PaymentMade', {
  ...byParty,
  paymentId: EntityId,
  noteId: EntityId.nullable(),
  amount: Amount,
  note: Text(1000),
  reference: PaymentReference.default(''),
  attachmentIds: z.array(z.string().trim().min(1)).max(1).default([]),
});
export type PaymentMade = z.infer<typeof PaymentMade>;
// `note` came later: receipts confirmed before it read as confirmed without one.
export const PaymentReceived = event('PaymentReceived', {
  ...byParty,
  paymentId: EntityId,
  note: Text(1000).default(''),
});
export type PaymentReceived = z.infer<typeof PaymentReceived>;
export const PaymentNotReceived = event('PaymentNotReceived', { ...byParty, paymentId: EntityId, note: Text(1000) });
export type PaymentNotReceived = z.infer<typeof PaymentNotReceived>;
export const PaymentResponded = event('PaymentResponded', { ...byParty, paymentId: EntityId, note: Text(1000) });
export type PaymentResponded = z.infer<typeof PaymentResponded>;

/** Every event of the `agreement-` stream kind. */
export const AgreementEvent = z.discriminatedUnion('type', [
  AgreementDrafted,
  CounterpartyJoined,
  AuditorAccessGranted,
  AuditorAccessRevoked,
  AgreementDetailsEdited,
  AgreementPublished,
  AgreementNegotiated,
  AgreementAccepted,
  AgreementStarted,
  AgreementRejected,
  AgreementCompleted,
  AgreementClosed,
  AgreementExpired,
  AgreementDiscarded,
  AgreementArchived,
  AgreementUnarchived,
  AgreementApproved,
  AgreementStorageEnded,
  AgreementFilesDeleted,
  ItemAdded,
  ItemEdited,
  ItemRemoved,
  ItemsWithdrawnByAward,
  ItemNegotiated,
  ItemAccepted,
  TermAdded,
  TermEdited,
  TermRemoved,
  TermNegotiated,
  TermAccepted,
  RemarkAdded,
  InvoiceDrafted,
  InvoiceEdited,
  InvoiceItemEdited,
  InvoicePublished,
  InvoiceNumbered,
  CreditNoteIssued,
  TxnNoteGenerated,
  TxnNoteEdited,
  TxnNotePublished,
  TxnNoteNegotiated,
  TxnNoteAccepted,
  TxnNoteCompleted,
  TxnNoteSettled,
  AdvanceFellDue,
  NoteItemEdited,
  NoteItemNegotiated,
  NoteItemAccepted,
  PaymentMade,
  PaymentReceived,
  PaymentNotReceived,
  PaymentResponded,
  ...PURCHASE_ORDER_EVENTS,
  SignatureRequirementSet,
  ContractDocumentFixed,
  AgreementSigned,
  SignaturesVoided,
]);
export type AgreementEvent = z.infer<typeof AgreementEvent>;
export type AgreementEventType = AgreementEvent['type'];

/** The names of every agreement event, in declaration order. */
export const AGREEMENT_EVENT_TYPES = AgreementEvent.options.map((o) => o.shape.type.value) as AgreementEventType[];
