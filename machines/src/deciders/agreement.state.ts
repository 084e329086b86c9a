// The agreement stream's state (plain JSON) and `evolveAgreement`, which folds each event through
// the machines it concerns with the pure transition API.
import { flatten } from '../events/envelope.js';
import type { AgreementEvent, RemarkAdded } from '../events/agreement.events.js';
import type { AgreementEntityKind } from '../lifecycles/action-codes.js';
import { agreementLifecycle, type AgreementEntity } from '../lifecycles/agreement.machine.js';
import { invoiceLifecycle, type InvoiceEntity } from '../lifecycles/invoice.machine.js';
import { itemLifecycle, type ItemEntity } from '../lifecycles/item.machine.js';
import type { Entity } from '../lifecycles/lifecycle.js';
import { noteItemLifecycle, type NoteItemEntity } from '../lifecycles/note-item.machine.js';
import { paymentLifecycle, type PaymentEntity } from '../lifecycles/payment.machine.js';
import { termLifecycle, type TermEntity } from '../lifecycles/term.machine.js';
import { txnNoteLifecycle, type TxnNoteEntity } from '../lifecycles/txn-note.machine.js';
import { evolvePurchaseOrder, type PurchaseOrderState } from './purchase-order.state.js';
import { signingPermits, type SigningView } from './agreement/signing.rules.js';
import { evolveSigning, initialSigning, type SigningState } from './agreement/signing.state.js';

/** Everything one agreement stream holds, as plain JSON (store it, send it, rebuild from it). */
export interface AgreementState {
  kind: 'agreement';
  /** Null until AgreementDrafted. */
  agreement: AgreementEntity | null;
  items: Record<string, ItemEntity>;
  terms: Record<string, TermEntity>;
  remarks: RemarkAdded['data'][];
  invoices: Record<string, InvoiceEntity>;
  notes: Record<string, TxnNoteEntity>;
  noteItems: Record<string, NoteItemEntity>;
  payments: Record<string, PaymentEntity>;
  /** Set when the agreement was raised as a purchase order (header, taxes, payment schedule). */
  purchaseOrder?: PurchaseOrderState;
  signing: SigningState;
}

/** The state of a stream with no events. */
export const initialAgreementState: AgreementState = {
  kind: 'agreement',
  agreement: null,
  items: {},
  terms: {},
  remarks: [],
  invoices: {},
  notes: {},
  noteItems: {},
  payments: {},
  signing: initialSigning,
};

/** Points at one entity of the stream. */
export type EntityRef = { kind: 'agreement' } | { kind: Exclude<AgreementEntityKind, 'agreement'>; id: string };

type ChildKind = Exclude<AgreementEntityKind, 'agreement'>;
type Collection = 'items' | 'terms' | 'invoices' | 'notes' | 'noteItems' | 'payments';

/** Where each kind of child entity is kept in the state. */
export const COLLECTION_OF: Record<ChildKind, Collection> = {
  item: 'items',
  term: 'terms',
  invoice: 'invoices',
  note: 'notes',
  noteItem: 'noteItems',
  payment: 'payments',
};

// The events routed to a machine are a superset of the ones it knows; xstate ignores the rest.
interface AnyLifecycle {
  apply(entity: Entity, event: { type: string }): Entity;
  allows(entity: Entity, event: { type: string }): boolean;
}
const LIFECYCLE_OF = {
  agreement: agreementLifecycle,
  item: itemLifecycle,
  term: termLifecycle,
  invoice: invoiceLifecycle,
  note: txnNoteLifecycle,
  noteItem: noteItemLifecycle,
  payment: paymentLifecycle,
} as unknown as Record<AgreementEntityKind, AnyLifecycle>;

const AGREEMENT: EntityRef = { kind: 'agreement' };

/** The entity `ref` points at, if it exists. */
export const entityAt = (state: AgreementState, ref: EntityRef): Entity | undefined =>
  ref.kind === 'agreement' ? (state.agreement ?? undefined) : state[COLLECTION_OF[ref.kind]][ref.id];

/**
 * Collections a fold copied and may therefore change in place (see {@link agreementFolder}). A
 * single evolve owns nothing and copies what it changes.
 */
type Owned = WeakSet<object>;

