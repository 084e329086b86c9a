// Agreement-stream commands on payments: against a settled note or the advance, then the seller's answer.
import type { AgreementCommandData } from '../../commands/agreement.commands.js';
import { compareDecimals, formatInr, type Rupees } from '../../rules/money.js';
import { type AgreementState } from '../agreement.state.js';
import { advancePaymentSummary, notePaymentSummary } from '../agreement.views.js';
import { refuse } from '../decision.js';
import { ev, probe, type ActionContext, type SpecTable } from './command-spec.js';

const noteOfPayment = (state: AgreementState, notePaymentId: string) =>
  Object.keys(state.notes).find((id) => state.notes[id]?.context.notePaymentId === notePaymentId);

/** A payment of above 0 and at most what is still due, with its note, reference and proof. */
function payment(
  { data, by, env }: ActionContext & { data: AgreementCommandData<'MakePayment' | 'PayAdvance'> },
  noteId: string | null,
  outstanding: Rupees,
) {
  if (compareDecimals(data.PaidAmount, 0) <= 0 || compareDecimals(data.PaidAmount, outstanding) > 0)
    return refuse(
      'INVALID_COMMAND',
      `The amount paid must be above ₹0.00 and at most the ${formatInr(outstanding)} still due.`,
    );
  return [
    ev('PaymentMade', {
      by,
      paymentId: env.newId(),
      noteId,
      amount: data.PaidAmount,
      note: data.PaymentNote,
      reference: data.PaymentReference,
      attachmentIds: data.ProofUploadId ? [data.ProofUploadId] : [],
    }),
  ];
}

export const PAYMENT_SPECS = {
  MakePayment: {
    entity: 'note',
    target: (d, state) => noteOfPayment(state, d.NotePaymentId),
    probe: probe('PaymentMade', (noteId) => ({ noteId })),
    build: (ctx) => payment(ctx, ctx.id, notePaymentSummary(ctx.state, ctx.id)!.outstanding),
  },
  // The advance's account is the agreement's: MakePayment with its NotePaymentId.
  PayAdvance: {
    entity: 'agreement',
    target: (d, state) =>
      state.agreement?.context.advance?.notePaymentId === d.NotePaymentId ? d.AgreementId : undefined,
    probe: probe('PaymentMade', () => ({ noteId: null })),
    build: (ctx) => payment(ctx, null, advancePaymentSummary(ctx.state)!.outstanding),
  },
  MarkPaymentReceived: {
    entity: 'payment',
    target: (d) => d.PaymentId,
    probe: probe('PaymentReceived', (paymentId) => ({ paymentId })),
    build: ({ data, by, id }) => [ev('PaymentReceived', { by, paymentId: id, note: data.Note })],
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
