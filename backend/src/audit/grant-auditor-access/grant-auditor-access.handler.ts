import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { auditEndDateProblem } from '@samvida/machines';
import { DataSource } from 'typeorm';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { DomainError } from '../../common/errors/domain.error.js';
import { ContractCommand } from '../../contract-commands/contract-command.js';
import { AuditAccess } from '../audit-access.service.js';
import { GrantAuditorAccessCommand, type GrantAuditorAccessResult } from './grant-auditor-access.command.js';
import { normalContact } from './grant-auditor-access.request.js';

// A buyer or seller lets someone read the agreement: a registered contact gets the
// AuditorAccessGranted event now; an unregistered one is kept as an invitation, which the
// contact-verified reactor turns into the same event once they verify that phone or e-mail.
@CommandHandler(GrantAuditorAccessCommand)
export class GrantAuditorAccessHandler implements ICommandHandler<GrantAuditorAccessCommand> {
  constructor(
    private readonly access: AuditAccess,
    private readonly commands: CommandBus,
    private readonly directory: UserDirectoryService,
    private readonly dataSource: DataSource,
  ) {}

  async execute({ actor, request, commandId, now }: GrantAuditorAccessCommand): Promise<GrantAuditorAccessResult> {
    const { AgreementId: agreementId, Until } = request;
    await this.access.assertActingParty(agreementId, actor.userId);
    const until = Until ?? null;
    const contact = normalContact(request.Contact);
    const auditor = await this.directory.findByContact(contact);
    if (!auditor) {
      // An invitation is kept outside the contract's stream, so the machines' rule is asked here.
      const endProblem = auditEndDateProblem(until, now.toISOString());
      if (endProblem) throw new DomainError('INVALID_COMMAND', endProblem);
      await this.dataSource.query(
        `insert into auditor_invites (agreement_id, contact, invited_by, until) values ($1, $2, $3, $4)
         on conflict (agreement_id, contact) do update set invited_by = excluded.invited_by, until = excluded.until`,
        [agreementId, contact, actor.userId, until],
      );
      return { agreementId, status: 'Invited', auditorId: null, contact, until };
    }
    const data = { AgreementId: agreementId, AuditorId: auditor.usrId, Until: until };
    await this.commands.execute(new ContractCommand(actor, 'GrantAuditorAccess', data, commandId, now));
    return { agreementId, status: 'Granted', auditorId: auditor.usrId, contact, until };
  }
}
