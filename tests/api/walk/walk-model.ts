// The walk's model and steps: fast-check model-based commands over the real HTTP API (issue 36).
// The model is small: which contracts and RFQs exist, each contract's stage, whether the auditor
// holds a grant on it, and how many items, terms, invoices, notes and payments it has. A contract
// step picks its move when it runs, among those the model finds plausible for the stage (mostly one
// the machines offer someone now: whose turn it is), and its caller at random: usually that party,
// sometimes the other party, the other seller, the auditor, the outsider or the anonymous caller.
// What the model rules out (no relation, wrong stage, wrong side) must be refused with 4xx and
// change nothing; the rest must do exactly what the machines offer.
import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import {
  advancePaymentSummary,
  availableAgreementActions,
  billedQuantity,
  compareDecimals,
  divideDecimals,
  notePaymentSummary,
  subtractDecimals,
  toAmount,
  type AgreementActions,
  type AgreementState,
} from '@samvida/machines';
import { StreamWriter } from '../../../backend/src/streams/stream-writer.service.js';
import type { TestApp } from '../../setup/test-app.js';
import { registerVerified } from '../accounts/support/accounts.js';
import { sendContract } from '../agreements/support/agreements.js';
import { publishRfq, sellerRates } from '../agreements/support/rfq.js';
import { FAR_FUTURE } from '../audit/support/audit.js';
import { gstinIn } from '../invoices/support/contracts.js';
import {
  CALLERS,
  callAs,
  checkContract,
  checkRfq,
  checkWalk,
  countStep,
  fail,
  newStats,
  paymentAccounts,
  settledFold,
  type Answer,
  type Caller,
  type World,
} from './read-checks.js';

export type Stage = 'draft' | 'negotiating' | 'active' | 'ended';
type Party = 'buyer' | 'seller';
type SellerRole = 'seller' | 'seller2';
type Target = 'agreement' | 'items' | 'terms' | 'invoices' | 'notes' | 'noteItems' | 'payments' | 'accounts';
type Sized = Exclude<Target, 'agreement'>;
/** Who takes a step: `party` is whoever the machines offer it to now (else the side it belongs to). */
type Who = Caller | 'party';

export interface ContractModel {
  id: string;
  origin: 'builder' | 'purchase order' | 'rfq';
  seller: SellerRole;
  stage: Stage;
  auditorGranted: boolean;
  sizes: Record<Sized, number>;
}

export interface RfqModel {
  id: string;
  itemIds: string[];
  invited: SellerRole[];
  applied: SellerRole[];
}

export interface WalkModel {
  contracts: ContractModel[];
  rfqs: RfqModel[];
}

export const emptyModel = (): WalkModel => ({ contracts: [], rfqs: [] });

// Few contracts, so the steps take them deep (signing, invoices, notes, payments) rather than wide.
const MAX_LIVE_CONTRACTS = 2;
const MAX_CONTRACTS = 4;
const MAX_RFQS = 1;
// A signing code per phone waits 30 s and at most 5 go out an hour: the clock moves 13 minutes.
const SIGNING_CODE_GAP_MS = 13 * 60_000;

const STAGE_OF: Record<string, Stage> = {
  Draft: 'draft',
  Proposed: 'negotiating',
  'Waiting for Seller': 'negotiating',
  'Waiting for Buyer': 'negotiating',
  Accepted: 'negotiating',
  Active: 'active',
};

/** A fresh PAN, so each user's GSTIN is their own (a GSTIN belongs to one account). */
function newPan(): string {
  const letter = () => String.fromCharCode(65 + randomInt(26));
  return `${letter()}${letter()}${letter()}P${letter()}${String(randomInt(10_000)).padStart(4, '0')}${letter()}`;
}

const registered = (app: TestApp, UsrName: string, stateCode: string) => {
  const UsrPan = newPan();
  return registerVerified(app.baseUrl, { UsrName, UsrPan, UsrGstin: gstinIn(stateCode, UsrPan) });
};

/** Registers this walk's five users: sellers in Maharashtra (CGST+SGST) and Karnataka (IGST). */
export async function newWorld(app: TestApp, clock: World['clock'], publicKey: string): Promise<World> {
  const [buyer, seller, seller2, auditor, outsider] = await Promise.all([
    registered(app, 'Bina Buyer', '27'),
    registered(app, 'Sunil Seller', '27'),
    registered(app, 'Kiran Seller', '29'),
    registered(app, 'Asha Auditor', '27'),
    registered(app, 'Olga Outsider', '27'),
  ]);
  return { app, clock, publicKey, users: { buyer, seller, seller2, auditor, outsider }, stats: newStats() };
}

// ---------------------------------------------------------------------------------------------
// What a caller is to a contract, what the machines offer, and what an answer must be.

function partyOf(world: World, state: AgreementState, caller: Caller): Party | undefined {
  if (caller === 'anonymous') return undefined;
  const { buyerId, sellerId } = state.agreement!.context;
  const userId = world.users[caller].userId;
  return userId === buyerId ? 'buyer' : userId === sellerId ? 'seller' : undefined;
}

const callerOf = (contract: ContractModel, party: Party): Caller => (party === 'buyer' ? 'buyer' : contract.seller);

type Offer = [command: string, collection: keyof AgreementActions, id: string];

/** A contract as a step finds it: a fresh fold and what the machines offer each party now. */
interface Turn {
  contract: ContractModel;
  state: AgreementState;
  version: number;
  offers: Record<Party, AgreementActions>;
}

async function turnOf(world: World, contract: ContractModel): Promise<Turn> {
  const { state, version } = await settledFold(world, contract.id);
  const actionsOf = (user: 'buyer' | SellerRole) =>
    availableAgreementActions(state, { userId: world.users[user].userId });
  return { contract, state, version, offers: { buyer: actionsOf('buyer'), seller: actionsOf(contract.seller) } };
}

