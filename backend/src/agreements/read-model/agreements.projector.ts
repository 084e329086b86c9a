import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  evolveAgreement,
  initialAgreementState,
  streamKindOf,
  type AgreementEvent,
  type AgreementState,
  type RecordedEvent,
} from '@samvida/machines';
import { In, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import type { Projector } from '../../projections/projector.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { agreementIdOf } from '../../event-store/streams.js';
import { AgreementItemRow } from './agreement-item.entity.js';
import { AgreementRemarkRow } from './agreement-remark.entity.js';
import { AgreementTermRow } from './agreement-term.entity.js';
import { AgreementRow } from './agreement.entity.js';
import { summaryOf } from './agreement-summary.js';

type Child = ObjectLiteral & { agreementId: string; position: number };

/**
 * Folds each agreement event into its row's stored state with the machines' `evolveAgreement`,
 * then rewrites the row's list columns, its items and terms, and records remarks. Idempotent by
 * stream version.
 */
@Injectable()
export class AgreementsProjector implements Projector, OnModuleInit {
  readonly name = 'agreements';
  readonly tables = ['agreements', 'agreement_items', 'agreement_terms', 'agreement_remarks'];

  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(this);
  }

  async apply(event: RecordedEvent, manager: EntityManager): Promise<void> {
    if (streamKindOf(event.streamId) !== 'agreement') return;
    const agreementId = agreementIdOf(event.streamId);
    const row = await manager.findOneBy(AgreementRow, { agreementId });
    if (row && event.streamVersion <= row.version) return;
    const before = row?.state ?? initialAgreementState;
    const state = evolveAgreement(before, event as unknown as AgreementEvent);
    if (!state.agreement) return;
    await this.saveAgreement(manager, agreementId, state, event, row);
    // evolve keeps the collections an event does not touch, so unchanged ones are not rewritten.
    if (state.items !== before.items)
      await syncChildren(manager, AgreementItemRow, 'itemId', agreementId, itemRows(agreementId, state));
    if (state.terms !== before.terms)
      await syncChildren(manager, AgreementTermRow, 'termId', agreementId, termRows(agreementId, state));
    if (event.type === 'RemarkAdded') await this.saveRemark(manager, agreementId, event as RemarkEvent);
  }

  private async saveAgreement(
    manager: EntityManager,
    agreementId: string,
    state: AgreementState,
    event: RecordedEvent,
    row: AgreementRow | null,
  ): Promise<void> {
    const { status, context } = state.agreement!;
    // Numbered in drafting order, which a rebuild replays identically.
    const agreementUid = row?.agreementUid ?? `AG-${String((await manager.count(AgreementRow)) + 1).padStart(6, '0')}`;
    await manager.upsert(
      AgreementRow,
      {
        agreementId,
        agreementUid,
        version: event.streamVersion,
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
        createdOn: row?.createdOn ?? new Date(event.metadata.occurredAt),
        updatedOn: new Date(event.metadata.occurredAt),
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

const itemRows = (agreementId: string, state: AgreementState): Omit<AgreementItemRow, 'position'>[] =>
  Object.values(state.items).map(({ status, context: item }) => ({
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
  }));

const termRows = (agreementId: string, state: AgreementState): Omit<AgreementTermRow, 'position'>[] =>
  Object.values(state.terms).map(({ status, context: term }) => ({
    termId: term.termId,
    agreementId,
    owner: term.owner,
    title: term.title,
    text: term.text,
    isPaymentTerm: term.isPaymentTerm,
    status,
    attachmentIds: term.attachmentIds,
  }));

/**
 * Makes an agreement's child rows equal `rows`: updates the kept ones in place, appends new ones
 * after the others (the state's key order does not survive jsonb), deletes the removed ones.
 */
async function syncChildren<T extends Child>(
  manager: EntityManager,
  target: EntityTarget<T>,
  key: Exclude<keyof T, 'position'> & string,
  agreementId: string,
  rows: Omit<T, 'position'>[],
): Promise<void> {
  const existing = await manager.find(target, {
    where: { agreementId } as never,
    select: { [key]: true, position: true } as never,
  });
  const positions = new Map(existing.map((row) => [row[key] as string, row.position]));
  let next = Math.max(0, ...positions.values()) + 1;
  const positioned = rows.map((row) => ({ ...row, position: positions.get(row[key] as string) ?? next++ }));
  if (positioned.length) await manager.upsert(target, positioned as never, [key]);
  const kept = new Set(rows.map((row) => row[key] as string));
  const removed = [...positions.keys()].filter((id) => !kept.has(id));
  if (removed.length) await manager.delete(target, { [key]: In(removed) } as never);
}
