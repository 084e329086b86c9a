import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/access-token.service.js';
import { CurrentActor } from '../../common/auth/current-actor.decorator.js';
import { Needs } from '../../common/auth/member-role.guard.js';
import { withMessage } from '../../common/http/api-response.js';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe.js';
import { ChangeMemberRoleCommand } from './change-member-role/change-member-role.command.js';
import { InviteMemberCommand } from './invite-member/invite-member.command.js';
import { MemberActivityQuery, type MemberActivityView } from './list-activity/member-activity.query.js';
import { TeamMembersQuery, type TeamView } from './list-members/team-members.query.js';
import { RemoveMemberCommand } from './remove-member/remove-member.command.js';
import { SetApprovalRuleCommand } from './set-approval-rule/set-approval-rule.command.js';
import {
  ChangeMemberRoleRequest,
  InviteMemberRequest,
  RemoveMemberRequest,
  SetApprovalRuleRequest,
} from './team.requests.js';

// Settings → Team Members: the caller's business, its members and pending invitations. Every member
// reads it; inviting, changing roles and removing need the owner's role (see docs/api.md "Team").
@Needs('members')
@Controller('Team')
export class TeamController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly members: TeamMembersQuery,
    private readonly activities: MemberActivityQuery,
  ) {}

  @Get('Members')
  list(@CurrentActor() actor: Actor): Promise<TeamView> {
    return this.members.of(actor);
  }

  @Get('Activity')
  activity(@CurrentActor() actor: Actor): Promise<MemberActivityView[]> {
    return this.activities.of(actor);
  }

  @HttpCode(200)
  @Post('Invite')
  async invite(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(InviteMemberRequest)) body: InviteMemberRequest,
  ) {
    return withMessage(
      await this.commandBus.execute(new InviteMemberCommand(actor, body)),
      'Invitation sent. The number joins your team when it signs up.',
    );
  }

  @HttpCode(200)
  @Post('ChangeRole')
  async changeRole(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(ChangeMemberRoleRequest)) body: ChangeMemberRoleRequest,
  ) {
    await this.commandBus.execute(new ChangeMemberRoleCommand(actor, body));
    return withMessage(null, 'Role changed.');
  }

  @HttpCode(200)
  @Post('ApprovalRule')
  async setApprovalRule(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(SetApprovalRuleRequest)) body: SetApprovalRuleRequest,
  ) {
    await this.commandBus.execute(new SetApprovalRuleCommand(actor, body));
    return withMessage(
      null,
      body.AmountAbove === null
        ? 'Contracts no longer need a second approval.'
        : 'Contracts above this amount now need a second member’s approval to be sent or started.',
    );
  }

  @HttpCode(200)
  @Post('Remove')
  async remove(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(RemoveMemberRequest)) body: RemoveMemberRequest,
  ) {
    await this.commandBus.execute(new RemoveMemberCommand(actor, body));
    return withMessage(null, 'Removed from the team.');
  }
}