function offered(turn: Turn, party: Party | undefined, [command, collection, id]: Offer): boolean {
  if (!party) return false;
  const actions = turn.offers[party];
  const list = collection === 'agreement' ? actions.agreement : actions[collection][id];
  return !!list?.some((action) => action.command === command);
}

/** What the answer must be: allowed (and whether it appends), or refused with one of `statuses`. */
interface Verdict {
  allowed: boolean;
  appends: boolean;
  statuses: number[];
}

const ALLOWED: Verdict = { allowed: true, appends: true, statuses: [200, 201] };
const refused = (statuses: number[]): Verdict => ({ allowed: false, appends: false, statuses });
// A party is told why not (400 payload, 404 missing, 409 not now); others are not parties at all.
const PARTY_REFUSAL = refused([400, 404, 409]);
const NOT_A_PARTY = refused([403]);
// An RFQ the caller may not see answers 404, like one that does not exist (docs/api.md says 403).
const NOT_AN_RFQ_PARTY = refused([403, 404]);
const ANONYMOUS = refused([401]);

function expectAnswer(world: World, name: string, detail: string, answer: Answer, verdict: Verdict): void {
  const label = `${name}: ${detail}: ${answer.status} ${answer.body?.message ?? ''}`;
  if (process.env.WALK_TRACE) process.stdout.write(`${label}\n`);
  if (answer.status >= 500) fail(`${label}; a server error`);
  if (!verdict.statuses.includes(answer.status))
    fail(`${label}; expected ${verdict.allowed ? 'it to be done' : 'a refusal'} (${verdict.statuses.join(' or ')})`);
  countStep(world.stats, name, verdict.allowed);
}

interface Expected {
  before?: number;
  appends: boolean;
  stage?: Stage;
  grows?: Sized;
}

function sizesOf(state: AgreementState): Record<Sized, number> {
  const { items, terms, invoices, notes, noteItems, payments } = state;
  const count = (record: object) => Object.keys(record).length;
  return {
    items: count(items),
    terms: count(terms),
    invoices: count(invoices),
    notes: count(notes),
    noteItems: count(noteItems),
    payments: count(payments),
    accounts: paymentAccounts(state).length,
  };
}

/** After a step on a contract: the model agrees with a fresh fold, then every read as every caller. */
async function afterContractStep(world: World, model: WalkModel, contract: ContractModel, expected: Expected) {
  const fold = await settledFold(world, contract.id);
  const { before } = expected;
  if (before !== undefined && expected.appends !== fold.version > before)
    fail(
      `contract ${contract.id} went from version ${before} to ${fold.version} on a step that ${expected.appends ? 'appends' : 'changes nothing'}`,
    );
  const stage = STAGE_OF[fold.state.agreement!.status] ?? 'ended';
  if (expected.stage && stage !== expected.stage)
    fail(`contract ${contract.id} is ${fold.state.agreement!.status}; the model expected it ${expected.stage}`);
  const sizes = sizesOf(fold.state);
  if (expected.grows && sizes[expected.grows] !== contract.sizes[expected.grows] + 1)
    fail(`contract ${contract.id} has ${sizes[expected.grows]} ${expected.grows}; the model expected one more`);
  const granted = fold.state.agreement!.context.auditorIds.includes(world.users.auditor.userId);
  if (granted !== contract.auditorGranted)
    fail(`the auditor ${granted ? 'holds' : 'lacks'} a grant on ${contract.id}, against the model`);
  Object.assign(contract, { stage, sizes });
  await checkContract(world, contract.id, fold);
  await checkWalk(world, model);
}

function newContract(id: string, origin: ContractModel['origin'], seller: SellerRole): ContractModel {
  const sizes = { items: 0, terms: 0, invoices: 0, notes: 0, noteItems: 0, payments: 0, accounts: 0 };
  return { id, origin, seller, stage: 'draft', auditorGranted: false, sizes };
}

const pickOf = <T>(list: readonly T[], pick: number): T => list[pick % list.length]!;

async function proposalVersion(world: World, rfq: RfqModel): Promise<number> {
  return (await world.app.app.get(StreamWriter).current('proposal', rfq.id)).version;
}

// ---------------------------------------------------------------------------------------------
// Moves on a contract: one table row per product action.

interface MoveContext {
  contract: ContractModel;
  state: AgreementState;
  entityId: string;
  /** The acting party, when the caller is one. */
  by?: Party;
  variant: number;
}

interface Move {
  name: string;
  target: Target;
  /** Where the model expects the move may be allowed; elsewhere it must be refused. */
  stages: Stage[];
  side: Party | 'either' | 'creator';
  /** The machines' command, as the offered actions name it. */
  command: string;
  request: (ctx: MoveContext) => [method: string, path: string, body?: unknown];
  /** True when the decider refuses this payload although the move is offered (nothing left to bill or pay). */
  refusal?: (ctx: MoveContext) => boolean;
  /** True when the answer is 200 without a change although not offered (the document is already prepared). */
  answeredAnyway?: (ctx: MoveContext) => boolean;
  offer?: (ctx: MoveContext) => Offer;
  /** Calls the API itself when one request is not enough (signing: a code, then the signature). */
  perform?: (world: World, caller: Caller, ctx: MoveContext) => Promise<Answer>;
  /** Ends the contract: never preferred just because it is offered, or walks would end early. */
  terminal?: boolean;
  stage?: Stage;
  grows?: Sized;
  weight: number;
}

