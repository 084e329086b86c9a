// A transaction note: the buyer's reconciliation of one invoice (defects, penalty), negotiated with
// the seller. Its status rules follow the spec word for word (see the Active state).
import { and, assertEvent, assign, setup } from 'xstate';
import type { Flat } from '../events/envelope.js';
import type {
  TxnNoteSettled,
  PaymentMade,
  TxnNoteAccepted,
  TxnNoteCompleted,
  TxnNoteEdited,
  TxnNoteGenerated,
  TxnNoteNegotiated,
  TxnNotePublished,
} from '../events/agreement.events.js';
import { roleGuards } from './guards.js';
import { lifecycle, type Entity } from './lifecycle.js';

export const TXN_NOTE_STATUSES = ['Draft', 'Waiting for Seller', 'Waiting for Buyer', 'Active', 'Completed'] as const;
export type TxnNoteStatus = (typeof TXN_NOTE_STATUSES)[number];
export interface TxnNoteContext {
  noteId: string;
  invoiceId: string;
  penaltyPercent: string;
  remark: string;
  /** Set when the note is settled: the buyer pays against it. */
  notePaymentId: string | null;
  totalDue: string | null;
  /** The advance received when the note settled and this invoice's share of it, taken off the due. */
  advanceReceived?: string;
  advanceDeducted?: string;
  /** Set with the settlement: the Indian date the buyer is to pay by (absent on notes settled before it was recorded). */
  dueDate?: string;
}
export type TxnNoteInput = TxnNoteGenerated['data'];
export type TxnNoteMachineEvent = Flat<
  | TxnNoteEdited
  | TxnNotePublished
  | TxnNoteNegotiated
  | TxnNoteAccepted
  | TxnNoteCompleted
  | TxnNoteSettled
  | PaymentMade
>;
export type TxnNoteEntity = Entity<TxnNoteStatus, TxnNoteContext>;

// "Buyer can Complete when status is neither Completed nor Active" (CTN).
const completable = { TxnNoteCompleted: { guard: 'byBuyer', target: 'Completed' } } as const;

/**
 * Draft → Waiting for Seller ⇄ Waiting for Buyer → Completed; CTN completes early. An accept
 * completes the note when it says so (no line was countered, see the decider); otherwise the note
 * goes Active and the seller's accept completes it.
 */
export const txnNoteMachine = setup({
  types: { context: {} as TxnNoteContext, events: {} as TxnNoteMachineEvent, input: {} as TxnNoteInput },
  guards: {
    ...roleGuards,
    completes: ({ event }) => event.type === 'TxnNoteAccepted' && event.completes === true,
    notSettled: ({ context }) => context.notePaymentId === null,
    settled: ({ context }) => context.notePaymentId !== null,
  },
  actions: {
    reword: assign(({ event }) => {
      assertEvent(event, ['TxnNoteEdited', 'TxnNoteNegotiated']);
      return { penaltyPercent: event.penaltyPercent, remark: event.remark };
    }),
    settle: assign(({ event }) => {
      assertEvent(event, 'TxnNoteSettled');
      const { notePaymentId, totalDue, advanceReceived, advanceDeducted, dueDate } = event;
      return { notePaymentId, totalDue, advanceReceived, advanceDeducted, ...(dueDate && { dueDate }) };
    }),
  },
}).createMachine({
  id: 'txnNote',
  context: ({ input }) => ({
    noteId: input.noteId,
    invoiceId: input.invoiceId,
    penaltyPercent: input.penaltyPercent ?? '0',
    remark: '',
    notePaymentId: null,
    totalDue: null,
  }),
  initial: 'Draft',
  states: {
    Draft: {
      on: {
        TxnNoteEdited: { guard: 'byBuyer', actions: 'reword' },
        TxnNotePublished: { guard: 'byBuyer', target: 'Waiting for Seller' },
        ...completable,
      },
    },
    'Waiting for Seller': {
      on: {
        TxnNoteNegotiated: { guard: 'bySeller', target: 'Waiting for Buyer', actions: 'reword' },
        TxnNoteAccepted: [
          { guard: and(['bySeller', 'completes']), target: 'Completed' },
          { guard: 'bySeller', target: 'Active' },
        ],
        ...completable,
      },
    },
    'Waiting for Buyer': {
      on: {
        TxnNoteNegotiated: { guard: 'byBuyer', target: 'Waiting for Seller', actions: 'reword' },
        TxnNoteAccepted: [
          { guard: and(['byBuyer', 'completes']), target: 'Completed' },
          { guard: 'byBuyer', target: 'Active' },
        ],
        ...completable,
      },
    },
    // Accepted while a line was still countered. The spec lets the seller still negotiate or accept
    // here and bars the buyer's Complete, so the seller's accept is what completes an Active note.
    Active: {
      on: {
        TxnNoteNegotiated: { guard: 'bySeller', target: 'Waiting for Buyer', actions: 'reword' },
        TxnNoteAccepted: { guard: 'bySeller', target: 'Completed' },
      },
    },
    Completed: {
      on: {
        TxnNoteSettled: { guard: 'notSettled', actions: 'settle' },
        PaymentMade: { guard: and(['byBuyer', 'settled']), target: 'Completed' },
      },
    },
  },
});

export const txnNoteLifecycle = lifecycle<typeof txnNoteMachine, TxnNoteStatus>(txnNoteMachine);
