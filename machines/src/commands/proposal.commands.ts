// Payloads of every command on a proposal (RFQ) stream, in the spec's PascalCase.
import { z } from 'zod';
import {
  Days,
  EntityId,
  IsoDate,
  NewEntityId,
  Percent,
  Quantity,
  Text,
  UnitId,
  UserId,
  withAlias,
} from '../rules/fields.js';
import { ApplyForProposalForm, RfqTermForm } from '../rules/contract.rules.js';
import { HsnSacCode, ItemTitle } from '../rules/e-invoice-inputs.js';
import { MAX_LINES, TOO_MANY_ITEMS } from '../rules/limits.js';

const command = <T extends string, S extends z.ZodType>(type: T, data: S) => z.object({ type: z.literal(type), data });
const onProposal = <S extends z.ZodRawShape>(shape: S) => z.object({ ProposalId: EntityId, ...shape });

/** SaveRFQ: creates the proposal (no `Id` yet) or edits its draft; the owner is the actor. */
export const SaveRFQData = z.object({
  Id: NewEntityId,
  Title: Text(100).default(''),
  Description: Text(1000).default(''),
  ProposalCompletionInDays: Days.min(1).default(30),
  ProposalLdPercent: Percent.default('0'),
  ProposalLdAppliedAfterDays: Days.default(0),
  InviteOnly: z.boolean().default(true),
  EndDate: IsoDate.nullable().default(null),
  NoticePeriod: Days.nullable().default(null),
});
/** AddRFQItem; the spec's client names the RFQ `ItemRfpId`. */
export const AddRFQItemData = withAlias(
  onProposal({
    Id: NewEntityId,
    ItemTitle,
    ItemDescription: Text(1000).default(''),
    ItemHsnCsnUin: HsnSacCode.default(''),
    ItemQuantity: Quantity,
    Unit: UnitId,
  }),
  'ProposalId',
  'ItemRfpId',
);
export const DeleteRFQItemData = onProposal({ ItemId: EntityId });
/** AddRFQTerm; the spec's client names the RFQ `TermRfpId`. */
export const AddRFQTermData = withAlias(
  onProposal({ Id: NewEntityId, ...RfqTermForm.shape }),
  'ProposalId',
  'TermRfpId',
);
export const DeleteRFQTermData = onProposal({ TermId: EntityId });
export const ProposalOnlyData = onProposal({});
/** One invitee; `SellerId` is the account the server found for the phone number, if any. */
export const InviteeInput = z.object({ PhoneNumber: Text(20).min(1), SellerId: UserId.nullable().default(null) });
export const SendInviteData = onProposal(InviteeInput.shape);
/** SendBulkInvite: the server reads the uploaded file and fills `Invitees` before deciding. */
export const SendBulkInviteData = onProposal({
  UploadedFileLink: Text(1000).min(1),
  Invitees: z.array(InviteeInput).min(1),
});
export const DeclineInviteData = onProposal({ InviteId: EntityId });
/** The invite's phone was verified by the acting account (its `phoneNumber` on the actor). */
export const AttachInviteData = onProposal({ InviteId: EntityId });
/** The owner withdraws a pending invite (the spec's delete invite). */
export const WithdrawInviteData = onProposal({ InviteId: EntityId });
/** Applying (the spec's SaveAgreement); `AgreementId` names the draft agreement it creates. */
export const ApplyForProposalData = ApplyForProposalForm.extend({ AgreementId: EntityId.optional() });
/** One line's award: the RFQ item and the response (seller's quotation) it goes to. */
export const LineAwardInput = z.object({ ItemId: EntityId, ResponseId: EntityId });
/** The owner awards lines; the lines left out stay undecided. */
export const AwardLinesData = onProposal({
  Awards: z
    .array(LineAwardInput)
    .min(1, { error: 'Choose a seller for at least one line.' })
    .max(MAX_LINES, { error: TOO_MANY_ITEMS }),
});
/**
 * Samvida's line-award process records that the award `AwardEventId` could not withdraw `ItemIds`
 * (RFQ items) from the agreement of the response `ResponseId`, signed or started meanwhile.
 */
export const RecordAwardNotAppliedData = onProposal({
  AwardEventId: EntityId,
  ResponseId: EntityId,
  ItemIds: z.array(EntityId).min(1).max(MAX_LINES),
  Reason: z.enum(['signed', 'started']),
});

/** Every proposal command: `{type, data}`. */
export const ProposalCommand = z.discriminatedUnion('type', [
  command('SaveRFQ', SaveRFQData),
  command('AddRFQItem', AddRFQItemData),
  command('DeleteRFQItem', DeleteRFQItemData),
  command('AddRFQTerm', AddRFQTermData),
  command('DeleteRFQTerm', DeleteRFQTermData),
  command('StartRFQ', ProposalOnlyData),
  command('CloseProposal', ProposalOnlyData),
  command('CompleteProposal', ProposalOnlyData),
  command('ExpireProposal', ProposalOnlyData),
  command('SendInvite', SendInviteData),
  command('SendBulkInvite', SendBulkInviteData),
  command('DeclineInvite', DeclineInviteData),
  command('AttachInvite', AttachInviteData),
  command('WithdrawInvite', WithdrawInviteData),
  command('ApplyForProposal', ApplyForProposalData),
  command('AwardLines', AwardLinesData),
  command('RecordAwardNotApplied', RecordAwardNotAppliedData),
]);
export type ProposalCommandInput = z.input<typeof ProposalCommand>;
export type ProposalCommand = z.output<typeof ProposalCommand>;
export type ProposalCommandType = ProposalCommand['type'];
export type ProposalCommandData<T extends ProposalCommandType> = Extract<ProposalCommand, { type: T }>['data'];

/** The names of every proposal command. */
export const PROPOSAL_COMMAND_TYPES = ProposalCommand.options.map((o) => o.shape.type.value) as ProposalCommandType[];