const A = (ctx: MoveContext) => ({ AgreementId: ctx.contract.id });
const post = (path: string, body?: unknown): [string, string, unknown] => ['POST', path, body];
const business = (name: string, body: (ctx: MoveContext) => unknown) => (ctx: MoveContext) =>
  post(`/api/Business/${name}`, body(ctx));
const byId = (ctx: MoveContext) => ({ Id: ctx.entityId });

const RATES = ['95.00', '100.00', '480.50', '49999.99'];

// The other side's offer (the negotiation converges) on even variants, a new one on odd ones.
function itemOffer({ state, entityId, by, variant }: MoveContext) {
  const item = state.items[entityId]!.context;
  const theirs =
    by === 'buyer' ? [item.sellerRate, item.sellerCompletionDays] : [item.buyerRate, item.buyerCompletionDays];
  if (variant % 2 === 0 && theirs[0] !== null) return { Amount: theirs[0], CompletionDays: theirs[1] ?? 7 };
  return { Amount: pickOf(RATES, variant), CompletionDays: 5 + variant };
}

/** Up to two active items with quantity left to bill, one to three of each at the agreed rate. */
function invoiceRows({ state, variant }: MoveContext) {
  return Object.entries(state.items)
    .map(([AgItemId, item]) => {
      const left = Number(subtractDecimals(item.context.quantity, billedQuantity(state, AgItemId)));
      const Rate = item.context.sellerRate ?? item.context.buyerRate ?? '1.00';
      return { AgItemId, QuantityDelivered: Math.min(left, 1 + (variant % 3)), Rate };
    })
    .filter((row) => row.QuantityDelivered > 0)
    .slice(0, 1 + (variant % 2));
}

// One defect on two variants in three (the note then settles for less: a credit note), at the other side's rate.
function noteLine({ state, entityId, by, variant }: MoveContext) {
  const line = state.noteItems[entityId]!.context;
  const defects = variant % 3 === 0 ? 0 : 1;
  const Rate = by === 'seller' ? line.buyerRate : line.sellerRate;
  return { Id: entityId, DefectedCount: Math.min(defects, Number(line.deliveredCount)), Rate };
}

function outstandingOf({ state, entityId }: MoveContext): string {
  const advance = state.agreement!.context.advance;
  if (advance?.notePaymentId === entityId) return advancePaymentSummary(state)!.outstanding;
  const noteId = Object.keys(state.notes).find((id) => state.notes[id]!.context.notePaymentId === entityId)!;
  return notePaymentSummary(state, noteId)!.outstanding;
}

// All of what is due on even variants, half of it on odd ones.
function paidAmount(ctx: MoveContext): string {
  const outstanding = outstandingOf(ctx);
  const half = toAmount(divideDecimals(outstanding, 2, 2));
  return ctx.variant % 2 === 1 && compareDecimals(half, 0) > 0 ? half : outstanding;
}

function accountOffer(ctx: MoveContext): Offer {
  const { state, entityId } = ctx;
  if (state.agreement!.context.advance?.notePaymentId === entityId) return ['PayAdvance', 'agreement', ctx.contract.id];
  const noteId = Object.keys(state.notes).find((id) => state.notes[id]!.context.notePaymentId === entityId)!;
  return ['MakePayment', 'notes', noteId];
}

