import { expect } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { razorpaySettings } from '../../../backend/src/subscriptions/razorpay/razorpay-settings.js';
import type { SignedIn } from '../accounts/support/accounts.js';
import { as } from '../agreements/support/agreements.js';
import { call, type TestApp } from '../../setup/test-app.js';
import { sql } from '../uploads/support/uploads.js';

export const BUSINESS = 2;

export interface Order {
  orderId: string;
  amount: number;
  razorKey: string;
  currency: string;
  sandbox: boolean;
}

export interface Checkout {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export async function createOrder(app: TestApp, user: SignedIn, planId = BUSINESS): Promise<Order> {
  const reply = await as(app.baseUrl, user)<Order>('POST', '/api/payment/CreateOrder', { SubTypeId: planId });
  expect([reply.status, reply.body.message]).toEqual([200, undefined]);
  return reply.body.data!;
}

/** The sandbox checkout's Pay button; by default no webhook follows, so each test decides what arrives. */
export async function payInSandbox(
  app: TestApp,
  orderId: string,
  options: { Outcome?: 'success' | 'failure'; Amount?: number; SkipWebhook?: boolean } = {},
): Promise<Checkout> {
  const reply = await call<Checkout>(app.baseUrl, 'POST', '/api/dev/razorpay/checkout/pay', {
    body: { OrderId: orderId, Outcome: 'success', SkipWebhook: true, ...options },
  });
  expect(reply.status).toBe(201);
  return reply.body.data!;
}

export const recharge = (app: TestApp, user: SignedIn, checkout: Checkout, planId = BUSINESS) =>
  as(app.baseUrl, user)<{ applied: boolean; payment: { periodEnd: string; receiptUrl: string } }>(
    'POST',
    `/api/payment/Recharge?subTypeId=${planId}&note=${checkout.razorpay_payment_id}` +
      `&reciptId=${checkout.razorpay_order_id}&signature=${checkout.razorpay_signature}`,
  );

/** A Razorpay-shaped webhook delivery for a payment, signed with the sandbox webhook secret unless told otherwise. */
export async function deliverWebhook(
  app: TestApp,
  event: string,
  payment: { id: string; order_id: string; amount: number; status: string; currency?: string },
  options: { eventId?: string; secret?: string } = {},
) {
  const body = JSON.stringify({
    entity: 'event',
    event,
    contains: ['payment'],
    payload: { payment: { entity: { currency: 'INR', ...payment } } },
  });
  const secret = options.secret ?? razorpaySettings(app.runtime).webhookSecret;
  const response = await fetch(`${app.baseUrl}/api/payment/Webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
      'x-razorpay-event-id': options.eventId ?? `evt_${Math.random().toString(36).slice(2)}`,
    },
    body,
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: { duplicate: boolean; applied: boolean } },
  };
}

export interface PlanState {
  planId: number;
  periodEnd: string | null;
  paidOrders: number;
}

/** The user's plan on the profile, the subscription's end and the paid orders, straight from PostgreSQL. */
export async function planState(app: TestApp, user: SignedIn): Promise<PlanState> {
  const [row] = await sql<{ plan_id: number; period_end: Date | null; paid: string }>(
    app.db.url,
    `select u.plan_id, s.period_end,
            (select count(*) from payment_orders o where o.user_id = u.id and o.status = 'paid') as paid
       from users u left join subscriptions s on s.user_id = u.id where u.id = $1`,
    [user.userId],
  );
  return { planId: row!.plan_id, periodEnd: row!.period_end?.toISOString() ?? null, paidOrders: Number(row!.paid) };
}

/** Waits until `check` passes on the state, or fails with the last state. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
