import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { RecordedEvent } from '@samvida/machines';
import type { EntityManager } from 'typeorm';
import { ofTypes } from '../../projections/handles.js';
import type { Projector } from '../../projections/projector.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { agreementIdOf } from '../../streams/stream-ids.js';

// The events that finish a contract (its status becomes Completed, Closed, Rejected or Expired).
const FINISHING = ['AgreementCompleted', 'AgreementClosed', 'AgreementRejected', 'AgreementExpired'];
const RETENTION_STEPS = {
  AgreementStorageEnded: 'storage_ended_on',
  AgreementFilesDeleted: 'files_deleted_on',
} as const;

// A line award that withdraws an agreement's last item rejects it, and so finishes it too.
const finishes = (event: RecordedEvent): boolean =>
  FINISHING.includes(event.type) ||
  (event.type === 'ItemsWithdrawnByAward' && (event.data as { closesAgreement?: boolean }).closesAgreement === true);

// Each finished contract's retention dates, from its events: when it finished (its plan's storage
// months count from there), when its storage ended and when its files were deleted. The retention
// sweep (archive-retention.service.ts) reads it.
@Injectable()
export class AgreementRetentionProjector implements Projector, OnModuleInit {
  readonly name = 'agreement-retention';
  readonly tables = ['agreement_retention'];
  readonly handles = ofTypes(...FINISHING, 'ItemsWithdrawnByAward', ...Object.keys(RETENTION_STEPS));

  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(this);
  }

  async apply(events: readonly RecordedEvent[], manager: EntityManager): Promise<void> {
    for (const event of events) {
      const agreementId = agreementIdOf(event.streamId);
      const at = event.metadata.occurredAt;
      const column = RETENTION_STEPS[event.type as keyof typeof RETENTION_STEPS];
      if (column) {
        await manager.query(`update agreement_retention set ${column} = $2 where agreement_id = $1`, [agreementId, at]);
      } else if (finishes(event)) {
        await manager.query(
          'insert into agreement_retention (agreement_id, finished_on) values ($1, $2) on conflict do nothing',
          [agreementId, at],
        );
      }
    }
  }
}
