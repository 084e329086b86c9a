import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { AuditAccess } from '../audit-access.service.js';

export interface AuditorView {
  auditorId: string;
  name: string;
  contact: string | null;
  grantedBy: string;
  until: string | null;
  grantedAt: string;
}

export interface AuditorInviteView {
  contact: string;
  invitedBy: string;
  until: string | null;
}

export interface AuditReadView {
  auditorId: string;
  name: string;
  what: string;
  at: string;
}

// The agreement's auditors, pending invitations and every read an auditor made: for its buyer and seller.
@Injectable()
export class AuditorsQuery {
  constructor(
    private readonly access: AuditAccess,
    private readonly dataSource: DataSource,
    private readonly directory: UserDirectoryService,
  ) {}

  async auditorsOf(
    agreementId: string,
    userId: string,
  ): Promise<{ auditors: AuditorView[]; invitations: AuditorInviteView[] }> {
    await this.access.assertActingParty(agreementId, userId);
    const grants: { auditor_id: string; granted_by: string; until: string | null; granted_at: Date }[] =
      await this.dataSource.query(
        `select auditor_id, granted_by, to_char(until, 'YYYY-MM-DD') as until, granted_at
         from auditor_grants where agreement_id = $1 order by granted_at`,
        [agreementId],
      );
    const invites: { contact: string; invited_by: string; until: string | null }[] = await this.dataSource.query(
      `select contact, invited_by, to_char(until, 'YYYY-MM-DD') as until from auditor_invites
       where agreement_id = $1 order by invited_at`,
      [agreementId],
    );
    const profiles = await this.directory.findByIds(grants.map((grant) => grant.auditor_id));
    return {
      auditors: grants.map((grant) => {
        const profile = profiles.get(grant.auditor_id);
        return {
          auditorId: grant.auditor_id,
          name: profile?.usrName ?? '',
          contact: profile?.email ?? profile?.phoneNumber ?? null,
          grantedBy: grant.granted_by,
          until: grant.until,
          grantedAt: new Date(grant.granted_at).toISOString(),
        };
      }),
      invitations: invites.map((invite) => ({
        contact: invite.contact,
        invitedBy: invite.invited_by,
        until: invite.until,
      })),
    };
  }

  async readsOf(agreementId: string, userId: string): Promise<AuditReadView[]> {
    await this.access.assertActingParty(agreementId, userId);
    const rows: { auditor_id: string; what: string; read_at: Date }[] = await this.dataSource.query(
      'select auditor_id, what, read_at from audit_reads where agreement_id = $1 order by id desc limit 500',
      [agreementId],
    );
    const profiles = await this.directory.findByIds(rows.map((row) => row.auditor_id));
    return rows.map((row) => ({
      auditorId: row.auditor_id,
      name: profiles.get(row.auditor_id)?.usrName ?? '',
      what: row.what,
      at: new Date(row.read_at).toISOString(),
    }));
  }
}
