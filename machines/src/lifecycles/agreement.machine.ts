// The agreement's own lifecycle. It also gates what may be created under the agreement (items,
// terms, remarks, invoices), since those rules depend on the agreement's status.
import { and, assertEvent, assign, not, setup } from 'xstate';
import type { Flat } from '../events/envelope.js';
import type {
  AdvanceFellDue,
  AgreementAccepted,
  AgreementArchived,
  AgreementApproved,
  AgreementClosed,
  AgreementCompleted,
  AgreementDetailsEdited,
  AgreementDiscarded,
  AgreementDrafted,
  AgreementExpired,
  AgreementFilesDeleted,
  AgreementNegotiated,
  AgreementPublished,
  AgreementRejected,
  AgreementStarted,
  AgreementStorageEnded,
  AgreementUnarchived,
  AuditorAccessGranted,
  AuditorAccessRevoked,
  CounterpartyJoined,
  GeneralTermsData,
  InvoiceDrafted,
  ItemAdded,
  ItemEdited,
  ItemRemoved,
  ItemsWithdrawnByAward,
  PaymentMade,
  RemarkAdded,
  TermAdded,
} from '../events/agreement.events.js';
import { archivedFor } from '../rules/archive.rules.js';
import type { Party } from '../rules/fields.js';
import { roleGuards } from './guards.js';
import { lifecycle, type Entity } from './lifecycle.js';

/** Agreement statuses exactly as the spec names them, plus Discarded (deleted, history kept). */
export const AGREEMENT_STATUSES = [
  'Draft',
  'Proposed',
  'Waiting for Seller',
  'Waiting for Buyer',
  'Accepted',
  'Active',
  'Completed',
  'Closed',
  'Expired',
  'Rejected',
  'Discarded',
] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

/** What the agreement machine remembers; items, terms and the rest live in their own machines. */
export interface AgreementContext {
  agreementId: string;
  /** The contract number from AgreementDrafted; absent on agreements drafted before it was recorded. */
  number?: string;
  contractType: string;
  creatorRole: Party;
  buyerId: string | null;
  sellerId: string | null;
  counterpartyContact: string | null;
  sourceProposalId: string | null;
  currency: string;
  generalTerms: GeneralTermsData;
  deposit: string;
  startDate: string | null;
  /** Set when the general terms are accepted; frozen from then on. */
  completionDate: string | null;
  /** Auditors either party let read the agreement. */
  auditorIds: string[];
  /** The advance due since the start; absent without one (and in states stored before advances). */
  advance?: AdvanceAccount;
  /** The parties who have the finished contract in their archive (absent: nobody yet). */
  archivedBy?: Party[];
  /** Set when the plan's storage months ran out: archived for both parties for good. */
  storageEnded?: boolean;
  /** Set when its files and PDFs were deleted after the archive months. */
  filesDeleted?: boolean;
}

/** The advance's payment account: what fell due at the start and the contract value it came from. */
export type AdvanceAccount = Omit<AdvanceFellDue['data'], 'by'>;

/** The machine is created from the AgreementDrafted event's data. */
export type AgreementInput = AgreementDrafted['data'];

export type AgreementMachineEvent = Flat<
  | CounterpartyJoined
  | AuditorAccessGranted
  | AuditorAccessRevoked
  | AgreementDetailsEdited
  | AgreementPublished
  | AgreementNegotiated
  | AgreementAccepted
  | AgreementStarted
  | AgreementRejected
  | AgreementCompleted
  | AgreementClosed
  | AgreementExpired
  | AgreementDiscarded
  | AgreementArchived
  | AgreementUnarchived
  | AgreementApproved
  | AgreementStorageEnded
  | AgreementFilesDeleted
  | ItemAdded
  | ItemEdited
  | ItemRemoved
  | ItemsWithdrawnByAward
  | TermAdded
  | RemarkAdded
  | InvoiceDrafted
  | AdvanceFellDue
  | PaymentMade
>;

export type AgreementEntity = Entity<AgreementStatus, AgreementContext>;

const rejectable = { AgreementRejected: { guard: 'byBuyer', target: 'Rejected' } } as const;
const expirable = { AgreementExpired: { guard: 'bySystem', target: 'Expired' } } as const;
// Before the start, an RFQ award withdraws the lines it gave to other sellers (line-award.ts); the
// last one withdrawn ends the agreement. Signatures refuse it too (signing.rules.ts).
const withdrawable = <S extends AgreementStatus>(status: S) =>
  ({
    ItemsWithdrawnByAward: [
      { guard: and(['bySystem', 'closesAgreement']), target: 'Rejected' },
      { guard: 'bySystem', target: status },
    ],
  }) as const;
// What the parties may do in any status but Discarded. Events the agreement only allows keep its
// status by targeting it (xstate's `can` treats a targetless, actionless transition as forbidden).
const openToParties = <S extends AgreementStatus>(status: S) =>
  ({
    RemarkAdded: { guard: 'byParty', target: status },
    CounterpartyJoined: { guard: 'seatOpen', target: status, actions: 'seatCounterparty' },
    AuditorAccessGranted: { guard: 'byParty', target: status, actions: 'grantAuditor' },
    AuditorAccessRevoked: { guard: 'byParty', target: status, actions: 'revokeAuditor' },
  }) as const;
