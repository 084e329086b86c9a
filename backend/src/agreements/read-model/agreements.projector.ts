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
    for (const [streamId, streamEvents] of streamsInBatch(events, 'agreement')) {
      await this.applyStream(manager, agreementIdOf(streamId), streamEvents);
    }
  }

  /** Folds one agreement's events of the batch, then writes its row and changed children once. */
  private async applyStream(manager: EntityManager, agreementId: string, events: RecordedEvent[]): Promise<void> {
    const row = await manager.findOneBy(AgreementRow, { agreementId });
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
 * (evolve replaces only what an event touches), appends new ones after the others in the order
 * they were added (the state's key order does not survive jsonb), deletes the removed ones.
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
  if (changed.length) {
    const { positions, last } = await positionsOf(
      manager,
      target,
      key,
      agreementId,
      changed.map(([id]) => id),
    );
    let next = last + 1;
    const rows = changed.map(([id, entry]) => ({
      ...toRow(agreementId, entry),
      position: positions.get(id) ?? next++,
    }));
    await manager.upsert(target, rows as never, [key]);
  }
  if (removed.length) await manager.delete(target, { [key]: In(removed) } as never);
}

/** The positions of these children, and the greatest position of the agreement's children. */
async function positionsOf<T extends Child>(
  manager: EntityManager,
  target: EntityTarget<T>,
  key: string,
  agreementId: string,
  ids: string[],
): Promise<{ positions: Map<string, number>; last: number }> {
  const existing = await manager.find(target, {
    where: { agreementId, [key]: In(ids) } as never,
    select: { [key]: true, position: true } as never,
  });
  const [{ max }] = await manager
    .createQueryBuilder(target, 'child')
    .select('max(child.position)', 'max')
    .where('child.agreementId = :agreementId', { agreementId })
    .getRawMany<{ max: number | null }>();
  return { positions: new Map(existing.map((row) => [row[key] as string, row.position])), last: Number(max ?? 0) };
}
