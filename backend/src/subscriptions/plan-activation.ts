import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { PlanAssignmentService } from '../accounts/plan-assignment.service.js';
import { PaymentOrder } from './payment-order.entity.js';
import { addMonth } from './plan-period.js';
import type { GatewayPayment } from './razorpay/razorpay.gateway.js';
import { Subscription } from './subscription.entity.js';
import { SubscriptionError } from './subscription.errors.js';

export interface Settlement {
  order: PaymentOrder;
  // False when an earlier callback or webhook had already applied this order's plan.
  applied: boolean;
}

// Applies a plan for a captured payment exactly once. The order row is locked, so the browser's
// Recharge and Razorpay's webhook arriving together apply it once between them; a paid order is
// never applied again, and the unique payment id keeps one payment from paying two orders.
@Injectable()
export class PlanActivation {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly planAssignment: PlanAssignmentService,
  ) {}

  settle(payment: GatewayPayment, now: Date): Promise<Settlement> {
    return this.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(PaymentOrder, {
        where: { razorpayOrderId: payment.orderId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!order) throw new SubscriptionError('ORDER_NOT_FOUND');
      if (order.status === 'paid') return { order, applied: false };
      assertPays(order, payment);
      await this.extendPeriod(manager, order, now);
      order.status = 'paid';
      order.razorpayPaymentId = payment.id;
      order.paidAt = now;
      await manager.save(order);
      return { order, applied: true };
    });
  }

  // Records why a payment attempt failed, for the user's payment history; the plan is unchanged.
  async recordFailure(orderId: string, reason: string): Promise<void> {
    await this.dataSource
      .getRepository(PaymentOrder)
      .update({ razorpayOrderId: orderId, status: 'created' }, { lastFailure: reason });
  }

  // The same plan bought while active renews from the current end (one more month); another plan
  // starts now. The order keeps the month it paid for, for its receipt.
  private async extendPeriod(manager: EntityManager, order: PaymentOrder, now: Date): Promise<void> {
    const current = await manager.findOne(Subscription, {
      where: { userId: order.userId },
      lock: { mode: 'pessimistic_write' },
    });
    const renews = current && current.planId === order.planId && current.periodEnd > now;
    const periodStart = renews ? current.periodEnd : now;
    const periodEnd = addMonth(periodStart);
    await manager.save(Subscription, {
      userId: order.userId,
      planId: order.planId,
      periodStart: renews ? current.periodStart : now,
      periodEnd,
      expiredAt: null,
    });
    order.periodStart = periodStart;
    order.periodEnd = periodEnd;
    await this.planAssignment.assign(manager, order.userId, order.planId);
  }
}

function assertPays(order: PaymentOrder, payment: GatewayPayment): void {
  if (payment.status !== 'captured') throw new SubscriptionError('PAYMENT_NOT_CAPTURED');
  if (payment.amountPaise !== order.amountPaise || payment.currency !== order.currency) {
    throw new SubscriptionError('PAYMENT_AMOUNT_MISMATCH');
  }
}
