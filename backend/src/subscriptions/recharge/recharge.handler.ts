import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { LookupsService } from '../../lookups/lookups.service.js';
import { PaymentOrder } from '../payment-order.entity.js';
import { PlanActivation } from '../plan-activation.js';
import { isValidSignature, paymentSignaturePayload } from '../razorpay/hmac-signature.js';
import { RAZORPAY_SETTINGS, type RazorpaySettings } from '../razorpay/razorpay-settings.js';
import { RazorpayGateway } from '../razorpay/razorpay.gateway.js';
import { SubscriptionError } from '../subscription.errors.js';
import { type PaymentView, toPaymentView } from '../subscription.views.js';
import { RechargeCommand } from './recharge.command.js';

export interface RechargeResult {
  // False when this payment had already applied the plan (a repeated call, or the webhook came first).
  applied: boolean;
  payment: PaymentView;
}

// The browser's callback after checkout. Nothing changes unless the signature over
// `order_id|payment_id` is Razorpay's and Razorpay reports the payment captured for the order's amount.
@CommandHandler(RechargeCommand)
export class RechargeHandler implements ICommandHandler<RechargeCommand> {
  constructor(
    @InjectRepository(PaymentOrder) private readonly orders: Repository<PaymentOrder>,
    @Inject(RAZORPAY_SETTINGS) private readonly settings: RazorpaySettings,
    private readonly gateway: RazorpayGateway,
    private readonly activation: PlanActivation,
    private readonly lookups: LookupsService,
  ) {}

  async execute({ actor, request, now }: RechargeCommand): Promise<RechargeResult> {
    const order = await this.orders.findOneBy({ razorpayOrderId: request.reciptId, userId: actor.userId });
    if (!order) throw new SubscriptionError('ORDER_NOT_FOUND');
    const signed = isValidSignature(
      paymentSignaturePayload(order.razorpayOrderId, request.note),
      request.signature,
      this.settings.keySecret,
    );
    if (!signed || order.planId !== request.subTypeId) throw new SubscriptionError('PAYMENT_NOT_VERIFIED');
    const payment = await this.gateway.fetchPayment(request.note);
    if (payment.orderId !== order.razorpayOrderId) throw new SubscriptionError('PAYMENT_NOT_VERIFIED');
    const { order: settled, applied } = await this.activation.settle(payment, now);
    const plan = await this.lookups.plan(settled.planId);
    return { applied, payment: toPaymentView(settled, plan!) };
  }
}