/** `state`'s collection as one this fold may write to: itself when owned, else a fresh copy. */
function writable<C extends Collection>(state: AgreementState, collection: C, owned?: Owned): AgreementState[C] {
  const current = state[collection];
  if (owned?.has(current)) return current;
  const copy = { ...current };
  owned?.add(copy);
  return copy;
}

const put = (state: AgreementState, ref: EntityRef, entity: Entity, owned?: Owned): AgreementState => {
  if (ref.kind === 'agreement') return { ...state, agreement: entity as AgreementEntity };
  const collection = COLLECTION_OF[ref.kind];
  const target = writable(state, collection, owned) as Record<string, Entity>;
  target[ref.id] = entity;
  return { ...state, [collection]: target };
};

/**
 * Puts several entities at once, copying each touched collection once: starting a contract moves
 * every item and term, and a copy per entity would cost the square of the number of lines.
 */
function putAll(state: AgreementState, moves: [EntityRef, Entity][], owned?: Owned): AgreementState {
  // Owned for this call at least, so each collection is copied at most once.
  const within = owned ?? new WeakSet<object>();
  return moves.reduce((next, [ref, entity]) => put(next, ref, entity, within), state);
}

/** The machines that must take `event` for it to be allowed. */
function gatesOf(event: AgreementEvent): EntityRef[] {
  switch (event.type) {
    // The signing rules (signing.rules.ts) decide these; the agreement machine does not know them.
    case 'AgreementDrafted':
    case 'SignatureRequirementSet':
    case 'ContractDocumentFixed':
    case 'AgreementSigned':
    case 'SignaturesVoided':
      return [];
    case 'ItemEdited':
      return [AGREEMENT, { kind: 'item', id: event.data.item.itemId }];
    case 'ItemNegotiated':
    case 'ItemAccepted':
      return [{ kind: 'item', id: event.data.itemId }];
    case 'TermEdited':
    case 'TermRemoved':
    case 'TermNegotiated':
    case 'TermAccepted':
      return [{ kind: 'term', id: event.data.termId }];
    case 'InvoiceEdited':
    case 'InvoiceItemEdited':
    case 'InvoicePublished':
    case 'InvoiceNumbered':
    case 'CreditNoteIssued':
    case 'TxnNoteGenerated':
      return [{ kind: 'invoice', id: event.data.invoiceId }];
    case 'TxnNoteEdited':
    case 'TxnNotePublished':
    case 'TxnNoteNegotiated':
    case 'TxnNoteAccepted':
    case 'TxnNoteCompleted':
    case 'TxnNoteSettled':
      return [{ kind: 'note', id: event.data.noteId }];
    // A payment against the advance (no note) is the agreement's to allow.
    case 'PaymentMade':
      return event.data.noteId === null ? [AGREEMENT] : [{ kind: 'note', id: event.data.noteId }];
    case 'NoteItemEdited':
    case 'NoteItemNegotiated':
    case 'NoteItemAccepted':
      return [{ kind: 'noteItem', id: event.data.noteItemId }];
    case 'PaymentReceived':
    case 'PaymentNotReceived':
    case 'PaymentResponded':
      return [{ kind: 'payment', id: event.data.paymentId }];
    default:
      // The agreement's own events, and the creation of items, terms, remarks and invoices.
      return [AGREEMENT];
  }
}

const refsOf = (kind: ChildKind, ids: string[]): EntityRef[] => ids.map((id) => ({ kind, id }));

// Entities that move with an event without gating it.
function followersOf(state: AgreementState, event: AgreementEvent): EntityRef[] {
  switch (event.type) {
    case 'AgreementPublished':
    case 'AgreementStarted':
    case 'AgreementRejected':
    case 'AgreementExpired':
      return [...refsOf('item', Object.keys(state.items)), ...refsOf('term', Object.keys(state.terms))];
    case 'TxnNotePublished':
    case 'TxnNoteSettled':
      return refsOf('noteItem', noteItemIdsOf(state, event.data.noteId));
    // The withdrawn items leave (see `remove`); the terms end when the agreement does.
    case 'ItemsWithdrawnByAward':
      return event.data.closesAgreement ? refsOf('term', Object.keys(state.terms)) : [];
    default:
      return [];
  }
}

