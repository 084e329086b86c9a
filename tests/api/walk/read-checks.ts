// The walk's read side. After every step: every read endpoint of the touched contract (or RFQ) as
// every caller, compared with a fresh fold of its stream, then invariants across the whole walk
// (dashboard lists, gapless GST numbers per seller, the client reports adding up).
import { expect } from '@jest/globals';
import {
  advancePaymentSummary,
  agreementTurn,
  availableAgreementActions,
  creditNoteLinesOf,
  decimalsEqual,
  hasExecutionMove,
  signedByBoth,
  sumAmounts,
  verifyAuditExport,
  type AgreementState,
  type ProposalState,
} from '@samvida/machines';
import { EVENT_STORE, type EventStore } from '../../../backend/src/event-store/event-store.port.js';
import { ProjectionProgress } from '../../../backend/src/projections/projection-progress.js';
import { StreamWriter } from '../../../backend/src/streams/stream-writer.service.js';
import type { TestApp } from '../../setup/test-app.js';
import type { SignedIn } from '../accounts/support/accounts.js';
import { foldStream } from '../agreements/support/fold.js';
import { eventually, pdfText } from '../invoices/support/contracts.js';
import type { RfqModel, WalkModel } from './walk-model.js';

export const USERS = ['buyer', 'seller', 'seller2', 'auditor', 'outsider'] as const;
export type User = (typeof USERS)[number];
export type Caller = User | 'anonymous';
export const CALLERS: readonly Caller[] = [...USERS, 'anonymous'];

/** What the walk counts, to say what it covered. */
export interface WalkStats {
  /** Steps taken by name and outcome, e.g. `AcceptItem done`, `AcceptItem refused`. */
  steps: Map<string, number>;
  reads: number;
  endpoints: Set<string>;
  /** Event types the walk's contracts hold. */
  events: Set<string>;
}

export const newStats = (): WalkStats => ({ steps: new Map(), reads: 0, endpoints: new Set(), events: new Set() });

export function countStep(stats: WalkStats, name: string, done: boolean): void {
  const key = `${name} ${done ? 'done' : 'refused'}`;
  stats.steps.set(key, (stats.steps.get(key) ?? 0) + 1);
}

/** The system under test for one walk: the app, this walk's users and what it has counted. */
export interface World {
  app: TestApp;
  users: Record<User, SignedIn>;
  /** The key `GET api/Audit/PublicKey` publishes, to check exports against. */
  publicKey: string;
  /** Moves the server's clock (signing codes wait between sends). */
  clock: { advance(ms: number): void };
  stats: WalkStats;
}

export interface Answer {
  status: number;
  type: string;
  body?: { status: 0 | 1; data?: unknown; message?: string };
  bytes: Buffer;
}

