import { Injectable, type OnModuleInit } from '@nestjs/common';
import { partiesOf, type RecordedEvent } from '@samvida/machines';
import { LRUCache } from 'lru-cache';
import { DataSource, type EntityManager } from 'typeorm';
import type { Projector } from './projector.js';
import { ProjectionsService } from './projections.service.js';

export const STREAM_PARTIES_PROJECTION = 'stream-parties';

// Streams whose parties this process keeps in memory for the realtime pushes.
const KNOWN_STREAMS = 5_000;

// Who may see each stream: the membership the realtime rooms and every query check.
@Injectable()
export class StreamPartiesProjector implements Projector, OnModuleInit {
  readonly name = STREAM_PARTIES_PROJECTION;
  readonly tables = ['stream_parties'];
  readonly handles = (event: RecordedEvent): boolean => partiesOf(event).length > 0;
  // Parties of streams as last read; a stream leaves it whenever this projector changes its parties.
  private readonly known = new LRUCache<string, string[]>({ max: KNOWN_STREAMS });
  // The streams of the last batch applied, whose parties change when it commits.
  private changing = new Set<string>();
  // Counts changes, so that a read that overlapped one is not remembered.
  private changes = 0;

  constructor(
    private readonly projections: ProjectionsService,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.projections.register(this);
  }

  async apply(events: readonly RecordedEvent[], manager: EntityManager): Promise<void> {
    this.changing = new Set(events.map((event) => event.streamId));
    this.changed(this.changing);
    for (const event of events) await this.applyOne(event, manager);
  }

  committed(): void {
    this.changed(this.changing);
    this.changing = new Set();
  }

  forget(): void {
    this.known.clear();
    this.changes += 1;
  }

  // The user ids of each stream's parties: from memory for the streams this process read since
  // their last change, the others in one query. Meant for the process that runs this projection
  // (the realtime pushes follow its commits): elsewhere, changes would go unnoticed.
  async partiesOf(streamIds: readonly string[]): Promise<Map<string, string[]>> {
    const parties = new Map<string, string[]>();
    const unknown = streamIds.filter((streamId) => {
      const known = this.known.get(streamId);
      if (known) parties.set(streamId, known);
      return !known;
    });
    if (unknown.length === 0) return parties;
    const changes = this.changes;
    const rows: { stream_id: string; user_id: string }[] = await this.dataSource.query(
      'select stream_id, user_id from stream_parties where stream_id = any($1)',
      [unknown],
    );
    for (const streamId of unknown) parties.set(streamId, []);
    for (const row of rows) parties.get(row.stream_id)!.push(row.user_id);
    // A change committed during the read may or may not be in it.
    if (this.changes === changes) for (const streamId of unknown) this.known.set(streamId, parties.get(streamId)!);
    return parties;
  }

  private changed(streamIds: Iterable<string>): void {
    for (const streamId of streamIds) this.known.delete(streamId);
    this.changes += 1;
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
