import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  archiveDate,
  DELETION_WARNING_DAYS,
  deletionDates,
  FINISHED_STATUSES,
  indianDate,
  istDate,
  storageMonths,
  systemActor,
  type ContractCommandInput,
} from '@samvida/machines';
import type { DataSource } from 'typeorm';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { Clock } from '../../common/clock.js';
import { RenderedPdfs } from '../../common/pdf/rendered-pdfs.service.js';
import { NotificationsService } from '../../notifications/notifications.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { UploadsService } from '../../uploads/uploads.service.js';

// Retention is counted in months; a sweep every quarter of an hour is early enough.
const SWEEP_EVERY_MS = 15 * 60_000;
// Contracts read per query while a sweep walks the pending ones.
const BATCH = 200;
const WARNING_MS = DELETION_WARNING_DAYS * 86_400_000;
const ACTOR = systemActor('contract-retention');

// A finished contract whose files are not deleted yet, with the longer storage of its parties' plans.
interface Pending {
  agreement_id: string;
  agreement_uid: string;
  buyer_id: string | null;
  seller_id: string | null;
  finished_on: Date;
  storage_ended_on: Date | null;
  duration_limit: number;
  warned_at: Date | null;
}

// Moves finished contracts along the plans' "storage months plus 3 months archive" by the clock:
// after the storage months (the longer of the two parties' plans) it ends the contract's storage
// (it moves to both archives), a week before the archive months end it tells both parties, and
// then it deletes the contract's files and PDFs and records that. Each step is a command with a
// fixed id, and the warning is stored once per contract and recipient, so a repeated or
// interrupted sweep does each exactly once. The files go no sooner than a week after the warning.
@Injectable()
export class ArchiveRetention implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ArchiveRetention');
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly writer: StreamWriter,
    private readonly clock: Clock,
    private readonly directory: UserDirectoryService,
    private readonly notifications: NotificationsService,
    private readonly uploads: UploadsService,
    private readonly pdfs: RenderedPdfs,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep().catch((error) => this.logger.error(error)), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<void> {
    const now = this.clock.now();
    for (let after = ''; ;) {
      const rows = await this.pending(after);
      for (const row of rows) {
        // One contract's failure (a refusal, the file store down) waits for the next sweep; the rest go on.
        await this.advance(row, now).catch((error: unknown) =>
          this.logger.warn(
            `retention of ${row.agreement_uid}: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
      }
      if (rows.length < BATCH) return;
      after = rows.at(-1)!.agreement_id;
    }
  }

  private pending(after: string): Promise<Pending[]> {
    return this.dataSource.query(
      `select r.agreement_id, a.agreement_uid, a.buyer_id, a.seller_id, r.finished_on, r.storage_ended_on,
              greatest(coalesce(bp.contract_duration_limit, 0), coalesce(sp.contract_duration_limit, 0)) as duration_limit,
              w.warned_at
         from agreement_retention r
         join agreements a on a.agreement_id = r.agreement_id
         left join users bu on bu.id::text = a.buyer_id
         left join subscription_plans bp on bp.id = bu.plan_id
         left join users su on su.id::text = a.seller_id
         left join subscription_plans sp on sp.id = su.plan_id
         left join agreement_deletion_warnings w on w.agreement_id = r.agreement_id
        where r.files_deleted_on is null and r.agreement_id::text > $1 and a.status = any($2)
        order by r.agreement_id limit $3`,
      [after, FINISHED_STATUSES, BATCH],
    );
  }

  // The next step of one contract that is due; the one after waits for the next sweep.
  private async advance(row: Pending, now: Date): Promise<void> {
    if (!row.storage_ended_on) {
      if (now >= archiveDate(row.finished_on, storageMonths(row.duration_limit)))
        await this.execute(row, 'EndAgreementStorage', now);
      return;
    }
    const { warnOn, deleteOn } = deletionDates(row.storage_ended_on);
    if (!row.warned_at) {
      if (now >= warnOn) await this.warn(row, deleteOn, now);
      return;
    }
    if (now.getTime() >= Math.max(deleteOn.getTime(), row.warned_at.getTime() + WARNING_MS)) {
      await this.uploads.deleteFilesOf(`agreement-${row.agreement_id}`);
      await this.pdfs.deleteOfAgreement(row.agreement_id);
      await this.execute(row, 'DeleteAgreementFiles', now);
    }
  }

  private async warn(row: Pending, deleteOn: Date, now: Date): Promise<void> {
    const when = new Date(Math.max(deleteOn.getTime(), now.getTime() + WARNING_MS));
    const parties = await this.directory.findByIds([row.buyer_id, row.seller_id].filter((id): id is string => !!id));
    for (const party of parties.values()) {
      const to = party.phoneNumber ?? party.email;
      if (!to) continue;
      const params = { agreementUid: row.agreement_uid, deleteOn: indianDate(istDate(when)), link: '/Archive' };
      await this.notifications.send('archive-deletion', to, params, `archive-deletion-${row.agreement_id}`);
    }
    await this.dataSource.query(
      'insert into agreement_deletion_warnings (agreement_id, warned_at) values ($1, $2) on conflict do nothing',
      [row.agreement_id, now],
    );
  }

  private async execute(row: Pending, type: 'EndAgreementStorage' | 'DeleteAgreementFiles', now: Date): Promise<void> {
    await this.writer.execute(
      'agreement',
      row.agreement_id,
      ACTOR,
      { type, data: { AgreementId: row.agreement_id } } as ContractCommandInput,
      { commandId: `${type}-${row.agreement_id}`, now },
    );
  }
}
