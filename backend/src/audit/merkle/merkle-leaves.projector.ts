import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { RecordedEvent } from '@samvida/machines';
import type { EntityManager } from 'typeorm';
import type { Projector } from '../../projections/projector.js';
import type { WriteStatement } from '../../projections/write-statement.js';
import { ProjectionsService } from '../../projections/projections.service.js';

// Every event of every stream becomes the next leaf of the audit Merkle tree, in global feed
// order. A replayed event (same global position) is skipped, so the leaf numbering never moves.
@Injectable()
export class MerkleLeavesProjector implements Projector, OnModuleInit {
  readonly name = 'merkle-leaves';
  readonly tables = ['merkle_leaves'];
  readonly writesOneStatement = true;

  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(this);
  }

  async apply(events: readonly RecordedEvent[], _manager: EntityManager, writes: WriteStatement): Promise<void> {
    if (events.length === 0) return;
    // The tip (both maxima are index lookups), then the leaves past it. Leaves are numbered from 0
    // without gaps, so the next index is the tip's plus one.
    const tip = writes.add(
      'tip',
      `select coalesce(max(leaf_index), -1) as leaf, coalesce(max(global_position), 0) as position from merkle_leaves`,
    );
    const [positions, streams, versions, hashes] = [
      events.map((event) => event.globalPosition),
      events.map((event) => event.streamId),
      events.map((event) => event.streamVersion),
      events.map((event) => event.hash),
    ].map((values) => writes.parameter(values));
    writes.add(
      'leaves',
      `insert into merkle_leaves (leaf_index, global_position, stream_id, stream_version, event_hash)
       select tip.leaf + row_number() over (order by t.ordinality), t.position, t.stream_id, t.version, t.hash
         from unnest(${positions}::bigint[], ${streams}::text[], ${versions}::int[], ${hashes}::text[])
              with ordinality as t(position, stream_id, version, hash), ${tip} as tip
        where t.position > tip.position`,
    );
  }
}
