// Shared test fixtures: deterministic ids and time, two parties, and a helper that decides a
// command and folds its events (given events / when command / then events).
import { expect } from '@jest/globals';
import {
  decideAgreement,
  decideProposal,
  evolveAgreement,
  evolveProposal,
  initialAgreementState,
  initialProposalState,
  type Actor,
  type AgreementCommandInput,
  type AgreementEvent,
  type AgreementState,
  type DecideEnv,
  type ProposalCommandInput,
  type ProposalEvent,
  type ProposalState,
} from '@samvida/machines';

export const uuid = (n: number): string => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** A decide environment with a fixed clock and counting uuids from `start`. */
export function testEnv(start = 1000, now = '2025-01-15T10:00:00.000Z'): DecideEnv {
  let next = start;
  return { now, newId: () => uuid(next++) };
}

export const BUYER: Actor = { userId: 'user-buyer', phoneNumber: '+919876543210' };
export const SELLER: Actor = { userId: 'user-seller', phoneNumber: '+919123456789' };
export const STRANGER: Actor = { userId: 'user-stranger' };
export const SYSTEM: Actor = { userId: 'scheduler', role: 'system' };
export const AGREEMENT_ID = uuid(1);
export const PROPOSAL_ID = uuid(2);

/** Decides `command` and returns its events, failing the test on a refusal. */
export function accepted(state: AgreementState, command: AgreementCommandInput, actor: Actor, env = testEnv()) {
  const decision = decideAgreement(state, command, actor, env);
  if (!decision.ok) throw new Error(`${command.type} refused: ${decision.reason}`);
  return decision.events;
}

/** Decides `command` and folds its events into `state`. */
export function act(
  state: AgreementState,
  command: AgreementCommandInput,
  actor: Actor,
  env = testEnv(),
): AgreementState {
  return accepted(state, command, actor, env).reduce(evolveAgreement, state);
}

export const fold = (events: AgreementEvent[], from: AgreementState = initialAgreementState) =>
  events.reduce(evolveAgreement, from);

export function actProposal(state: ProposalState, command: ProposalCommandInput, actor: Actor, env = testEnv()) {
  const decision = decideProposal(state, command, actor, env);
  if (!decision.ok) throw new Error(`${command.type} refused: ${decision.reason}`);
  return decision.events.reduce(evolveProposal, state);
}

export const foldProposal = (events: ProposalEvent[], from: ProposalState = initialProposalState) =>
  events.reduce(evolveProposal, from);

export const ITEM_ID = uuid(10);
export const BUYER_TERM_ID = uuid(20);
export const SELLER_TERM_ID = uuid(21);

/** One line of a seller's builder draft: `Qty` at `Rate` plus `Tax` %, delivered in 10 days. */
export const draftLine = (AgItemId: string, Qty: string, Rate: string, Tax: string) => ({
  AgItemId,
  ItemCode: '8471',
  ItemTitle: 'Laptop',
  Qty,
  Tax,
  CurrencyId: 'INR',
  UnitId: 1,
  Rate,
  ItemDeliveredInDays: 10,
});

/**
 * A seller's builder draft with one term per party and `items`: by default one (5 at the seller's
 * rate 100 plus 18%, 10 days).
 */
export function draftedAgreement(items = [draftLine(ITEM_ID, '5', '100.00', '18')]): AgreementState {
  let state = act(
    initialAgreementState,
    {
      type: 'DraftAgreement',
      data: {
        Id: AGREEMENT_ID,
        CreatorType: 'seller',
        OtherPartyContactInfo: BUYER.phoneNumber!,
        CounterpartyId: BUYER.userId,
        ContractType: 'Sales',
        LDPercent: '2',
        LDDays: 5,
        Advance: '10',
        NumberOfDays: 30,
        StartDate: '2025-02-01',
        Items: items,
      },
    },
    SELLER,
  );
  state = act(
    state,
    {
      type: 'AddAgreementTerm',
      data: { AgreementId: AGREEMENT_ID, Id: SELLER_TERM_ID, TermTitle: 'Warranty', TermTxt: 'One year' },
    },
    SELLER,
  );
  return act(
    state,
    {
      type: 'AddAgreementTerm',
      data: { AgreementId: AGREEMENT_ID, Id: BUYER_TERM_ID, TermTitle: 'Delivery', TermTxt: 'At site' },
    },
    BUYER,
  );
}

