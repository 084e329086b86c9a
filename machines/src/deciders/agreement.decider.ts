// `decideAgreement` and `availableAgreementActions`: both ask the same question of the machines
// (does the command's defining event pass their guards for this actor?), so the backend accepts
// exactly the actions the frontend shows.
import type { z } from 'zod';
import {
  AgreementCommand,
  type AgreementCommandData,
  type AgreementCommandInput,
  type AgreementCommandType,
  type AgreementItemInput,
  type AgreementTermInput,
  type InvoiceLineInput,
} from '../commands/agreement.commands.js';
import type {
  AgreementDrafted,
  AgreementEvent,
  AgreementEventType,
  AgreementItemData,
  AgreementTermData,
  InvoiceLineData,
} from '../events/agreement.events.js';
import { actionCodeOf, type ActionCode, type AgreementEntityKind } from '../lifecycles/action-codes.js';
import type { Entity } from '../lifecycles/lifecycle.js';
import { statusLabel } from '../lifecycles/status-labels.js';
import type { Party, Role } from '../rules/fields.js';
import { lineLimitExceeded } from '../rules/limits.js';
import { compareDecimals, totalsOf } from '../rules/money.js';
import {
  COLLECTION_OF,
  entityAt,
  evolveAgreement,
  permits,
  type AgreementState,
  type EntityRef,
} from './agreement.state.js';
import { completionDateOf, noteDue, notePaymentSummary, roleIn, startBlocker } from './agreement.views.js';
import {
  approve,
  firstIssueOf,
  humanize,
  refuse,
  type Actor,
  type AvailableAction,
  type DecideEnv,
  type Decision,
  type Refusal,
} from './decision.js';

type EventOf<T extends AgreementEventType> = Extract<AgreementEvent, { type: T }>;
const ev = <T extends AgreementEventType>(type: T, data: EventOf<T>['data']): AgreementEvent =>
  ({ type, data }) as AgreementEvent;

type StreamCommandType = Exclude<AgreementCommandType, 'DraftAgreement'>;

interface ActionContext {
  state: AgreementState;
  /** Party commands only pass their guards for a party, so builders may treat `by` as one. */
  by: Party;
  /** The id of the entity acted on (the agreement's own id for agreement commands). */
  id: string;
  /** The acting user's account id. */
  userId: string;
  env: DecideEnv;
}

interface BuildContext<T extends StreamCommandType> extends ActionContext {
  data: AgreementCommandData<T>;
}

interface CommandSpec<T extends StreamCommandType> {
  entity: AgreementEntityKind;
  /** The id of the entity the command acts on, from its payload. */
  target?: (data: AgreementCommandData<T>, state: AgreementState) => string | undefined;
  /** The event whose acceptance by the machines makes the command available. */
  probe: (by: Role, id: string) => AgreementEvent;
  /** The events the command appends (in order), or the refusal of its payload. */
  build: (ctx: BuildContext<T>) => AgreementEvent[] | Refusal;
}

// Guards read only an event's type, `by` and ids, so an availability probe carries just those.
const probe =
  (type: AgreementEventType, ids: (id: string) => object = () => ({})) =>
  (by: Role, id: string): AgreementEvent =>
    ({ type, data: { by, ...ids(id) } }) as unknown as AgreementEvent;

const ENTITY_LABEL: Record<AgreementEntityKind, string> = {
  agreement: 'agreement',
  item: 'item',
  term: 'term',
  invoice: 'invoice',
  note: 'transaction note',
  noteItem: 'transaction note item',
  payment: 'payment',
};

/** A remark posted with an action when the user wrote one (the spec posts it before the change). */
const remarkOf = (ctx: ActionContext, parentId: string | null, text: string | undefined) =>
  text ? [ev('RemarkAdded', { by: ctx.by, remarkId: ctx.env.newId(), parentId, text, attachmentIds: [] })] : [];

const generalTermsOf = (d: AgreementCommandData<'UpdateB2CContract'>) => ({
  ldPercent: d.LDPercent,
  ldDays: d.LDDays,
  advancePercent: d.Advance,
  durationDays: d.AgreementDuration,
});

type ParsedItemInput = z.output<typeof AgreementItemInput>;
type ParsedTermInput = z.output<typeof AgreementTermInput>;

