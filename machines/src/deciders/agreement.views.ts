// Read helpers over the agreement state shared by the decider and the screens.
import { statedPaymentDays } from '../assistant/payment-days.js';
import type { AgreementContext } from '../lifecycles/agreement.machine.js';
import type { Role } from '../rules/fields.js';
import type { GstLine } from '../rules/gst.rules.js';
import {
  advanceDeduction,
  creditNoteLines,
  invoicedLine,
  settledTotal,
  type SettlementLineInput,
} from '../rules/settlement.rules.js';
import { addDecimals, compareDecimals, percentOf, subtractAmounts, sumAmounts, type Rupees } from '../rules/money.js';
import { istDate } from '../rules/india-time.js';
import type { AgreementEvent } from '../events/agreement.events.js';
import { consentersOf, noteItemIdsOf, takes, type AgreementState } from './agreement.state.js';
import type { Actor } from './decision.js';
import { contractValue, invoiceSupplyOf } from './contract-amounts.js';

/**
 * The actor's role in this agreement, from its parties. A counterparty known so far only by contact
 * acts under the role the server vouches for; `system` is for timers. Undefined: not a party.
 */
export function roleIn(agreement: AgreementContext, actor: Actor): Role | undefined {
  if (actor.role === 'system') return 'system';
  if (agreement.buyerId === actor.userId) return 'buyer';
  if (agreement.sellerId === actor.userId) return 'seller';
  if (actor.role === 'buyer' && agreement.buyerId === null) return 'buyer';
  if (actor.role === 'seller' && agreement.sellerId === null) return 'seller';
  return undefined;
}

/** The calendar date `days` after (or before, when negative) a yyyy-mm-dd date. */
export const addDays = (isoDate: string, days: number): string =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The completion date to freeze on acceptance: start date (or today) plus the duration, unless already frozen. */
export const completionDateOf = (agreement: AgreementContext, now: string): string =>
  agreement.completionDate ?? addDays(agreement.startDate ?? now.slice(0, 10), agreement.generalTerms.durationDays);

/** A note's line ids in the order of its invoice's lines (stored state may not keep key order). */
export function noteLineIdsOf(state: AgreementState, noteId: string): string[] {
  const invoice = state.invoices[state.notes[noteId]!.context.invoiceId]!.context;
  const position = (id: string) =>
    invoice.items.findIndex((l) => l.invoiceItemId === state.noteItems[id]!.context.invoiceItemId);
  return noteItemIdsOf(state, noteId).sort((a, b) => position(a) - position(b));
}

/** Each line of a note beside the invoice line it reconciles, in invoice order. */
export function settlementLinesOf(state: AgreementState, noteId: string): SettlementLineInput[] {
  const invoice = state.invoices[state.notes[noteId]!.context.invoiceId]!.context;
  return noteLineIdsOf(state, noteId).map((id) => {
    const line = state.noteItems[id]!.context;
    const billed = invoice.items.find((i) => i.invoiceItemId === line.invoiceItemId)!;
    return {
      hsnSac: line.hsnSac,
      title: line.title,
      taxPercent: line.taxPercent,
      invoicedQuantity: billed.quantityDelivered,
      invoicedRate: billed.rate,
      deliveredCount: line.deliveredCount,
      defectedCount: line.defectedCount,
      agreedRate: line.buyerRate,
    };
  });
}

/** The supply type of a note's invoice, which prices the note's lines. */
export const noteSupplyOf = (state: AgreementState, noteId: string) =>
  invoiceSupplyOf(state, state.notes[noteId]!.context.invoiceId);

/**
 * What a transaction note comes to: each line's accepted count (delivered minus defective) at the
 * agreed rate less the penalty percent, plus tax.
 */
export const noteDue = (state: AgreementState, noteId: string): Rupees =>
  settledTotal(
    settlementLinesOf(state, noteId),
    state.notes[noteId]!.context.penaltyPercent,
    noteSupplyOf(state, noteId),
  );