/** Ids of the lines of one transaction note. */
export const noteItemIdsOf = (state: AgreementState, noteId: string): string[] =>
  Object.keys(state.noteItems).filter((id) => state.noteItems[id]?.context.noteId === noteId);

const startAll = <T, E>(list: T[], id: (t: T) => string, start: (t: T) => E): Record<string, E> =>
  Object.fromEntries(list.map((t) => [id(t), start(t)]));

// Entities an event brings into being, before the event is routed.
function create(state: AgreementState, event: AgreementEvent, owned?: Owned): AgreementState {
  switch (event.type) {
    case 'AgreementDrafted':
      return {
        ...state,
        agreement: agreementLifecycle.start(event.data),
        items: startAll(event.data.items, (i) => i.itemId, itemLifecycle.start),
        terms: startAll(event.data.terms, (t) => t.termId, termLifecycle.start),
      };
    case 'ItemAdded':
      return put(state, { kind: 'item', id: event.data.item.itemId }, itemLifecycle.start(event.data.item), owned);
    case 'TermAdded':
      return put(state, { kind: 'term', id: event.data.term.termId }, termLifecycle.start(event.data.term), owned);
    case 'RemarkAdded':
      return { ...state, remarks: appended(state.remarks, event.data, owned) };
    case 'InvoiceDrafted':
      return put(state, { kind: 'invoice', id: event.data.invoiceId }, invoiceLifecycle.start(event.data), owned);
    case 'TxnNoteGenerated': {
      const { noteId } = event.data;
      const lines = startAll(
        event.data.items,
        (l) => l.noteItemId,
        (l) => noteItemLifecycle.start({ ...l, noteId }),
      );
      const withNote = put(state, { kind: 'note', id: noteId }, txnNoteLifecycle.start(event.data), owned);
      return { ...withNote, noteItems: { ...withNote.noteItems, ...lines } };
    }
    case 'PaymentMade':
      return put(state, { kind: 'payment', id: event.data.paymentId }, paymentLifecycle.start(event.data), owned);
    default:
      return state;
  }
}

function appended<E>(list: E[], entry: E, owned?: Owned): E[] {
  if (owned?.has(list)) {
    list.push(entry);
    return list;
  }
  const copy = [...list, entry];
  owned?.add(copy);
  return copy;
}

const without = <E>(record: Record<string, E>, id: string): Record<string, E> =>
  Object.fromEntries(Object.entries(record).filter(([key]) => key !== id));

// Entities an event deletes after it is routed (their history stays in the stream).
function remove(state: AgreementState, event: AgreementEvent): AgreementState {
  if (event.type === 'ItemRemoved') return { ...state, items: without(state.items, event.data.itemId) };
  if (event.type === 'ItemsWithdrawnByAward') {
    const withdrawn = new Set(event.data.itemIds);
    return { ...state, items: Object.fromEntries(Object.entries(state.items).filter(([id]) => !withdrawn.has(id))) };
  }
  if (event.type === 'TermRemoved') return { ...state, terms: without(state.terms, event.data.termId) };
  return state;
}

/** Entities that must consent to `event` besides its gates: starting needs every item and term settled. */
export const consentersOf = (state: AgreementState, event: AgreementEvent): EntityRef[] =>
  event.type === 'AgreementStarted'
    ? [...refsOf('item', Object.keys(state.items)), ...refsOf('term', Object.keys(state.terms))]
    : [];

/** Whether the entity `ref` points at exists and its machine takes `event`. */
export const takes = (state: AgreementState, ref: EntityRef, event: AgreementEvent): boolean =>
  takesFlat(state, ref, flatten(event));

const takesFlat = (state: AgreementState, ref: EntityRef, machineEvent: { type: string }): boolean => {
  const entity = entityAt(state, ref);
  return !!entity && LIFECYCLE_OF[ref.kind].allows(entity, machineEvent);
};

// Guards read only the type and `by` of a start, so any completion date serves to ask.
const START: AgreementEvent = { type: 'AgreementStarted', data: { by: 'buyer', completionDate: '2000-01-01' } };

