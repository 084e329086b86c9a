// A payment the buyer made against a note or the advance: the seller confirms it or says it did
// not arrive, and the buyer may respond to a "not received". The payment keeps the buyer's note;
// each step's own note is history, listed by the payments read model from the events.
import { setup } from 'xstate';
import type { Flat } from '../events/envelope.js';
import type { PaymentMade, PaymentNotReceived, PaymentReceived, PaymentResponded } from '../events/agreement.events.js';
import { roleGuards } from './guards.js';
import { lifecycle, type Entity } from './lifecycle.js';

export const PAYMENT_STATUSES = ['Done', 'Received', 'Not Received', 'Responded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PaymentContext = Omit<PaymentMade['data'], 'by'>;
export type PaymentInput = PaymentMade['data'];
export type PaymentMachineEvent = Flat<PaymentReceived | PaymentNotReceived | PaymentResponded>;
export type PaymentEntity = Entity<PaymentStatus, PaymentContext>;

const sellerConfirms = {
  PaymentReceived: { guard: 'bySeller', target: 'Received' },
  PaymentNotReceived: { guard: 'bySeller', target: 'Not Received' },
} as const;

/** Done → Received | Not Received → (buyer) Responded → the seller again. */
export const paymentMachine = setup({
  types: { context: {} as PaymentContext, events: {} as PaymentMachineEvent, input: {} as PaymentInput },
  guards: roleGuards,
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    paymentId: input.paymentId,
    noteId: input.noteId,
    amount: input.amount,
    note: input.note,
    reference: input.reference,
    attachmentIds: input.attachmentIds,
  }),
  initial: 'Done',
  states: {
    Done: { on: sellerConfirms },
    'Not Received': { on: { PaymentResponded: { guard: 'byBuyer', target: 'Responded' } } },
    Responded: { on: sellerConfirms },
    Received: {},
  },
});

export const paymentLifecycle = lifecycle<typeof paymentMachine, PaymentStatus>(paymentMachine);
