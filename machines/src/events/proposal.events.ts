// Every event of a `proposal-<id>` stream: the RFQ, its items, terms, invites and responses.
import { z } from 'zod';
import { MAX_LINES } from '../rules/limits.js';
import {
  Amount,
  AttachmentIds,
  Days,
  EntityId,
  IsoDate,
  LookupId,
  Percent,
  Quantity,
  Text,
  UserId,
} from '../rules/fields.js';

const event = <T extends string, S extends z.ZodRawShape>(type: T, data: S) =>
  z.object({ type: z.literal(type), data: z.object(data) });

/** The owner who acted. */
const byUser = { userId: UserId };

/** The RFQ's header: what the buyer asks for and on which general terms. */
export const ProposalDetailsData = z.object({
  title: Text(100),
  description: Text(1000),
  completionDays: Days.min(1),
  ldPercent: Percent,
  ldDays: Days,
  inviteOnly: z.boolean(),
  endDate: IsoDate.nullable(),
  noticePeriodDays: Days.nullable(),
});
export type ProposalDetailsData = z.infer<typeof ProposalDetailsData>;

export const ProposalItemData = z.object({
  itemId: EntityId,
  title: Text(100).min(1),
  description: Text(1000),
  hsnSac: Text(50),
  quantity: Quantity,
  unit: LookupId,
});
export type ProposalItemData = z.infer<typeof ProposalItemData>;

export const ProposalTermData = z.object({
  termId: EntityId,
  title: Text(100).min(1),
  text: Text(1000).min(1),
  isPaymentTerm: z.boolean(),
  attachmentIds: AttachmentIds,
});
export type ProposalTermData = z.infer<typeof ProposalTermData>;

/** A seller's offer for one RFQ item. */
export const ResponseRateData = z.object({
  itemId: EntityId,
  rate: Amount,
  taxPercent: Percent,
  completionDays: Days,
  currency: LookupId,
  unit: LookupId,
});
export type ResponseRateData = z.infer<typeof ResponseRateData>;

export const ProposalDrafted = event('ProposalDrafted', {
  ...byUser,
  proposalId: EntityId,
  details: ProposalDetailsData,
});
export type ProposalDrafted = z.infer<typeof ProposalDrafted>;
export const ProposalDetailsEdited = event('ProposalDetailsEdited', { ...byUser, details: ProposalDetailsData });
export type ProposalDetailsEdited = z.infer<typeof ProposalDetailsEdited>;
export const ProposalItemAdded = event('ProposalItemAdded', { ...byUser, item: ProposalItemData });
export type ProposalItemAdded = z.infer<typeof ProposalItemAdded>;
export const ProposalItemRemoved = event('ProposalItemRemoved', { ...byUser, itemId: EntityId });
export type ProposalItemRemoved = z.infer<typeof ProposalItemRemoved>;
export const ProposalTermAdded = event('ProposalTermAdded', { ...byUser, term: ProposalTermData });
export type ProposalTermAdded = z.infer<typeof ProposalTermAdded>;
export const ProposalTermRemoved = event('ProposalTermRemoved', { ...byUser, termId: EntityId });
export type ProposalTermRemoved = z.infer<typeof ProposalTermRemoved>;
/** Published (the spec's StartRFQ): sellers can now see it and apply. */
export const ProposalStarted = event('ProposalStarted', byUser);
export type ProposalStarted = z.infer<typeof ProposalStarted>;
export const ProposalClosed = event('ProposalClosed', byUser);
export type ProposalClosed = z.infer<typeof ProposalClosed>;
export const ProposalCompleted = event('ProposalCompleted', byUser);
export type ProposalCompleted = z.infer<typeof ProposalCompleted>;
/** Its end date passed while Active (a timer acts as `system`). */
export const ProposalExpired = event('ProposalExpired', { userId: z.literal('system') });
export type ProposalExpired = z.infer<typeof ProposalExpired>;

