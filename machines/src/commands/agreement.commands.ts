// Payloads of every command on an agreement stream, in the spec's PascalCase. The frontend's forms
// and the backend's request validation parse with these; `decideAgreement` takes the union.
// Every command names its agreement as `AgreementId` (the spec's AgId, ContractId and agreementId).
import { z } from 'zod';
import {
  Amount,
  AttachmentIds,
  Days,
  EntityId,
  IsoDate,
  LookupId,
  NewEntityId,
  Party,
  PaymentReference,
  Percent,
  Quantity,
  Text,
  UnitId,
  UserId,
} from '../rules/fields.js';
import { CONTRACT_NUMBER } from '../rules/contract.rules.js';
import { HsnSacCode, ItemTitle } from '../rules/e-invoice-inputs.js';
import { MAX_LINES } from '../rules/limits.js';
import { PLACE_OF_SUPPLY_REASONS } from '../rules/place-of-supply.js';
import { CONTRACT_MESSAGES } from '../rules/messages.js';
import {
  AddPoAttachmentData,
  AddPoPaymentData,
  AddPoTaxData,
  RemovePoAttachmentData,
  RemovePoPaymentData,
  RemovePoTaxData,
  SetPurchaseOrderDetailsData,
} from './purchase-order.commands.js';
import { FixContractDocumentData, RequireSignaturesData, SignContractData } from './signature.commands.js';

const command = <T extends string, S extends z.ZodType>(type: T, data: S) => z.object({ type: z.literal(type), data });
const onAgreement = <S extends z.ZodRawShape>(shape: S) => z.object({ AgreementId: EntityId, ...shape });
/** The remark a negotiation posts with its new values (optional). */
const RemarkText = Text(1000).optional();

/** One line item as the draft editors and AddAgreementItem send it; Rate and days are the sender's. */
export const AgreementItemInput = z.object({
  AgItemId: NewEntityId,
  ItemCode: HsnSacCode.default(''),
  ItemTitle,
  ItemDescription: Text(1000).default(''),
  Qty: Quantity,
  Tax: Percent,
  CurrencyId: LookupId,
  UnitId,
  Rate: Amount.optional(),
  ItemDeliveredInDays: Days.optional(),
});
export type AgreementItemInput = z.input<typeof AgreementItemInput>;

/** One term; it is added only when title and text are both non-blank. */
export const AgreementTermInput = z.object({
  TermTitle: Text(100).min(1),
  TermTxt: Text(1000).min(1),
  IsPaymentTerm: z.boolean().default(false),
  Attachments: AttachmentIds,
});
export type AgreementTermInput = z.input<typeof AgreementTermInput>;

/** The four general terms as UpdateB2CContract and NegotiateAgreement send them. */
const GeneralTermsInput = {
  LDPercent: Percent,
  LDDays: Days,
  Advance: Percent,
  AgreementDuration: Days.min(1),
};

/**
 * Creates the agreement (builder's CustomContract, residential form, or a seller's application to a
 * proposal). The creator is the actor; `CounterpartyId` is the account the server found for
 * `OtherPartyContactInfo`, when there is one.
 */
export const DraftAgreementData = z
  .object({
    Id: NewEntityId,
    // The contract number the server reserved for this id (absent only in tests of the rules).
    Number: z.string().regex(CONTRACT_NUMBER).optional(),
    CreatorType: Party,
    OtherPartyContactInfo: Text(150).optional(),
    CounterpartyId: UserId.nullable().optional(),
    ContractType: Text(100).min(1),
    ProposalId: EntityId.nullable().optional(),
    CurrencyId: LookupId.default('INR'),
    LDPercent: Percent.default('0'),
    LDDays: Days.default(0),
    Advance: Percent.default('0'),
    Deposit: Amount.default('0.00'),
    NumberOfDays: Days.min(1).default(30),
    StartDate: IsoDate.nullable().optional(),
    Items: z.array(AgreementItemInput).default([]),
    Terms: z.array(AgreementTermInput.extend({ TermOwner: Party.optional() })).default([]),
  })
  .refine((d) => !!d.OtherPartyContactInfo || !!d.CounterpartyId, {
    error: CONTRACT_MESSAGES.counterpartyMissing,
    path: ['OtherPartyContactInfo'],
  });

