import { Injectable } from '@nestjs/common';
import { streamName, type AgreementState } from '@samvida/machines';
import { DataSource, type EntityManager } from 'typeorm';
import { StreamWriter } from '../../streams/stream-writer.service.js';

interface StoredState {
  agreementId: string;
  version: number;
  // Null when the agreement is at the version this process has folded already.
  state: AgreementState | null;
  items: AgreementState['items'] | null;
  terms: AgreementState['terms'] | null;
}

// Agreements' folded states as the agreements projector stored them. Each agreement's row holds
// its state but for the lines, whose states are in their rows of agreement_items and
// agreement_terms (so that a move on one line of a 1,000-item contract rewrites that line only);
// they are put back in the order they were added.
//
// An agreement this process has folded to its stored version (a command of this process wrote it)
// is not read at all: that fold is the same state (folds are deterministic), and its lines'
// machines are resolved already. A 1,000-item contract's actions took 20 ms instead of 35 so.
@Injectable()
export class AgreementStates {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writer: StreamWriter,
  ) {}

  // The states of those of `agreementIds` that are projected, read in `manager` (a projector's transaction).
  async of(
    agreementIds: readonly string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, AgreementState>> {
    const states = new Map<string, AgreementState>();
    if (agreementIds.length === 0) return states;
    const folded = new Map(
      agreementIds.map((id) => [id, this.writer.folded<'agreement'>(streamName('agreement', id))]),
    );
    const stored = (value: string) => `case when a.version = k.folded then null else ${value} end`;
    // json, not jsonb, keeps the aggregate's key order.
    const lines = (table: string, key: string) =>
      stored(`(select json_object_agg(l.${key}, l.state order by l.position)
                 from ${table} l where l.agreement_id = a.agreement_id)`);
    const rows: StoredState[] = await manager.query(
      `select a.agreement_id as "agreementId", a.version, ${stored('a.state_except_lines')} as state,
              ${lines('agreement_items', 'item_id')} as items, ${lines('agreement_terms', 'term_id')} as terms
         from unnest($1::uuid[], $2::int[]) as k(agreement_id, folded) join agreements a using (agreement_id)`,
      [[...folded.keys()], [...folded.values()].map((fold) => fold?.version ?? 0)],
    );
    for (const { agreementId, state, items, terms } of rows)
      states.set(
        agreementId,
        state ? { ...state, items: items ?? {}, terms: terms ?? {} } : folded.get(agreementId)!.state,
      );
    return states;
  }

  // One agreement's state (see of), or undefined if it is not projected.
  async one(agreementId: string): Promise<AgreementState | undefined> {
    return (await this.of([agreementId])).get(agreementId);
  }
}
