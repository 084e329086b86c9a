import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { planCharge, type PlanCharge } from '@samvida/machines';
import type { Repository } from 'typeorm';
import { UserDirectoryService } from '../accounts/user-directory.service.js';
import { RenderedPdfs } from '../common/pdf/rendered-pdfs.service.js';
import { RUNTIME, type Runtime } from '../config/runtime.js';
import { LookupsService, type PlanView } from '../lookups/lookups.service.js';
import { EntitlementsService } from './entitlements.service.js';
import { PaymentOrder } from './payment-order.entity.js';
import { paiseOf, rupeesOf } from './plan-period.js';
import { SubscriptionError } from './subscription.errors.js';
import { type PaymentView, toPaymentView } from './subscription.views.js';

export interface SmsChargeView {
  contractId: string | null;
  amount: string;
  chargedAt: string;
}

// `GET api/payment/Subscription`: the plan in force, this month's usage, the SMS ledger and the payments.
export interface SubscriptionStatus {
  plan: PlanView;
  paidUntil: string | null;
  cycleStart: string;
  contracts: { used: number; allowed: number };
  generatedPdfs: { used: number; allowed: number };
  smsCharges: SmsChargeView[];
  smsChargeTotal: string;
  payments: PaymentView[];
}

// What the user's subscription page and the receipt download read.
@Injectable()
export class SubscriptionStatusQuery {
  constructor(
    private readonly entitlements: EntitlementsService,
    private readonly lookups: LookupsService,
    private readonly directory: UserDirectoryService,
    @InjectRepository(PaymentOrder) private readonly orders: Repository<PaymentOrder>,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly rendered: RenderedPdfs,
  ) {}

  async status(userId: string, now = new Date()): Promise<SubscriptionStatus> {
    const usage = await this.entitlements.usage(userId, now);
    const orders = await this.orders.find({ where: { userId }, order: { createdAt: 'DESC' }, take: 50 });
    const plans = new Map((await this.lookups.listPlans()).map((plan) => [plan.id, plan]));
    const total = usage.smsCharges.reduce((sum, charge) => sum + charge.chargePaise, 0);
    return {
      plan: usage.current.plan,
      paidUntil: usage.current.paidUntil?.toISOString() ?? null,
      cycleStart: usage.current.cycleStart.toISOString(),
      contracts: { used: usage.contractsUsed, allowed: usage.contractsAllowed },
      generatedPdfs: { used: usage.pdfsUsed, allowed: usage.pdfsAllowed },
      smsCharges: usage.smsCharges.map((charge) => ({
        contractId: charge.contractId,
        amount: rupeesOf(charge.chargePaise),
        chargedAt: charge.createdAt.toISOString(),
      })),
      smsChargeTotal: rupeesOf(total),
      payments: orders.map((order) => toPaymentView(order, plans.get(order.planId)!)),
    };
  }

  // The PDF receipt of one of the user's paid orders.
  async receipt(userId: string, razorpayOrderId: string): Promise<Buffer> {
    const order = await this.orders.findOneBy({ userId, razorpayOrderId, status: 'paid' });
    const user = await this.directory.findById(userId);
    const plan = order && (await this.lookups.plan(order.planId));
    if (!order || !user || !plan) throw new SubscriptionError('RECEIPT_NOT_FOUND');
    const input = {
      companyName: this.runtime.env.RAZORPAY_COMPANY_NAME,
      receipt: order.receipt,
      customerName: user.usrName,
      customerContact: user.email ?? user.phoneNumber ?? '',
      planName: plan.typeValue,
      charge: chargeOf(plan.rate, order.amountPaise),
      amountPaise: order.amountPaise,
      currency: order.currency,
      orderId: order.razorpayOrderId,
      paymentId: order.razorpayPaymentId!,
      paidAt: order.paidAt!,
      periodStart: order.periodStart!,
      periodEnd: order.periodEnd!,
    };
    return this.rendered.get(userId, { kind: 'payment-receipt', input });
  }
}

// The GST split of what an order was charged: the plan's rate with GST on it, when that is what
// was paid (orders from before GST was added to the rate have none).
function chargeOf(rate: string, amountPaise: number): PlanCharge | null {
  const charge = planCharge(rate);
  return paiseOf(charge.total) === amountPaise ? charge : null;
}
