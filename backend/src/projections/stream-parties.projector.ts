import { Injectable, type OnModuleInit } from '@nestjs/common';
import { partiesOf, type RecordedEvent } from '@samvida/machines';
import type { EntityManager } from 'typeorm';
import type { Projector } from './projector.js';
import { ProjectionsService } from './projections.service.js';

export const STREAM_PARTIES_PROJECTION = 'stream-parties';

/** Who may see each stream: the membership the realtime rooms and every query check. */
@Injectable()
export class StreamPartiesProjector implements Projector, OnModuleInit {
  readonly name = STREAM_PARTIES_PROJECTION;
  readonly tables = ['stream_parties'];
  readonly handles = (event: RecordedEvent): boolean => partiesOf(event).length > 0;

  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(this);
  }

  async apply(events: readonly RecordedEvent[], manager: EntityManager): Promise<void> {
    for (const event of events) await this.applyOne(event, manager);
  }

  private async applyOne(event: RecordedEvent, manager: EntityManager): Promise<void> {
    for (const party of partiesOf(event)) {
      if (party.removed) {
        await manager.query('delete from stream_parties where stream_id = $1 and user_id = $2', [
          event.streamId,
          party.userId,
        ]);
      } else {
        await manager.query(
          `insert into stream_parties (stream_id, user_id, role) values ($1, $2, $3)
           on conflict (stream_id, user_id) do update set role = excluded.role`,
          [event.streamId, party.userId, party.role],
        );
      }
    }
  }
}
