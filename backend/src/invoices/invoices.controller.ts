import { Body, Controller, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityId, SUCCESS_MESSAGES } from '@samvida/machines';
import type { z } from 'zod';
import type { Actor } from '../common/auth/access-token.service.js';
import { CurrentActor } from '../common/auth/current-actor.decorator.js';
import { withMessage } from '../common/http/api-response.js';
import { IDEMPOTENCY_KEY, QueryAndBody, queryOf } from '../common/http/request-params.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { MakeInvoiceCommand } from './make-invoice/make-invoice.command.js';
import { MakeInvoiceRequest } from './make-invoice/make-invoice.request.js';
import { PublishInvoiceCommand } from './publish-invoice/publish-invoice.command.js';
import { PublishInvoiceRequest } from './publish-invoice/publish-invoice.request.js';
import { InvoiceListQuery, type InvoiceCard } from './read-model/invoice-list.query.js';
import { UpdateInvoiceItemCommand } from './update-invoice-item/update-invoice-item.command.js';
import { UpdateInvoiceItemRequest } from './update-invoice-item/update-invoice-item.request.js';
import { UpdateInvoiceCommand } from './update-invoice/update-invoice.command.js';
import { UpdateInvoiceRequest } from './update-invoice/update-invoice.request.js';

const InvoiceListParams = queryOf({ ctId: EntityId });

/** The invoice calls of spec §7 "Invoices and notes", under api/Business. */
@Controller('Business')
export class InvoicesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly invoices: InvoiceListQuery,
  ) {}

  @HttpCode(200)
  @Post('MakeInvoice')
  async make(
    @Body(new ZodValidationPipe(MakeInvoiceRequest)) body: MakeInvoiceRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return withMessage(
      await this.commands.execute(new MakeInvoiceCommand(actor, body, key)),
      SUCCESS_MESSAGES.dataAdded,
    );
  }

  @HttpCode(200)
  @Post('UpdateInvoice')
  async update(
    @Body(new ZodValidationPipe(UpdateInvoiceRequest)) body: UpdateInvoiceRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return withMessage(
      await this.commands.execute(new UpdateInvoiceCommand(actor, body, key)),
      SUCCESS_MESSAGES.dataUpdated,
    );
  }

  @HttpCode(200)
  @Post('UpdateInvoiceItem')
  async updateItem(
    @Body(new ZodValidationPipe(UpdateInvoiceItemRequest)) body: UpdateInvoiceItemRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return withMessage(
      await this.commands.execute(new UpdateInvoiceItemCommand(actor, body, key)),
      SUCCESS_MESSAGES.dataUpdated,
    );
  }

  // Documented as a GET that changes state; it also answers POST (DESIGN.md "The API").
  @Get('PublishInvoice')
  publishByGet(
    @QueryAndBody(new ZodValidationPipe(PublishInvoiceRequest)) request: PublishInvoiceRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.publish(request, actor, key);
  }

  @HttpCode(200)
  @Post('PublishInvoice')
  publishByPost(
    @QueryAndBody(new ZodValidationPipe(PublishInvoiceRequest)) request: PublishInvoiceRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.publish(request, actor, key);
  }

  @Get('InvoiceList')
  list(
    @Query(new ZodValidationPipe(InvoiceListParams)) query: z.infer<typeof InvoiceListParams>,
    @CurrentActor() actor: Actor,
  ): Promise<InvoiceCard[]> {
    return this.invoices.ofContract(query.ctId, actor.userId);
  }

  private async publish(request: PublishInvoiceRequest, actor: Actor, key?: string) {
    return withMessage(
      await this.commands.execute(new PublishInvoiceCommand(actor, request, key)),
      SUCCESS_MESSAGES.statusChanged,
    );
  }
}
