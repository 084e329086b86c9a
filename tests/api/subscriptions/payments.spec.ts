// Buying a plan through the real razorpay SDK against the local sandbox: the plan applies only for a
// verified, captured payment of the plan's price, and exactly once whatever arrives first.
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { SessionService } from '../../../backend/src/accounts/sessions/session.service.js';
import { parseEnv } from '../../../backend/src/config/env.schema.js';
import { SubscriptionExpiry } from '../../../backend/src/subscriptions/subscription-expiry.js';
import { registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { as } from '../agreements/support/agreements.js';
import { download, sql } from '../uploads/support/uploads.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { pdfText } from '../invoices/support/contracts.js';
import { BUSINESS, createOrder, deliverWebhook, eventually, payInSandbox, planState, recharge } from './support.js';
import { testPkcs12 } from '../../backend/pdf/support/signing.js';

const DAY = 86_400_000;

describe('subscriptions: payments', () => {
  let app: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());
  beforeEach(async () => {
    user = await registerVerified(app.baseUrl);
  });

  describe('CreateOrder', () => {
    it('creates a Razorpay order for the plan price on the server with GST, a receipt id and notes', async () => {
      const order = await createOrder(app, user);
      // The Business plan's ₹999.00 plus 18% GST (₹179.82): what /pay shows as charged to the card.
      expect(order).toEqual(
        expect.objectContaining({
          amount: 117882,
          currency: 'INR',
          razorKey: 'rzp_test_samvida_sandbox',
          sandbox: true,
        }),
      );
      expect(order.orderId).toMatch(/^order_/);
      const [row] = await sql(app.db.url, 'select * from payment_orders where razorpay_order_id = $1', [order.orderId]);
      expect(row).toEqual(
        expect.objectContaining({ user_id: user.userId, plan_id: BUSINESS, amount_paise: '117882', status: 'created' }),
      );
      expect(row!.receipt).toMatch(/^rcpt_/);
    });

    it('never charges an amount from the client, and does not sell the free plan', async () => {
      const api = as(app.baseUrl, user);
      const cheaper = await api('POST', '/api/payment/CreateOrder', { SubTypeId: BUSINESS, Amount: '1.00' });
      expect([cheaper.status, cheaper.body.code]).toEqual([409, 'PLAN_PRICE_CHANGED']);
      const free = await api('POST', '/api/payment/CreateOrder', { SubTypeId: 1 });
      expect([free.status, free.body.code]).toEqual([400, 'PLAN_NOT_FOR_SALE']);
      const guest = await as(app.baseUrl, undefined)('POST', '/api/payment/CreateOrder', { SubTypeId: BUSINESS });
      expect(guest.status).toBe(401);
      expect(await sql(app.db.url, 'select 1 from payment_orders where user_id = $1', [user.userId])).toEqual([]);
    });
  });

  describe('Recharge', () => {
    it('applies the plan for a verified, captured payment, shows it on the profile and offers a receipt', async () => {
      const order = await createOrder(app, user);
      const checkout = await payInSandbox(app, order.orderId);
      const reply = await recharge(app, user, checkout);
      expect(reply.status).toBe(200);
      expect(reply.body.data!.applied).toBe(true);
      expect(reply.body.message).toMatch(/^Payment received\. You are on the Business plan until \d+ \w+ \d{4}\.$/);

      const profile = await as(app.baseUrl, user)<{ plan: { id: number; typeValue: string } }>(
        'GET',
        '/api/POManagerAuth/getClientInfo',
      );
      expect(profile.body.data!.plan).toEqual(expect.objectContaining({ id: BUSINESS, typeValue: 'Business' }));
      const state = await planState(app, user);
      expect(state.planId).toBe(BUSINESS);
      const days = (Date.parse(state.periodEnd!) - Date.now()) / DAY;
      expect(days).toBeGreaterThan(27);
      expect(days).toBeLessThanOrEqual(31);

      const receipt = await download(app.baseUrl, user.token, reply.body.data!.payment.receiptUrl);
      expect(receipt.status).toBe(200);
      expect(receipt.headers.get('content-type')).toBe('application/pdf');
      expect(receipt.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(receipt.bytes.includes('NotoSans')).toBe(true);
      // The receipt splits what was charged as /pay showed it: the plan's price and its GST.
      const text = pdfText(receipt.bytes).replace(/\s+/g, ' ');
      expect(text).toContain('Plan price: ₹999.00');
      expect(text).toContain('IGST 18%: ₹179.82');
      expect(text).toContain('Amount paid: ₹1,178.82 INR');
      const stranger = await registerVerified(app.baseUrl);
      expect((await download(app.baseUrl, stranger.token, reply.body.data!.payment.receiptUrl)).status).toBe(404);
    });

    it('changes nothing for a tampered signature', async () => {
      const order = await createOrder(app, user);
      const checkout = await payInSandbox(app, order.orderId);
      const forged = {
        ...checkout,
        razorpay_signature: checkout.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      };
      const reply = await recharge(app, user, forged);
      expect([reply.status, reply.body.code]).toEqual([400, 'PAYMENT_NOT_VERIFIED']);
      // A genuine signature for another payment does not pass for this one either.
      const other = await payInSandbox(app, (await createOrder(app, user)).orderId);
      const swapped = await recharge(app, user, { ...checkout, razorpay_signature: other.razorpay_signature });
      expect(swapped.body.code).toBe('PAYMENT_NOT_VERIFIED');
      expect(await planState(app, user)).toEqual({ planId: 1, periodEnd: null, paidOrders: 0 });
    });

    it('changes nothing when less than the plan price was captured', async () => {
      const order = await createOrder(app, user);
      const checkout = await payInSandbox(app, order.orderId, { Amount: 100 });
      const reply = await recharge(app, user, checkout);
      expect([reply.status, reply.body.code]).toEqual([409, 'PAYMENT_AMOUNT_MISMATCH']);
      const webhook = await deliverWebhook(app, 'payment.captured', {
        id: checkout.razorpay_payment_id,
        order_id: order.orderId,
        amount: 100,
        status: 'captured',
      });
      expect([webhook.status, webhook.body.data]).toEqual([200, { duplicate: false, applied: false }]);
      expect(await planState(app, user)).toEqual({ planId: 1, periodEnd: null, paidOrders: 0 });
    });

    it('applies the plan once when Recharge is repeated', async () => {
      const checkout = await payInSandbox(app, (await createOrder(app, user)).orderId);
      const replies = await Promise.all([recharge(app, user, checkout), recharge(app, user, checkout)]);
      expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
      expect(replies.map((reply) => reply.body.data!.applied).sort()).toEqual([false, true]);
      const again = await recharge(app, user, checkout);
      expect(again.body.data!.applied).toBe(false);
      const state = await planState(app, user);
      expect(state.paidOrders).toBe(1);
      expect((Date.parse(state.periodEnd!) - Date.now()) / DAY).toBeLessThanOrEqual(31);
    });

    it("refuses another user's order", async () => {
      const checkout = await payInSandbox(app, (await createOrder(app, user)).orderId);
      const thief = await registerVerified(app.baseUrl);
      const reply = await recharge(app, thief, checkout);
      expect([reply.status, reply.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);
      expect((await planState(app, thief)).planId).toBe(1);
    });
  });

  describe('webhook', () => {
    it('refuses a body whose X-Razorpay-Signature is not ours', async () => {
      const order = await createOrder(app, user);
      const checkout = await payInSandbox(app, order.orderId);
      const payment = { id: checkout.razorpay_payment_id, order_id: order.orderId, amount: 117882, status: 'captured' };
      const reply = await deliverWebhook(app, 'payment.captured', payment, { secret: 'not-the-webhook-secret' });
      expect(reply.status).toBe(401);
      expect((await planState(app, user)).planId).toBe(1);
    });

    it('applies a captured payment once and drops a replayed event id', async () => {
      const order = await createOrder(app, user);
      const checkout = await payInSandbox(app, order.orderId);
      const payment = { id: checkout.razorpay_payment_id, order_id: order.orderId, amount: 117882, status: 'captured' };
      const first = await deliverWebhook(app, 'payment.captured', payment, { eventId: 'evt_replayed' });
      const replay = await deliverWebhook(app, 'payment.captured', payment, { eventId: 'evt_replayed' });
      const orderPaid = await deliverWebhook(app, 'order.paid', payment);
      expect([first.body.data, replay.body.data, orderPaid.body.data]).toEqual([
        { duplicate: false, applied: true },
        { duplicate: true, applied: false },
        { duplicate: false, applied: false },
      ]);
      expect(await planState(app, user)).toEqual(expect.objectContaining({ planId: BUSINESS, paidOrders: 1 }));
    });

    it('notes a failed payment and leaves the plan alone', async () => {
      const order = await createOrder(app, user);
      await payInSandbox(app, order.orderId, { Outcome: 'failure', SkipWebhook: false });
      const [row] = await eventually(
        () =>
          sql<{ last_failure: string | null }>(
            app.db.url,
            'select last_failure from payment_orders where razorpay_order_id = $1',
            [order.orderId],
          ),
        (rows) => rows[0]?.last_failure !== null,
      );
      expect(row!.last_failure).toBe('The card was declined by the sandbox bank.');
      expect(await planState(app, user)).toEqual({ planId: 1, periodEnd: null, paidOrders: 0 });
    });

    it('applies the plan from the sandbox webhook alone when the browser never calls back', async () => {
      const order = await createOrder(app, user);
      await payInSandbox(app, order.orderId, { SkipWebhook: false });
      const state = await eventually(
        () => planState(app, user),
        (s) => s.paidOrders === 1,
      );
      expect(state.planId).toBe(BUSINESS);
    });

    it('applies the plan once when the callback and the webhooks race (5 rounds)', async () => {
      for (let round = 0; round < 5; round++) {
        const buyer = await registerVerified(app.baseUrl);
        const order = await createOrder(app, buyer);
        const checkout = await payInSandbox(app, order.orderId);
        const payment = {
          id: checkout.razorpay_payment_id,
          order_id: order.orderId,
          amount: 117882,
          status: 'captured',
        };
        const [callback, again, captured, paid] = await Promise.all([
          recharge(app, buyer, checkout),
          recharge(app, buyer, checkout),
          deliverWebhook(app, 'payment.captured', payment),
          deliverWebhook(app, 'order.paid', payment),
        ]);
        const replies = [callback, again, captured, paid];
        expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
        expect(replies.filter((reply) => reply.body.data!.applied)).toHaveLength(1);
        const state = await planState(app, buyer);
        expect([state.planId, state.paidOrders]).toEqual([BUSINESS, 1]);
        expect((Date.parse(state.periodEnd!) - Date.now()) / DAY).toBeLessThanOrEqual(31);
      }
    });
  });

  describe('periods', () => {
    it('renews the same plan from the end of the current period', async () => {
      for (let i = 0; i < 2; i++) {
        const checkout = await payInSandbox(app, (await createOrder(app, user)).orderId);
        expect((await recharge(app, user, checkout)).body.data!.applied).toBe(true);
      }
      const days = (Date.parse((await planState(app, user)).periodEnd!) - Date.now()) / DAY;
      expect(days).toBeGreaterThan(56);
      expect(days).toBeLessThanOrEqual(62);
    });

    it('falls back to Free once the period has ended, leaving the contracts alone', async () => {
      const checkout = await payInSandbox(app, (await createOrder(app, user)).orderId);
      await recharge(app, user, checkout);
      const seller = await registerVerified(app.baseUrl);
      const contract = await as(app.baseUrl, user)<{ id: string }>('POST', '/api/Business/CustomContract', {
        CreatorType: 'buyer',
        ContractType: 'Sales',
        OtherPartyContactInfo: seller.phone,
        NumberOfDays: 600,
      });
      expect(contract.status).toBe(201);

      const expiry = app.app.get(SubscriptionExpiry);
      expect(await expiry.expireEnded(new Date(Date.now() + 20 * DAY))).toBe(0);
      expect(await expiry.expireEnded(new Date(Date.now() + 40 * DAY))).toBeGreaterThanOrEqual(1);
      expect((await planState(app, user)).planId).toBe(1);
      const detail = await as(app.baseUrl, user)<{ id: string }>(
        'GET',
        `/api/Business/GetUserAgreementDetail?agreementId=${contract.body.data!.id}`,
      );
      expect([detail.status, detail.body.data?.id]).toEqual([200, contract.body.data!.id]);
    });
  });
});

describe('subscriptions: configuration', () => {
  it('takes the three Razorpay settings together or not at all', () => {
    expect(() => parseEnv({ RAZORPAY_KEY_ID: 'rzp_live_x' })).toThrow(
      /RAZORPAY_KEY_SECRET: required when any Razorpay key is set\n {2}RAZORPAY_WEBHOOK_SECRET: required/,
    );
  });

  it('in production without keys sells nothing and serves no sandbox', async () => {
    const app = await createTestApp({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'a-production-secret-that-is-long-enough-1234',
        AUDIT_SIGNING_KEY: generateKeyPairSync('ed25519')
          .privateKey.export({ format: 'pem', type: 'pkcs8' })
          .toString(),
        PDF_SIGNING_P12: testPkcs12.toString('base64'),
        // Production sends for real; these point nowhere and nothing here sends a message.
        SMTP_URL: 'smtp://127.0.0.1:9',
        SMS_AUTH_KEY: 'unused',
        SMS_TEMPLATE_IDS: '{}',
      },
    });
    try {
      const [user] = await sql<{ id: string }>(
        app.db.url,
        "insert into users (name, phone_number) values ('Prod User', '+919811111111') returning id",
      );
      const { token } = await app.app.get(SessionService).start(user!.id);
      const order = await as(app.baseUrl, { token } as SignedIn)('POST', '/api/payment/CreateOrder', {
        SubTypeId: BUSINESS,
      });
      expect([order.status, order.body.message]).toEqual([409, 'Not able to create order']);
      const sandbox = await fetch(`${app.baseUrl}/api/dev/razorpay/checkout/pay`, { method: 'POST' });
      expect(sandbox.status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
