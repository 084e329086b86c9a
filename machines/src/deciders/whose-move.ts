// Whose move it is on an agreement: one rule, read by the screens' banner and status labels, the
// dashboard's flags and the lists of contracts awaiting a move. A move is an action the machines
// offer now that the contract waits on; the buttons are those same offered actions.
import { statusLabel } from '../lifecycles/status-labels.js';
import type { Party } from '../rules/fields.js';
import { compareDecimals, formatInr } from '../rules/money.js';
import { availableAgreementActions, hasAgreementAction, type AgreementActions } from './agreement.decider.js';
import type { StreamCommandType } from './agreement/command-spec.js';
import type { AgreementState, EntityRef } from './agreement.state.js';
import { advancePaymentSummary, notePaymentSummary, type NotePaymentSummary } from './agreement.views.js';
import type { Actor } from './decision.js';

/** The party the contract waits on: one of them, both when each has a move, or null. */
export type AgreementTurn = Party | 'both' | null;

// Answering an offer, sending or starting the contract, reconciling a delivery, paying what is due
// and answering a payment. Remarks, rejecting, auditors, editing a draft (its publish is the move),
// completing a note early and signing are options the contract does not wait on.
const NEGOTIATION_MOVES: readonly StreamCommandType[] = [
  'StartAgreement',
  'StartContract',
  'NegotiateAgreement',
  'AcceptAgreement',
  'NegotiateItem',
  'AcceptItem',
  'NegotiateTerm',
  'AcceptTerm',
];
const EXECUTION_MOVES: readonly StreamCommandType[] = [
  'PayAdvance',
  'GenerateTxnNote',
  'PublishTxnNote',
  'NegotiateTxnNote',
  'AcceptTxnNote',
  'NegotiateTxnNoteItem',
  'AcceptTxnNoteItem',
  'MakePayment',
  'MarkPaymentReceived',
  'MarkPaymentNotReceived',
  'RespondToPayment',
];
const MOVES = new Set([...NEGOTIATION_MOVES, ...EXECUTION_MOVES]);
const isMove = (command: StreamCommandType) => MOVES.has(command);
const isExecutionMove = (command: StreamCommandType) => EXECUTION_MOVES.includes(command);

const stillDue = (account: NotePaymentSummary | undefined) => compareDecimals(account?.outstanding ?? '0', 0) > 0;

// A payment is a move only while something is still due on its account.
function movesOn(state: AgreementState, command: StreamCommandType, id: string): boolean {
  if (command === 'MakePayment') return stillDue(notePaymentSummary(state, id));
  if (command === 'PayAdvance') return stillDue(advancePaymentSummary(state));
  return true;
}

// A party's seat; one known only by contact acts by its role.
const seatOf = (state: AgreementState, party: Party): Actor => ({
  userId: state.agreement!.context[`${party}Id`] ?? `open-${party}-seat`,
  role: party,
});

const turnOf = (buyer: boolean, seller: boolean): AgreementTurn =>
  buyer && seller ? 'both' : buyer ? 'buyer' : seller ? 'seller' : null;

/** Which party the contract waits on now (stops at each party's first move). */
export function agreementTurn(state: AgreementState): AgreementTurn {
  if (!state.agreement) return null;
  const moves = (party: Party) =>
    hasAgreementAction(state, seatOf(state, party), isMove, (command, id) => movesOn(state, command, id));
  return turnOf(moves('buyer'), moves('seller'));
}

/**
 * Whether `actor` has a move on the contract's execution: the advance to pay, a note to generate,
 * a note or note line in their turn, a payment still due, or a payment to confirm or answer
 * (ActiveTxnNoteAgList).
 */
export function hasExecutionMove(state: AgreementState, actor: Actor): boolean {
  return hasAgreementAction(state, actor, isExecutionMove, (command, id) => movesOn(state, command, id));
}

/** One thing the contract waits on a party for: an entity and the moves offered on it. */
export interface AwaitedMove {
  ref: EntityRef;
  commands: StreamCommandType[];
}

// The order the screens show things in: the contract, its lines, then its execution.
const KINDS = ['items', 'terms', 'invoices', 'notes', 'noteItems', 'payments'] as const;
const KIND_OF = {
  items: 'item',
  terms: 'term',
  invoices: 'invoice',
  notes: 'note',
  noteItems: 'noteItem',
  payments: 'payment',
} as const;

