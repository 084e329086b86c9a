import { Body, Controller, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityId, SUCCESS_MESSAGES, type AdvancePaymentView } from '@samvida/machines';
import type { z } from 'zod';
import type { Actor } from '../common/auth/access-token.service.js';
import { AuditedRead } from '../common/auth/audited-read.decorator.js';
import { CurrentActor } from '../common/auth/current-actor.decorator.js';
import { Needs } from '../common/auth/member-role.guard.js';
import { withMessage } from '../common/http/api-response.js';
import { IDEMPOTENCY_KEY, queryOf } from '../common/http/request-params.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { ContractCommand } from '../contract-commands/contract-command.js';
import { MakePaymentCommand } from './make-payment/make-payment.command.js';
import { MakePaymentRequest } from './make-payment/make-payment.request.js';
import { PaymentNotReceivedRequest } from './payment-not-received/payment-not-received.request.js';
import { PaymentReceivedRequest } from './payment-received/payment-received.request.js';
import { PaymentRespondRequest } from './payment-respond/payment-respond.request.js';
import { AdvancePaymentQuery } from './read-model/advance-payment.query.js';
import { PayListQuery, type PaymentRow } from './read-model/pay-list.query.js';

const PayListParams = queryOf({ notePayId: EntityId });
const AdvanceParams = queryOf({ agreementId: EntityId });

// The payment calls of spec §7 "Payments and reports" and the advance's account, under api/Business.
@Needs('finance')
@Controller('Business')
export class PaymentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly payments: PayListQuery,
    private readonly advances: AdvancePaymentQuery,
  ) {}

  @HttpCode(200)
  @Post('MakePayment')
  async makePayment(
    @Body(new ZodValidationPipe(MakePaymentRequest)) body: MakePaymentRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return withMessage(
      await this.commands.execute(new MakePaymentCommand(actor, body, key)),
      SUCCESS_MESSAGES.paymentDone,
    );
  }

  @HttpCode(200)
  @Post('PaymentReceived')
  async paymentReceived(
    @Body(new ZodValidationPipe(PaymentReceivedRequest)) body: PaymentReceivedRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return withMessage(
      await this.commands.execute(new ContractCommand(actor, 'MarkPaymentReceived', body, key)),
      SUCCESS_MESSAGES.statusChanged,
    );
  }

  @HttpCode(200)
  @Post('PaymentNotReceived')
  async paymentNotReceived(
    @Body(new ZodValidationPipe(PaymentNotReceivedRequest)) body: PaymentNotReceivedRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return withMessage(
      await this.commands.execute(new ContractCommand(actor, 'MarkPaymentNotReceived', body, key)),
      SUCCESS_MESSAGES.statusChanged,
    );
  }

  @HttpCode(200)
  @Post('PaymentRespond')
  async paymentRespond(
    @Body(new ZodValidationPipe(PaymentRespondRequest)) body: PaymentRespondRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return withMessage(
      await this.commands.execute(new ContractCommand(actor, 'RespondToPayment', body, key)),
      SUCCESS_MESSAGES.statusChanged,
    );
  }

  @AuditedRead('payments')
  @Get('PayList')
  payList(
    @Query(new ZodValidationPipe(PayListParams)) query: z.infer<typeof PayListParams>,
    @CurrentActor() actor: Actor,
  ): Promise<PaymentRow[]> {
    return this.payments.of(query.notePayId, actor.userId);
  }

  @AuditedRead('advance payment')
  @Get('AdvancePayment')
  advancePayment(
    @Query(new ZodValidationPipe(AdvanceParams)) query: z.infer<typeof AdvanceParams>,
    @CurrentActor() actor: Actor,
  ): Promise<AdvancePaymentView | null> {
    return this.advances.of(query.agreementId, actor.userId);
  }
}
