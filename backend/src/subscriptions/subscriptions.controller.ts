import { Body, Controller, Get, Headers, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { Actor } from '../common/auth/access-token.service.js';
import { Public } from '../common/auth/auth.guard.js';
import { CurrentActor } from '../common/auth/current-actor.decorator.js';
import { Needs } from '../common/auth/member-role.guard.js';
import { withMessage } from '../common/http/api-response.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { CreateOrderCommand } from './create-order/create-order.command.js';
import type { OrderView } from './create-order/create-order.handler.js';
import { CreateOrderRequest } from './create-order/create-order.request.js';
import { type RawBodyRequest, rawBodyOf } from '../common/http/raw-body.js';
import { RazorpayWebhookCommand } from './razorpay-webhook/razorpay-webhook.command.js';
import type { WebhookOutcome } from './razorpay-webhook/razorpay-webhook.handler.js';
import { RechargeCommand } from './recharge/recharge.command.js';
import type { RechargeResult } from './recharge/recharge.handler.js';
import { indianDate } from './plan-period.js';
import { type RechargeParams, RechargeRequest } from './recharge/recharge.request.js';
import { type SubscriptionStatus, SubscriptionStatusQuery } from './subscription-status.query.js';

// `api/payment/*`: buying a plan through Razorpay, its webhook, the user's subscription and receipts; see docs/api.md.
@Needs('plan')
@Controller('payment')
export class SubscriptionsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly status: SubscriptionStatusQuery,
  ) {}

  @Post('CreateOrder')
  @HttpCode(200)
  order(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(CreateOrderRequest)) body: CreateOrderRequest,
  ): Promise<OrderView> {
    return this.commandBus.execute(new CreateOrderCommand(actor, body));
  }

  // Documented without a method (spec §7): GET and POST both work, the values in the query.
  @Get('Recharge')
  rechargeByGet(@CurrentActor() actor: Actor, @Query(new ZodValidationPipe(RechargeRequest)) query: RechargeParams) {
    return this.applyRecharge(actor, query);
  }

  @Post('Recharge')
  @HttpCode(200)
  rechargeByPost(@CurrentActor() actor: Actor, @Query(new ZodValidationPipe(RechargeRequest)) query: RechargeParams) {
    return this.applyRecharge(actor, query);
  }

  @Public()
  @Post('Webhook')
  @HttpCode(200)
  razorpayWebhook(
    @Req() request: RawBodyRequest,
    @Headers('x-razorpay-signature') signature?: string,
    @Headers('x-razorpay-event-id') eventId?: string,
  ): Promise<WebhookOutcome> {
    return this.commandBus.execute(new RazorpayWebhookCommand(rawBodyOf(request), signature, eventId));
  }

  @Get('Subscription')
  subscription(@CurrentActor() actor: Actor): Promise<SubscriptionStatus> {
    return this.status.status(actor.userId);
  }

  @Get('Receipt')
  async receipt(
    @CurrentActor() actor: Actor,
    @Query('orderId') orderId: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const pdf = await this.status.receipt(actor.userId, orderId ?? '');
    response.setHeader('Content-Type', 'application/pdf');
    response.setHeader(
      'Content-Disposition',
      `attachment; filename="samvida-receipt-${encodeURIComponent(orderId ?? '')}.pdf"`,
    );
    response.setHeader('Cache-Control', 'private, no-store');
    response.send(pdf);
  }

  private async applyRecharge(actor: Actor, query: RechargeParams): Promise<RechargeResult> {
    const result = await this.commandBus.execute(new RechargeCommand(actor, query));
    const until = indianDate(new Date(result.payment.periodEnd!));
    return withMessage(
      result,
      `Payment received. You are on the ${result.payment.plan.typeValue} plan until ${until}.`,
    );
  }
}
