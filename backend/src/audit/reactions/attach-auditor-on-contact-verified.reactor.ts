import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { ContactVerified, RecordedEvent } from '@samvida/machines';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain.error.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import type { Reactor } from '../../projections/projector.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { ofTypes } from '../../projections/handles.js';

interface Invite {
  agreement_id: string;
  invited_by: string;
  until: string | null;
}

// An auditor invited by a phone or e-mail without an account gets the access once a user
// verifies that contact: GrantAuditorAccess on behalf of the party who invited them. The command
// id derives from the agreement and the user, so a replay after a crash grants nothing twice.
@Injectable()
export class AttachAuditorOnContactVerifiedReactor implements Reactor, OnModuleInit {
  readonly name = 'attach-auditor-on-contact-verified';
  readonly handles = ofTypes('ContactVerified');
  private readonly logger = new Logger('AttachAuditor');

  constructor(
    private readonly projections: ProjectionsService,
    private readonly writer: StreamWriter,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.projections.registerReactor(this);
  }

  async react(event: RecordedEvent): Promise<void> {
    const { userId, contact } = event.data as ContactVerified['data'];
    const invites: Invite[] = await this.dataSource.query(
      `select agreement_id, invited_by, to_char(until, 'YYYY-MM-DD') as until from auditor_invites where contact = $1`,
      [contact],
    );
    for (const invite of invites) {
      await this.attach(invite, userId, event.eventId);
      await this.dataSource.query('delete from auditor_invites where agreement_id = $1 and contact = $2', [
        invite.agreement_id,
        contact,
      ]);
    }
  }

  private async attach(invite: Invite, auditorId: string, causationId: string): Promise<void> {
    await this.writer
      .execute(
        'agreement',
        invite.agreement_id,
        { userId: invite.invited_by },
        {
          type: 'GrantAuditorAccess',
          data: { AgreementId: invite.agreement_id, AuditorId: auditorId, Until: invite.until },
        },
        { commandId: `auditor-${invite.agreement_id}-${auditorId}`, causationId },
      )
      .catch((error: unknown) => {
        // A refusal is final (already an auditor, or a party); anything else is retried from the checkpoint.
        if (!(error instanceof DomainError)) throw error;
        this.logger.warn(`auditor ${auditorId} not attached to ${invite.agreement_id}: ${error.message}`);
      });
  }
}
