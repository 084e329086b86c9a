import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SUCCESS_MESSAGES } from '@samvida/machines';
import type { Actor } from '../common/auth/access-token.service.js';
import { CurrentActor } from '../common/auth/current-actor.decorator.js';
import { Needs } from '../common/auth/member-role.guard.js';
import { withMessage } from '../common/http/api-response.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { DeleteTermGroupCommand } from './delete-term-group/delete-term-group.command.js';
import { type DeleteTermGroupParams, DeleteTermGroupRequest } from './delete-term-group/delete-term-group.request.js';
import { type GroupTermView, GroupTermsQuery } from './list-group-terms/group-terms.query.js';
import { type GroupTermsParams, GroupTermsRequest } from './list-group-terms/group-terms.request.js';
import { type TermGroupOptionsParams, TermGroupOptionsRequest } from './list-term-groups/term-group-options.request.js';
import { type TermGroupOption, type TermGroupView, TermGroupsQuery } from './list-term-groups/term-groups.query.js';
import { RemoveGroupTermCommand } from './remove-group-term/remove-group-term.command.js';
import { type RemoveGroupTermParams, RemoveGroupTermRequest } from './remove-group-term/remove-group-term.request.js';
import { RemoveTermAttachmentCommand } from './remove-term-attachment/remove-term-attachment.command.js';
import {
  type RemoveTermAttachmentParams,
  RemoveTermAttachmentRequest,
} from './remove-term-attachment/remove-term-attachment.request.js';
import { AddGroupTermCommand, UpdateGroupTermCommand } from './save-group-term/save-group-term.command.js';
import { AddGroupTermRequest, UpdateGroupTermRequest } from './save-group-term/save-group-term.request.js';
import { AddTermGroupCommand, UpdateTermGroupCommand } from './save-term-group/save-term-group.command.js';
import { AddTermGroupRequest, UpdateTermGroupRequest } from './save-term-group/save-term-group.request.js';

// The caller's term groups and their terms (spec §7 "Term groups"); see docs/api.md.
@Needs('negotiate')
@Controller()
export class TermGroupsController {
  constructor(
    private readonly groups: TermGroupsQuery,
    private readonly terms: GroupTermsQuery,
    private readonly commandBus: CommandBus,
  ) {}

  @Get('Auth/GetTermGroupList')
  list(@CurrentActor() actor: Actor): Promise<TermGroupView[]> {
    return this.groups.list(actor.userId);
  }

  @Get('General/UserTermDropDown')
  options(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(TermGroupOptionsRequest)) query: TermGroupOptionsParams,
  ): Promise<TermGroupOption[]> {
    return this.groups.options(actor.userId, query.typeName, query.search);
  }

  @Post('Auth/AddUserTermGroup')
  async add(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(AddTermGroupRequest)) body: AddTermGroupRequest) {
    return withMessage(await this.commandBus.execute(new AddTermGroupCommand(actor, body)), SUCCESS_MESSAGES.dataAdded);
  }

  @HttpCode(200)
  @Post('Auth/UpdateUserTermGroup')
  async update(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(UpdateTermGroupRequest)) body: UpdateTermGroupRequest,
  ) {
    return withMessage(
      await this.commandBus.execute(new UpdateTermGroupCommand(actor, body)),
      SUCCESS_MESSAGES.dataUpdated,
    );
  }

  @Delete('Auth/DeleteUserTermGroup')
  async delete(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(DeleteTermGroupRequest)) query: DeleteTermGroupParams,
  ) {
    await this.commandBus.execute(new DeleteTermGroupCommand(actor, query));
    return withMessage(null, SUCCESS_MESSAGES.deleted);
  }

  @Get('Auth/GetTermList')
  termList(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(GroupTermsRequest)) query: GroupTermsParams,
  ): Promise<GroupTermView[]> {
    return this.terms.list(actor.userId, query.groupId);
  }

  @Post('Auth/AddTermInTermGroup')
  async addTerm(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(AddGroupTermRequest)) body: AddGroupTermRequest,
  ) {
    return withMessage(await this.commandBus.execute(new AddGroupTermCommand(actor, body)), SUCCESS_MESSAGES.dataAdded);
  }

  @HttpCode(200)
  @Post('Auth/UpdateTermInTermGroup')
  async updateTerm(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(UpdateGroupTermRequest)) body: UpdateGroupTermRequest,
  ) {
    return withMessage(
      await this.commandBus.execute(new UpdateGroupTermCommand(actor, body)),
      SUCCESS_MESSAGES.dataUpdated,
    );
  }

  @Delete('Auth/RemoveUserTermAttachment')
  async removeTermAttachment(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(RemoveTermAttachmentRequest)) query: RemoveTermAttachmentParams,
  ) {
    await this.commandBus.execute(new RemoveTermAttachmentCommand(actor, query));
    return withMessage(null, SUCCESS_MESSAGES.deleted);
  }

  @Delete('Auth/RemoveUserTermFromGroup')
  async removeTermFromGroup(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(RemoveGroupTermRequest)) query: RemoveGroupTermParams,
  ) {
    await this.commandBus.execute(new RemoveGroupTermCommand(actor, query));
    return withMessage(null, SUCCESS_MESSAGES.deleted);
  }
}