export const expectRefused = (decision: { ok: boolean; code?: string }, code: string) => {
  expect(decision.ok).toBe(false);
  expect(decision.code).toBe(code);
};

export const INVOICE_ID = uuid(30);

/**
 * {@link draftedAgreement} published by the seller, with the buyer's term accepted by the seller
 * (BTSA): the buyer may start it, accepting the seller's rate and term.
 */
export function publishedAgreement(): AgreementState {
  const state = act(draftedAgreement(), { type: 'StartAgreement', data: { AgreementId: AGREEMENT_ID } }, SELLER);
  return act(state, { type: 'AcceptTerm', data: { AgreementId: AGREEMENT_ID, TermId: BUYER_TERM_ID } }, SELLER);
}

/** {@link publishedAgreement} started by the buyer (AA). */
export const activeAgreement = (env = testEnv()): AgreementState =>
  act(publishedAgreement(), { type: 'StartContract', data: { AgreementId: AGREEMENT_ID } }, BUYER, env);

/** An active contract with a published invoice and its draft transaction note. */
export function contractWithNote(): { state: AgreementState; noteId: string; noteItemId: string } {
  let state = activeAgreement();
  state = act(
    state,
    {
      type: 'MakeInvoice',
      data: {
        AgreementId: AGREEMENT_ID,
        Id: INVOICE_ID,
        InvoiceNote: 'First lot',
        ItemList: [{ AgItemId: ITEM_ID, QuantityDelivered: 2, Rate: 100 }],
      },
    },
    SELLER,
  );
  state = act(state, { type: 'PublishInvoice', data: { AgreementId: AGREEMENT_ID, InvoiceId: INVOICE_ID } }, SELLER);
  state = act(
    state,
    { type: 'GenerateTxnNote', data: { AgreementId: AGREEMENT_ID, InvoiceId: INVOICE_ID } },
    BUYER,
    testEnv(2000),
  );
  const noteId = Object.keys(state.notes)[0]!;
  const noteItemId = Object.keys(state.noteItems)[0]!;
  return { state, noteId, noteItemId };
}

/** A copy of `state` with one entity forced to `status` (and its context patched). */
export function withStatus(
  state: AgreementState,
  collection: 'agreement' | 'items' | 'terms' | 'invoices' | 'notes' | 'noteItems' | 'payments',
  id: string,
  status: string,
  patch: object = {},
): AgreementState {
  if (collection === 'agreement') {
    const agreement = state.agreement!;
    return { ...state, agreement: { status: status as never, context: { ...agreement.context, ...patch } } };
  }
  const record = state[collection] as Record<string, { status: string; context: object }>;
  const entity = record[id]!;
  return { ...state, [collection]: { ...record, [id]: { status, context: { ...entity.context, ...patch } } } };
}

/** {@link contractWithNote} with the note completed by the buyer (CTN) and one payment made. */
export function contractWithPayment() {
  const { state: withNote, noteId, noteItemId } = contractWithNote();
  let state = act(
    withNote,
    { type: 'CompleteTxnNote', data: { AgreementId: AGREEMENT_ID, Id: noteId } },
    BUYER,
    testEnv(3000),
  );
  const notePaymentId = state.notes[noteId]!.context.notePaymentId!;
  state = act(
    state,
    {
      type: 'MakePayment',
      data: { AgreementId: AGREEMENT_ID, NotePaymentId: notePaymentId, PaidAmount: '100', PaymentNote: 'UTR 1' },
    },
    BUYER,
    testEnv(4000),
  );
  return { state, noteId, noteItemId, notePaymentId, paymentId: Object.keys(state.payments)[0]! };
}