function awaitedOf(state: AgreementState, party: Party): AwaitedMove[] {
  const actions: AgreementActions = availableAgreementActions(state, seatOf(state, party));
  const movesIn = (list: { command: StreamCommandType }[], id: string) =>
    list.map((a) => a.command).filter((command) => isMove(command) && movesOn(state, command, id));
  const agreementId = state.agreement!.context.agreementId;
  const own = movesIn(actions.agreement, agreementId);
  const awaited: AwaitedMove[] = own.length ? [{ ref: { kind: 'agreement' }, commands: own }] : [];
  for (const collection of KINDS)
    for (const [id, list] of Object.entries(actions[collection])) {
      const commands = movesIn(list, id);
      if (commands.length) awaited.push({ ref: { kind: KIND_OF[collection], id }, commands });
    }
  return awaited;
}

/** What the contract waits on each party for now, entity by entity: the contract, its lines, its execution. */
export function awaitedMoves(state: AgreementState): Record<Party, AwaitedMove[]> {
  if (!state.agreement) return { buyer: [], seller: [] };
  return { buyer: awaitedOf(state, 'buyer'), seller: awaitedOf(state, 'seller') };
}

const keyOf = (ref: EntityRef) => (ref.kind === 'agreement' ? 'agreement' : ref.id);

const PAYING: readonly StreamCommandType[] = ['PayAdvance', 'MakePayment'];

/**
 * Who must answer each entity next, by entity id (the agreement itself under `agreement`); absent
 * when nobody must. Paying what a settled note or the advance asks is not answering it: the
 * payment section says what is due.
 */
export function waitingOn(awaited: Record<Party, AwaitedMove[]>): Map<string, Exclude<AgreementTurn, null>> {
  const waiting = new Map<string, Exclude<AgreementTurn, null>>();
  for (const party of ['buyer', 'seller'] as const)
    for (const { ref, commands } of awaited[party]) {
      if (commands.every((command) => PAYING.includes(command))) continue;
      const key = keyOf(ref);
      waiting.set(key, waiting.has(key) ? 'both' : party);
    }
  return waiting;
}

const ACTION_PENDING: Record<Party, string> = {
  buyer: 'Buyer Action Pending',
  seller: 'Seller Action Pending',
};

/** A status as the screens show it: who acts next when one party does, else the status's own label. */
export const nextActorLabel = (status: string, waits: AgreementTurn | undefined): string =>
  waits === 'buyer' || waits === 'seller' ? ACTION_PENDING[waits] : statusLabel(status);

const invoiceName = (state: AgreementState, invoiceId: string) => {
  const number = state.invoices[invoiceId]?.context.tax?.number;
  return number ? `invoice ${number}` : 'the invoice';
};
const noteName = (state: AgreementState, noteId: string) =>
  `the transaction note of ${invoiceName(state, state.notes[noteId]!.context.invoiceId)}`;

const AGREEMENT_MOVE: Partial<Record<StreamCommandType, string>> = {
  StartAgreement: 'sending the agreement',
  NegotiateAgreement: 'the general terms',
  AcceptAgreement: 'the general terms',
  StartContract: 'starting the contract',
  PayAdvance: 'paying the advance',
};

/** What a party is waited on for, in words: "'Steel rods'", "the term 'Delivery'", "paying the advance". */
export function awaitedMoveLabel(state: AgreementState, { ref, commands }: AwaitedMove): string {
  switch (ref.kind) {
    case 'agreement':
      return [
        ...new Set(
          Object.entries(AGREEMENT_MOVE)
            .filter(([command]) => commands.includes(command as StreamCommandType))
            .map(([, label]) => label),
        ),
      ].join(' and ');
    case 'item':
      return `'${state.items[ref.id]!.context.title}'`;
    case 'term':
      return `the term '${state.terms[ref.id]!.context.title}'`;
    case 'invoice':
      return `a transaction note for ${invoiceName(state, ref.id)}`;
    case 'note':
      return commands.every((c) => c === 'MakePayment') ? `paying ${noteName(state, ref.id)}` : noteName(state, ref.id);
    case 'noteItem': {
      const line = state.noteItems[ref.id]!.context;
      return `'${line.title}' on ${noteName(state, line.noteId)}`;
    }
    case 'payment': {
      const amount = formatInr(state.payments[ref.id]!.context.amount);
      return commands.includes('RespondToPayment')
        ? `answering about the payment of ${amount}`
        : `confirming the payment of ${amount}`;
    }
  }
}
