import {
  canonicalJson,
  LINE_ONLY_EVENT_TYPES,
  streamKindOf,
  agreementFolder,
  initialAgreementState,
  type AgreementState,
  type RecordedEvent,
} from '@samvida/machines';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { foldInSlices } from '../common/fold-in-slices.js';
import { agreementIdOf } from '../streams/stream-ids.js';
import { ProjectionsService } from './projections.service.js';
import type { Projector } from './projector.js';
import { streamsInBatch } from './streams-in-batch.js';

// One agreement's part of a batch: the state before and after its new events.
export interface FoldedAgreement {
  agreementId: string;
  before: AgreementState;
  after: AgreementState;
  events: RecordedEvent[];
}

// Folds each agreement stream of the batch (execution part only) into the projector's own fold table (`agreement_id`,
// `version`, `state`), skipping events at or below the stored version, and hands each changed
// agreement to `each`. The stored version is the last event folded, however the events were
// batched. A projector keeps its own copy so that a rebuild of one never depends on
// another; the fold is the machines' `agreementFolder`, so read models never re-implement rules.
export async function foldAgreements(
  events: readonly RecordedEvent[],
  manager: EntityManager,
  foldTable: string,
  each: (folded: FoldedAgreement) => Promise<void>,
): Promise<void> {
  for (const [streamId, streamEvents] of streamsInBatch(events, 'agreement')) {
    const agreementId = agreementIdOf(streamId);
    const [row] = (await manager.query(`select version, state from ${foldTable} where agreement_id = $1`, [
      agreementId,
    ])) as { version: number; state: AgreementState }[];
    const fresh = streamEvents.filter((event) => !row || event.streamVersion > row.version);
    if (fresh.length === 0) continue;
    const before = row?.state ?? initialAgreementState;
    const after = executionOnly(
      await foldInSlices(fresh, agreementFolder() as (s: AgreementState, e: RecordedEvent) => AgreementState, before),
    );
    const version = fresh.at(-1)!.streamVersion;
    // A move that leaves the execution part as it was (fixing or signing the contract document,
    // say) has nothing to project, but the stored version still moves on to it: otherwise it would
    // depend on how the events were batched (a rebuild folds that move together with earlier ones
    // and stores the version after it). Compared in canonical form because the stored jsonb has its
    // own key order.
    if (row && canonicalJson(after) === canonicalJson(row.state)) {
      await manager.query(`update ${foldTable} set version = $2 where agreement_id = $1`, [agreementId, version]);
      continue;
    }
    await manager.query(
      `insert into ${foldTable} (agreement_id, version, state) values ($1, $2, $3)
       on conflict (agreement_id) do update set version = excluded.version, state = excluded.state`,
      [agreementId, version, after],
    );
    if (after.agreement) await each({ agreementId, before, after, events: fresh });
  }
}

// The execution read models need the agreement, its invoices, notes and payments; items, terms and
// remarks (up to 1,000 each) are left out of the stored fold, and so is the signing state, whose
// revision counts line changes. Evolving never needs them: it folds facts without judging them,
// and they only feed the agreement's own read models.
const executionOnly = (state: AgreementState): AgreementState => ({
  ...state,
  items: {},
  terms: {},
  remarks: [],
  signing: initialAgreementState.signing,
});

// The events an execution read model folds: an agreement's, except those that touch only its lines.
export const changesExecution = (event: RecordedEvent): boolean =>
  streamKindOf(event.streamId) === 'agreement' && !LINE_ONLY_EVENT_TYPES.has(event.type as never);

// Ids of the entities of one collection whose status or context the batch changed (or created).
export function changedIds<E>(before: Record<string, E>, after: Record<string, E>): string[] {
  return Object.keys(after).filter((id) => JSON.stringify(before[id]) !== JSON.stringify(after[id]));
}

const touches = (field: string, id: string) => (event: RecordedEvent) =>
  (event.data as Record<string, unknown>)[field] === id;

// When the first of `events` touching `id` (by a data field) happened, for creation dates.
export function firstTouch(events: RecordedEvent[], field: string, id: string): Date | undefined {
  const event = events.find(touches(field, id));
  return event && new Date(event.metadata.occurredAt);
}

// When the last of `events` touching `id` (by a data field) happened, for dates of the last change.
export function lastTouch(events: RecordedEvent[], field: string, id: string): Date | undefined {
  const event = [...events].reverse().find(touches(field, id));
  return event && new Date(event.metadata.occurredAt);
}

// Ids that `events` touch by a data field, in the order first touched.
export function touchedIds(events: RecordedEvent[], field: string): string[] {
  const ids = events.map((event) => (event.data as Record<string, unknown>)[field]);
  return [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
}

// A read model of agreements' execution (invoices, notes, payments): registers itself, folds the
// events it handles into its fold table (the first of `tables`) and saves each changed agreement.
@Injectable()
export abstract class ExecutionProjector implements Projector, OnModuleInit {
  abstract readonly name: string;
  abstract readonly tables: string[];
  readonly handles = changesExecution;

  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(this);
  }

  apply(events: readonly RecordedEvent[], manager: EntityManager): Promise<void> {
    return foldAgreements(events, manager, this.tables[0]!, (folded) => this.save(folded, manager));
  }

  protected abstract save(folded: FoldedAgreement, manager: EntityManager): Promise<void>;
}