/**
 * What falls due from the buyer as the contract starts (`now`): the agreed advance percent of its
 * value (none at 0). The general terms give the advance no date of its own, so it is due on the
 * start day: the agreed start date, or the day the buyer starts it when that is later or none was agreed.
 */
export function advanceFallingDue(
  state: AgreementState,
  now: string,
): { advancePercent: string; contractValue: Rupees; totalDue: Rupees; dueDate: string } | undefined {
  const { generalTerms, startDate } = state.agreement!.context;
  const { advancePercent } = generalTerms;
  const value = contractValue(state);
  const totalDue = percentOf(value, advancePercent);
  const startedOn = istDate(now);
  const dueDate = startDate && startDate > startedOn ? startDate : startedOn;
  return compareDecimals(totalDue, 0) > 0 ? { advancePercent, contractValue: value, totalDue, dueDate } : undefined;
}

/** The advance a note takes off its invoice's due, with the figures it comes from. */
export interface AdvanceShare {
  /** Advance payments the seller has marked Received (when the note settled, once it has). */
  received: Rupees;
  invoiceValue: Rupees;
  contractValue: Rupees;
  /** received × invoice value ÷ contract value, to the paisa; capped by what no other note took and by the note's due. */
  deducted: Rupees;
}

/**
 * The part of the advance a note deducts, or undefined on a contract without an advance. Only
 * advance payments the seller confirmed count: a payment reported not received never reduces a
 * bill. A settled note keeps the figures it settled with.
 */
export function advanceShareOf(state: AgreementState, noteId: string): AdvanceShare | undefined {
  const advance = state.agreement?.context.advance;
  if (!advance) return undefined;
  const note = state.notes[noteId]!.context;
  const lines = settlementLinesOf(state, noteId);
  const invoiceValue = sumAmounts(lines.map((l) => invoicedLine(l, noteSupplyOf(state, noteId)).total));
  const { contractValue } = advance;
  if (note.notePaymentId)
    return {
      received: note.advanceReceived ?? '0.00',
      invoiceValue,
      contractValue,
      deducted: note.advanceDeducted ?? '0.00',
    };
  const received = advancePaymentSummary(state)!.totalPaid;
  const takenByOthers = sumAmounts(Object.values(state.notes).map((n) => n.context.advanceDeducted ?? '0'));
  const deducted = advanceDeduction({
    received,
    invoiceValue,
    contractValue,
    takenByOthers,
    due: noteDue(state, noteId),
  });
  return { received, invoiceValue, contractValue, deducted };
}

/**
 * The payment period the contract's agreed payment terms state ("within 30 days", "net 45"), or 0
 * when they state none or disagree.
 */
export const agreedPaymentDays = (state: AgreementState): number =>
  statedPaymentDays(
    Object.values(state.terms)
      .filter((term) => term.status === 'Accepted')
      .map((term) => term.context),
  ) ?? 0;

/**
 * What a note completed `now` settles at: its due less its share of the advance received, to be
 * paid within the agreed payment period counted from the settlement (the buyer's acceptance of
 * the delivery, as the MSMED Act counts it); at once when the terms state no period.
 */
export function noteSettlement(state: AgreementState, noteId: string, now: string) {
  const share = advanceShareOf(state, noteId);
  const deducted = share?.deducted ?? '0.00';
  return {
    totalDue: subtractAmounts(noteDue(state, noteId), deducted),
    advanceReceived: share?.received ?? '0.00',
    advanceDeducted: deducted,
    dueDate: addDays(istDate(now), agreedPaymentDays(state)),
  };
}

/** The credit note lines a settled note calls for (empty when it settles for the whole invoice). */
export const creditNoteLinesOf = (state: AgreementState, noteId: string): GstLine[] =>
  creditNoteLines(
    settlementLinesOf(state, noteId),
    state.notes[noteId]!.context.penaltyPercent,
    noteSupplyOf(state, noteId),
  );