const MOVES: Move[] = [
  {
    name: 'Publish',
    target: 'agreement',
    stages: ['draft'],
    side: 'creator',
    command: 'StartAgreement',
    stage: 'negotiating',
    weight: 3,
    request: (ctx) =>
      post(
        ctx.contract.origin === 'purchase order' ? '/api/PurchaseOrders/Publish' : '/api/Business/StartAgreement',
        A(ctx),
      ),
  },
  {
    name: 'DeleteAgreement',
    target: 'agreement',
    stages: ['draft'],
    side: 'creator',
    command: 'DiscardAgreement',
    terminal: true,
    stage: 'ended',
    weight: 1,
    request: (ctx) => ['DELETE', `/api/Business/DeleteAgreement?agreementId=${ctx.contract.id}`],
  },
  {
    name: 'NegotiateItem',
    target: 'items',
    stages: ['negotiating'],
    side: 'either',
    command: 'NegotiateItem',
    weight: 2,
    request: business('NegotiateItem', (ctx) => ({ ...A(ctx), ItemId: ctx.entityId, ...itemOffer(ctx) })),
  },
  {
    name: 'AcceptItem',
    target: 'items',
    stages: ['negotiating'],
    side: 'either',
    command: 'AcceptItem',
    weight: 3,
    request: business('AcceptItem', (ctx) => ({ ...A(ctx), ItemId: ctx.entityId })),
  },
  {
    name: 'NegotiateTerm',
    target: 'terms',
    stages: ['negotiating'],
    side: 'either',
    command: 'NegotiateTerm',
    weight: 1,
    request: business('NegotiateTerm', (ctx) => ({
      ...A(ctx),
      TermId: ctx.entityId,
      TermTitle: 'Delivery',
      TermTxt: `Within ${10 + ctx.variant} days of the order.`,
    })),
  },
  {
    name: 'AcceptTerm',
    target: 'terms',
    stages: ['negotiating'],
    side: 'either',
    command: 'AcceptTerm',
    weight: 3,
    request: business('AcceptTerm', (ctx) => ({ ...A(ctx), TermId: ctx.entityId })),
  },
  {
    name: 'NegotiateAgreement',
    target: 'agreement',
    stages: ['negotiating'],
    side: 'either',
    command: 'NegotiateAgreement',
    weight: 1,
    request: business('NegotiateAgreement', (ctx) => ({
      ...A(ctx),
      LDPercent: 2,
      LDDays: 5,
      Advance: pickOf([0, 10, 25], ctx.variant),
      AgreementDuration: 30,
    })),
  },
  {
    name: 'AcceptAgreement',
    target: 'agreement',
    stages: ['negotiating'],
    side: 'either',
    command: 'AcceptAgreement',
    weight: 2,
    request: business('AcceptAgreement', A),
  },
  {
    name: 'StartContract',
    target: 'agreement',
    stages: ['draft', 'negotiating'],
    side: 'buyer',
    command: 'StartContract',
    stage: 'active',
    weight: 4,
    request: business('StartContract', A),
  },
  {
    name: 'RejectAgreement',
    target: 'agreement',
    stages: ['negotiating'],
    side: 'buyer',
    command: 'RejectAgreement',
    terminal: true,
    stage: 'ended',
    weight: 1,
    request: business('RejectAgreement', (ctx) => ({ ...A(ctx), RemarkText: 'Not at these rates.' })),
  },
  {
    name: 'FixDocument',
    target: 'agreement',
    stages: ['negotiating', 'active'],
    side: 'either',
    command: 'FixContractDocument',
    answeredAnyway: (ctx) => ctx.state.signing.document !== null,
    weight: 2,
    request: (ctx) => post(`/api/agreements/${ctx.contract.id}/document`),
  },
  {
    name: 'SignContract',
    target: 'agreement',
    stages: ['negotiating', 'active'],
    side: 'either',
    command: 'SignContract',
    weight: 3,
    request: (ctx) =>
      post(`/api/agreements/${ctx.contract.id}/signing-code`, {
        Hash: ctx.state.signing.document?.hash ?? '0'.repeat(64),
      }),
    perform: signWithCode,
  },
  {
    name: 'MakeInvoice',
    target: 'agreement',
    stages: ['active'],
    side: 'seller',
    command: 'MakeInvoice',
    refusal: (ctx) => invoiceRows(ctx).length === 0,
    grows: 'invoices',
    weight: 1,
    request: business('MakeInvoice', (ctx) => {
      const rows = invoiceRows(ctx);
      const first = Object.keys(ctx.state.items)[0];
      return {
        ContractId: ctx.contract.id,
        InvoiceNote: 'Delivered as ordered.',
        ItemList: rows.length > 0 ? rows : [{ AgItemId: first, QuantityDelivered: 1, Rate: '1.00' }],
      };
    }),
  },
  {
    name: 'PublishInvoice',
    target: 'invoices',
    stages: ['active'],
    side: 'seller',
    command: 'PublishInvoice',
    weight: 3,
    request: (ctx) => post(`/api/Business/PublishInvoice?invId=${ctx.entityId}`),
  },
  {
    name: 'GenerateTxnNote',
    target: 'invoices',
    stages: ['active'],
    side: 'buyer',
    command: 'GenerateTxnNote',
    grows: 'notes',
    weight: 4,
    request: (ctx) => post(`/api/Business/GenerateTxnNote?invId=${ctx.entityId}`),
  },
  {
    name: 'UpdateTxnNoteItem',
    target: 'noteItems',
    stages: ['active'],
    side: 'buyer',
    command: 'UpdateTxnNoteItem',
    weight: 4,
    request: business('UpdateTxnNoteItem', noteLine),
  },
  {
    name: 'PublishTxnNote',
    target: 'notes',
    stages: ['active'],
    side: 'buyer',
    command: 'PublishTxnNote',
    weight: 4,
    request: (ctx) => post(`/api/Business/PublishTxnNote?txnNoteId=${ctx.entityId}`),
  },
  {
    name: 'NegotiateTxnNote',
    target: 'notes',
    stages: ['active'],
    side: 'either',
    command: 'NegotiateTxnNote',
    weight: 1,
    request: business('NegotiateTxnNote', (ctx) => ({
      ...byId(ctx),
      PanalityPercent: pickOf([0, 1, 2.5], ctx.variant),
    })),
  },
  {
    name: 'AcceptTxnNote',
    target: 'notes',
    stages: ['active'],
    side: 'either',
    command: 'AcceptTxnNote',
    weight: 3,
    request: business('AcceptTxnNote', byId),
  },
  {
    name: 'CompleteTxnNote',
    target: 'notes',
    stages: ['active'],
    side: 'buyer',
    command: 'CompleteTxnNote',
    weight: 2,
    request: business('CompleteTxnNote', byId),
  },
  {
    name: 'NegotiateTxnNoteItem',
    target: 'noteItems',
    stages: ['active'],
    side: 'either',
    command: 'NegotiateTxnNoteItem',
    weight: 1,
    request: business('NegotiateTxnNoteItem', noteLine),
  },
  {
    name: 'AcceptTxnNoteItem',
    target: 'noteItems',
    stages: ['active'],
    side: 'either',
    command: 'AcceptTxnNoteItem',
    weight: 2,
    request: business('AcceptTxnNoteItem', byId),
  },
  {
    name: 'MakePayment',
    target: 'accounts',
    stages: ['active'],
    side: 'buyer',
    command: 'MakePayment',
    offer: accountOffer,
    refusal: (ctx) => compareDecimals(outstandingOf(ctx), 0) <= 0,
    grows: 'payments',
    weight: 4,
    request: business('MakePayment', (ctx) => ({
      NotePaymentId: ctx.entityId,
      PaidAmount: compareDecimals(outstandingOf(ctx), 0) > 0 ? paidAmount(ctx) : '1.00',
      PaymentNote: 'Paid by UPI',
      PaymentReference: `UTR${ctx.variant}0042`,
    })),
  },
  {
    name: 'PaymentReceived',
    target: 'payments',
    stages: ['active'],
    side: 'seller',
    command: 'MarkPaymentReceived',
    weight: 3,
    request: business('PaymentReceived', (ctx) => ({ PaymentId: ctx.entityId })),
  },
  {
    name: 'PaymentNotReceived',
    target: 'payments',
    stages: ['active'],
    side: 'seller',
    command: 'MarkPaymentNotReceived',
    weight: 1,
    request: business('PaymentNotReceived', (ctx) => ({ PaymentId: ctx.entityId, Note: 'Not in our account yet.' })),
  },
  {
    name: 'PaymentRespond',
    target: 'payments',
    stages: ['active'],
    side: 'buyer',
    command: 'RespondToPayment',
    weight: 1,
    request: business('PaymentRespond', (ctx) => ({ PaymentId: ctx.entityId, Note: 'Sent again, see the UTR.' })),
  },
];

