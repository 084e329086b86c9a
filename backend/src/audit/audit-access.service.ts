import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/errors/domain.error.js';
import { StreamAccess, type PartyRole } from '../streams/stream-access.service.js';
import { AuditorTrail } from './auditor-gate/auditor-trail.service.js';

// The 403 for an auditor on anything but a read (AuditorGate, and the buyer-or-seller audit calls).
export const auditorReadOnly = () =>
  new DomainError('AUDITOR_READ_ONLY', 'Auditors can only read this agreement.', 'forbidden');

// The 403 for an auditor whose grant's last day has passed.
export const auditAccessEnded = () =>
  new DomainError('AUDIT_ACCESS_ENDED', 'Your audit access to this agreement has ended.', 'forbidden');

// Who may read an agreement's audit views: its buyer and seller, and auditors whose grant has not
// ended. AuditorGate has already decided and logged an auditor's request; the views check again.
@Injectable()
export class AuditAccess {
  constructor(
    private readonly access: StreamAccess,
    private readonly trail: AuditorTrail,
  ) {}

  // The caller's role; 403 for strangers and for auditors whose end date has passed.
  async assertReader(agreementId: string, userId: string, now: Date): Promise<PartyRole> {
    const role = await this.access.assertParty('agreement', agreementId, userId);
    if (role === 'auditor') {
      const [grant] = await this.trail.contractsNamed(userId, [agreementId], now);
      if (!grant?.open) throw auditAccessEnded();
    }
    return role;
  }

  // The caller's role when it may change the agreement: buyer or seller, never an auditor.
  async assertActingParty(agreementId: string, userId: string): Promise<'buyer' | 'seller'> {
    const role = await this.access.assertParty('agreement', agreementId, userId);
    if (role === 'auditor') throw auditorReadOnly();
    return role;
  }
}
