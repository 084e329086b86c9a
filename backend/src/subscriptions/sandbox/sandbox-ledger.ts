import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';

export interface SandboxOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface SandboxPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  order_id: string;
  method: 'card';
  captured: boolean;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

// Razorpay-style ids: a prefix and 14 random characters.
export const sandboxId = (prefix: 'order' | 'pay' | 'evt') => `${prefix}_${randomBytes(7).toString('hex')}`;

const unixNow = () => Math.floor(Date.now() / 1000);

// The sandbox's orders and payments, in memory: it stands in for Razorpay during development and tests only.
@Injectable()
export class SandboxLedger {
  private readonly orders = new Map<string, SandboxOrder>();
  private readonly payments = new Map<string, SandboxPayment>();

  createOrder(body: { amount: number; currency: string; receipt: string; notes?: Record<string, string> }) {
    const order: SandboxOrder = {
      id: sandboxId('order'),
      entity: 'order',
      amount: body.amount,
      amount_paid: 0,
      amount_due: body.amount,
      currency: body.currency,
      receipt: body.receipt,
      status: 'created',
      attempts: 0,
      notes: body.notes ?? {},
      created_at: unixNow(),
    };
    this.orders.set(order.id, order);
    return order;
  }

  order(id: string): SandboxOrder | undefined {
    return this.orders.get(id);
  }

  payment(id: string): SandboxPayment | undefined {
    return this.payments.get(id);
  }

  // One payment attempt on an order; `amount` other than the order's stands for a partial or tampered charge.
  pay(order: SandboxOrder, succeeds: boolean, amount = order.amount): SandboxPayment {
    const payment: SandboxPayment = {
      id: sandboxId('pay'),
      entity: 'payment',
      amount,
      currency: order.currency,
      status: succeeds ? 'captured' : 'failed',
      order_id: order.id,
      method: 'card',
      captured: succeeds,
      error_code: succeeds ? null : 'BAD_REQUEST_ERROR',
      error_description: succeeds ? null : 'The card was declined by the sandbox bank.',
      created_at: unixNow(),
    };
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = succeeds && amount === order.amount ? 'paid' : 'attempted';
    if (order.status === 'paid') Object.assign(order, { amount_paid: amount, amount_due: 0 });
    return payment;
  }
}
