import { Body, Controller, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SUCCESS_MESSAGES, type AgreementCommandInput } from '@samvida/machines';
import type { z } from 'zod';
import type { Actor } from '../common/auth/access-token.service.js';
import { AuditedRead } from '../common/auth/audited-read.decorator.js';
import { CurrentActor } from '../common/auth/current-actor.decorator.js';
import { Needs } from '../common/auth/member-role.guard.js';
import { withMessage } from '../common/http/api-response.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { ContractCommand } from '../contract-commands/contract-command.js';
import { CheckPoLinkQuery, type CheckPoLinkParams } from './check-po-link/check-po-link.request.js';
import { CreatePurchaseOrderCommand } from './create-purchase-order/create-purchase-order.command.js';
import { CreatePurchaseOrderRequest } from './create-purchase-order/create-purchase-order.request.js';
import {
  AddPoAttachmentRequest,
  AddPoItemRequest,
  AddPoPaymentRequest,
  AddPoRemarkRequest,
  AddPoTaxRequest,
  AddPoTermRequest,
  PublishPurchaseOrderRequest,
  RemovePoAttachmentRequest,
  RemovePoItemRequest,
  RemovePoPaymentRequest,
  RemovePoTaxRequest,
  RemovePoTermRequest,
  UpdatePurchaseOrderRequest,
} from './edit-purchase-order/edit-purchase-order.requests.js';
import { PurchaseOrderQueries } from './read-model/purchase-order.queries.js';
import { PurchaseOrderIdQuery, type PurchaseOrderIdParams } from './read-model/purchase-order.request.js';

// The header whose value becomes the command id: a repeated request appends nothing.
const IDEMPOTENCY_KEY = 'idempotency-key';
const { dataAdded: ADDED, dataUpdated: UPDATED, deleted: DELETED } = SUCCESS_MESSAGES;
// A term of the order is one text; the agreement keeps it under this title.
const PO_TERM_TITLE = 'Terms and Conditions';

// The agreement commands the editor sends once the order exists (header, lines, schedule, remarks, publish).
type PurchaseOrderChange = Extract<
  AgreementCommandInput,
  {
    type:
      | 'SetPurchaseOrderDetails'
      | 'AddAgreementItem'
      | 'RemoveAgreementItem'
      | 'AddPoTax'
      | 'RemovePoTax'
      | 'AddAgreementTerm'
      | 'DeleteAgreementTerm'
      | 'AddPoPayment'
      | 'RemovePoPayment'
      | 'AddPoAttachment'
      | 'RemovePoAttachment'
      | 'RemarkAgreement'
      | 'StartAgreement';
  }
>;
type Data<T extends PurchaseOrderChange['type']> = Extract<AgreementCommandInput, { type: T }>['data'];
const body = <S extends z.ZodType>(schema: S) => Body(new ZodValidationPipe(schema));

// The purchase-order editor and its link page; see docs/api.md "Purchase orders".
@Needs('negotiate')
@Controller('PurchaseOrders')
export class PurchaseOrdersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PurchaseOrderQueries,
  ) {}

  @Post('Create')
  async create(
    @body(CreatePurchaseOrderRequest) request: CreatePurchaseOrderRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return withMessage(await this.commands.execute(new CreatePurchaseOrderCommand(actor, request, key)), ADDED);
  }

  @AuditedRead('purchase order')
  @Get('Detail')
  detail(
    @Query(new ZodValidationPipe(PurchaseOrderIdQuery)) query: PurchaseOrderIdParams,
    @CurrentActor() actor: Actor,
  ) {
    return this.queries.detail(actor, query.purchaseOrderId);
  }

  @AuditedRead('purchase order link')
  @Get('CheckPODetails')
  check(@Query(new ZodValidationPipe(CheckPoLinkQuery)) query: CheckPoLinkParams, @CurrentActor() actor: Actor) {
    return this.queries.checkLink(actor, query);
  }

  @HttpCode(200)
  @Post('Update')
  update(
    @body(UpdatePurchaseOrderRequest) data: Data<'SetPurchaseOrderDetails'>,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.change(actor, { type: 'SetPurchaseOrderDetails', data }, UPDATED, key);
  }

  @HttpCode(200)
  @Post('AddItem')
  addItem(
    @body(AddPoItemRequest) data: Data<'AddAgreementItem'>,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.change(actor, { type: 'AddAgreementItem', data }, ADDED, key);
  }

  @HttpCode(200)
  @Post('RemoveItem')
  removeItem(
    @body(RemovePoItemRequest) data: Data<'RemoveAgreementItem'>,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.change(actor, { type: 'RemoveAgreementItem', data }, DELETED, key);
  }

  @HttpCode(200)
  @Post('AddTax')
  addTax(
    @body(AddPoTaxRequest) data: Data<'AddPoTax'>,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.change(actor, { type: 'AddPoTax', data }, ADDED, key);
  }

  @HttpCode(200)
  @Post('RemoveTax')
  removeTax(
    @body(RemovePoTaxRequest) data: Data<'RemovePoTax'>,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.change(actor, { type: 'RemovePoTax', data }, DELETED, key);
  }

  @HttpCode(200)
  @Post('AddTerm')
  addTerm(
    @body(AddPoTermRequest) request: AddPoTermRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    const data = { AgreementId: request.AgreementId, TermTitle: PO_TERM_TITLE, TermTxt: request.val };
    return this.change(actor, { type: 'AddAgreementTerm', data }, ADDED, key);
  }

  @HttpCode(200)
  @Post('RemoveTerm')
  removeTerm(
    @body(RemovePoTermRequest) data: Data<'DeleteAgreementTerm'>,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.change(actor, { type: 'DeleteAgreementTerm', data }, DELETED, key);
  }

  @HttpCode(200)
  @Post('AddPayment')
  addPayment(
    @body(AddPoPaymentRequest) data: Data<'AddPoPayment'>,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.change(actor, { type: 'AddPoPayment', data }, ADDED, key);
  }

  @HttpCode(200)
  @Post('RemovePayment')
  removePayment(
    @body(RemovePoPaymentRequest) data: Data<'RemovePoPayment'>,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.change(actor, { type: 'RemovePoPayment', data }, DELETED, key);
  }

  @HttpCode(200)
  @Post('AddAttachment')
  addAttachment(
    @body(AddPoAttachmentRequest) data: Data<'AddPoAttachment'>,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.change(actor, { type: 'AddPoAttachment', data }, ADDED, key);
  }

  @HttpCode(200)
  @Post('RemoveAttachment')
  removeAttachment(
    @body(RemovePoAttachmentRequest) data: Data<'RemovePoAttachment'>,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.change(actor, { type: 'RemovePoAttachment', data }, DELETED, key);
  }

  @HttpCode(200)
  @Needs('comment')
  @Post('AddRemark')
  addRemark(
    @body(AddPoRemarkRequest) data: Data<'RemarkAgreement'>,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.change(actor, { type: 'RemarkAgreement', data }, ADDED, key);
  }

  @HttpCode(200)
  @Post('Publish')
  publish(
    @body(PublishPurchaseOrderRequest) data: Data<'StartAgreement'>,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.change(actor, { type: 'StartAgreement', data }, SUCCESS_MESSAGES.statusChanged, key);
  }

  private async change(actor: Actor, change: PurchaseOrderChange, message: string, key?: string) {
    const command = new ContractCommand(actor, change.type, change.data, key);
    return withMessage(await this.commands.execute(command), message);
  }
}
