// Agreement-stream commands on payments against a settled note.
import { compareDecimals } from '../../rules/money.js';
import { type AgreementState } from '../agreement.state.js';
import { notePaymentSummary } from '../agreement.views.js';
import { refuse } from '../decision.js';
import { ev, probe, type SpecTable } from './command-spec.js';

const noteOfPayment = (state: AgreementState, notePaymentId: string) =>
  Object.keys(state.notes).find((id) => state.notes[id]?.context.notePaymentId === notePaymentId);

export const PAYMENT_SPECS = {
  MakePayment: {
    entity: 'note',
    target: (d, state) => noteOfPayment(state, d.NotePaymentId),
    probe: probe('PaymentMade', (noteId) => ({ noteId })),
    build: ({ state, data, by, id, env }) => {
      const { outstanding } = notePaymentSummary(state, id)!;
      if (compareDecimals(data.PaidAmount, 0) <= 0 || compareDecimals(data.PaidAmount, outstanding) > 0)
        return refuse('INVALID_COMMAND', `The amount paid must be above 0 and at most the ${outstanding} still due.`);
      const payment = { by, paymentId: env.newId(), noteId: id, amount: data.PaidAmount, note: data.PaymentNote };
      return [ev('PaymentMade', payment)];
    },
  },
  MarkPaymentReceived: {
    entity: 'payment',
    target: (d) => d.PaymentId,
    probe: probe('PaymentReceived', (paymentId) => ({ paymentId })),
    build: ({ by, id }) => [ev('PaymentReceived', { by, paymentId: id })],
  },
  MarkPaymentNotReceived: {
    entity: 'payment',
    target: (d) => d.PaymentId,
    probe: probe('PaymentNotReceived', (paymentId) => ({ paymentId })),
    build: ({ data, by, id }) => [ev('PaymentNotReceived', { by, paymentId: id, note: data.Note })],
  },
  RespondToPayment: {
    entity: 'payment',
    target: (d) => d.PaymentId,
    probe: probe('PaymentResponded', (paymentId) => ({ paymentId })),
    build: ({ data, by, id }) => [ev('PaymentResponded', { by, paymentId: id, note: data.Note })],
  },
} satisfies Partial<SpecTable>;
