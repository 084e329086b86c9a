import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SUCCESS_MESSAGES } from '@samvida/machines';
import type { Actor } from '../common/auth/access-token.service.js';
import { CurrentActor } from '../common/auth/current-actor.decorator.js';
import { Needs } from '../common/auth/member-role.guard.js';
import { withMessage } from '../common/http/api-response.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { DeleteCatalogueItemCommand } from './delete-catalogue-item/delete-catalogue-item.command.js';
import {
  type DeleteCatalogueItemParams,
  DeleteCatalogueItemRequest,
} from './delete-catalogue-item/delete-catalogue-item.request.js';
import { DeleteItemAttachmentCommand } from './delete-item-attachment/delete-item-attachment.command.js';
import {
  type DeleteItemAttachmentParams,
  DeleteItemAttachmentRequest,
} from './delete-item-attachment/delete-item-attachment.request.js';
import {
  type CatalogueLists,
  type CatalogueOption,
  CatalogueItemsQuery,
} from './list-catalogue/catalogue-items.query.js';
import { type CatalogueOptionsParams, CatalogueOptionsRequest } from './list-catalogue/catalogue-options.request.js';
import {
  AddCatalogueItemCommand,
  UpdateCatalogueItemCommand,
} from './save-catalogue-item/save-catalogue-item.command.js';
import {
  AddCatalogueItemRequest,
  UpdateCatalogueItemRequest,
} from './save-catalogue-item/save-catalogue-item.request.js';

// The caller's catalogue (spec §7 "Catalogue"); see docs/api.md.
@Needs('negotiate')
@Controller()
export class CatalogueController {
  constructor(
    private readonly items: CatalogueItemsQuery,
    private readonly commandBus: CommandBus,
  ) {}

  @Get('Auth/GetCatalogItem')
  list(@CurrentActor() actor: Actor): Promise<CatalogueLists> {
    return this.items.lists(actor.userId);
  }

  @Get('General/UserItemDropDown')
  options(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(CatalogueOptionsRequest)) query: CatalogueOptionsParams,
  ): Promise<CatalogueOption[]> {
    return this.items.options(actor.userId, query.search, query.itemType);
  }

  @Post('Auth/AddCatalogItem')
  async add(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(AddCatalogueItemRequest)) body: AddCatalogueItemRequest,
  ) {
    return withMessage(
      await this.commandBus.execute(new AddCatalogueItemCommand(actor, body)),
      SUCCESS_MESSAGES.dataAdded,
    );
  }

  @HttpCode(200)
  @Post('Auth/UpdateCatalogItem')
  async update(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(UpdateCatalogueItemRequest)) body: UpdateCatalogueItemRequest,
  ) {
    return withMessage(
      await this.commandBus.execute(new UpdateCatalogueItemCommand(actor, body)),
      SUCCESS_MESSAGES.dataUpdated,
    );
  }

  @Delete('Auth/DeleteItemAttachment')
  async removeAttachment(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(DeleteItemAttachmentRequest)) query: DeleteItemAttachmentParams,
  ) {
    await this.commandBus.execute(new DeleteItemAttachmentCommand(actor, query));
    return withMessage(null, SUCCESS_MESSAGES.deleted);
  }

  @Delete('Auth/DeleteCatalogItem')
  async remove(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(DeleteCatalogueItemRequest)) query: DeleteCatalogueItemParams,
  ) {
    await this.commandBus.execute(new DeleteCatalogueItemCommand(actor, query));
    return withMessage(null, SUCCESS_MESSAGES.deleted);
  }
}
