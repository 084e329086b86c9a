import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type MemberRole, roleMay, type Rupees } from '@samvida/machines';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../../common/auth/access-token.service.js';
import { MAX_TEAM_SIZE } from '../team.errors.js';

export interface TeamMemberView {
  // Null for the business's own account (its owner), which cannot be changed or removed.
  MemberId: string | null;
  Name: string | null;
  PhoneNumber: string;
  Role: MemberRole;
  // Invited: the phone has not signed up yet.
  Status: 'Owner' | 'Active' | 'Invited';
  InvitedAt: string | null;
  JoinedAt: string | null;
}

export interface TeamView {
  BusinessName: string;
  MyRole: MemberRole;
  CanManage: boolean;
  // Contracts worth more need a second member's approval to be sent or started; null: never.
  ApprovalAbove: Rupees | null;
  Members: TeamMemberView[];
}

interface MemberRow {
  id: string;
  name: string | null;
  phone_number: string;
  role: MemberRole;
  invited_at: Date;
  joined_at: Date | null;
}

// The caller's business and its members, the owner's own account first; every member may read it.
@Injectable()
export class TeamMembersQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async of(actor: Actor): Promise<TeamView> {
    const role = actor.memberRole ?? 'owner';
    const [business]: { name: string; phone_number: string | null; created_at: Date }[] = await this.dataSource.query(
      'select name, phone_number, created_at from users where id = $1',
      [actor.userId],
    );
    const rows: MemberRow[] = await this.dataSource.query(
      `select m.id, u.name, m.phone_number, m.role, m.invited_at, m.joined_at
         from team_members m left join users u on u.id = m.member_user_id
        where m.business_id = $1 and m.removed_at is null
        order by m.invited_at limit $2`,
      [actor.userId, MAX_TEAM_SIZE],
    );
    const owner: TeamMemberView = {
      MemberId: null,
      Name: business?.name ?? null,
      PhoneNumber: business?.phone_number ?? '',
      Role: 'owner',
      Status: 'Owner',
      InvitedAt: null,
      JoinedAt: business ? business.created_at.toISOString() : null,
    };
    return {
      BusinessName: business?.name ?? '',
      MyRole: role,
      CanManage: roleMay(role, 'members'),
      ApprovalAbove: actor.approvalAbove ?? null,
      Members: [owner, ...rows.map(memberView)],
    };
  }
}

const memberView = (row: MemberRow): TeamMemberView => ({
  MemberId: row.id,
  Name: row.name,
  PhoneNumber: row.phone_number,
  Role: row.role,
  Status: row.joined_at ? 'Active' : 'Invited',
  InvitedAt: row.invited_at.toISOString(),
  JoinedAt: row.joined_at?.toISOString() ?? null,
});