export const UpdateB2CContractData = onAgreement(GeneralTermsInput);
export const AuditorAccessData = onAgreement({ AuditorId: UserId, Until: IsoDate.nullable().optional() });
export const AgreementOnlyData = onAgreement({});
export const AgreementWithRemarkData = onAgreement({ RemarkText });
export const NegotiateAgreementData = onAgreement({ ...GeneralTermsInput, RemarkText });
export const AddAgreementItemData = onAgreement(AgreementItemInput.shape);
export const UpdateAgreementItemData = onAgreement({ ...AgreementItemInput.shape, AgItemId: EntityId });
export const RemoveAgreementItemData = onAgreement({ AgItemId: EntityId });
/** Samvida's line-award process withdraws the items an RFQ award gave to other sellers. */
export const WithdrawAwardedItemsData = onAgreement({
  AgItemIds: z.array(EntityId).min(1).max(MAX_LINES),
  ProposalId: EntityId,
  AwardEventId: EntityId,
});
/** An item offer (the spec's item rate update); RateType follows from the actor's role. */
export const NegotiateItemData = onAgreement({
  ItemId: EntityId,
  Amount,
  CompletionDays: Days,
  ItemTax: Percent.optional(),
  Currency: LookupId.optional(),
  SellingUnit: UnitId.optional(),
  RemarkText,
});
export const ItemActionData = onAgreement({ ItemId: EntityId, RemarkText });
export const AddAgreementTermData = onAgreement({ Id: NewEntityId, ...AgreementTermInput.shape });
/** A saved term group's terms added at once (AddUserTermToAgreement, after the server loads the group). */
export const AddAgreementTermsData = onAgreement({ Terms: z.array(AgreementTermInput).min(1) });
export const TermWordingData = onAgreement({
  TermId: EntityId,
  TermTitle: Text(100).min(1),
  TermTxt: Text(1000).min(1),
  Attachments: AttachmentIds,
  RemarkText,
});
export const TermActionData = onAgreement({ TermId: EntityId, RemarkText });
export const TermRefData = onAgreement({ TermId: EntityId });
export const RemarkAgreementData = onAgreement({
  ParentId: EntityId.nullable().default(null),
  RemarkText: Text(1000).min(1),
  Attachments: AttachmentIds,
});

/** One ticked row of the invoice form; only ticked rows are sent. */
export const InvoiceLineInput = z.object({
  Id: NewEntityId,
  AgItemId: EntityId,
  QuantityDelivered: Quantity,
  Rate: Amount,
  Note: Text(1000).default(''),
});
export const MakeInvoiceData = onAgreement({
  Id: NewEntityId,
  InvoiceNote: Text(1000).default(''),
  ItemList: z.array(InvoiceLineInput).min(1),
});
export const UpdateInvoiceData = onAgreement({ ...MakeInvoiceData.shape, Id: EntityId });
export const UpdateInvoiceItemData = onAgreement({
  Id: EntityId,
  InvoiceId: EntityId,
  QuantityDelivered: Quantity,
  Rate: Amount,
  Note: Text(1000).default(''),
});
export const InvoiceActionData = onAgreement({ InvoiceId: EntityId });
/** The numbering reactor's command: the number it reserved for the seller and year. */
export const NumberInvoiceData = onAgreement({
  InvoiceId: EntityId,
  Number: Text(16).min(1),
  FinancialYear: Text(5).min(5),
  IssuedOn: IsoDate,
  SellerGstin: Text(15).nullable(),
  BuyerGstin: Text(15).nullable(),
  PlaceOfSupply: Text(2).min(2).nullable().optional(),
  PlaceOfSupplyReason: z.enum(PLACE_OF_SUPPLY_REASONS).nullable().optional(),
});
/** The numbering reactor's command: a credit note for a settled note, under the reserved number. */
export const IssueCreditNoteData = onAgreement({ NoteId: EntityId, Number: Text(16).min(1), IssuedOn: IsoDate });

/** The note update of the spec, `PanalityPercent` spelling included. */
export const TxnNoteWordingData = onAgreement({
  Id: EntityId,
  PanalityPercent: Percent,
  NoteRemark: Text(1000).default(''),
  RemarkText,
});
export const TxnNoteActionData = onAgreement({ Id: EntityId, RemarkText });
export const PublishTxnNoteData = onAgreement({ TxnNoteId: EntityId });
/** The note item update: defects and the actor's rate. */
export const TxnNoteItemOfferData = onAgreement({ Id: EntityId, DefectedCount: Quantity, Rate: Amount, RemarkText });

/** A payment against a settled note's or the advance's account, with an optional UPI or bank reference and proof upload. */
export const MakePaymentData = onAgreement({
  NotePaymentId: EntityId,
  PaidAmount: Amount,
  PaymentNote: Text(1000).min(1),
  PaymentReference: PaymentReference.default(''),
  ProofUploadId: EntityId.nullish(),
});
export const PaymentActionData = onAgreement({ PaymentId: EntityId, Note: Text(1000).default('') });