function entitiesOf(state: AgreementState, target: Target): string[] {
  if (target === 'agreement') return [state.agreement!.context.agreementId];
  if (target === 'accounts') return paymentAccounts(state).map(([account]) => account);
  return Object.keys(state[target]);
}

const offerOf = (move: Move, ctx: MoveContext): Offer =>
  move.offer?.(ctx) ?? [
    move.command,
    move.target === 'agreement' ? 'agreement' : (move.target as Offer[1]),
    ctx.entityId,
  ];

function sideOf(move: Move, state: AgreementState, variant: number): Party {
  if (move.side === 'creator') return state.agreement!.context.creatorRole;
  return move.side === 'either' ? (variant % 2 === 0 ? 'buyer' : 'seller') : move.side;
}

const contextOf = (turn: Turn, entityId: string, variant: number, by?: Party): MoveContext => ({
  contract: turn.contract,
  state: turn.state,
  entityId,
  variant,
  by,
});

/** The (target, party) pairs the machines offer `move` to now, with a payload they would accept. */
const offeredPairs = (turn: Turn, move: Move) =>
  entitiesOf(turn.state, move.target).flatMap((entityId) =>
    (['buyer', 'seller'] as const)
      .filter((party) => {
        const ctx = contextOf(turn, entityId, 0, party);
        return offered(turn, party, offerOf(move, ctx)) && !move.refusal?.(ctx);
      })
      .map((party) => ({ entityId, caller: callerOf(turn.contract, party) })),
  );

/**
 * The move a contract step takes: one the model finds plausible for the contract's stage, three
 * times in four one the machines offer someone now (so walks go deep), rarely any move at all.
 */
function chooseMove(turn: Turn, choice: number, anyStage: boolean): Move {
  const present = MOVES.filter((move) => entitiesOf(turn.state, move.target).length > 0);
  const plausible = present.filter((move) => anyStage || move.stages.includes(turn.contract.stage));
  const offeredNow = plausible.filter((move) => !move.terminal && offeredPairs(turn, move).length > 0);
  const pool = choice % 4 !== 0 && offeredNow.length > 0 ? offeredNow : plausible.length > 0 ? plausible : present;
  let left = Math.floor(choice / 4) % pool.reduce((sum, move) => sum + move.weight, 0);
  return pool.find((move) => (left -= move.weight) < 0)!;
}

/** The target and the caller: for `party`, a pair the machines offer the move to, if there is one. */
function resolve(turn: Turn, move: Move, who: Who, pick: number, variant: number) {
  const entities = entitiesOf(turn.state, move.target);
  if (who !== 'party') return { entityId: pickOf(entities, pick), caller: who };
  const pairs = offeredPairs(turn, move);
  if (pairs.length > 0) return pickOf(pairs, pick);
  return { entityId: pickOf(entities, pick), caller: callerOf(turn.contract, sideOf(move, turn.state, variant)) };
}

/** The model's verdict; where it allows the move in principle the machines' offer decides. */
function judge(turn: Turn, move: Move, ctx: MoveContext, caller: Caller): Verdict {
  if (caller === 'anonymous') return ANONYMOUS;
  const by = ctx.by;
  if (!by) return NOT_A_PARTY;
  const isOffered = offered(turn, by, offerOf(move, ctx));
  const stageOk = move.stages.includes(ctx.contract.stage);
  const side = move.side === 'creator' ? ctx.state.agreement!.context.creatorRole : move.side;
  const sideOk = side === 'either' || by === side;
  if (isOffered && !(stageOk && sideOk))
    fail(
      `the machines offer ${move.name} to the ${by} of a contract that is ${ctx.state.agreement!.status}, which the model rules out`,
    );
  if (move.answeredAnyway?.(ctx)) return { allowed: true, appends: isOffered, statuses: [200] };
  return isOffered && !move.refusal?.(ctx) ? ALLOWED : PARTY_REFUSAL;
}

type WalkCommand = fc.AsyncCommand<WalkModel, World>;

const STAGE_ORDER: Stage[] = ['ended', 'draft', 'negotiating', 'active'];
const liveContracts = (model: Readonly<WalkModel>) => model.contracts.filter((contract) => contract.stage !== 'ended');
const roomForContract = (model: Readonly<WalkModel>) =>
  model.contracts.length < MAX_CONTRACTS && liveContracts(model).length < MAX_LIVE_CONTRACTS;

// Every other step works on the contract furthest along, so walks reach invoices, notes and payments.
function contractFor(model: WalkModel, pick: number, anyStage: boolean): ContractModel {
  const live = liveContracts(model);
  const pool = anyStage || live.length === 0 ? model.contracts : live;
  if (pick % 2 === 1) return pickOf(pool, pick >> 1);
  return pool.reduce((best, contract) =>
    STAGE_ORDER.indexOf(contract.stage) > STAGE_ORDER.indexOf(best.stage) ? contract : best,
  );
}

