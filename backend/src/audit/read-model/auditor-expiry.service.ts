import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock.js';
import { DomainError } from '../../common/errors/domain.error.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';

const SWEEP_EVERY_MS = 60_000;

// Ends grants whose last day has passed: AuditorAccessRevoked on behalf of the party who granted
// them (so the membership, lists and live room end as with any revocation). Reads do not wait for
// it: AuditorGate refuses an ended grant at the request. The command id makes a repeated sweep a no-op.
@Injectable()
export class AuditorExpiry implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('AuditorExpiry');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    private readonly writer: StreamWriter,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.sweep().catch((error) => this.logger.error(error)), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<void> {
    const now = this.clock.now();
    const expired: { agreement_id: string; auditor_id: string; granted_by: string; until: string }[] =
      await this.dataSource.query(
        `select agreement_id, auditor_id, granted_by, to_char(until, 'YYYY-MM-DD') as until
         from auditor_grants where until < $1::date`,
        [now.toISOString().slice(0, 10)],
      );
    for (const grant of expired) {
      await this.writer
        .execute(
          'agreement',
          grant.agreement_id,
          { userId: grant.granted_by },
          { type: 'RevokeAuditorAccess', data: { AgreementId: grant.agreement_id, AuditorId: grant.auditor_id } },
          { commandId: `auditor-expired-${grant.agreement_id}-${grant.auditor_id}-${grant.until}`, now },
        )
        .catch((error: unknown) => {
          if (!(error instanceof DomainError)) throw error;
          this.logger.warn(`could not end ${grant.auditor_id}'s access to ${grant.agreement_id}: ${error.message}`);
        });
    }
  }
}
