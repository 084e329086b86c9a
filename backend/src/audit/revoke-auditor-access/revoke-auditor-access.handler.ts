import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain.error.js';
import { ContractCommand } from '../../contract-commands/contract-command.js';
import { normalContact } from '../grant-auditor-access/grant-auditor-access.request.js';
import { AuditAccess } from '../audit-access.service.js';
import { RevokeAuditorAccessCommand, type RevokeAuditorAccessResult } from './revoke-auditor-access.command.js';

// Either party ends an auditor's access (AuditorAccessRevoked: their membership, lists and live
// room end with it) or withdraws an invitation that nobody has taken up yet.
@CommandHandler(RevokeAuditorAccessCommand)
export class RevokeAuditorAccessHandler implements ICommandHandler<RevokeAuditorAccessCommand> {
  constructor(
    private readonly access: AuditAccess,
    private readonly commands: CommandBus,
    private readonly dataSource: DataSource,
  ) {}

  async execute({ actor, request, commandId, now }: RevokeAuditorAccessCommand): Promise<RevokeAuditorAccessResult> {
    const agreementId = request.AgreementId;
    await this.access.assertActingParty(agreementId, actor.userId);
    if (request.Contact) {
      const [, deleted] = await this.dataSource.query(
        'delete from auditor_invites where agreement_id = $1 and contact = $2',
        [agreementId, normalContact(request.Contact)],
      );
      if (!deleted)
        throw new DomainError('INVITATION_NOT_FOUND', 'There is no pending invitation for this contact.', 'not_found');
      return { agreementId, status: 'InvitationWithdrawn' };
    }
    const data = { AgreementId: agreementId, AuditorId: request.AuditorId! };
    await this.commands.execute(new ContractCommand(actor, 'RevokeAuditorAccess', data, commandId, now));
    return { agreementId, status: 'Revoked' };
  }
}
