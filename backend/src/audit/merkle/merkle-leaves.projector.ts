import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { RecordedEvent } from '@samvida/machines';
import type { EntityManager } from 'typeorm';
import type { Projector } from '../../projections/projector.js';
import { ProjectionsService } from '../../projections/projections.service.js';

/**
 * Every event of every stream becomes the next leaf of the audit Merkle tree, in global feed
 * order. A replayed event (same global position) is skipped, so the leaf numbering never moves.
 */
@Injectable()
export class MerkleLeavesProjector implements Projector, OnModuleInit {
  readonly name = 'merkle-leaves';
  readonly tables = ['merkle_leaves'];

  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(this);
  }

  async apply(events: readonly RecordedEvent[], manager: EntityManager): Promise<void> {
    if (events.length === 0) return;
    const [{ last }] = await manager.query(
      'select coalesce(max(global_position), 0)::bigint as last from merkle_leaves',
    );
    const fresh = events.filter((event) => event.globalPosition > Number(last));
    if (fresh.length === 0) return;
    await manager.query(
      `insert into merkle_leaves (leaf_index, global_position, stream_id, stream_version, event_hash)
       select (select count(*) from merkle_leaves) + ordinality - 1, position, stream_id, version, hash
       from unnest($1::bigint[], $2::text[], $3::int[], $4::text[]) with ordinality as t(position, stream_id, version, hash)`,
      [
        fresh.map((event) => event.globalPosition),
        fresh.map((event) => event.streamId),
        fresh.map((event) => event.streamVersion),
        fresh.map((event) => event.hash),
      ],
    );
  }
}
