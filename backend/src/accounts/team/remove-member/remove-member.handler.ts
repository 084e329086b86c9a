import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { personOf } from '../../../common/auth/access-token.service.js';
import { ActingBusiness } from '../../../common/auth/acting-business.js';
import { TeamError } from '../team.errors.js';
import { RemoveMemberCommand } from './remove-member.command.js';

// Removes a member (or withdraws an invitation) from the caller's business. Their requests and
// sockets act for their own account again: on this instance at once, on every other within the
// session-check interval (the gateway disconnects sockets whose business changed). The row stays,
// with who removed it and when.
@CommandHandler(RemoveMemberCommand)
export class RemoveMemberHandler implements ICommandHandler<RemoveMemberCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly acting: ActingBusiness,
  ) {}

  async execute({ actor, request: { MemberId } }: RemoveMemberCommand): Promise<void> {
    const [rows]: [{ member_user_id: string | null }[], number] = await this.dataSource.query(
      `update team_members set removed_at = now(), removed_by = $3
        where id = $1 and business_id = $2 and removed_at is null
       returning member_user_id`,
      [MemberId, actor.userId, personOf(actor)],
    );
    const [removed] = rows;
    if (!removed) throw new TeamError('MEMBER_NOT_FOUND', 'MemberId');
    if (removed.member_user_id) this.acting.forget(removed.member_user_id);
  }
}