/** One move on a contract, chosen when it runs from what the model finds plausible. */
class ContractStep implements WalkCommand {
  // What the step did, for the printed counterexample.
  private done = '';

  constructor(
    readonly choice: number,
    readonly pick: number,
    readonly who: Who,
    readonly variant: number,
    readonly anyStage: boolean,
  ) {}

  check = (model: Readonly<WalkModel>) => model.contracts.length > 0;

  async run(model: WalkModel, world: World): Promise<void> {
    const contract = contractFor(model, this.pick, this.anyStage);
    const turn = await turnOf(world, contract);
    const move = chooseMove(turn, this.choice, this.anyStage);
    const { entityId, caller } = resolve(turn, move, this.who, this.pick, this.variant);
    const ctx = contextOf(turn, entityId, this.variant, partyOf(world, turn.state, caller));
    const verdict = judge(turn, move, ctx, caller);
    const [method, path, body] = move.request(ctx);
    this.done = `${move.name} by ${caller} on contract ${model.contracts.indexOf(contract)}`;
    const answer = await (move.perform?.(world, caller, ctx) ?? callAs(world, caller, method, path, body));
    expectAnswer(world, move.name, `${caller} ${method} ${path}`, answer, verdict);
    await afterContractStep(world, model, contract, {
      before: turn.version,
      appends: verdict.appends,
      stage: verdict.appends ? move.stage : undefined,
      grows: verdict.appends ? move.grows : undefined,
    });
  }

