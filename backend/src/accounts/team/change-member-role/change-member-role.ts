import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../../common/auth/access-token.service.js';
import { ActingBusiness } from '../../../common/auth/acting-business.js';
import type { ChangeMemberRoleRequest } from '../team.requests.js';
import { TeamError } from '../team.errors.js';

// Changes a member's (or a pending invitation's) role in the caller's business. The new role holds
// on this instance at once and on every other within the session-check interval.
@Injectable()
export class ChangeMemberRole {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly acting: ActingBusiness,
  ) {}

  async change(actor: Actor, { MemberId, Role }: ChangeMemberRoleRequest): Promise<void> {
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