/** Every agreement command: `{type, data}`. */
export const AgreementCommand = z.discriminatedUnion('type', [
  command('DraftAgreement', DraftAgreementData),
  command('JoinAgreement', AgreementOnlyData),
  command('GrantAuditorAccess', AuditorAccessData),
  command('RevokeAuditorAccess', AuditorAccessData),
  command('UpdateB2CContract', UpdateB2CContractData),
  command('StartAgreement', AgreementOnlyData),
  command('StartContract', AgreementOnlyData),
  command('RejectAgreement', AgreementWithRemarkData),
  command('NegotiateAgreement', NegotiateAgreementData),
  command('AcceptAgreement', AgreementWithRemarkData),
  command('DiscardAgreement', AgreementOnlyData),
  command('CompleteAgreement', AgreementOnlyData),
  command('CloseAgreement', AgreementOnlyData),
  command('ExpireAgreement', AgreementOnlyData),
  command('ArchiveAgreement', AgreementOnlyData),
  command('UnarchiveAgreement', AgreementOnlyData),
  command('ApproveAgreement', AgreementOnlyData),
  command('EndAgreementStorage', AgreementOnlyData),
  command('DeleteAgreementFiles', AgreementOnlyData),
  command('AddAgreementItem', AddAgreementItemData),
  command('UpdateAgreementItem', UpdateAgreementItemData),
  command('RemoveAgreementItem', RemoveAgreementItemData),
  command('WithdrawAwardedItems', WithdrawAwardedItemsData),
  command('NegotiateItem', NegotiateItemData),
  command('AcceptItem', ItemActionData),
  command('AddAgreementTerm', AddAgreementTermData),
  command('AddAgreementTerms', AddAgreementTermsData),
  command('UpdateAgreementTerm', TermWordingData),
  command('DeleteAgreementTerm', TermRefData),
  command('NegotiateTerm', TermWordingData),
  command('AcceptTerm', TermActionData),
  command('RemarkAgreement', RemarkAgreementData),
  command('MakeInvoice', MakeInvoiceData),
  command('UpdateInvoice', UpdateInvoiceData),
  command('UpdateInvoiceItem', UpdateInvoiceItemData),
  command('PublishInvoice', InvoiceActionData),
  command('NumberInvoice', NumberInvoiceData),
  command('IssueCreditNote', IssueCreditNoteData),
  command('GenerateTxnNote', InvoiceActionData),
  command('UpdateTxnNote', TxnNoteWordingData),
  command('PublishTxnNote', PublishTxnNoteData),
  command('NegotiateTxnNote', TxnNoteWordingData),
  command('AcceptTxnNote', TxnNoteActionData),
  command('CompleteTxnNote', TxnNoteActionData),
  command('UpdateTxnNoteItem', TxnNoteItemOfferData),
  command('NegotiateTxnNoteItem', TxnNoteItemOfferData),
  command('AcceptTxnNoteItem', TxnNoteActionData),
  command('MakePayment', MakePaymentData),
  command('PayAdvance', MakePaymentData),
  command('MarkPaymentReceived', PaymentActionData),
  command('MarkPaymentNotReceived', PaymentActionData),
  command('RespondToPayment', PaymentActionData),
  command('SetPurchaseOrderDetails', SetPurchaseOrderDetailsData),
  command('AddPoTax', AddPoTaxData),
  command('RemovePoTax', RemovePoTaxData),
  command('AddPoPayment', AddPoPaymentData),
  command('RemovePoPayment', RemovePoPaymentData),
  command('AddPoAttachment', AddPoAttachmentData),
  command('RemovePoAttachment', RemovePoAttachmentData),
  command('RequireSignatures', RequireSignaturesData),
  command('FixContractDocument', FixContractDocumentData),
  command('SignContract', SignContractData),
]);
/** A command as sent (before defaults and normalisation). */
export type AgreementCommandInput = z.input<typeof AgreementCommand>;
/** A command after parsing. */
export type AgreementCommand = z.output<typeof AgreementCommand>;
export type AgreementCommandType = AgreementCommand['type'];
/** The parsed payload of one command type. */
export type AgreementCommandData<T extends AgreementCommandType> = Extract<AgreementCommand, { type: T }>['data'];

/** The names of every agreement command. */
export const AGREEMENT_COMMAND_TYPES = AgreementCommand.options.map(
  (o) => o.shape.type.value,
) as AgreementCommandType[];

/** The commands on an existing contract's stream: every one but the draft that opens it. */
export type ContractCommandInput = Exclude<AgreementCommandInput, { type: 'DraftAgreement' }>;
export type ContractCommandType = ContractCommandInput['type'];
/** The payload of one contract command as sent. */
export type ContractCommandPayload<T extends ContractCommandType> = Extract<ContractCommandInput, { type: T }>['data'];