/** How much of an agreement item the invoices other than `exceptInvoiceId` already bill. */
export function billedQuantity(state: AgreementState, agItemId: string, exceptInvoiceId?: string): string {
  return Object.values(state.invoices)
    .filter((invoice) => invoice.context.invoiceId !== exceptInvoiceId)
    .flatMap((invoice) => invoice.context.items)
    .filter((line) => line.agItemId === agItemId)
    .reduce((sum, line) => addDecimals(sum, line.quantityDelivered), '0');
}

/** A note's payment account as the payment section shows it. */
export interface NotePaymentSummary {
  notePaymentId: string;
  totalDue: Rupees;
  /** Confirmed by the seller. */
  totalPaid: Rupees;
  /** What the buyer may still pay: due less every payment not reported as not received. */
  outstanding: Rupees;
  /** Paid by the buyer and not yet answered by the seller (received or not). */
  awaitingConfirmation: Rupees;
  paymentStatus: 'Pending' | 'Awaiting confirmation' | 'Partly Paid' | 'Paid';
}

// One payment account: what is due against the payments made on it (`noteId` null: the advance's).
function accountSummary(
  state: AgreementState,
  account: { notePaymentId: string; totalDue: Rupees },
  noteId: string | null,
): NotePaymentSummary {
  const payments = Object.values(state.payments).filter((p) => p.context.noteId === noteId);
  const sum = (keep: (status: string) => boolean) =>
    sumAmounts(payments.filter((p) => keep(p.status)).map((p) => p.context.amount));
  const { notePaymentId, totalDue } = account;
  const totalPaid = sum((s) => s === 'Received');
  const outstanding = subtractAmounts(
    totalDue,
    sum((s) => s !== 'Not Received'),
  );
  const awaitingConfirmation = sum((s) => s === 'Done' || s === 'Responded');
  // Nothing received yet but something paid: it awaits the seller, it is not pending.
  const paymentStatus =
    compareDecimals(totalPaid, totalDue) >= 0
      ? 'Paid'
      : compareDecimals(totalPaid, 0) > 0
        ? 'Partly Paid'
        : compareDecimals(awaitingConfirmation, 0) > 0
          ? 'Awaiting confirmation'
          : 'Pending';
  return { notePaymentId, totalDue, totalPaid, outstanding, awaitingConfirmation, paymentStatus };
}

/** The payment account of a settled note, or undefined before the note is settled. */
export function notePaymentSummary(state: AgreementState, noteId: string): NotePaymentSummary | undefined {
  const note = state.notes[noteId]?.context;
  if (!note?.notePaymentId || !note.totalDue) return undefined;
  return accountSummary(state, { notePaymentId: note.notePaymentId, totalDue: note.totalDue }, noteId);
}

/** The payment account of the advance, or undefined when none fell due. */
export function advancePaymentSummary(state: AgreementState): NotePaymentSummary | undefined {
  const advance = state.agreement?.context.advance;
  return advance && accountSummary(state, advance, null);
}

// Guards read only the type and `by` of a start, so any completion date serves to ask.
const START: AgreementEvent = { type: 'AgreementStarted', data: { by: 'buyer', completionDate: '2000-01-01' } };

/**
 * Why the buyer cannot start the contract although its own status would allow it: the first item
 * or term the seller has not agreed. Undefined when nothing blocks the start on those grounds.
 */
export function startBlocker(state: AgreementState): string | undefined {
  if (!takes(state, { kind: 'agreement' }, START)) return undefined;
  const blocked = consentersOf(state, START).find((ref) => !takes(state, ref, START));
  if (!blocked || blocked.kind === 'agreement') return undefined;
  if (blocked.kind === 'item')
    return `The contract cannot start yet: the item '${state.items[blocked.id]!.context.title}' has no agreed rate and completion days.`;
  return `The contract cannot start yet: the term '${state.terms[blocked.id]!.context.title}' is not accepted by both parties.`;
}
