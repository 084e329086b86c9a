// Issue 36: a correctly signed webhook missing fields, and a Recharge naming a payment Razorpay does
// not know, answered 500. They answer 400 and 404 with plain messages and change nothing.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { as } from '../agreements/support/agreements.js';
import { sql } from '../uploads/support/uploads.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { hmacSignature, paymentSignaturePayload } from '../../../backend/src/subscriptions/razorpay/hmac-signature.js';
import { razorpaySettings } from '../../../backend/src/subscriptions/razorpay/razorpay-settings.js';
import { createOrder, payInSandbox, planState, recharge } from './support.js';

describe('subscriptions: malformed payment input', () => {
  let app: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    app = await createTestApp();
    user = await registerVerified(app.baseUrl);
  });
  afterAll(() => app?.close());

  // A delivery signed with the webhook secret, whatever its body.
  async function signedWebhook(body: string, eventId: string) {
    const response = await fetch(`${app.baseUrl}/api/payment/Webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacSignature(body, razorpaySettings(app.runtime).webhookSecret),
        'x-razorpay-event-id': eventId,
      },
      body,
    });
    return {
      status: response.status,
      body: (await response.json()) as { status: number; message: string; code: string; errors: object },
    };
  }
  const recordedEvents = async () =>
    sql<{ event_id: string }>(app.db.url, 'select event_id from razorpay_webhook_events order by event_id');
  const orderRow = async (orderId: string) =>
    (
      await sql<{ status: string; last_failure: string | null }>(
        app.db.url,
        'select status, last_failure from payment_orders where razorpay_order_id = $1',
        [orderId],
      )
    )[0];

  describe('webhook', () => {
    const MESSAGE = 'The webhook body is not valid: a required field is missing or has the wrong type.';

    it('refuses a signed payment.captured whose payment lacks its order and amount, recording nothing', async () => {
      const order = await createOrder(app, user);
      const checkout = await payInSandbox(app, order.orderId);
      const before = await recordedEvents();
      const body = JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        payload: { payment: { entity: { id: checkout.razorpay_payment_id, status: 'captured', currency: 'INR' } } },
      });
      const reply = await signedWebhook(body, 'evt_missing_fields');
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ status: 0, code: 'WEBHOOK_BODY_INVALID', message: MESSAGE });
      expect(Object.keys(reply.body.errors).sort()).toEqual([
        'payload.payment.entity.amount',
        'payload.payment.entity.order_id',
      ]);
      expect(await recordedEvents()).toEqual(before);
      expect(await orderRow(order.orderId)).toEqual({ status: 'created', last_failure: null });
      expect(await planState(app, user)).toEqual({ planId: 1, periodEnd: null, paidOrders: 0 });
    });

    it.each([
      ['an empty object', '{}'],
      ['a list', '[]'],
      ['a payment.failed without its payment fields', '{"event":"payment.failed","payload":{"payment":{"entity":{}}}}'],
    ])('refuses %s with 400 and records nothing', async (_, body) => {
      const before = await recordedEvents();
      const reply = await signedWebhook(body, `evt_${Math.random().toString(36).slice(2)}`);
      expect([reply.status, reply.body.code, reply.body.message]).toEqual([400, 'WEBHOOK_BODY_INVALID', MESSAGE]);
      expect(await recordedEvents()).toEqual(before);
    });

    it('still drops an event without a payment, as before', async () => {
      const reply = await signedWebhook('{"event":"refund.processed","payload":{}}', 'evt_no_payment');
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ status: 1, data: { duplicate: false, applied: false } });
    });
  });

  describe('Recharge', () => {
    it('answers 404 for a signed payment id Razorpay does not know, changing nothing', async () => {
      const order = await createOrder(app, user);
      const paymentId = 'pay_unknown00000001';
      const signature = hmacSignature(
        paymentSignaturePayload(order.orderId, paymentId),
        razorpaySettings(app.runtime).keySecret,
      );
      const reply = await recharge(app, user, {
        razorpay_order_id: order.orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
      });
      expect([reply.status, reply.body.code, reply.body.message]).toEqual([
        404,
        'PAYMENT_NOT_FOUND',
        'This payment was not found at Razorpay. Your plan was not changed.',
      ]);
      expect(await orderRow(order.orderId)).toEqual({ status: 'created', last_failure: null });
      expect(await planState(app, user)).toEqual({ planId: 1, periodEnd: null, paidOrders: 0 });
      // The order can still be paid for.
      const checkout = await payInSandbox(app, order.orderId);
      expect((await recharge(app, user, checkout)).status).toBe(200);
    });

    it('keeps refusing a payment id without a valid signature before asking Razorpay', async () => {
      const order = await createOrder(app, user);
      const reply = await as(app.baseUrl, user)(
        'POST',
        `/api/payment/Recharge?subTypeId=2&note=pay_unknown00000002&reciptId=${order.orderId}&signature=abc`,
      );
      expect([reply.status, reply.body.code]).toEqual([400, 'PAYMENT_NOT_VERIFIED']);
    });
  });
});