  toString = () =>
    `Step(${this.choice}, ${this.pick}, ${this.who}, ${this.variant}${this.anyStage ? ', any stage' : ''})${this.done ? ` = ${this.done}` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Steps that create contracts and RFQs, sign, and grant or revoke the auditor.

type Creator = 'buyer' | SellerRole | 'anonymous';

class SendContractStep implements WalkCommand {
  constructor(
    readonly creator: Creator,
    readonly seller: SellerRole,
    readonly signatures: boolean,
    readonly advance: number,
    readonly publish: boolean,
  ) {}

  check = roomForContract;

  async run(model: WalkModel, world: World): Promise<void> {
    const seller = this.creator === 'buyer' || this.creator === 'anonymous' ? this.seller : this.creator;
    const other = this.creator === 'buyer' ? world.users[seller] : world.users.buyer;
    const overrides = {
      CreatorType: this.creator === 'buyer' ? 'buyer' : 'seller',
      RequireSignatures: this.signatures,
      Advance: this.advance,
      Publish: this.publish,
    };
    if (this.creator === 'anonymous') {
      const answer = await callAs(world, 'anonymous', 'POST', '/api/Business/SendContract', {
        ...overrides,
        ContractType: 'Sales',
        OtherPartyContactInfo: other.phone,
      });
      expectAnswer(world, 'SendContract', 'anonymous', answer, ANONYMOUS);
      return checkWalk(world, model);
    }
    const sent = await sendContract(world.app.baseUrl, world.users[this.creator], other.phone, overrides);
    countStep(world.stats, 'SendContract', true);
    const contract = newContract(sent.id, 'builder', seller);
    model.contracts.push(contract);
    await afterContractStep(world, model, contract, { appends: true, stage: this.publish ? 'negotiating' : 'draft' });
  }

  toString = () =>
    `SendContract(${this.creator} with ${this.creator === 'buyer' ? this.seller : 'buyer'}, signatures ${this.signatures}, advance ${this.advance}%, publish ${this.publish})`;
}

class PurchaseOrderStep implements WalkCommand {
  constructor(
    readonly raisedBy: Creator,
    readonly seller: SellerRole,
    readonly advance: boolean,
    readonly publish: boolean,
  ) {}

  check = roomForContract;

  async run(model: WalkModel, world: World): Promise<void> {
    const seller = this.raisedBy === 'buyer' || this.raisedBy === 'anonymous' ? this.seller : this.raisedBy;
    const creator: Caller = this.raisedBy;
    const other = this.raisedBy === 'buyer' ? world.users[seller] : world.users.buyer;
    const header = {
      PoTitle: 'Office chairs',
      PoDescription: 'Ergonomic chairs for the Pune office',
      PoRaisedForPhoneNumber: other.phone,
      PoCompletionDurationInDays: 90,
      PoNotificationPeriod: 7,
      PoDiscount: 0,
      PoCurrency: 'INR',
      RaisedBy: this.raisedBy === 'buyer' ? 'Buyer' : 'Seller',
    };
    const created = await callAs(world, creator, 'POST', '/api/PurchaseOrders/Create', header);
    if (creator === 'anonymous') {
      expectAnswer(world, 'PurchaseOrders/Create', 'anonymous', created, ANONYMOUS);
      return checkWalk(world, model);
    }
    expectAnswer(world, 'PurchaseOrders/Create', creator, created, ALLOWED);
    const contract = newContract((created.body!.data as { id: string }).id, 'purchase order', seller);
    model.contracts.push(contract);
    const AgreementId = contract.id;
    const item = { AgreementId, ItemTitle: 'Chair', ItemCode: '9401', Qty: 10, Tax: 18, Rate: 100 };
    const calls: [string, unknown][] = [
      ['AddItem', { ...item, CurrencyId: 'INR', UnitId: 1, ItemDeliveredInDays: 30 }],
      ...(this.advance
        ? [['AddPayment', { AgreementId, type: 'A', note: 'Advance', amt: 10 }] as [string, unknown]]
        : []),
      ['AddPayment', { AgreementId, type: 'F', note: 'Balance on delivery' }],
      ...(this.publish ? [['Publish', { AgreementId }] as [string, unknown]] : []),
    ];
    for (const [name, body] of calls)
      expectAnswer(
        world,
        `PurchaseOrders/${name}`,
        creator,
        await callAs(world, creator, 'POST', `/api/PurchaseOrders/${name}`, body),
        ALLOWED,
      );
    await afterContractStep(world, model, contract, { appends: true, stage: this.publish ? 'negotiating' : 'draft' });
  }

  toString = () =>
    `PurchaseOrder(raised by ${this.raisedBy}${this.raisedBy === 'buyer' ? ` for ${this.seller}` : ''}, advance ${this.advance}, publish ${this.publish})`;
}

class PublishRfqStep implements WalkCommand {
  constructor(readonly owner: 'buyer' | 'anonymous') {}

  check = (model: Readonly<WalkModel>) => model.rfqs.length < MAX_RFQS;

  async run(model: WalkModel, world: World): Promise<void> {
    if (this.owner === 'anonymous') {
      const answer = await callAs(world, 'anonymous', 'POST', '/api/Business/SaveRFQ', { Title: 'Office supplies' });
      expectAnswer(world, 'SaveRFQ', 'anonymous', answer, ANONYMOUS);
      return checkWalk(world, model);
    }
    const { proposalId, itemIds } = await publishRfq(
      world.app.baseUrl,
      world.users.buyer,
      world.users.seller.phone,
      2,
      1,
    );
    countStep(world.stats, 'PublishRfq', true);
    const rfq: RfqModel = { id: proposalId, itemIds, invited: ['seller'], applied: [] };
    model.rfqs.push(rfq);
    await checkRfq(world, rfq);
    await checkWalk(world, model);
  }

  toString = () => `PublishRfq(${this.owner}, inviting seller)`;
}

class InviteStep implements WalkCommand {
  constructor(
    readonly pick: number,
    readonly who: Who,
    readonly invitee: SellerRole,
  ) {}

  check = (model: Readonly<WalkModel>) => model.rfqs.length > 0;

  async run(model: WalkModel, world: World): Promise<void> {
    const rfq = pickOf(model.rfqs, this.pick);
    const caller = this.who === 'party' ? 'buyer' : this.who;
    const allowed = caller === 'buyer' && !rfq.invited.includes(this.invitee);
    const verdict = allowed
      ? ALLOWED
      : caller === 'anonymous'
        ? ANONYMOUS
        : caller === 'buyer'
          ? refused([409])
          : NOT_AN_RFQ_PARTY;
    const before = await proposalVersion(world, rfq);
    const body = { PhoneNumber: world.users[this.invitee].phone, ProposalId: rfq.id };
    const answer = await callAs(world, caller, 'POST', '/api/Business/SendInvite', body);
    expectAnswer(world, 'SendInvite', `${caller} invites ${this.invitee}`, answer, verdict);
    if (allowed) rfq.invited.push(this.invitee);
    await afterRfqStep(world, model, rfq, before, allowed);
  }

  toString = () => `Invite(rfq ${this.pick}, ${this.who} invites ${this.invitee})`;
}

class ApplyStep implements WalkCommand {
  constructor(
    readonly pick: number,
    readonly who: Who,
    readonly advance: number,
  ) {}

  check = (model: Readonly<WalkModel>) => model.rfqs.length > 0 && model.contracts.length < MAX_CONTRACTS;

  async run(model: WalkModel, world: World): Promise<void> {
    const rfq = pickOf(model.rfqs, this.pick);
    const waiting = rfq.invited.filter((seller) => !rfq.applied.includes(seller));
    const caller: Caller = this.who === 'party' ? (waiting[0] ?? 'seller') : this.who;
    const applicant = caller === 'seller' || caller === 'seller2' ? caller : undefined;
    const allowed = !!applicant && waiting.includes(applicant);
    const verdict = allowed
      ? ALLOWED
      : caller === 'anonymous'
        ? ANONYMOUS
        : caller === 'buyer' || (applicant && rfq.invited.includes(applicant))
          ? refused([409])
          : NOT_AN_RFQ_PARTY;
    const before = await proposalVersion(world, rfq);
    const body = {
      ProposalId: rfq.id,
      Advance: this.advance,
      SellerRates: sellerRates(rfq.itemIds, ['95.00', '40.50']),
    };
    const answer = await callAs(world, caller, 'POST', '/api/Business/SaveAgreement', body);
    expectAnswer(world, 'SaveAgreement', `${caller} applies`, answer, verdict);
    if (!allowed || !applicant) return afterRfqStep(world, model, rfq, before, false);
    rfq.applied.push(applicant);
    const contract = newContract((answer.body!.data as { id: string }).id, 'rfq', applicant);
    model.contracts.push(contract);
    await checkRfq(world, rfq);
    await afterContractStep(world, model, contract, { appends: true, stage: 'draft' });
  }

  toString = () => `Apply(rfq ${this.pick}, ${this.who}, advance ${this.advance}%)`;
}

async function afterRfqStep(world: World, model: WalkModel, rfq: RfqModel, before: number, appends: boolean) {
  const after = await proposalVersion(world, rfq);
  if (appends !== after > before)
    fail(
      `RFQ ${rfq.id} went from version ${before} to ${after} on a step that ${appends ? 'appends' : 'changes nothing'}`,
    );
  await checkRfq(world, rfq);
  await checkWalk(world, model);
}

class AuditorStep implements WalkCommand {
  constructor(
    readonly grant: boolean,
    readonly pick: number,
    readonly who: Who,
    readonly untilRevoked: boolean,
  ) {}

  check = (model: Readonly<WalkModel>) => model.contracts.length > 0;

  async run(model: WalkModel, world: World): Promise<void> {
    const contract = pickOf(model.contracts, this.pick);
    const { state, version } = await settledFold(world, contract.id);
    const caller = this.who === 'party' ? callerOf(contract, this.pick % 2 === 0 ? 'buyer' : 'seller') : this.who;
    const party = partyOf(world, state, caller);
    const open = state.agreement!.status !== 'Discarded';
    const allowed = !!party && open && contract.auditorGranted !== this.grant;
    const verdict = allowed ? ALLOWED : caller === 'anonymous' ? ANONYMOUS : party ? PARTY_REFUSAL : NOT_A_PARTY;
    const { auditor } = world.users;
    const [path, body] = this.grant
      ? [
          'GrantAuditorAccess',
          { AgreementId: contract.id, Contact: auditor.phone, Until: this.untilRevoked ? null : FAR_FUTURE },
        ]
      : ['RevokeAuditorAccess', { AgreementId: contract.id, AuditorId: auditor.userId }];
    const answer = await callAs(world, caller, 'POST', `/api/Audit/${path}`, body);
    expectAnswer(world, path, caller, answer, verdict);
    if (allowed) contract.auditorGranted = this.grant;
    await afterContractStep(world, model, contract, { before: version, appends: allowed });
  }

  toString = () => `${this.grant ? 'GrantAuditor' : 'RevokeAuditor'}(contract ${this.pick}, ${this.who})`;
}

/** The newest signing code the outbox holds for `phone`. */
async function signingCode(world: World, phone: string): Promise<string> {
  const answer = await callAs(world, 'anonymous', 'GET', `/api/dev/outbox?to=${encodeURIComponent(phone)}`);
  const messages = (answer.body?.data ?? []) as { body: string; template: string }[];
  const message = messages.find((m) => m.template === 'signing-otp');
  return /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? fail(`no signing code in the outbox for ${phone}`);
}

/** Asks for a signing code for the current document and, when one is sent, signs with it. */
async function signWithCode(world: World, caller: Caller, ctx: MoveContext): Promise<Answer> {
  world.clock.advance(SIGNING_CODE_GAP_MS);
  const [, path, body] = MOVES.find((move) => move.name === 'SignContract')!.request(ctx);
  const sent = await callAs(world, caller, 'POST', path, body);
  if (sent.status !== 200 || caller === 'anonymous') return sent;
  const { ChallengeId } = sent.body!.data as { ChallengeId: string };
  const Code = await signingCode(world, world.users[caller].phone);
  return callAs(world, caller, 'POST', `/api/agreements/${ctx.contract.id}/sign`, { ChallengeId, Code });
}

// ---------------------------------------------------------------------------------------------
// The arbitrary: weighted so that walks go deep (a started contract, invoices, notes, payments).

const who = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Who>('party') },
  { weight: 1, arbitrary: fc.constantFrom<Who>(...CALLERS) },
);
const pick = fc.nat({ max: 15 });
const variant = fc.nat({ max: 5 });
const anyStage = fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
const creator = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom<Creator>('buyer', 'seller', 'seller2') },
  { weight: 1, arbitrary: fc.constant<Creator>('anonymous') },
);
const sellerRole = fc.constantFrom<SellerRole>('seller', 'seller2');
const mostly = fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) });

type Weighted = { weight: number; arbitrary: fc.Arbitrary<WalkCommand> };
const step = (weight: number, arbitrary: fc.Arbitrary<WalkCommand>): Weighted => ({ weight, arbitrary });

const STEPS: Weighted[] = [
  step(
    30,
    fc
      .tuple(fc.nat({ max: 9999 }), pick, who, variant, anyStage)
      .map(([c, p, w, v, a]) => new ContractStep(c, p, w, v, a)),
  ),
  step(
    3,
    fc
      .tuple(creator, sellerRole, fc.boolean(), fc.constantFrom(0, 10), mostly)
      .map(([c, s, signatures, advance, publish]) => new SendContractStep(c, s, signatures, advance, publish)),
  ),
  step(
    2,
    fc
      .tuple(creator, sellerRole, fc.boolean(), mostly)
      .map(([c, s, advance, publish]) => new PurchaseOrderStep(c, s, advance, publish)),
  ),
  step(
    1,
    fc.constantFrom<'buyer' | 'anonymous'>('buyer', 'buyer', 'anonymous').map((o) => new PublishRfqStep(o)),
  ),
  step(
    1,
    fc.tuple(pick, who, sellerRole).map(([p, w, s]) => new InviteStep(p, w, s)),
  ),
  step(
    2,
    fc.tuple(pick, who, fc.constantFrom(0, 10)).map(([p, w, a]) => new ApplyStep(p, w, a)),
  ),
  step(
    1,
    fc.tuple(pick, who, fc.boolean()).map(([p, w, u]) => new AuditorStep(true, p, w, u)),
  ),
  step(
    1,
    fc.tuple(pick, who).map(([p, w]) => new AuditorStep(false, p, w, false)),
  ),
];

// Every walk opens with a contract between the buyer and a seller, so none is empty.
const opening = fc.oneof(
  fc
    .tuple(fc.constantFrom<Creator>('buyer', 'seller'), sellerRole, fc.boolean(), mostly)
    .map(([c, s, signatures, publish]) => new SendContractStep(c, s, signatures, 10, publish)),
  fc
    .tuple(fc.constantFrom<Creator>('buyer', 'seller2'), sellerRole)
    .map(([c, s]) => new PurchaseOrderStep(c, s, true, true)),
);

/** A walk: its opening step, then up to `maxCommands` steps (those whose `check` fails on the model are skipped). */
export const walkCommands = (maxCommands: number, replayPath?: string) =>
  fc.tuple(opening, fc.commands([fc.oneof(...STEPS)], { maxCommands, size: 'max', replayPath }));