/** An item as its sender describes it; the sender's rate and days land on their side only. */
function itemOf(input: ParsedItemInput, by: Party, itemId: string, before?: AgreementItemData): AgreementItemData {
  const side = (party: Party) => ({
    rate: by === party ? (input.Rate ?? null) : (before?.[`${party}Rate`] ?? null),
    days: by === party ? (input.ItemDeliveredInDays ?? null) : (before?.[`${party}CompletionDays`] ?? null),
  });
  const seller = side('seller');
  const buyer = side('buyer');
  return {
    itemId,
    hsnSac: input.ItemCode,
    title: input.ItemTitle,
    description: input.ItemDescription,
    quantity: input.Qty,
    taxPercent: input.Tax,
    currency: input.CurrencyId,
    unit: input.UnitId,
    sellerRate: seller.rate,
    buyerRate: buyer.rate,
    sellerCompletionDays: seller.days,
    buyerCompletionDays: buyer.days,
  };
}

const termOf = (input: ParsedTermInput, termId: string, owner: Party): AgreementTermData => ({
  termId,
  owner,
  title: input.TermTitle,
  text: input.TermTxt,
  isPaymentTerm: input.IsPaymentTerm,
  attachmentIds: input.Attachments,
});

/** Invoice lines from ticked rows; each must be an Active item of this agreement. */
function invoiceLines(
  state: AgreementState,
  rows: z.output<typeof InvoiceLineInput>[],
  before: InvoiceLineData[],
  newId: () => string,
): InvoiceLineData[] | Refusal {
  const lines: InvoiceLineData[] = [];
  for (const row of rows) {
    const item = state.items[row.AgItemId];
    if (item?.status !== 'Active')
      return refuse('INVALID_COMMAND', 'Only active items of this agreement can be invoiced.');
    const { hsnSac, title, description, taxPercent } = item.context;
    lines.push({
      invoiceItemId: row.Id ?? before.find((l) => l.agItemId === row.AgItemId)?.invoiceItemId ?? newId(),
      agItemId: row.AgItemId,
      hsnSac,
      title,
      description,
      taxPercent,
      quantityDelivered: row.QuantityDelivered,
      rate: row.Rate,
      note: row.Note,
    });
  }
  return lines;
}

const fresh = (state: AgreementState, kind: Exclude<AgreementEntityKind, 'agreement'>, id: string) =>
  entityAt(state, { kind, id }) ? refuse('ALREADY_EXISTS', `This ${ENTITY_LABEL[kind]} already exists.`) : undefined;

/** A transaction-note line may not count more defects than deliveries. */
const defectsWithinDelivered = (state: AgreementState, noteItemId: string, defected: string) =>
  compareDecimals(defected, state.noteItems[noteItemId]!.context.deliveredCount) > 0
    ? refuse('INVALID_COMMAND', 'Defected count cannot be greater than the delivered count.')
    : undefined;

/** Appends TxnNoteSettled when the events complete the note: its due is fixed and its payment opens. */
function settleIfCompleted(ctx: ActionContext, events: AgreementEvent[]): AgreementEvent[] {
  const after = events.reduce(evolveAgreement, ctx.state);
  if (after.notes[ctx.id]?.status !== 'Completed') return events;
  const totalDue = noteDue(after, ctx.id);
  return [...events, ev('TxnNoteSettled', { by: ctx.by, noteId: ctx.id, notePaymentId: ctx.env.newId(), totalDue })];
}

const noteOfPayment = (state: AgreementState, notePaymentId: string) =>
  Object.keys(state.notes).find((id) => state.notes[id]?.context.notePaymentId === notePaymentId);

