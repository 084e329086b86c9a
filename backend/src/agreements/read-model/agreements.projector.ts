import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  agreementFolder,
  contractNumber,
  initialAgreementState,
  MAX_LINES,
  type AgreementEvent,
  type AgreementState,
  type RecordedEvent,
} from '@samvida/machines';
import { LRUCache } from 'lru-cache';
import { In, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { deleteRows, upsertRows, type Upsert } from '../../projections/upsert-rows.js';
import type { WriteStatement } from '../../projections/write-statement.js';
import type { Projector } from '../../projections/projector.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { foldInSlices } from '../../common/fold-in-slices.js';
import { streamsInBatch } from '../../projections/streams-in-batch.js';
import { agreementIdOf } from '../../streams/stream-ids.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { AgreementItemRow } from './agreement-item.entity.js';
import { AgreementRemarkRow } from './agreement-remark.entity.js';
import { AgreementTermRow } from './agreement-term.entity.js';
import { AgreementRow } from './agreement.entity.js';
import { AgreementStates } from './agreement-states.js';
import { summaryOf } from './agreement-summary.js';
import { ofStreamKind } from '../../projections/handles.js';

// A line's row: its agreement, its place, its folded state (status and context) and the columns drawn from it.
type Child = ObjectLiteral & { agreementId: string; position: number; status: string; state: unknown };
// The columns a line's row draws from its context.
type LineColumns<T extends Child> = Omit<T, 'agreementId' | 'position' | 'status' | 'state'>;
// An agreement's row as this projector needs it, with its whole folded state (lines included).
type StoredAgreement = Pick<AgreementRow, 'agreementId' | 'version' | 'agreementUid' | 'createdOn'> & {
  state: AgreementState;
};

// Agreements whose stored row this projector keeps, so as not to read it back.
const COMMITTED_ROWS = 1_000;

// Folds each agreement's events into its row's stored state with the machines' `evolveAgreement`,
// then writes the rows' list columns, upserts only the items and terms that changed, deletes the
// removed ones and records remarks: all of a batch in one statement. Idempotent by stream version.
@Injectable()
export class AgreementsProjector implements Projector, OnModuleInit {
  readonly name = 'agreements';
  readonly tables = ['agreements', 'agreement_items', 'agreement_terms', 'agreement_remarks'];
  readonly handles = ofStreamKind('agreement');
  readonly writesOneStatement = true;
  // Agreements' rows as this projector's committed batches left them. The runner's lock makes it
  // the only writer of its tables, so they stay true until the runner says to forget.
  private readonly committedRows = new LRUCache<string, StoredAgreement>({ max: COMMITTED_ROWS });
  // The rows of the last batch applied, remembered once it commits.
  private written: StoredAgreement[] = [];

  constructor(
    private readonly projections: ProjectionsService,
    private readonly writer: StreamWriter,
    private readonly states: AgreementStates,
  ) {}

  onModuleInit(): void {
    this.projections.register(this);
  }

  async apply(events: readonly RecordedEvent[], manager: EntityManager, statement: WriteStatement): Promise<void> {
    const streams = [...streamsInBatch(events, 'agreement')];
    const rowOf = await this.storedRows(
      manager,
      streams.map(([id]) => agreementIdOf(id)),
    );
    const writes = new BatchWrites(manager);
    for (const [streamId, streamEvents] of streams) {
      const agreementId = agreementIdOf(streamId);
      await this.applyStream(writes, streamId, rowOf.get(agreementId) ?? null, streamEvents);
    }
    writes.addTo(statement);
    this.written = writes.stored;
  }

  committed(): void {
    for (const row of this.written) this.committedRows.set(row.agreementId, row);
    this.written = [];
  }

  forget(): void {
    this.committedRows.clear();
    this.written = [];
  }

  // The batch's agreements as stored: those a committed batch of this projector left, from memory;
  // the others read in one query. On a busy contract the batch thus waits for no read at all.
  private async storedRows(manager: EntityManager, ids: string[]): Promise<Map<string, StoredAgreement>> {
    const rowOf = new Map<string, StoredAgreement>();
    for (const id of ids) {
      const row = this.committedRows.get(id);
      if (row) rowOf.set(id, row);
    }
    const unknown = ids.filter((id) => !rowOf.has(id));
    if (unknown.length === 0) return rowOf;
    const [stored, states] = await Promise.all([
      manager.find(AgreementRow, {
        where: { agreementId: In(unknown) },
        select: { agreementId: true, version: true, agreementUid: true, createdOn: true },
      }),
      this.states.of(unknown, manager),
    ]);
    for (const row of stored) rowOf.set(row.agreementId, { ...row, state: states.get(row.agreementId)! });
    return rowOf;
  }

  // Folds one agreement's events of the batch into the batch's writes: its row and changed children.
  private async applyStream(
    writes: BatchWrites,
    streamId: string,
    row: StoredAgreement | null,
    events: RecordedEvent[],
  ): Promise<void> {
    const agreementId = agreementIdOf(streamId);
    const fresh = events.filter((event) => !row || event.streamVersion > row.version);
    if (fresh.length === 0) return;
    const before = row?.state ?? initialAgreementState;
    // A command of this process has just folded the same events to the same state (a fold is
    // deterministic); unless another instance wrote since, the projector need not fold them again.
    const state =
      this.writer.foldedAt<'agreement'>(streamId, fresh.at(-1)!.streamVersion) ??
      (await foldInSlices(
        fresh,
        agreementFolder() as (state: AgreementState, event: RecordedEvent) => AgreementState,
        before,
      ));
    if (!state.agreement) return;
    const number = row?.agreementUid ?? state.agreement.context.number ?? (await writes.legacyNumber());
    const written = agreementRow(agreementId, state, fresh, row, number);
    writes.agreements.push(written);
    const { version, agreementUid, createdOn } = written;
    writes.stored.push({ agreementId, version, agreementUid, createdOn, state });
    // evolve keeps the items and terms an event does not touch, so only changed ones are written.
    writes.items.sync(agreementId, before.items, state.items, itemColumns, linePositions(fresh, createdItems));
    writes.terms.sync(agreementId, before.terms, state.terms, termColumns, linePositions(fresh, createdTerms));
    for (const event of fresh) {
      if (event.type === 'RemarkAdded') writes.remarks.push(remarkRow(agreementId, event as RemarkEvent));
    }
  }
}

// What a batch writes, gathered over its agreements.
class BatchWrites {
  readonly agreements: AgreementRow[] = [];
  // The same agreements with their whole state, lines included, as the projector remembers them.
  readonly stored: StoredAgreement[] = [];
  readonly remarks: AgreementRemarkRow[] = [];
  readonly items = new ChildWrites(AgreementItemRow, 'itemId');
  readonly terms = new ChildWrites(AgreementTermRow, 'termId');
  private numbered?: number;

  constructor(private readonly manager: EntityManager) {}

  // The number of an agreement drafted before AgreementDrafted recorded one: its drafting order, as
  // it was numbered then (those events all precede the recorded numbers, so a rebuild repeats it).
  async legacyNumber(): Promise<string> {
    this.numbered ??= await this.manager.count(AgreementRow);
    this.numbered += 1;
    return contractNumber(this.numbered);
  }

  addTo(statement: WriteStatement): void {
    upsertRows(statement, this.manager, [
      { target: AgreementRow, key: 'agreementId', rows: this.agreements },
      this.items.upsert(),
      this.terms.upsert(),
      { target: AgreementRemarkRow, key: 'remarkId', rows: this.remarks },
    ]);
    // An entry is either changed or removed, so no row is both upserted and deleted.
    this.items.deleteRemoved(statement, this.manager);
    this.terms.deleteRemoved(statement, this.manager);
  }
}

// Brings agreements' line rows from `before` to `after`: upserts the entries that changed (evolve
// replaces only what an event touches), each with its agreement, status and whole folded state
// beside the columns `columnsOf` draws from its context, and deletes the removed ones. A new row
// takes its position from the event that created its line (see linePositions), since the state's
// key order does not survive jsonb; a stored row keeps its own.
class ChildWrites<T extends Child> {
  private readonly rows: T[] = [];
  private readonly removed: string[] = [];

  constructor(
    private readonly target: EntityTarget<T>,
    private readonly key: Exclude<keyof T, 'position'> & string,
  ) {}

  sync<Entry extends { status: string; context: unknown }>(
    agreementId: string,
    before: Record<string, Entry>,
    after: Record<string, Entry>,
    columnsOf: (context: Entry['context']) => LineColumns<T>,
    created: ReadonlyMap<string, number>,
  ): void {
    if (before === after) return;
    for (const [id, entry] of Object.entries(after)) {
      if (unchanged(before[id], entry)) continue;
      const position = id in before ? KEPT_POSITION : created.get(id);
      if (position === undefined)
        throw new Error(`line ${id} of agreement ${agreementId} appeared without an event creating it`);
      this.rows.push({ ...columnsOf(entry.context), agreementId, position, status: entry.status, state: entry } as T);
    }
    for (const id of Object.keys(before)) if (!(id in after)) this.removed.push(id);
  }

  upsert(): Upsert<T> {
    return { target: this.target, key: this.key, rows: this.rows, insertOnly: ['position'] };
  }

  deleteRemoved(statement: WriteStatement, manager: EntityManager): void {
    deleteRows(statement, manager, this.target, this.removed);
  }
}

// The same entry. Folds share the entries an event does not touch, so that is mostly one object;
// but after another instance wrote, this one's command and its projector each folded the new
// events on their own, and then only the content tells (or each of 1,000 lines would be rewritten).
const unchanged = <Entry>(before: Entry | undefined, after: Entry): boolean =>
  before === after || (before !== undefined && JSON.stringify(before) === JSON.stringify(after));

// What a stored line's row is upserted with as its position: never written, the row keeps its own.
const KEPT_POSITION = 0;

// Where each line created by `events` stands among its agreement's lines, for good: ordered by the
// event that created it, then by its place in that event (a draft lists many; every later event
// adds one). Counted from the stream, not from the rows stored, whose top a removed line no longer
// holds: so it is the same however the events were batched, live or in a rebuild. An event adds at
// most MAX_LINES lines, and an int position lasts a stream of two million events.
function linePositions(events: readonly RecordedEvent[], createdBy: (event: AgreementEvent) => string[]) {
  const positions = new Map<string, number>();
  for (const event of events) {
    createdBy(event as unknown as AgreementEvent).forEach((id, index) =>
      positions.set(id, (event.streamVersion - 1) * MAX_LINES + index + 1),
    );
  }
  return positions;
}

// The items and the terms an event brings into being (as the machines' evolve creates them).
function createdItems(event: AgreementEvent): string[] {
  if (event.type === 'AgreementDrafted') return event.data.items.map((item) => item.itemId);
  return event.type === 'ItemAdded' ? [event.data.item.itemId] : [];
}

function createdTerms(event: AgreementEvent): string[] {
  if (event.type === 'AgreementDrafted') return event.data.terms.map((term) => term.termId);
  return event.type === 'TermAdded' ? [event.data.term.termId] : [];
}

function agreementRow(
  agreementId: string,
  state: AgreementState,
  events: RecordedEvent[],
  row: StoredAgreement | null,
  agreementUid: string,
): AgreementRow {
  const [first, last] = [events[0]!, events.at(-1)!];
  const { status, context } = state.agreement!;
  return {
    agreementId,
    agreementUid,
    version: last.streamVersion,
    contractType: context.contractType,
    status,
    creatorRole: context.creatorRole,
    creatorId: (context.creatorRole === 'buyer' ? context.buyerId : context.sellerId)!,
    buyerId: context.buyerId,
    sellerId: context.sellerId,
    counterpartyContact: context.counterpartyContact,
    sourceProposalId: context.sourceProposalId,
    currency: context.currency,
    startDate: context.startDate,
    completionDate: context.completionDate,
    createdOn: row?.createdOn ?? new Date(first.metadata.occurredAt),
    updatedOn: new Date(last.metadata.occurredAt),
    // The lines are stored in their own rows (agreement_items.state, agreement_terms.state).
    stateExceptLines: { ...state, items: {}, terms: {} },
    ...summaryOf(state),
  };
}

function remarkRow(agreementId: string, event: RemarkEvent): AgreementRemarkRow {
  const { remarkId, parentId, by, text, attachmentIds } = event.data;
  return {
    remarkId,
    agreementId,
    parentId,
    streamVersion: event.streamVersion,
    byRole: by,
    authorId: event.metadata.actorId,
    text,
    attachmentIds,
    createdOn: new Date(event.metadata.occurredAt),
  };
}

type RemarkEvent = RecordedEvent<'RemarkAdded', Extract<AgreementEvent, { type: 'RemarkAdded' }>['data']>;

type ItemEntry = AgreementState['items'][string];
type TermEntry = AgreementState['terms'][string];

const itemColumns = (item: ItemEntry['context']): LineColumns<AgreementItemRow> => ({
  itemId: item.itemId,
  hsnSac: item.hsnSac,
  title: item.title,
  description: item.description,
  quantity: item.quantity,
  taxPercent: item.taxPercent,
  currency: item.currency,
  unit: item.unit,
  sellerRate: item.sellerRate,
  buyerRate: item.buyerRate,
  sellerCompletionDays: item.sellerCompletionDays,
  buyerCompletionDays: item.buyerCompletionDays,
});

const termColumns = (term: TermEntry['context']): LineColumns<AgreementTermRow> => ({
  termId: term.termId,
  owner: term.owner,
  title: term.title,
  text: term.text,
  isPaymentTerm: term.isPaymentTerm,
  attachmentIds: term.attachmentIds,
});
