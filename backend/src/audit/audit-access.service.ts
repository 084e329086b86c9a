import { Injectable } from '@nestjs/common';
import { streamName } from '@samvida/machines';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/errors/domain.error.js';
import { StreamAccess, type PartyRole } from '../streams/stream-access.service.js';

// Who may read an agreement's audit views: its buyer and seller, and auditors whose grant has
// not ended. Every read by an auditor is written to `audit_reads`, which both parties can see.
@Injectable()
export class AuditAccess {
  constructor(
    private readonly access: StreamAccess,
    private readonly dataSource: DataSource,
  ) {}

  // The caller's role; 403 for strangers and for auditors whose end date has passed. Logs auditors' reads.
  async assertReader(agreementId: string, userId: string, what: string, now: Date): Promise<PartyRole> {
    const role = await this.access.assertParty('agreement', agreementId, userId);
    if (role === 'auditor') {
      await this.assertGrantOpen(agreementId, userId, now);
      await this.logRead(agreementId, userId, what);
    }
    return role;
  }

  // For reads outside the audit views (agreement detail, items, reports): refuses an ended grant and logs the read.
  async checkAuditorRead(agreementId: string, userId: string, what: string, now: Date): Promise<void> {
    if ((await this.access.roleIn(streamName('agreement', agreementId), userId)) !== 'auditor') return;
    await this.assertGrantOpen(agreementId, userId, now);
    await this.logRead(agreementId, userId, what);
  }

  // The caller's role when it may change the agreement: buyer or seller, never an auditor.
  async assertActingParty(agreementId: string, userId: string): Promise<'buyer' | 'seller'> {
    const role = await this.access.assertParty('agreement', agreementId, userId);
    if (role === 'auditor')
      throw new DomainError('AUDITOR_READ_ONLY', 'Auditors can only read this agreement.', 'forbidden');
    return role;
  }

  async logRead(agreementId: string, auditorId: string, what: string): Promise<void> {
    await this.dataSource.query('insert into audit_reads (agreement_id, auditor_id, what) values ($1, $2, $3)', [
      agreementId,
      auditorId,
      what.slice(0, 200),
    ]);
  }

  private async assertGrantOpen(agreementId: string, auditorId: string, now: Date): Promise<void> {
    const rows: { open: boolean }[] = await this.dataSource.query(
      'select (until is null or until >= $3::date) as open from auditor_grants where agreement_id = $1 and auditor_id = $2',
      [agreementId, auditorId, now.toISOString().slice(0, 10)],
    );
    if (!rows[0]?.open) {
      throw new DomainError('AUDIT_ACCESS_ENDED', 'Your audit access to this agreement has ended.', 'forbidden');
    }
  }
}
