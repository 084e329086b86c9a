// Agreement-stream commands on transaction notes and their items: reconciling a delivery against its invoice.
import type { AgreementEvent } from '../../events/agreement.events.js';
import { ldPenaltyPercent } from '../../rules/settlement.rules.js';
import { compareDecimals } from '../../rules/money.js';
import { lineCountered } from '../../lifecycles/note-item.machine.js';
import { evolveAgreement, noteItemIdsOf, type AgreementState } from '../agreement.state.js';
import { noteSettlement } from '../agreement.views.js';
import { refuse } from '../decision.js';
import { ev, probe, remarkOf, type ActionContext, type SpecTable } from './command-spec.js';

/** A transaction-note line may not count more defects than deliveries. */
const defectsWithinDelivered = (state: AgreementState, noteItemId: string, defected: string) =>
  compareDecimals(defected, state.noteItems[noteItemId]!.context.deliveredCount) > 0
    ? refuse('INVALID_COMMAND', 'Defected count cannot be greater than the delivered count.')
    : undefined;

/**
 * Appends TxnNoteSettled when the events complete the note: its due, net of its share of the
 * advance received, is fixed and its payment opens.
 */
function settleIfCompleted(ctx: ActionContext, events: AgreementEvent[]): AgreementEvent[] {
  const after = events.reduce(evolveAgreement, ctx.state);
  if (after.notes[ctx.id]?.status !== 'Completed') return events;
  const settlement = noteSettlement(after, ctx.id, ctx.env.now);
  return [
    ...events,
    ev('TxnNoteSettled', { by: ctx.by, noteId: ctx.id, notePaymentId: ctx.env.newId(), ...settlement }),
  ];
}

export const TXN_NOTE_SPECS = {
  GenerateTxnNote: {
    entity: 'invoice',
    target: (d) => d.InvoiceId,
    probe: probe('TxnNoteGenerated', (invoiceId) => ({ invoiceId })),
    build: ({ state, by, id, env }) => {
      const items = state.invoices[id]!.context.items.map((l) => ({
        noteItemId: env.newId(),
        invoiceItemId: l.invoiceItemId,
        hsnSac: l.hsnSac,
        title: l.title,
        description: l.description,
        taxPercent: l.taxPercent,
        deliveredCount: l.quantityDelivered,
        defectedCount: '0',
        sellerRate: l.rate,
        buyerRate: l.rate,
      }));
      // The note is generated on delivery; a late one draws the agreed LD percent (negotiable).
      const { completionDate, generalTerms } = state.agreement!.context;
      const penaltyPercent = ldPenaltyPercent(completionDate, env.now, generalTerms.ldDays, generalTerms.ldPercent);
      return [ev('TxnNoteGenerated', { by, noteId: env.newId(), invoiceId: id, items, penaltyPercent })];
    },
  },
  UpdateTxnNote: {
    entity: 'note',
    target: (d) => d.Id,
    probe: probe('TxnNoteEdited', (noteId) => ({ noteId })),
    build: (ctx) => [
      ...remarkOf(ctx, ctx.id, ctx.data.RemarkText),
      ev('TxnNoteEdited', {
        by: ctx.by,
        noteId: ctx.id,
        penaltyPercent: ctx.data.PanalityPercent,
        remark: ctx.data.NoteRemark,
      }),
    ],
  },
  PublishTxnNote: {
    entity: 'note',
    target: (d) => d.TxnNoteId,
    probe: probe('TxnNotePublished', (noteId) => ({ noteId })),
    build: ({ by, id }) => [ev('TxnNotePublished', { by, noteId: id })],
  },
  NegotiateTxnNote: {
    entity: 'note',
    target: (d) => d.Id,
    probe: probe('TxnNoteNegotiated', (noteId) => ({ noteId })),
    build: (ctx) => [
      ...remarkOf(ctx, ctx.id, ctx.data.RemarkText),
      ev('TxnNoteNegotiated', {
        by: ctx.by,
        noteId: ctx.id,
        penaltyPercent: ctx.data.PanalityPercent,
        remark: ctx.data.NoteRemark,
      }),
    ],
  },
  // One accept completes the note unless a line is still countered.
  AcceptTxnNote: {
    entity: 'note',
    target: (d) => d.Id,
    probe: probe('TxnNoteAccepted', (noteId) => ({ noteId })),
    build: (ctx) =>
      settleIfCompleted(ctx, [
        ...remarkOf(ctx, ctx.id, ctx.data.RemarkText),
        ev('TxnNoteAccepted', {
          by: ctx.by,
          noteId: ctx.id,
          completes: !noteItemIdsOf(ctx.state, ctx.id).some((id) => lineCountered(ctx.state.noteItems[id]!.status)),
        }),
      ]),
  },
  CompleteTxnNote: {
    entity: 'note',
    target: (d) => d.Id,
    probe: probe('TxnNoteCompleted', (noteId) => ({ noteId })),
    build: (ctx) =>
      settleIfCompleted(ctx, [
        ...remarkOf(ctx, ctx.id, ctx.data.RemarkText),
        ev('TxnNoteCompleted', { by: ctx.by, noteId: ctx.id }),
      ]),
  },
  UpdateTxnNoteItem: {
    entity: 'noteItem',
    target: (d) => d.Id,
    probe: probe('NoteItemEdited', (noteItemId) => ({ noteItemId })),
    build: (ctx) =>
      defectsWithinDelivered(ctx.state, ctx.id, ctx.data.DefectedCount) ?? [
        ...remarkOf(ctx, ctx.id, ctx.data.RemarkText),
        ev('NoteItemEdited', {
          by: ctx.by,
          noteItemId: ctx.id,
          noteId: ctx.state.noteItems[ctx.id]!.context.noteId,
          defectedCount: ctx.data.DefectedCount,
          rate: ctx.data.Rate,
        }),
      ],
  },
  NegotiateTxnNoteItem: {
    entity: 'noteItem',
    target: (d) => d.Id,
    probe: probe('NoteItemNegotiated', (noteItemId) => ({ noteItemId })),
    build: (ctx) =>
      defectsWithinDelivered(ctx.state, ctx.id, ctx.data.DefectedCount) ?? [
        ...remarkOf(ctx, ctx.id, ctx.data.RemarkText),
        ev('NoteItemNegotiated', {
          by: ctx.by,
          noteItemId: ctx.id,
          noteId: ctx.state.noteItems[ctx.id]!.context.noteId,
          defectedCount: ctx.data.DefectedCount,
          rate: ctx.data.Rate,
        }),
      ],
  },
  AcceptTxnNoteItem: {
    entity: 'noteItem',
    target: (d) => d.Id,
    probe: probe('NoteItemAccepted', (noteItemId) => ({ noteItemId })),
    build: (ctx) => [
      ...remarkOf(ctx, ctx.id, ctx.data.RemarkText),
      ev('NoteItemAccepted', { by: ctx.by, noteItemId: ctx.id, noteId: ctx.state.noteItems[ctx.id]!.context.noteId }),
    ],
  },
} satisfies Partial<SpecTable>;