/** Calls the API as `caller`; PDFs come back as bytes, everything else as the JSON envelope. */
export async function callAs(world: World, caller: Caller, method: string, path: string, body?: unknown) {
  const token = caller === 'anonymous' ? undefined : world.users[caller].token;
  const response = await fetch(`${world.app.baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  const answer: Answer = { status: response.status, type, bytes };
  if (type.includes('json')) answer.body = JSON.parse(bytes.toString('utf8'));
  return answer;
}

export function fail(message: string): never {
  throw new Error(message);
}

/** The agreement folded afresh from its events, after numbering has caught up and the read models with it. */
export async function settledFold(world: World, agreementId: string) {
  const folded = await eventually(async () => {
    const fold = await foldStream(world.app, agreementId);
    return awaitsNumbering(fold.state) ? undefined : fold;
  }).catch(() => fail(`GST numbering left a document of ${agreementId} without its number for 15 s`));
  const events = await world.app.app.get<EventStore>(EVENT_STORE).readStream(`agreement-${agreementId}`);
  const last = events.at(-1)?.globalPosition ?? 0;
  if (!(await world.app.app.get(ProjectionProgress).waitFor(last, 15_000)))
    fail(`the projections did not reach position ${last} of agreement ${agreementId}`);
  // The writer's cached fold must be the same as a fold from scratch.
  const cached = await world.app.app.get(StreamWriter).current('agreement', agreementId);
  expect(['cached fold', cached.version, cached.state]).toEqual(['cached fold', folded.version, folded.state]);
  for (const event of events) world.stats.events.add(event.type);
  return folded;
}

// GST numbering is a reactor: a published invoice and a note settled for less get their numbers
// a moment after the command answers.
function awaitsNumbering(state: AgreementState): boolean {
  const invoices = Object.values(state.invoices);
  if (invoices.some((invoice) => invoice.status === 'Published' && !invoice.context.tax)) return true;
  return Object.entries(state.notes).some(([noteId, note]) => {
    const invoice = state.invoices[note.context.invoiceId]!;
    return note.context.totalDue !== null && !invoice.context.creditNote && creditNoteLinesOf(state, noteId).length > 0;
  });
}

type Access = 'party' | 'auditor' | 'stranger' | 'anonymous';

function accessTo(world: World, caller: Caller, state: AgreementState): Access {
  if (caller === 'anonymous') return 'anonymous';
  const userId = world.users[caller].userId;
  const { buyerId, sellerId, auditorIds } = state.agreement!.context;
  if (userId === buyerId || userId === sellerId) return 'party';
  return auditorIds.includes(userId) ? 'auditor' : 'stranger';
}

interface ReadView {
  world: World;
  caller: Caller;
  userId: string;
  state: AgreementState;
  version: number;
}

interface ContractRead {
  endpoint: string;
  path: string;
  pdf?: boolean;
  /** A JSON file for download (the e-invoice), not the `{status, data}` envelope. */
  raw?: boolean;
  /** Whether a granted auditor may read it like a party (else 403). */
  auditor: boolean;
  /** Whether a reader gets it (200) or 404. */
  exists: boolean;
  verify?: (data: never, view: ReadView) => void | Promise<void>;
}

const same = (label: string, actual: unknown, expected: unknown) => expect([label, actual]).toEqual([label, expected]);

function contractReads(agreementId: string, state: AgreementState, version: number): ContractRead[] {
  const q = `agreementId=${agreementId}`;
  const ag = `agId=${agreementId}`;
  const read = (endpoint: string, path: string, more: Partial<ContractRead> = {}): ContractRead => ({
    endpoint,
    path,
    auditor: true,
    exists: true,
    ...more,
  });
  const documents = state.signing.documentCount > 0;
  const isPo = !!state.purchaseOrder;
  return [
    read('GetUserAgreementDetail', `/api/Business/GetUserAgreementDetail?${q}`, { verify: verifyDetail }),
    read('AvailableActions', `/api/Business/AvailableActions?${q}`, { verify: verifyActions }),
    read('GetAgreementItems', `/api/Business/GetAgreementItems?agreementid=${agreementId}`, { verify: verifyItems }),
    read('AgreementTermList', `/api/Business/AgreementTermList?${q}`, { verify: verifyTerms }),
    read('ExpectedPayments', `/api/Business/ExpectedPayments?${q}`, { exists: isPo }),
    read('PurchaseOrders/Detail', `/api/PurchaseOrders/Detail?purchaseOrderId=${agreementId}`, {
      exists: isPo,
      verify: (data: { status: string }, view) =>
        same('purchase order status', data.status, view.state.agreement!.status),
    }),
    read('InvoiceList', `/api/Business/InvoiceList?ctId=${agreementId}`, { verify: verifyInvoices }),
    read('AdvancePayment', `/api/Business/AdvancePayment?${q}`, { verify: verifyAdvance }),
    ...Object.keys(state.notes).map((noteId) =>
      read('GetTxnNote', `/api/Business/GetTxnNote?txnNoteId=${noteId}`, { verify: verifyNote(noteId) }),
    ),
    ...paymentAccounts(state).map(([account, noteId]) =>
      read('PayList', `/api/Business/PayList?notePayId=${account}`, { verify: verifyPayList(noteId) }),
    ),
    read('signatures', `/api/agreements/${agreementId}/signatures`, { verify: verifyPanel }),
    read('document.pdf', `/api/agreements/${agreementId}/document.pdf`, { pdf: true, exists: documents }),
    read('certificate.pdf', `/api/agreements/${agreementId}/certificate.pdf`, { pdf: true, exists: documents }),
    read('signed-contract.pdf', `/api/agreements/${agreementId}/signed-contract.pdf`, {
      pdf: true,
      exists: documents,
    }),
    ...Object.entries(state.invoices).flatMap(([invoiceId, { context }]) => [
      read('InvoicePdf', `/api/Business/InvoicePdf?invId=${invoiceId}`, {
        pdf: true,
        exists: !!context.tax,
        verify: pdfNaming(context.tax?.number),
      }),
      read('CreditNotePdf', `/api/Business/CreditNotePdf?invId=${invoiceId}`, {
        pdf: true,
        exists: !!context.creditNote,
        verify: pdfNaming(context.creditNote?.number),
      }),
      read('EInvoiceJson INV', `/api/Business/EInvoiceJson?invId=${invoiceId}`, {
        raw: true,
        exists: !!context.tax,
        verify: eInvoiceNumbered(context.tax?.number),
      }),
      read('EInvoiceJson CRN', `/api/Business/EInvoiceJson?invId=${invoiceId}&type=CRN`, {
        raw: true,
        exists: !!context.creditNote,
        verify: eInvoiceNumbered(context.creditNote?.number),
      }),
    ]),
    read('Audit/Timeline', `/api/Audit/Timeline?${ag}`, { verify: verifyTimeline(agreementId) }),
    read('Audit/StateAt', `/api/Audit/StateAt?${ag}&version=${version}`, { verify: verifyStateAt }),
    read('Audit/VerifyChain', `/api/Audit/VerifyChain?${ag}`, {
      verify: (data: object, view) =>
        same('VerifyChain', data, expect.objectContaining({ ok: true, lastVersion: view.version })),
    }),
    read('Audit/Export', `/api/Audit/Export?${ag}`, { verify: verifyExport }),
    read('Audit/Report', `/api/Audit/Report?${ag}`, { pdf: true }),
    read('Audit/Auditors', `/api/Audit/Auditors?${ag}`, { auditor: false, verify: verifyAuditors }),
    read('Audit/ReadLog', `/api/Audit/ReadLog?${ag}`, { auditor: false }),
    read('ContractDayReport', `/api/business/ContractDayReport?${ag}`),
  ];
}

/** The payment accounts of a contract: the advance's and each settled note's, with the note (null for the advance). */
export function paymentAccounts(state: AgreementState): [account: string, noteId: string | null][] {
  const advance = state.agreement?.context.advance?.notePaymentId;
  const notes = Object.entries(state.notes).flatMap(([noteId, note]) =>
    note.context.notePaymentId ? [[note.context.notePaymentId, noteId] as [string, string]] : [],
  );
  return advance ? [[advance, null], ...notes] : notes;
}

function verifyDetail(data: { status: string; version: number; state: AgreementState }, view: ReadView) {
  same('detail status', data.status, view.state.agreement!.status);
  same('detail version', data.version, view.version);
  same('detail state', data.state, view.state);
}

function verifyActions(data: unknown, view: ReadView) {
  same('available actions', data, availableAgreementActions(view.state, { userId: view.userId }));
}

function verifyItems(data: { id: string; itemStatus: string; sellerRate: string | null }[], view: ReadView) {
  const folded = Object.entries(view.state.items).map(([id, item]) => [id, item.status, item.context.sellerRate]);
  same(
    'items',
    data.map((item) => [item.id, item.itemStatus, item.sellerRate]),
    folded,
  );
}

function verifyTerms(data: { id: string; termStatus: string }[], view: ReadView) {
  const folded = Object.entries(view.state.terms).map(([id, term]) => [id, term.status]);
  same(
    'terms',
    data.map((term) => [term.id, term.termStatus]),
    folded,
  );
}

interface InvoiceCard {
  id: string;
  invoiceStatus: string;
  taxInvoice: { number: string } | null;
  creditNote: { number: string } | null;
  txnNote: { id: string; noteStatus: string } | null;
}

function verifyInvoices(data: InvoiceCard[], view: ReadView) {
  const isSeller = view.userId === view.state.agreement!.context.sellerId;
  const folded = Object.entries(view.state.invoices)
    .filter(([, invoice]) => isSeller || invoice.status !== 'Draft')
    .map(([id, { status, context }]) => {
      const note = context.noteId ? view.state.notes[context.noteId] : undefined;
      return [id, status, context.tax?.number ?? null, context.creditNote?.number ?? null, note?.status ?? null];
    });
  const listed = data.map((card) => [
    card.id,
    card.invoiceStatus,
    card.taxInvoice?.number ?? null,
    card.creditNote?.number ?? null,
    card.txnNote?.noteStatus ?? null,
  ]);
  same('invoices', listed, folded);
}

function verifyAdvance(
  data: { id: string; paymentStatus: string; totalDueAmount: string; outstandingAmount: string } | null,
  view: ReadView,
) {
  const summary = advancePaymentSummary(view.state);
  same(
    'advance payment',
    data && [data.id, data.paymentStatus, data.totalDueAmount, data.outstandingAmount],
    summary ? [summary.notePaymentId, summary.paymentStatus, summary.totalDue, summary.outstanding] : null,
  );
}

const verifyNote =
  (noteId: string) =>
  (data: { id: string; noteStatus: string; itemList: { id: string; noteStatus: string }[] }, view: ReadView) => {
    const lines = Object.entries(view.state.noteItems)
      .filter(([, line]) => line.context.noteId === noteId)
      .map(([id, line]) => [id, line.status]);
    same(
      'transaction note',
      [data.id, data.noteStatus, data.itemList.map((line) => [line.id, line.noteStatus])],
      [noteId, view.state.notes[noteId]!.status, lines],
    );
  };

const verifyPayList = (noteId: string | null) => (data: { id: string; paymentStatus: string }[], view: ReadView) => {
  const folded = Object.entries(view.state.payments)
    .filter(([, payment]) => payment.context.noteId === noteId)
    .map(([id, payment]) => [id, payment.status]);
  same(
    'payments',
    data.map((payment) => [payment.id, payment.paymentStatus]),
    folded,
  );
};

function verifyPanel(
  data: { Required: boolean; Document: { Hash: string } | null; SignedByBoth: boolean },
  view: ReadView,
) {
  const { signing } = view.state;
  same(
    'signature panel',
    [data.Required, data.Document?.Hash ?? null, data.SignedByBoth],
    [signing.required, signing.document?.hash ?? null, signedByBoth(signing)],
  );
}

const pdfNaming = (number: string | undefined) => (bytes: Buffer) => {
  if (number) expect(pdfText(bytes)).toContain(number);
};

const eInvoiceNumbered = (number: string | undefined) => (data: { DocDtls: { No: string } }) =>
  same('e-invoice number', data.DocDtls.No, number);

const verifyTimeline = (agreementId: string) => (data: { streamId: string; version: number }[], view: ReadView) => {
  const versions = data.filter((entry) => entry.streamId === `agreement-${agreementId}`).map((entry) => entry.version);
  same(
    'timeline versions',
    versions,
    Array.from({ length: view.version }, (_, index) => index + 1),
  );
};

function verifyStateAt(data: { version: number; latestVersion: number; state: AgreementState }, view: ReadView) {
  same('time travel', [data.version, data.latestVersion, data.state], [view.version, view.version, view.state]);
}

async function verifyExport(data: { publicKey: string; events: { streamVersion: number }[] }, view: ReadView) {
  same('export key', data.publicKey, view.world.publicKey);
  same(
    'exported versions',
    data.events.map((event) => event.streamVersion),
    Array.from({ length: view.version }, (_, index) => index + 1),
  );
  same('export verifies', await verifyAuditExport(data), expect.objectContaining({ ok: true, events: view.version }));
}

function verifyAuditors(data: { auditors: { auditorId: string }[] }, view: ReadView) {
  same(
    'auditors',
    data.auditors.map((auditor) => auditor.auditorId).sort(),
    [...view.state.agreement!.context.auditorIds].sort(),
  );
}

/** What a caller with `access` must get, and, when it may read, the data checked against the fold. */
async function checkRead(world: World, caller: Caller, access: Access, read: ContractRead, fold: Fold) {
  const answer = await callAs(world, caller, 'GET', read.path);
  world.stats.reads++;
  world.stats.endpoints.add(read.endpoint);
  const label = `${caller} (${access}) GET ${read.path}: ${answer.status} ${answer.body?.message ?? ''}`;
  const reader = access === 'party' || (access === 'auditor' && read.auditor);
  const expected = access === 'anonymous' ? [401] : !reader ? [403, 404] : read.exists ? [200] : [404];
  if (!expected.includes(answer.status)) fail(`${label}; expected ${expected.join(' or ')}`);
  if (answer.status !== 200) {
    if (answer.body?.data !== undefined || answer.type.includes('pdf')) fail(`${label}; the refusal carries data`);
    return;
  }
  if (read.pdf && !(answer.type.includes('application/pdf') && answer.bytes.subarray(0, 5).toString() === '%PDF-'))
    fail(`${label}; not a PDF`);
  const view: ReadView = { world, caller, userId: world.users[caller as User].userId, ...fold };
  try {
    const payload = read.pdf ? answer.bytes : read.raw ? answer.body : answer.body?.data;
    await read.verify?.(payload as never, view);
  } catch (error) {
    fail(`${label}; disagrees with the fold: ${(error as Error).message}`);
  }
}

type Fold = { state: AgreementState; version: number };

/** Every read of one contract as every caller. */
export async function checkContract(world: World, agreementId: string, fold: Fold): Promise<void> {
  const reads = contractReads(agreementId, fold.state, fold.version);
  await Promise.all(
    CALLERS.map(async (caller) => {
      const access = accessTo(world, caller, fold.state);
      for (const read of reads) await checkRead(world, caller, access, read, fold);
    }),
  );
  if (accessTo(world, 'auditor', fold.state) === 'auditor') await checkReadLogged(world, agreementId);
}

// Every read a granted auditor makes is logged and listed to the parties.
async function checkReadLogged(world: World, agreementId: string) {
  const { userId } = world.users.auditor;
  const logged = async () => {
    const log = await readData<{ auditorId: string }[]>(world, 'buyer', `/api/Audit/ReadLog?agId=${agreementId}`);
    return log.some((entry) => entry.auditorId === userId) || undefined;
  };
  await eventually(logged, 5_000).catch(() => fail(`the auditor's reads of ${agreementId} are not in its read log`));
}

/** Every read of one RFQ as every caller: the owner sees everything, a seller only their own invite and response. */
export async function checkRfq(world: World, rfq: RfqModel): Promise<void> {
  const { version } = await world.app.app.get(StreamWriter).current('proposal', rfq.id);
  const q = `proposalId=${rfq.id}`;
  const reads: [endpoint: string, path: string, ownerOnly?: boolean][] = [
    ['GetProposalDetail', `/api/Business/GetProposalDetail?${q}`],
    ['RFQItemListForBuyer', `/api/Business/RFQItemListForBuyer?${q}`],
    ['RFQTermList', `/api/Business/RFQTermList?${q}`],
    ['ProposalActions', `/api/Business/ProposalActions?${q}`],
    ['GetAllInvitesOfProposal', `/api/Business/GetAllInvitesOfProposal?${q}&termType=Buyer`],
    ['GetAllResponseOfProposal', `/api/Business/GetAllResponseOfProposal?${q}`],
    ['CompareQuotes', `/api/Business/CompareQuotes?${q}`, true],
  ];
  const members = new Set<Caller>(['buyer', ...rfq.invited, ...rfq.applied]);
  for (const caller of CALLERS)
    for (const [endpoint, path, ownerOnly] of reads) {
      const answer = await callAs(world, caller, 'GET', path);
      world.stats.reads++;
      world.stats.endpoints.add(endpoint);
      const label = `${caller} GET ${path}: ${answer.status} ${answer.body?.message ?? ''}`;
      const reader = caller === 'buyer' || (!ownerOnly && members.has(caller));
      const expected = caller === 'anonymous' ? [401] : reader ? [200] : [403, 404];
      if (!expected.includes(answer.status)) fail(`${label}; expected ${expected.join(' or ')}`);
      if (answer.status !== 200) {
        if (answer.body?.data !== undefined) fail(`${label}; the refusal carries data`);
        continue;
      }
      const data = answer.body!.data as never;
      if (endpoint === 'GetProposalDetail' && caller === 'buyer')
        same('proposal version', (data as { version: number }).version, version);
      if (caller !== 'buyer') checkOwnRowsOnly(world, caller as User, endpoint, data, label);
    }
}

// A seller sees only their own invite and response, never another seller's phone or price.
function checkOwnRowsOnly(world: World, caller: User, endpoint: string, data: never, label: string) {
  const { phone, userId } = world.users[caller];
  if (
    endpoint === 'GetAllInvitesOfProposal' &&
    (data as { phoneNumber: string }[]).some((row) => row.phoneNumber !== phone)
  )
    fail(`${label}; lists another seller's invite`);
  if (
    endpoint === 'GetAllResponseOfProposal' &&
    (data as { seller: { usrId: string } }[]).some((row) => row.seller.usrId !== userId)
  )
    fail(`${label}; lists another seller's response`);
  if (endpoint === 'GetProposalDetail' && (data as { state?: ProposalState }).state)
    fail(`${label}; sends the owner's folded state to a seller`);
}

/** Invariants across the walk: each user's lists, GST numbering per seller, the client reports. */
export async function checkWalk(world: World, model: WalkModel): Promise<void> {
  const folds = new Map<string, Fold>();
  for (const contract of model.contracts) folds.set(contract.id, await foldStream(world.app, contract.id));
  for (const user of USERS) await checkLists(world, user, folds);
  for (const seller of ['seller', 'seller2'] as const) await checkNumbering(world, seller, folds);
  await checkClientReports(world);
  await checkRfqLists(world, model);
}

interface AgreementRow {
  id: string;
  status: string;
  version: number;
  turn: string | null;
}

async function checkLists(world: World, user: User, folds: Map<string, Fold>) {
  const { userId } = world.users[user];
  // A draft shows only to its creator (and its auditors) until it is sent; a discarded one to nobody.
  const related = [...folds].filter(([, { state }]) => {
    const { status, context } = state.agreement!;
    const creatorId = context.creatorRole === 'buyer' ? context.buyerId : context.sellerId;
    const sees =
      status === 'Draft'
        ? [creatorId, ...context.auditorIds]
        : [context.buyerId, context.sellerId, ...context.auditorIds];
    return status !== 'Discarded' && sees.includes(userId);
  });
  const rows = await readData<AgreementRow[]>(world, user, '/api/Business/GetUserAgreements');
  same(
    `${user}'s agreements`,
    rows.map((row) => [row.id, row.status, row.version, row.turn]).sort(),
    related.map(([id, { state, version }]) => [id, state.agreement!.status, version, agreementTurn(state)]).sort(),
  );
  const moving = await readData<AgreementRow[]>(world, user, '/api/Business/ActiveTxnNoteAgList');
  same(
    `${user}'s contracts awaiting an execution move`,
    moving.map((row) => row.id).sort(),
    related
      .filter(([, { state }]) => hasExecutionMove(state, { userId }))
      .map(([id]) => id)
      .sort(),
  );
  const anonymous = await callAs(world, 'anonymous', 'GET', '/api/Business/GetUserAgreements');
  if (anonymous.status !== 401) fail(`anonymous GET /api/Business/GetUserAgreements: ${anonymous.status}`);
}

async function readData<T>(world: World, caller: Caller, path: string): Promise<T> {
  const answer = await callAs(world, caller, 'GET', path);
  world.stats.reads++;
  world.stats.endpoints.add(path.replace(/\?.*/, ''));
  if (answer.status !== 200) fail(`${caller} GET ${path}: ${answer.status} ${answer.body?.message ?? ''}`);
  return answer.body!.data as T;
}

// GST numbers are gapless per seller, series and financial year: SV/26-27/000001, 000002, ...
async function checkNumbering(world: World, seller: 'seller' | 'seller2', folds: Map<string, Fold>) {
  const numbers: string[] = [];
  for (const [id, { state }] of folds) {
    if (state.agreement!.context.sellerId !== world.users[seller].userId) continue;
    const cards = await readData<InvoiceCard[]>(world, seller, `/api/Business/InvoiceList?ctId=${id}`);
    for (const card of cards)
      numbers.push(...[card.taxInvoice?.number, card.creditNote?.number].flatMap((n) => n ?? []));
  }
  const series = new Map<string, number[]>();
  for (const number of numbers) {
    const [, prefix, year, sequence] =
      /^(\w+)\/(\d{2}-\d{2})\/(\d{6})$/.exec(number) ?? fail(`bad GST number ${number}`);
    series.set(`${prefix}/${year}`, [...(series.get(`${prefix}/${year}`) ?? []), Number(sequence)]);
  }
  for (const [key, sequences] of series)
    same(
      `${seller}'s ${key} numbers`,
      sequences.sort((a, b) => a - b),
      sequences.map((_, index) => index + 1),
    );
}

type ClientReport = Record<string, string>;

// Every walk contract is between the buyer and one of the two sellers, so the sellers' figures add
// up to the buyer's, and the auditor and the outsider have none.
async function checkClientReports(world: World) {
  const reports = {} as Record<User, ClientReport>;
  for (const user of USERS) reports[user] = await readData<ClientReport>(world, user, '/api/Business/ClientReport');
  const pairs = [
    ['totalSellerContractAmount', 'totalBuyerContractAmount'],
    ['totalSellerInvoiceAmount', 'totalBuyerInvoiceAmount'],
    ['totalSellerInvoiceAmountCleared', 'totalBuyerInvoiceAmountCleared'],
    ['totalCashIn', 'totalCashOut'],
  ];
  for (const [sellers, buyers] of pairs) {
    const sum = sumAmounts([reports.seller[sellers]!, reports.seller2[sellers]!]);
    if (!decimalsEqual(sum, reports.buyer[buyers]!))
      fail(
        `client reports: the sellers' ${sellers} add up to ${sum}, the buyer's ${buyers} is ${reports.buyer[buyers]}`,
      );
  }
  for (const user of ['auditor', 'outsider'] as const)
    for (const [field, value] of Object.entries(reports[user]))
      if (!decimalsEqual(value, 0)) fail(`the ${user}'s client report has ${field} ${value}`);
}

async function checkRfqLists(world: World, model: WalkModel) {
  const own = await readData<{ id: string }[]>(world, 'buyer', '/api/Business/GetUserRFQList');
  same('buyer RFQs', own.map((row) => row.id).sort(), model.rfqs.map((rfq) => rfq.id).sort());
  for (const user of USERS) {
    const invites = await readData<{ proposalId: string }[]>(world, user, '/api/Business/GetAllInvitesOfUser');
    same(
      `${user}'s invites`,
      invites.map((row) => row.proposalId).sort(),
      model.rfqs
        .filter((rfq) => rfq.invited.includes(user as never))
        .map((rfq) => rfq.id)
        .sort(),
    );
  }
}
