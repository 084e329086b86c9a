// One line of a transaction note: the buyer's rate and defect count against the seller's rate.
import { and, assertEvent, assign, setup } from 'xstate';
import type { Flat } from '../events/envelope.js';
import type {
  NoteItemAccepted,
  NoteItemEdited,
  NoteItemNegotiated,
  NoteLineData,
  TxnNoteSettled,
  TxnNotePublished,
} from '../events/agreement.events.js';
import { decimalsEqual } from '../rules/money.js';
import { roleGuards } from './guards.js';
import { lifecycle, type Entity } from './lifecycle.js';

/** Draft and Completed follow the note (published, settled); the others are the spec's note-item statuses. */
export const NOTE_ITEM_STATUSES = [
  'Draft',
  'Active',
  'Waiting for Seller',
  'Waiting for Buyer',
  'Accepted',
  'Completed',
] as const;
export type NoteItemStatus = (typeof NOTE_ITEM_STATUSES)[number];
export type NoteItemContext = NoteLineData & { noteId: string };
export type NoteItemMachineEvent = Flat<
  NoteItemEdited | NoteItemNegotiated | NoteItemAccepted | TxnNotePublished | TxnNoteSettled
>;
export type NoteItemEntity = Entity<NoteItemStatus, NoteItemContext>;

/** True when the buyer's and the seller's rates are equal (the accept rule in a waiting state). */
export const noteRatesMatch = (line: NoteItemContext): boolean => decimalsEqual(line.buyerRate, line.sellerRate);

/** True while a line's counter waits on a party: accepting its note then does not complete the note. */
export const lineCountered = (status: NoteItemStatus): boolean =>
  status === 'Waiting for Seller' || status === 'Waiting for Buyer';

// A settled note freezes its lines, whichever way it completed.
const closesWithNote = { TxnNoteSettled: { target: 'Completed' } } as const;

/** Draft → Active → Waiting for Buyer ⇄ Waiting for Seller → Accepted → Completed (with the note). */
export const noteItemMachine = setup({
  types: { context: {} as NoteItemContext, events: {} as NoteItemMachineEvent, input: {} as NoteItemContext },
  guards: { ...roleGuards, ratesMatch: ({ context }) => noteRatesMatch(context) },
  actions: {
    recordOffer: assign(({ event }) => {
      assertEvent(event, ['NoteItemEdited', 'NoteItemNegotiated']);
      const rate = event.by === 'seller' ? { sellerRate: event.rate } : { buyerRate: event.rate };
      return { ...rate, defectedCount: event.defectedCount };
    }),
    // Accepting takes the buyer's rate (in Active the seller accepts it as offered).
    takeBuyerRate: assign({ sellerRate: ({ context }) => context.buyerRate }),
  },
}).createMachine({
  id: 'noteItem',
  context: ({ input }) => input,
  initial: 'Draft',
  states: {
    Draft: {
      on: {
        NoteItemEdited: { guard: 'byBuyer', actions: 'recordOffer' },
        TxnNotePublished: { target: 'Active' },
        ...closesWithNote,
      },
    },
    Active: {
      on: {
        NoteItemNegotiated: { guard: 'bySeller', target: 'Waiting for Buyer', actions: 'recordOffer' },
        NoteItemAccepted: { guard: 'bySeller', target: 'Accepted', actions: 'takeBuyerRate' },
        ...closesWithNote,
      },
    },
    'Waiting for Seller': {
      on: {
        NoteItemNegotiated: { guard: 'bySeller', target: 'Waiting for Buyer', actions: 'recordOffer' },
        NoteItemAccepted: { guard: and(['bySeller', 'ratesMatch']), target: 'Accepted', actions: 'takeBuyerRate' },
        ...closesWithNote,
      },
    },
    'Waiting for Buyer': {
      on: {
        NoteItemNegotiated: { guard: 'byBuyer', target: 'Waiting for Seller', actions: 'recordOffer' },
        NoteItemAccepted: { guard: and(['byBuyer', 'ratesMatch']), target: 'Accepted', actions: 'takeBuyerRate' },
        ...closesWithNote,
      },
    },
    Accepted: { on: closesWithNote },
    Completed: {},
  },
});

export const noteItemLifecycle = lifecycle<typeof noteItemMachine, NoteItemStatus>(noteItemMachine);