const SPECS: { [T in StreamCommandType]: CommandSpec<T> } = {
  // The counterparty known by contact takes its seat (the server has matched the contact).
  JoinAgreement: {
    entity: 'agreement',
    probe: probe('CounterpartyJoined'),
    build: ({ by, userId }) => [ev('CounterpartyJoined', { by, userId })],
  },
  GrantAuditorAccess: {
    entity: 'agreement',
    probe: probe('AuditorAccessGranted'),
    build: ({ state, data, by }) =>
      state.agreement!.context.auditorIds.includes(data.AuditorId)
        ? refuse('ALREADY_EXISTS', 'This auditor already has access.')
        : [ev('AuditorAccessGranted', { by, auditorId: data.AuditorId })],
  },
  RevokeAuditorAccess: {
    entity: 'agreement',
    probe: probe('AuditorAccessRevoked'),
    build: ({ state, data, by }) =>
      state.agreement!.context.auditorIds.includes(data.AuditorId)
        ? [ev('AuditorAccessRevoked', { by, auditorId: data.AuditorId })]
        : refuse('NOT_FOUND', 'This auditor has no access.'),
  },
  UpdateB2CContract: {
    entity: 'agreement',
    probe: probe('AgreementDetailsEdited'),
    build: ({ data, by }) => [ev('AgreementDetailsEdited', { by, generalTerms: generalTermsOf(data) })],
  },
  StartAgreement: {
    entity: 'agreement',
    probe: probe('AgreementPublished'),
    build: ({ by }) => [ev('AgreementPublished', { by })],
  },
  StartContract: {
    entity: 'agreement',
    probe: probe('AgreementStarted'),
    build: ({ state, by, env }) => [
      ev('AgreementStarted', { by, completionDate: completionDateOf(state.agreement!.context, env.now) }),
    ],
  },
  RejectAgreement: {
    entity: 'agreement',
    probe: probe('AgreementRejected'),
    build: (ctx) => [...remarkOf(ctx, null, ctx.data.RemarkText), ev('AgreementRejected', { by: ctx.by })],
  },
  NegotiateAgreement: {
    entity: 'agreement',
    probe: probe('AgreementNegotiated'),
    build: (ctx) => [
      ...remarkOf(ctx, null, ctx.data.RemarkText),
      ev('AgreementNegotiated', { by: ctx.by, generalTerms: generalTermsOf(ctx.data) }),
    ],
  },
  AcceptAgreement: {
    entity: 'agreement',
    probe: probe('AgreementAccepted'),
    build: (ctx) => [
      ...remarkOf(ctx, null, ctx.data.RemarkText),
      ev('AgreementAccepted', {
        by: ctx.by,
        completionDate: completionDateOf(ctx.state.agreement!.context, ctx.env.now),
      }),
    ],
  },
  DiscardAgreement: {
    entity: 'agreement',
    probe: probe('AgreementDiscarded'),
    build: ({ by }) => [ev('AgreementDiscarded', { by })],
  },
  CompleteAgreement: {
    entity: 'agreement',
    probe: probe('AgreementCompleted'),
    build: ({ by }) => [ev('AgreementCompleted', { by })],
  },
  CloseAgreement: {
    entity: 'agreement',
    probe: probe('AgreementClosed'),
    build: () => [ev('AgreementClosed', { by: 'system' })],
  },
  ExpireAgreement: {
    entity: 'agreement',
    probe: probe('AgreementExpired'),
    build: () => [ev('AgreementExpired', { by: 'system' })],
  },
  AddAgreementItem: {
    entity: 'agreement',
    probe: probe('ItemAdded'),
    build: ({ state, data, by, env }) => {
      const itemId = data.AgItemId ?? env.newId();
      return fresh(state, 'item', itemId) ?? [ev('ItemAdded', { by, item: itemOf(data, by, itemId) })];
    },
  },
  UpdateAgreementItem: {
    entity: 'item',
    target: (d) => d.AgItemId,
    probe: probe('ItemEdited', (itemId) => ({ item: { itemId } })),
    build: ({ state, data, by, id }) => [
      ev('ItemEdited', { by, item: itemOf(data, by, id, state.items[id]?.context) }),
    ],
  },
  RemoveAgreementItem: {
    entity: 'item',
    target: (d) => d.AgItemId,
    probe: probe('ItemRemoved', (itemId) => ({ itemId })),
    build: ({ by, id }) => [ev('ItemRemoved', { by, itemId: id })],
  },
  NegotiateItem: {
    entity: 'item',
    target: (d) => d.ItemId,
    probe: probe('ItemNegotiated', (itemId) => ({ itemId })),
    build: (ctx) => {
      const item = ctx.state.items[ctx.id]!.context;
      const { Amount, CompletionDays, ItemTax, Currency, SellingUnit, RemarkText } = ctx.data;
      return [
        ...remarkOf(ctx, ctx.id, RemarkText),
        ev('ItemNegotiated', {
          by: ctx.by,
          itemId: ctx.id,
          rate: Amount,
          completionDays: CompletionDays,
          taxPercent: ItemTax ?? item.taxPercent,
          currency: Currency ?? item.currency,
          unit: SellingUnit ?? item.unit,
        }),
      ];
    },
  },
  AcceptItem: {
    entity: 'item',
    target: (d) => d.ItemId,
    probe: probe('ItemAccepted', (itemId) => ({ itemId })),
    build: (ctx) => [...remarkOf(ctx, ctx.id, ctx.data.RemarkText), ev('ItemAccepted', { by: ctx.by, itemId: ctx.id })],
  },
  AddAgreementTerm: {
    entity: 'agreement',
    probe: probe('TermAdded'),
    build: ({ state, data, by, env }) => {
      const termId = data.Id ?? env.newId();
      return fresh(state, 'term', termId) ?? [ev('TermAdded', { by, term: termOf(data, termId, by) })];
    },
  },
  AddAgreementTerms: {
    entity: 'agreement',
    probe: probe('TermAdded'),
    build: ({ data, by, env }) => data.Terms.map((t) => ev('TermAdded', { by, term: termOf(t, env.newId(), by) })),
  },
  UpdateAgreementTerm: {
    entity: 'term',
    target: (d) => d.TermId,
    probe: probe('TermEdited', (termId) => ({ termId })),
    build: (ctx) => [
      ...remarkOf(ctx, ctx.id, ctx.data.RemarkText),
      ev('TermEdited', {
        by: ctx.by,
        termId: ctx.id,
        title: ctx.data.TermTitle,
        text: ctx.data.TermTxt,
        attachmentIds: ctx.data.Attachments,
      }),
    ],
  },
  DeleteAgreementTerm: {
    entity: 'term',
    target: (d) => d.TermId,
    probe: probe('TermRemoved', (termId) => ({ termId })),
    build: ({ by, id }) => [ev('TermRemoved', { by, termId: id })],
  },
  NegotiateTerm: {
    entity: 'term',
    target: (d) => d.TermId,
    probe: probe('TermNegotiated', (termId) => ({ termId })),
    build: (ctx) => [
      ...remarkOf(ctx, ctx.id, ctx.data.RemarkText),
      ev('TermNegotiated', {
        by: ctx.by,
        termId: ctx.id,
        title: ctx.data.TermTitle,
        text: ctx.data.TermTxt,
        attachmentIds: ctx.data.Attachments,
      }),
    ],
  },
  AcceptTerm: {
    entity: 'term',
    target: (d) => d.TermId,
    probe: probe('TermAccepted', (termId) => ({ termId })),
    build: (ctx) => [...remarkOf(ctx, ctx.id, ctx.data.RemarkText), ev('TermAccepted', { by: ctx.by, termId: ctx.id })],
  },
  RemarkAgreement: {
    entity: 'agreement',
    probe: probe('RemarkAdded'),
    build: ({ state, data, by, env }) => {
      const parentId = data.ParentId;
      const known = parentId === null || Object.values(COLLECTION_OF).some((c) => parentId in state[c]);
      if (!known) return refuse('NOT_FOUND', 'The remark is on something this agreement does not have.');
      const remark = { by, remarkId: env.newId(), parentId, text: data.RemarkText, attachmentIds: data.Attachments };
      return [ev('RemarkAdded', remark)];
    },
  },
  MakeInvoice: {
    entity: 'agreement',
    probe: probe('InvoiceDrafted'),
    build: ({ state, data, by, env }) => {
      const invoiceId = data.Id ?? env.newId();
      const taken = fresh(state, 'invoice', invoiceId);
      if (taken) return taken;
      const items = invoiceLines(state, data.ItemList, [], env.newId);
      return Array.isArray(items) ? [ev('InvoiceDrafted', { by, invoiceId, note: data.InvoiceNote, items })] : items;
    },
  },
  UpdateInvoice: {
    entity: 'invoice',
    target: (d) => d.Id,
    probe: probe('InvoiceEdited', (invoiceId) => ({ invoiceId })),
    build: ({ state, data, by, id, env }) => {
      const items = invoiceLines(state, data.ItemList, state.invoices[id]!.context.items, env.newId);
      return Array.isArray(items) ? [ev('InvoiceEdited', { by, invoiceId: id, note: data.InvoiceNote, items })] : items;
    },
  },
  UpdateInvoiceItem: {
    entity: 'invoice',
    target: (d) => d.InvoiceId,
    probe: probe('InvoiceItemEdited', (invoiceId) => ({ invoiceId })),
    build: ({ state, data, by, id }) =>
      state.invoices[id]!.context.items.some((l) => l.invoiceItemId === data.Id)
        ? [
            ev('InvoiceItemEdited', {
              by,
              invoiceId: id,
              invoiceItemId: data.Id,
              quantityDelivered: data.QuantityDelivered,
              rate: data.Rate,
              note: data.Note,
            }),
          ]
        : refuse('NOT_FOUND', 'This invoice has no such item.'),
  },
  PublishInvoice: {
    entity: 'invoice',
    target: (d) => d.InvoiceId,
    probe: probe('InvoicePublished', (invoiceId) => ({ invoiceId })),
    build: ({ state, by, id }) => {
      const lines = state.invoices[id]!.context.items.map((l) => ({ ...l, quantity: l.quantityDelivered }));
      return [ev('InvoicePublished', { by, invoiceId: id, amount: totalsOf(lines).total })];
    },
  },
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
      return [ev('TxnNoteGenerated', { by, noteId: env.newId(), invoiceId: id, items })];
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
  AcceptTxnNote: {
    entity: 'note',
    target: (d) => d.Id,
    probe: probe('TxnNoteAccepted', (noteId) => ({ noteId })),
    build: (ctx) =>
      settleIfCompleted(ctx, [
        ...remarkOf(ctx, ctx.id, ctx.data.RemarkText),
        ev('TxnNoteAccepted', { by: ctx.by, noteId: ctx.id }),
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
};

// The table is indexed by a union of command types; each entry is typed against its own payload.
type AnySpec = CommandSpec<StreamCommandType>;
const specOf = (type: StreamCommandType): AnySpec => SPECS[type] as unknown as AnySpec;
const STREAM_COMMANDS = Object.keys(SPECS) as StreamCommandType[];

const refOf = (kind: AgreementEntityKind, id: string): EntityRef => (kind === 'agreement' ? { kind } : { kind, id });

/** The action code of `command` done by `by` on `entity`, if the spec names one. */
const codeOf = (command: StreamCommandType, by: Role, kind: AgreementEntityKind, entity: Entity) =>
  actionCodeOf(command, by, kind === 'term' ? (entity.context as AgreementTermData).owner : undefined);

const offered = (state: AgreementState, type: StreamCommandType, by: Role, id: string): boolean =>
  permits(state, specOf(type).probe(by, id));

function draftAgreement(
  state: AgreementState,
  data: AgreementCommandData<'DraftAgreement'>,
  actor: Actor,
  env: DecideEnv,
): Decision<AgreementEvent> {
  if (state.agreement) return refuse('ALREADY_EXISTS', 'This agreement already exists.');
  if (actor.role === 'system') return refuse('NOT_A_PARTY', 'Only a buyer or a seller can draft an agreement.');
  if (data.CounterpartyId === actor.userId) return refuse('INVALID_COMMAND', 'The counterparty must be someone else.');
  const by = data.CreatorType;
  const other = data.CounterpartyId ?? null;
  return approve([
    ev('AgreementDrafted', {
      agreementId: data.Id ?? env.newId(),
      by,
      contractType: data.ContractType,
      parties: {
        buyerId: by === 'buyer' ? actor.userId : other,
        sellerId: by === 'seller' ? actor.userId : other,
        counterpartyContact: data.OtherPartyContactInfo ?? null,
      },
      sourceProposalId: data.ProposalId ?? null,
      currency: data.CurrencyId,
      generalTerms: {
        ldPercent: data.LDPercent,
        ldDays: data.LDDays,
        advancePercent: data.Advance,
        durationDays: data.NumberOfDays,
      },
      deposit: data.Deposit,
      startDate: data.StartDate ?? null,
      items: data.Items.map((i) => itemOf(i, by, i.AgItemId ?? env.newId())),
      terms: data.Terms.map((t) => termOf(t, env.newId(), t.TermOwner ?? by)),
    }),
  ]);
}

/**
 * Decides a command on an agreement stream: the events to append, or a refusal with a reason the
 * user can read. It refuses exactly the actions {@link availableAgreementActions} does not offer
 * (and, beyond that, payloads that are invalid or point at nothing).
 */
export function decideAgreement(
  state: AgreementState,
  command: AgreementCommandInput,
  actor: Actor,
  env: DecideEnv,
): Decision<AgreementEvent> {
  const parsed = AgreementCommand.safeParse(command);
  if (!parsed.success) return refuse('INVALID_COMMAND', firstIssueOf(parsed.error));
  const { type, data } = parsed.data;
  if (type === 'DraftAgreement') {
    const drafted = draftAgreement(state, data, actor, env);
    return drafted.ok ? withinLineLimit(state, drafted.events) : drafted;
  }

  const agreement = state.agreement;
  if (!agreement || agreement.context.agreementId !== data.AgreementId)
    return refuse('NOT_FOUND', 'Agreement not found.');
  const by = roleIn(agreement.context, actor);
  if (!by) return refuse('NOT_A_PARTY', 'You are not a party to this agreement.');

  const spec = specOf(type);
  const id = spec.target ? spec.target(data as never, state) : agreement.context.agreementId;
  const entity = id === undefined ? undefined : entityAt(state, refOf(spec.entity, id));
  if (id === undefined || !entity) return refuse('NOT_FOUND', `This ${ENTITY_LABEL[spec.entity]} was not found.`);
  if (!offered(state, type, by, id)) {
    const blocker = type === 'StartContract' && by === 'buyer' ? startBlocker(state) : undefined;
    if (blocker) return refuse('NOT_ALLOWED', blocker);
    const code = codeOf(type, by, spec.entity, entity);
    const action = `${humanize(type)}${code ? ` (${code})` : ''}`;
    const where = `the ${ENTITY_LABEL[spec.entity]} is ${statusLabel(entity.status)}`;
    return refuse('NOT_ALLOWED', `${action} is not available to the ${by} while ${where}.`);
  }
  const built = spec.build({ state, data: data as never, by: by as Party, id, userId: actor.userId, env });
  return Array.isArray(built) ? withinLineLimit(state, built) : built;
}

const addedLines = ({ type, data }: { type: string; data: unknown }) => {
  if (type === 'AgreementDrafted') {
    const { items, terms } = data as AgreementDrafted['data'];
    return { items: items.length, terms: terms.length };
  }
  return { items: type === 'ItemAdded' ? 1 : 0, terms: type === 'TermAdded' ? 1 : 0 };
};

/** Approves `events` unless they take the agreement past the item or term limit. */
function withinLineLimit(state: AgreementState, events: AgreementEvent[]): Decision<AgreementEvent> {
  const now = { items: Object.keys(state.items).length, terms: Object.keys(state.terms).length };
  const exceeded = lineLimitExceeded(now, events, addedLines);
  return exceeded ? refuse('INVALID_COMMAND', exceeded) : approve(events);
}

/** One action the screens may show; `code` is the spec's action code where it has one. */
export type AgreementAction = AvailableAction<StreamCommandType, ActionCode>;

/** The actions an actor has now, on the agreement and on each of its entities by id. */
export interface AgreementActions {
  agreement: AgreementAction[];
  items: Record<string, AgreementAction[]>;
  terms: Record<string, AgreementAction[]>;
  invoices: Record<string, AgreementAction[]>;
  notes: Record<string, AgreementAction[]>;
  noteItems: Record<string, AgreementAction[]>;
  payments: Record<string, AgreementAction[]>;
}

/** Exactly the actions `actor` may take now (the backend accepts these and no others). */
export function availableAgreementActions(state: AgreementState, actor: Actor): AgreementActions {
  const result: AgreementActions = {
    agreement: [],
    items: {},
    terms: {},
    invoices: {},
    notes: {},
    noteItems: {},
    payments: {},
  };
  for (const collection of Object.values(COLLECTION_OF))
    for (const id of Object.keys(state[collection])) result[collection][id] = [];
  const agreement = state.agreement;
  const by = agreement && roleIn(agreement.context, actor);
  if (!agreement || !by) return result;

  for (const type of STREAM_COMMANDS) {
    const kind = specOf(type).entity;
    const entities: Record<string, Entity> =
      kind === 'agreement' ? { [agreement.context.agreementId]: agreement } : state[COLLECTION_OF[kind]];
    for (const [id, entity] of Object.entries(entities)) {
      if (!offered(state, type, by, id)) continue;
      const code = codeOf(type, by, kind, entity);
      const action: AgreementAction = code ? { command: type, code } : { command: type };
      (kind === 'agreement' ? result.agreement : result[COLLECTION_OF[kind]][id]!).push(action);
    }
  }
  return result;
}
