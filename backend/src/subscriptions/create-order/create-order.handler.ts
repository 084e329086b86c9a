import { randomUUID } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { compareDecimals, planCharge } from '@samvida/machines';
import type { Repository } from 'typeorm';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { RUNTIME, type Runtime } from '../../config/runtime.js';
import { FREE_PLAN_ID, LookupsService, type PlanView } from '../../lookups/lookups.service.js';
import { PaymentOrder } from '../payment-order.entity.js';
import { paiseOf } from '../plan-period.js';
import { RAZORPAY_SETTINGS, type RazorpaySettings } from '../razorpay/razorpay-settings.js';
import { RazorpayGateway } from '../razorpay/razorpay.gateway.js';
import { SubscriptionError } from '../subscription.errors.js';
import { CreateOrderCommand } from './create-order.command.js';
import type { CreateOrderRequest } from './create-order.request.js';

const CURRENCY = 'INR';

// The payment order response of spec §3, what the checkout opens with.
export interface OrderView {
  razorKey: string;
  amount: number;
  currency: string;
  companyName: string;
  description: string;
  orderId: string;
  clientName: string;
  clientEmail: string | null;
  clientPhoneNumber: string | null;
  // True when the checkout is the local sandbox rather than Razorpay's.
  sandbox: boolean;
}

// Creates a Razorpay order for a plan at the plan's price on the server (GST added), and records it.
@CommandHandler(CreateOrderCommand)
export class CreateOrderHandler implements ICommandHandler<CreateOrderCommand> {
  private readonly logger = new Logger(CreateOrderHandler.name);

  constructor(
    private readonly lookups: LookupsService,
    private readonly directory: UserDirectoryService,
    private readonly gateway: RazorpayGateway,
    @InjectRepository(PaymentOrder) private readonly orders: Repository<PaymentOrder>,
    @Inject(RAZORPAY_SETTINGS) private readonly settings: RazorpaySettings,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ actor, request }: CreateOrderCommand): Promise<OrderView> {
    const plan = await this.planForSale(request);
    // The card pays the plan's rate with GST on it, as /pay shows and the receipt splits it.
    const amountPaise = paiseOf(planCharge(plan.rate).total);
    const user = await this.directory.findById(actor.userId);
    if (!user) throw new SubscriptionError('ORDER_NOT_CREATED');
    const receipt = `rcpt_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
    const order = await this.gateway
      .createOrder({
        amountPaise,
        currency: CURRENCY,
        receipt,
        notes: { userId: actor.userId, planId: String(plan.id), plan: plan.typeValue },
      })
      .catch((error: unknown) => {
        this.logger.error(`Razorpay order for plan ${plan.id} failed: ${describe(error)}`);
        throw new SubscriptionError('ORDER_NOT_CREATED');
      });
    await this.orders.insert({
      razorpayOrderId: order.id,
      receipt,
      userId: actor.userId,
      planId: plan.id,
      amountPaise,
      currency: CURRENCY,
      status: 'created',
    });
    return {
      razorKey: this.settings.keyId,
      amount: amountPaise,
      currency: CURRENCY,
      companyName: this.runtime.env.RAZORPAY_COMPANY_NAME,
      description: `${plan.typeValue} plan, one month`,
      orderId: order.id,
      clientName: user.usrName,
      clientEmail: user.email,
      clientPhoneNumber: user.phoneNumber,
      sandbox: this.settings.mode === 'sandbox',
    };
  }

  private async planForSale(request: CreateOrderRequest): Promise<PlanView> {
    const plan = await this.lookups.plan(request.SubTypeId);
    if (!plan || plan.id === FREE_PLAN_ID || plan.ratePaise <= 0) throw new SubscriptionError('PLAN_NOT_FOR_SALE');
    if (request.Amount !== undefined && compareDecimals(request.Amount, plan.rate) !== 0) {
      throw new SubscriptionError('PLAN_PRICE_CHANGED');
    }
    return plan;
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return JSON.stringify(error);
}
