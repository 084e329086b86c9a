import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  agreementFolder,
  initialAgreementState,
  type AgreementEvent,
  type AgreementState,
  type RecordedEvent,
} from '@samvida/machines';
import { In, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import type { Projector } from '../../projections/projector.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { foldInSlices } from '../../common/fold-in-slices.js';
import { streamsInBatch } from '../../projections/streams-in-batch.js';
import { agreementIdOf } from '../../streams/stream-ids.js';
import { AgreementItemRow } from './agreement-item.entity.js';
import { AgreementRemarkRow } from './agreement-remark.entity.js';
import { AgreementTermRow } from './agreement-term.entity.js';
import { AgreementRow } from './agreement.entity.js';
import { summaryOf } from './agreement-summary.js';
import { ofStreamKind } from '../../projections/handles.js';

type Child = ObjectLiteral & { agreementId: string; position: number };

/**
 * Folds each agreement's events into its row's stored state with the machines' `evolveAgreement`,
 * then writes the row's list columns once per batch, upserts only the items and terms that changed,
 * and records remarks. Idempotent by stream version.
 */
@Injectable()
export class AgreementsProjector implements Projector, OnModuleInit {
  readonly name = 'agreements';
  readonly tables = ['agreements', 'agreement_items', 'agreement_terms', 'agreement_remarks'];
  readonly handles = ofStreamKind('agreement');

  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(this);
  }

  async apply(events: readonly RecordedEvent[], manager: EntityManager): Promise<void> {
    const streams = [...streamsInBatch(events, 'agreement')];
    // Every agreement of the batch is read in one query.
    const rows = await manager.findBy(AgreementRow, { agreementId: In(streams.map(([id]) => agreementIdOf(id))) });
    const rowOf = new Map(rows.map((row) => [row.agreementId, row]));
    for (const [streamId, streamEvents] of streams) {
      const agreementId = agreementIdOf(streamId);
      await this.applyStream(manager, agreementId, rowOf.get(agreementId) ?? null, streamEvents);
    }
  }

  /** Folds one agreement's events of the batch, then writes its row and changed children once. */
  private async applyStream(
    manager: EntityManager,
    agreementId: string,
    row: AgreementRow | null,
    events: RecordedEvent[],
  ): Promise<void> {
    const fresh = events.filter((event) => !row || event.streamVersion > row.version);
    if (fresh.length === 0) return;
    const before = row?.state ?? initialAgreementState;
    const state = await foldInSlices(
      fresh,
      agreementFolder() as (state: AgreementState, event: RecordedEvent) => AgreementState,
      before,
    );
    if (!state.agreement) return;
    await this.saveAgreement(manager, agreementId, state, fresh, row);
    // evolve keeps the items and terms an event does not touch, so only changed ones are written.
    await syncChildren(manager, AgreementItemRow, 'itemId', agreementId, before.items, state.items, itemRow);
    await syncChildren(manager, AgreementTermRow, 'termId', agreementId, before.terms, state.terms, termRow);
    for (const event of fresh) {
      if (event.type === 'RemarkAdded') await this.saveRemark(manager, agreementId, event as RemarkEvent);
    }
  }

  private async saveAgreement(
    manager: EntityManager,
    agreementId: string,
    state: AgreementState,
    events: RecordedEvent[],
    row: AgreementRow | null,
  ): Promise<void> {
    const [first, last] = [events[0]!, events.at(-1)!];
    const { status, context } = state.agreement!;
    // Numbered in drafting order, which a rebuild replays identically.
    const agreementUid = row?.agreementUid ?? `AG-${String((await manager.count(AgreementRow)) + 1).padStart(6, '0')}`;
    await manager.upsert(
      AgreementRow,
      {
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
        state,
        ...summaryOf(state),
      },
      ['agreementId'],
    );
  }

  private async saveRemark(manager: EntityManager, agreementId: string, event: RemarkEvent): Promise<void> {
    const { remarkId, parentId, by, text, attachmentIds } = event.data;
    await manager.upsert(
      AgreementRemarkRow,
      {
        remarkId,
        agreementId,
        parentId,
        streamVersion: event.streamVersion,
        byRole: by,
        authorId: event.metadata.actorId,
        text,
        attachmentIds,
        createdOn: new Date(event.metadata.occurredAt),
      },
      ['remarkId'],
    );
  }
}

