import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { AuditorAccessGranted, RecordedEvent } from '@samvida/machines';
import type { EntityManager } from 'typeorm';
import type { Projector } from '../../projections/projector.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { ofTypes } from '../../projections/handles.js';

// Each agreement's current auditors: who granted them, when and until when.
@Injectable()
export class AuditorGrantsProjector implements Projector, OnModuleInit {
  readonly name = 'auditor-grants';
  readonly tables = ['auditor_grants'];
  readonly handles = ofTypes('AuditorAccessGranted', 'AuditorAccessRevoked');

  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(this);
  }

  async apply(events: readonly RecordedEvent[], manager: EntityManager): Promise<void> {
    for (const event of events) {
      if (event.type !== 'AuditorAccessGranted' && event.type !== 'AuditorAccessRevoked') continue;
      const agreementId = event.streamId.slice('agreement-'.length);
      const { auditorId, until } = event.data as AuditorAccessGranted['data'];
      if (event.type === 'AuditorAccessRevoked') {
        await manager.query('delete from auditor_grants where agreement_id = $1 and auditor_id = $2', [
          agreementId,
          auditorId,
        ]);
        continue;
      }
      await manager.query(
        `insert into auditor_grants (agreement_id, auditor_id, granted_by, until, granted_at) values ($1, $2, $3, $4, $5)
         on conflict (agreement_id, auditor_id) do update
         set granted_by = excluded.granted_by, until = excluded.until, granted_at = excluded.granted_at`,
        [agreementId, auditorId, event.metadata.actorId, until ?? null, event.metadata.occurredAt],
      );
    }
  }
}
