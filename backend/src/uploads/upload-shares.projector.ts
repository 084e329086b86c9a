import { Injectable, type OnModuleInit } from '@nestjs/common';
import { streamKindOf, type RecordedEvent } from '@samvida/machines';
import type { EntityManager } from 'typeorm';
import type { Projector } from '../projections/projector.js';
import { ProjectionsService } from '../projections/projections.service.js';

// Makes every upload an event names under `attachmentIds` (a remark's, a term's) readable by the
// parties of that event's stream, in the same transaction as the checkpoint: exactly once, and
// before the command that attached it answers (read your writes).
@Injectable()
export class UploadSharesProjector implements Projector, OnModuleInit {
  readonly name = 'upload-shares';
  readonly tables = ['upload_streams'];

  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(this);
  }

  handles(event: RecordedEvent): boolean {
    return streamKindOf(event.streamId) !== 'account' && attachmentIdsIn(event.data).length > 0;
  }

  async apply(events: readonly RecordedEvent[], manager: EntityManager): Promise<void> {
    const links = events.flatMap((event) =>
      attachmentIdsIn(event.data).map((uploadId) => [uploadId, event.streamId] as const),
    );
    await manager.query(
      `insert into upload_streams (upload_id, stream_id)
       select * from unnest($1::uuid[], $2::text[]) on conflict do nothing`,
      [links.map(([uploadId]) => uploadId), links.map(([, streamId]) => streamId)],
    );
  }
}

// Every id under an `attachmentIds` key anywhere in an event's data.
function attachmentIdsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(attachmentIdsIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'attachmentIds' && Array.isArray(inner)
      ? inner.filter((id) => typeof id === 'string')
      : attachmentIdsIn(inner),
  );
}
