import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { ProposalCommandInput } from '@samvida/machines';
import type { Repository } from 'typeorm';
import { ProposalAccess } from '../proposal-access.js';
import { commandView, ProposalStream } from '../proposal-stream.js';
import { ProposalsError } from '../proposals.errors.js';
import { ProposalInviteRow } from '../read-model/proposal-invite.entity.js';
import { DeleteInviteCommand } from './delete-invite.command.js';

// DeleteInvite removes an invite from the caller's list: the RFQ's owner withdraws it, the invited
// seller declines it. The machines decide whether it still can be (a pending invite only).
@CommandHandler(DeleteInviteCommand)
export class DeleteInviteHandler implements ICommandHandler<DeleteInviteCommand> {
  constructor(
    @InjectRepository(ProposalInviteRow) private readonly invites: Repository<ProposalInviteRow>,
    private readonly access: ProposalAccess,
    private readonly stream: ProposalStream,
  ) {}

  async execute({ actor, request, commandId: idempotencyKey }: DeleteInviteCommand) {
    const { inviteId } = request;
    const invite = await this.invites.findOneBy({ id: inviteId });
    if (!invite) throw new ProposalsError('INVITE_NOT_FOUND');
    const { role } = await this.access.read(invite.proposalId, actor.userId);
    const data = { ProposalId: invite.proposalId, InviteId: invite.id };
    let command: ProposalCommandInput;
    if (role === 'owner') command = { type: 'WithdrawInvite', data };
    else if (invite.sellerId === actor.userId) command = { type: 'DeclineInvite', data };
    else throw new ProposalsError('NOT_YOUR_INVITE');
    const result = await this.stream.execute(invite.proposalId, command, actor, idempotencyKey);
    return { ...commandView(invite.proposalId, result), inviteId: invite.id };
  }
}