type RemarkEvent = RecordedEvent<'RemarkAdded', Extract<AgreementEvent, { type: 'RemarkAdded' }>['data']>;

type ItemEntry = AgreementState['items'][string];
type TermEntry = AgreementState['terms'][string];

const itemRow = (agreementId: string, { status, context: item }: ItemEntry): Omit<AgreementItemRow, 'position'> => ({
  itemId: item.itemId,
  agreementId,
  hsnSac: item.hsnSac,
  title: item.title,
  description: item.description,
  quantity: item.quantity,
  taxPercent: item.taxPercent,
  currency: item.currency,
  unit: item.unit,
  status,
  sellerRate: item.sellerRate,
  buyerRate: item.buyerRate,
  sellerCompletionDays: item.sellerCompletionDays,
  buyerCompletionDays: item.buyerCompletionDays,
});

const termRow = (agreementId: string, { status, context: term }: TermEntry): Omit<AgreementTermRow, 'position'> => ({
  termId: term.termId,
  agreementId,
  owner: term.owner,
  title: term.title,
  text: term.text,
  isPaymentTerm: term.isPaymentTerm,
  status,
  attachmentIds: term.attachmentIds,
});

/**
 * Brings an agreement's child rows from `before` to `after`: upserts the entries that changed
 * (evolve replaces only what an event touches), deletes the removed ones.
 */
async function syncChildren<T extends Child, Entry>(
  manager: EntityManager,
  target: EntityTarget<T>,
  key: Exclude<keyof T, 'position'> & string,
  agreementId: string,
  before: Record<string, Entry>,
  after: Record<string, Entry>,
  toRow: (agreementId: string, entry: Entry) => Omit<T, 'position'>,
): Promise<void> {
  if (before === after) return;
  const changed = Object.entries(after).filter(([id, entry]) => before[id] !== entry);
  const removed = Object.keys(before).filter((id) => !(id in after));
  // Rows that exist already first, then the new ones in the order they were added.
  const [updated, added] = [changed.filter(([id]) => id in before), changed.filter(([id]) => !(id in before))];
  const rows = [...updated, ...added].map(([, entry]) => toRow(agreementId, entry));
  if (rows.length) await upsertChildren(manager, target, key, agreementId, rows, updated.length);
  if (removed.length) await manager.delete(target, { [key]: In(removed) } as never);
}

/**
 * Upserts child rows in one statement, whatever their number (a contract has up to 1,000 items).
 * The first `existing` rows are already stored and keep their position; the others go after the
 * agreement's other rows in the order given, since the state's key order does not survive jsonb.
 * The rows travel as one JSON parameter that PostgreSQL turns into the table's row type.
 */
async function upsertChildren<T extends Child>(
  manager: EntityManager,
  target: EntityTarget<T>,
  key: string,
  agreementId: string,
  rows: Omit<T, 'position'>[],
  existing: number,
): Promise<void> {
  const { tableName, columns } = manager.connection.getMetadata(target);
  const written = columns.filter((column) => column.propertyName !== 'position');
  const keyColumn = written.find((column) => column.propertyName === key)!.databaseName;
  const names = written.map((column) => column.databaseName);
  const json = rows.map((row) =>
    Object.fromEntries(written.map((column) => [column.databaseName, (row as ObjectLiteral)[column.propertyName]])),
  );
  await manager.query(
    `insert into ${tableName} (${names.join(', ')}, position)
     select ${names.map((name) => `r.${name}`).join(', ')},
            (select coalesce(max(position), 0) from ${tableName} where agreement_id = $2) + r.ordinality - $3
       from jsonb_populate_recordset(null::${tableName}, $1::jsonb) with ordinality as r
     on conflict (${keyColumn}) do update set
       ${names
         .filter((name) => name !== keyColumn)
         .map((name) => `${name} = excluded.${name}`)
         .join(', ')}`,
    [JSON.stringify(json), agreementId, existing],
  );
}