/** The owner invited a seller by phone; `sellerId` when the phone belongs to an account. */
export const SellerInvited = event('SellerInvited', {
  ...byUser,
  inviteId: EntityId,
  phoneNumber: Text(20).min(1),
  sellerId: UserId.nullable(),
});
export type SellerInvited = z.infer<typeof SellerInvited>;
/** The invited seller declined. */
export const InviteDeclined = event('InviteDeclined', {
  ...byUser,
  phoneNumber: Text(20).nullable(),
  inviteId: EntityId,
});
export type InviteDeclined = z.infer<typeof InviteDeclined>;
/**
 * The phone an invite went to was verified by the account `userId`: the invite now names that
 * account (an invite sent before its seller registered).
 */
export const InviteAttached = event('InviteAttached', { ...byUser, inviteId: EntityId, phoneNumber: Text(20).min(1) });
export type InviteAttached = z.infer<typeof InviteAttached>;
/** The owner withdrew a pending invite; `sellerId` is the account it named, if any. */
export const InviteWithdrawn = event('InviteWithdrawn', { ...byUser, inviteId: EntityId, sellerId: UserId.nullable() });
export type InviteWithdrawn = z.infer<typeof InviteWithdrawn>;
/**
 * A seller applied (the spec's SaveAgreement from /ApplyRFQ); the draft agreement `agreementId`
 * is created from it. `invited` tells whether `inviteId` is the seller's pending invite; otherwise
 * it names the auto-accepted invite recorded for an open proposal.
 */
export const ProposalResponded = event('ProposalResponded', {
  ...byUser,
  phoneNumber: Text(20).nullable(),
  responseId: EntityId,
  inviteId: EntityId,
  invited: z.boolean(),
  agreementId: EntityId,
  advancePercent: Percent,
  rates: z.array(ResponseRateData).min(1),
});
export type ProposalResponded = z.infer<typeof ProposalResponded>;

/** One RFQ line (item) awarded to the seller whose response quoted it, with that seller's draft agreement. */
export const LineAwardData = z.object({
  itemId: EntityId,
  responseId: EntityId,
  sellerId: UserId,
  agreementId: EntityId,
});
export type LineAwardData = z.infer<typeof LineAwardData>;
/** The owner awarded lines; lines not named stay undecided. An award is final. */
export const ProposalLinesAwarded = event('ProposalLinesAwarded', {
  ...byUser,
  awards: z.array(LineAwardData).min(1).max(MAX_LINES),
});
export type ProposalLinesAwarded = z.infer<typeof ProposalLinesAwarded>;
/** Why an award could not take lines from a seller's agreement: either party signed it, or its contract started. */
export const AwardHeldReason = z.enum(['signed', 'started']);
export type AwardHeldReason = z.infer<typeof AwardHeldReason>;
/**
 * Samvida's line-award process could not withdraw the lines `itemIds` (RFQ items) that the award
 * `awardEventId` gave to another seller from this seller's agreement: it was signed or started
 * between the award and the withdrawal, so the lines stay in it.
 */
export const AwardNotApplied = event('AwardNotApplied', {
  userId: z.literal('system'),
  awardEventId: EntityId,
  responseId: EntityId,
  sellerId: UserId,
  agreementId: EntityId,
  itemIds: z.array(EntityId).min(1).max(MAX_LINES),
  reason: AwardHeldReason,
});
export type AwardNotApplied = z.infer<typeof AwardNotApplied>;

/** Every event of the `proposal-` stream kind. */
export const ProposalEvent = z.discriminatedUnion('type', [
  ProposalDrafted,
  ProposalDetailsEdited,
  ProposalItemAdded,
  ProposalItemRemoved,
  ProposalTermAdded,
  ProposalTermRemoved,
  ProposalStarted,
  ProposalClosed,
  ProposalCompleted,
  ProposalExpired,
  SellerInvited,
  InviteDeclined,
  ProposalResponded,
  InviteAttached,
  InviteWithdrawn,
  ProposalLinesAwarded,
  AwardNotApplied,
]);
export type ProposalEvent = z.infer<typeof ProposalEvent>;
export type ProposalEventType = ProposalEvent['type'];

/** The names of every proposal event, in declaration order. */
export const PROPOSAL_EVENT_TYPES = ProposalEvent.options.map((o) => o.shape.type.value) as ProposalEventType[];