// Before the start, a member approves the terms for their business to send or start them (the
// deciders check who may and when it is needed: rules/team-roles.ts).
const approvable = <S extends AgreementStatus>(status: S) =>
  ({ AgreementApproved: { guard: 'byParty', target: status } }) as const;
// A finished contract's archive (rules/archive.rules.ts): each party's own, until the plan's storage
// ends and puts it in both for good; the archive months after that end with its files deleted.
const archivable = <S extends AgreementStatus>(status: S) =>
  ({
    AgreementArchived: { guard: and(['byParty', not('archivedByActor')]), target: status, actions: 'archiveFor' },
    AgreementUnarchived: {
      guard: and(['byParty', 'archivedByActor', not('storageEnded')]),
      target: status,
      actions: 'unarchiveFor',
    },
    AgreementStorageEnded: { guard: and(['bySystem', not('storageEnded')]), target: status, actions: 'endStorage' },
    AgreementFilesDeleted: {
      guard: and(['bySystem', 'storageEnded', not('filesDeleted')]),
      target: status,
      actions: 'markFilesDeleted',
    },
  }) as const;

/**
 * Draft → Proposed → Waiting for Seller/Buyer → Accepted → Active → Completed/Closed; Rejected,
 * Expired, Discarded. Starting also needs every item and term settled (see the item and term
 * machines, which gate AgreementStarted too): both parties must have accepted the draft.
 */