/** True when every item and term is agreed: active, or ready to go active with the buyer's start. */
export const linesAgreed = (state: AgreementState): boolean =>
  state.agreement?.status === 'Active' || consentersOf(state, START).every((ref) => takes(state, ref, START));

// A line or the agreement in one of these waits for the named party's answer to a counter-offer.
const ANSWERER: Readonly<Record<string, string>> = { 'Waiting for Seller': 'seller', 'Waiting for Buyer': 'buyer' };

/**
 * The first counter-offer still open, in words ("item “Laptop” is waiting for the buyer"): on the
 * general terms, an item or a term. A document prepared meanwhile would show an offer as agreed.
 */
export function openCounterOf(state: AgreementState): string | undefined {
  const general = state.agreement && ANSWERER[state.agreement.status];
  if (general) return `the general terms are waiting for the ${general}`;
  const lines = [
    ...Object.values(state.items).map((item) => ['item', item] as const),
    ...Object.values(state.terms).map((term) => ['term', term] as const),
  ];
  for (const [kind, { status, context }] of lines)
    if (ANSWERER[status]) return `${kind} “${context.title}” is waiting for the ${ANSWERER[status]}`;
  return undefined;
}

// Read models stored before signing existed hold states without `signing`.
const signingOf = (state: AgreementState): SigningState => state.signing ?? initialSigning;

/** Whether every machine gating `event`, every entity that must consent to it and the signing rules take it. */
export const permits = (state: AgreementState, event: AgreementEvent): boolean => {
  // Flattened once: asking whose turn it is asks this of every move on every line.
  const machineEvent = flatten(event);
  const take = (ref: EntityRef) => takesFlat(state, ref, machineEvent);
  return (
    gatesOf(event).every(take) &&
    consentersOf(state, event).every(take) &&
    (!state.agreement || signingPermits(signingViewOf(state, state.agreement), event))
  );
};

/** What the signing rules read of an agreement's state. */
export const signingViewOf = (state: AgreementState, agreement: AgreementEntity): SigningView => ({
  agreement,
  signing: signingOf(state),
  linesAgreed: () => linesAgreed(state),
  openCounter: () => openCounterOf(state),
});

/** Folds one event into the state: creates what it creates, moves its machines, removes what it removes. */
export function evolveAgreement(state: AgreementState, event: AgreementEvent): AgreementState {
  return evolveWith(state, event);
}

function evolveWith(state: AgreementState, event: AgreementEvent, owned?: Owned): AgreementState {
  const created = create(state, event, owned);
  const machineEvent = flatten(event);
  const moves = [...gatesOf(event), ...followersOf(created, event)].flatMap((ref): [EntityRef, Entity][] => {
    const entity = entityAt(created, ref);
    return entity ? [[ref, LIFECYCLE_OF[ref.kind].apply(entity, machineEvent)]] : [];
  });
  const removed = remove(putAll(created, moves, owned), event);
  const signed = { ...removed, signing: evolveSigning(signingOf(state), event) };
  const purchaseOrder = evolvePurchaseOrder(removed.purchaseOrder, event);
  return purchaseOrder ? { ...signed, purchaseOrder } : signed;
}

/**
 * An evolve for folding many events in a row (a replay, a large command): collections it has
 * copied once are changed in place afterwards, so adding n lines costs n steps instead of n². Only
 * the fold's last state may be kept; the ones in between share those collections.
 */
export function agreementFolder(): (state: AgreementState, event: AgreementEvent) => AgreementState {
  const owned: Owned = new WeakSet();
  return (state, event) => evolveWith(state, event, owned);
}

/**
 * Events that change only items, terms or remarks (and the signing revision, which counts line
 * changes): the agreement machine takes them without moving, so a read model of the agreement's
 * execution (invoices, notes, payments) can skip them. A test checks the machine and folds them.
 */
export const LINE_ONLY_EVENT_TYPES: ReadonlySet<AgreementEvent['type']> = new Set<AgreementEvent['type']>([
  'ItemAdded',
  'ItemEdited',
  'ItemRemoved',
  'ItemNegotiated',
  'ItemAccepted',
  'TermAdded',
  'TermEdited',
  'TermRemoved',
  'TermNegotiated',
  'TermAccepted',
  'RemarkAdded',
]);
