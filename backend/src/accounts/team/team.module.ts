import { Module } from '@nestjs/common';
import { NotificationsModule } from '../../notifications/notifications.module.js';
import { ChangeMemberRole } from './change-member-role/change-member-role.js';
import { InviteMember } from './invite-member/invite-member.js';
import { TeamMembersQuery } from './list-members/team-members.query.js';
import { RemoveMember } from './remove-member/remove-member.js';
import { TeamController } from './team.controller.js';

// Businesses' team members and roles (the acting business of each request is resolved by AuthGuard).
@Module({
  imports: [NotificationsModule],
  controllers: [TeamController],
  providers: [TeamMembersQuery, InviteMember, ChangeMemberRole, RemoveMember],
})
export class TeamModule {}