export const agreementMachine = setup({
  types: {
    context: {} as AgreementContext,
    events: {} as AgreementMachineEvent,
    input: {} as AgreementInput,
  },
  guards: {
    ...roleGuards,
    byCreator: ({ context, event }) => event.by === context.creatorRole,
    createdByBuyer: ({ context }) => context.creatorRole === 'buyer',
    createdBySeller: ({ context }) => context.creatorRole === 'seller',
    // Only a side still known by contact alone can be taken.
    advanceOpen: ({ context }) => !!context.advance,
    // A payment the agreement gates is against the advance (a note's payment is its note's to gate).
    advancePayment: ({ event }) => event.type === 'PaymentMade' && event.noteId === null,
    archivedByActor: ({ context, event }) => archivedFor(context, event.by),
    storageEnded: ({ context }) => context.storageEnded === true,
    filesDeleted: ({ context }) => context.filesDeleted === true,
    closesAgreement: ({ event }) => event.type === 'ItemsWithdrawnByAward' && event.closesAgreement,
    seatOpen: ({ context, event }) =>
      (event.by === 'buyer' && context.buyerId === null) || (event.by === 'seller' && context.sellerId === null),
  },
  actions: {
    setGeneralTerms: assign(({ event }) => {
      assertEvent(event, ['AgreementDetailsEdited', 'AgreementNegotiated']);
      return { generalTerms: event.generalTerms };
    }),
    seatCounterparty: assign(({ event }) => {
      assertEvent(event, 'CounterpartyJoined');
      return event.by === 'buyer' ? { buyerId: event.userId } : { sellerId: event.userId };
    }),
    grantAuditor: assign(({ context, event }) => {
      assertEvent(event, 'AuditorAccessGranted');
      return { auditorIds: [...context.auditorIds, event.auditorId] };
    }),
    revokeAuditor: assign(({ context, event }) => {
      assertEvent(event, 'AuditorAccessRevoked');
      return { auditorIds: context.auditorIds.filter((id) => id !== event.auditorId) };
    }),
    openAdvance: assign(({ event }) => {
      assertEvent(event, 'AdvanceFellDue');
      const { notePaymentId, advancePercent, contractValue, totalDue, dueDate } = event;
      return { advance: { notePaymentId, advancePercent, contractValue, totalDue, ...(dueDate && { dueDate }) } };
    }),
    archiveFor: assign(({ context, event }) => {
      assertEvent(event, 'AgreementArchived');
      return { archivedBy: [...(context.archivedBy ?? []), event.by] };
    }),
    unarchiveFor: assign(({ context, event }) => {
      assertEvent(event, 'AgreementUnarchived');
      return { archivedBy: (context.archivedBy ?? []).filter((by) => by !== event.by) };
    }),
    endStorage: assign((): Partial<AgreementContext> => ({ archivedBy: ['buyer', 'seller'], storageEnded: true })),
    markFilesDeleted: assign((): Partial<AgreementContext> => ({ filesDeleted: true })),
    // Accepting the general terms freezes LD (no further negotiation) and the completion date.
    freezeCompletionDate: assign(({ event }) => {
      assertEvent(event, ['AgreementAccepted', 'AgreementStarted']);
      return { completionDate: event.completionDate };
    }),
  },
}).createMachine({
  id: 'agreement',
  context: ({ input }) => ({
    agreementId: input.agreementId,
    ...(input.number ? { number: input.number } : {}),
    contractType: input.contractType,
    creatorRole: input.by,
    buyerId: input.parties.buyerId,
    sellerId: input.parties.sellerId,
    counterpartyContact: input.parties.counterpartyContact,
    sourceProposalId: input.sourceProposalId,
    currency: input.currency,
    generalTerms: input.generalTerms,
    deposit: input.deposit,
    startDate: input.startDate,
    completionDate: null,
    auditorIds: [],
  }),
  initial: 'Draft',
  states: {
    Draft: {
      on: {
        AgreementDetailsEdited: { guard: 'byCreator', actions: 'setGeneralTerms' },
        ItemAdded: { guard: 'byCreator', target: 'Draft' },
        ItemEdited: { guard: 'byCreator', target: 'Draft' },
        ItemRemoved: { guard: 'byCreator', target: 'Draft' },
        TermAdded: { guard: 'byParty', target: 'Draft' },
        AgreementPublished: { guard: 'byCreator', target: 'Proposed' },
        AgreementDiscarded: { guard: 'byCreator', target: 'Discarded' },
        ...rejectable,
        ...expirable,
        ...openToParties('Draft'),
        ...approvable('Draft'),
      },
    },
    // The party who did not publish answers: the buyer starts (AA) or negotiates (BAN) a seller's
    // draft; the seller accepts (SAA) or negotiates (SAN) a buyer's.
    Proposed: {
      on: {
        AgreementNegotiated: [
          { guard: and(['byBuyer', 'createdBySeller']), target: 'Waiting for Seller', actions: 'setGeneralTerms' },
          { guard: and(['bySeller', 'createdByBuyer']), target: 'Waiting for Buyer', actions: 'setGeneralTerms' },
        ],
        AgreementAccepted: {
          guard: and(['bySeller', 'createdByBuyer']),
          target: 'Accepted',
          actions: 'freezeCompletionDate',
        },
        AgreementStarted: {
          guard: and(['byBuyer', 'createdBySeller']),
          target: 'Active',
          actions: 'freezeCompletionDate',
        },
        ...rejectable,
        ...expirable,
        ...openToParties('Proposed'),
        ...approvable('Proposed'),
        ...withdrawable('Proposed'),
      },
    },
    'Waiting for Seller': {
      on: {
        AgreementNegotiated: { guard: 'bySeller', target: 'Waiting for Buyer', actions: 'setGeneralTerms' },
        AgreementAccepted: { guard: 'bySeller', target: 'Accepted', actions: 'freezeCompletionDate' },
        ...rejectable,
        ...expirable,
        ...openToParties('Waiting for Seller'),
        ...approvable('Waiting for Seller'),
        ...withdrawable('Waiting for Seller'),
      },
    },
    // The seller countered: the buyer accepts the counter (then starts), starts on it at once
    // (AA accepts then starts), or counters again.
    'Waiting for Buyer': {
      on: {
        AgreementNegotiated: { guard: 'byBuyer', target: 'Waiting for Seller', actions: 'setGeneralTerms' },
        AgreementAccepted: { guard: 'byBuyer', target: 'Accepted', actions: 'freezeCompletionDate' },
        AgreementStarted: { guard: 'byBuyer', target: 'Active', actions: 'freezeCompletionDate' },
        ...rejectable,
        ...expirable,
        ...openToParties('Waiting for Buyer'),
        ...approvable('Waiting for Buyer'),
        ...withdrawable('Waiting for Buyer'),
      },
    },
    // The general terms are accepted; the buyer starts the contract (AA), which the spec calls "accepts then starts".
    Accepted: {
      on: {
        AgreementStarted: { guard: 'byBuyer', target: 'Active', actions: 'freezeCompletionDate' },
        ...rejectable,
        ...expirable,
        ...openToParties('Accepted'),
        ...approvable('Accepted'),
        ...withdrawable('Accepted'),
      },
    },
    Active: {
      on: {
        InvoiceDrafted: { guard: 'bySeller', target: 'Active' },
        AdvanceFellDue: { guard: and(['byBuyer', not('advanceOpen')]), target: 'Active', actions: 'openAdvance' },
        PaymentMade: { guard: and(['byBuyer', 'advanceOpen', 'advancePayment']), target: 'Active' },
        AgreementCompleted: { guard: 'byBuyer', target: 'Completed' },
        AgreementClosed: { guard: 'bySystem', target: 'Closed' },
        ...rejectable,
        ...openToParties('Active'),
      },
    },
    Expired: {
      on: {
        AgreementDiscarded: { guard: 'byParty', target: 'Discarded' },
        ...openToParties('Expired'),
        ...archivable('Expired'),
      },
    },
    Completed: { on: { ...openToParties('Completed'), ...archivable('Completed') } },
    Closed: { on: { ...openToParties('Closed'), ...archivable('Closed') } },
    Rejected: { on: { ...openToParties('Rejected'), ...archivable('Rejected') } },
    Discarded: {},
  },
});

/** Pure operations of the agreement machine on plain entities. */
export const agreementLifecycle = lifecycle<typeof agreementMachine, AgreementStatus>(agreementMachine);
