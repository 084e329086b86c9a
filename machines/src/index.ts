// @samvida/machines: the single rulebook of negotiation, shared by the backend and the frontend.
// Named exports only.

// Plain messages for every zod issue a schema leaves unworded (installed on import).
export { plainMessage } from './rules/plain-messages.js';

// Events: envelope, the two stream kinds' schemas and unions, upcasting.
export * from './events/envelope.js';
export * from './events/actors.js';
export * from './events/agreement.events.js';
export * from './events/signature.events.js';
export * from './events/proposal.events.js';
export * from './events/account.events.js';
export * from './events/upcasters.js';
export * from './events/parties.js';

// Commands: zod payloads for forms and request validation.
export * from './commands/agreement.commands.js';
export * from './commands/proposal.commands.js';

// Lifecycle machines, their statuses, labels, action codes and the dashboard grouping.
export * from './lifecycles/lifecycle.js';
export * from './lifecycles/agreement.machine.js';
export * from './lifecycles/item.machine.js';
export * from './lifecycles/term.machine.js';
export * from './lifecycles/invoice.machine.js';
export * from './lifecycles/txn-note.machine.js';
export * from './lifecycles/note-item.machine.js';
export * from './lifecycles/payment.machine.js';
export * from './lifecycles/proposal.machine.js';
export * from './lifecycles/invite.machine.js';
export * from './lifecycles/action-codes.js';
export * from './lifecycles/status-labels.js';
export * from './lifecycles/dashboard.js';

export { personOf } from './deciders/decision.js';
// Deciders: state, evolve, decide and available actions per stream kind.
export type {
  Actor,
  AvailableAction,
  Decision,
  Approval,
  DecideEnv,
  Refusal,
  RefusalCode,
} from './deciders/decision.js';
export {
  initialAgreementState,
  agreementFolder,
  evolveAgreement,
  LINE_ONLY_EVENT_TYPES,
  permits,
  type AgreementState,
  type EntityRef,
} from './deciders/agreement.state.js';
export {
  evolveSigning,
  nextDocument,
  signedByBoth,
  type ContractDocument,
  type SignatureRecord,
  type SigningState,
} from './deciders/agreement/signing.state.js';
export {
  decideAgreement,
  availableAgreementActions,
  type AgreementAction,
  type AgreementActions,
} from './deciders/agreement.decider.js';
export {
  roleIn,
  completionDateOf,
  noteDue,
  settlementLinesOf,
  creditNoteLinesOf,
  billedQuantity,
  notePaymentSummary,
  advancePaymentSummary,
  advanceShareOf,
  startBlocker,
  type AdvanceShare,
  type NotePaymentSummary,
} from './deciders/agreement.views.js';
export {
  agreementTurn,
  awaitedMoves,
  awaitedMoveLabel,
  hasExecutionMove,
  nextActorLabel,
  waitingOn,
  type AgreementTurn,
  type AwaitedMove,
} from './deciders/whose-move.js';
export {
  initialProposalState,
  evolveProposal,
  proposalPermits,
  type ProposalState,
} from './deciders/proposal.state.js';
export {
  decideProposal,
  availableProposalActions,
  pendingInviteOf,
  draftAgreementFromResponse,
  invitesSelf,
  SELF_INVITE,
  type ProposalAction,
  type ProposalActions,
} from './deciders/proposal.decider.js';
export {
  awardBlocker,
  awardedShare,
  draftItemIdsOf,
  heldBy,
  heldReasonWords,
  lostInAward,
  narrowingCommands,
  narrowingOf,
  unappliedAwardWords,
  type Narrowing,
} from './deciders/line-award.js';
export { availableActions } from './deciders/available-actions.js';
export { previewTxnNote, type NoteDraft, type NotePreview } from './deciders/note-preview.js';
export { changeCues, type ChangeCue } from './deciders/change-cues.js';
export { agreementDecider, proposalDecider, proposalRoleOf, type StreamDecider } from './deciders/stream-deciders.js';

// Rules: validations with the spec's messages, Indian identifiers, money.
export * from './rules/messages.js';
export * from './rules/fields.js';
export * from './rules/india.js';
export * from './rules/india-time.js';
export * from './rules/money.js';
export * from './rules/account.rules.js';
export * from './rules/purchase-order.rules.js';
export * from './rules/contract.rules.js';
export * from './rules/audit.rules.js';
export * from './rules/archive.rules.js';
export * from './rules/team-roles.js';
export * from './rules/builder.rules.js';
export * from './rules/contract-clauses.js';
export * from './rules/limits.js';
export * from './rules/plan-charge.js';

export { replay } from './replay.js';
export * from './realtime.js';
export * from './rules/gst.rules.js';
export * from './rules/settlement.rules.js';
export * from './deciders/execution.views.js';
export * from './rules/amount-in-words.js';
export * from './rules/e-invoice.js';
export * from './rules/e-invoice-inputs.js';
export * from './rules/pin-codes.js';
export * from './rules/place-of-supply.js';
export * from './rules/gst-states.js';
export * from './rules/payment-details.js';
export * from './rules/gstr1.js';
export * from './rules/eway-bill.js';

// Audit: verifying a contract's history with WebCrypto (browser and offline), trusting no server.
export { canonicalJson } from './audit/canonical-json.js';
export * from './audit/chain-check.js';
export * from './audit/merkle-proofs.js';
export * from './audit/tree-head.js';
export * from './audit/audit-export.js';
export * from './audit/stream-completeness.js';
export * from './audit/log-growth.js';

// Purchase orders: a draft agreement with a header, taxes and a payment schedule.
export * from './events/purchase-order.events.js';
export * from './commands/purchase-order.commands.js';
export type { PurchaseOrderState } from './deciders/purchase-order.state.js';
export { PURCHASE_ORDER_TYPE } from './deciders/agreement/purchase-order.specs.js';
export {
  purchaseOrderLines,
  purchaseOrderTotals,
  purchaseOrderSchedule,
  purchaseOrderPublishBlocker,
  purchaseOrderTimeline,
  purchaseOrderLink,
  contractPartyIdentity,
  type PartyIdentity,
  type PoLine,
  type PoTotals,
  type PoScheduleRow,
  type PoTimelineDay,
} from './deciders/purchase-order.views.js';
export {
  contractValue,
  invoiceAmountOf,
  invoicedAmount,
  invoiceSupplyOf,
  receivedAmount,
} from './deciders/contract-amounts.js';
export { expectedPayments, type ExpectedPayment, type ExpectedPayments } from './deciders/expected-payments.js';
export { unpaidInstalments, type UnpaidInstalment } from './deciders/due-reminders.js';
export * from './rules/reminder-times.js';

// The drafting assistant: the clause library, checks while drafting, drafting from a description.
export * from './assistant/clause-library.js';
export * from './assistant/drafting-checks.js';
export * from './assistant/payment-days.js';
export * from './assistant/draft-proposal.js';
export * from './assistant/describe-deal.js';
export { wordsToNumber, numbersAsDigits } from './assistant/number-words.js';
export { placeOf, type Place } from './assistant/places.js';
