import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ActingBusiness } from '../../../common/auth/acting-business.js';
import { TeamError } from '../team.errors.js';
import { ChangeMemberRoleCommand } from './change-member-role.command.js';

// Changes a member's (or a pending invitation's) role in the caller's business. The new role holds
// on this instance at once and on every other within the session-check interval.
@CommandHandler(ChangeMemberRoleCommand)
export class ChangeMemberRoleHandler implements ICommandHandler<ChangeMemberRoleCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly acting: ActingBusiness,
  ) {}

  async execute({ actor, request: { MemberId, Role } }: ChangeMemberRoleCommand): Promise<void> {
    const [rows]: [{ member_user_id: string | null }[], number] = await this.dataSource.query(
      `update team_members set role = $3 where id = $1 and business_id = $2 and removed_at is null
       returning member_user_id`,
      [MemberId, actor.userId, Role],
    );
    const [changed] = rows;
    if (!changed) throw new TeamError('MEMBER_NOT_FOUND', 'MemberId');
    if (changed.member_user_id) this.acting.forget(changed.member_user_id);
  }
}
