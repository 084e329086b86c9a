import { Module } from '@nestjs/common';
import { NotificationsModule } from '../../notifications/notifications.module.js';
import { ChangeMemberRoleHandler } from './change-member-role/change-member-role.handler.js';
import { InviteMemberHandler } from './invite-member/invite-member.handler.js';
import { MemberActivityQuery } from './list-activity/member-activity.query.js';
import { TeamMembersQuery } from './list-members/team-members.query.js';
import { RemoveMemberHandler } from './remove-member/remove-member.handler.js';
import { SetApprovalRuleHandler } from './set-approval-rule/set-approval-rule.handler.js';
import { TeamController } from './team.controller.js';

// Businesses' team members and roles (the acting business of each request is resolved by AuthGuard).
@Module({
  imports: [NotificationsModule],
  controllers: [TeamController],
  providers: [
    MemberActivityQuery,

    TeamMembersQuery,
    InviteMemberHandler,
    ChangeMemberRoleHandler,
    RemoveMemberHandler,
    SetApprovalRuleHandler,
  ],
})
export class TeamModule {}
