// Buying a plan as a user would, through the sandbox checkout that stands in for Razorpay without
// keys: Start on the pricing list, Pay Now, a failed attempt, then a payment; the confirmation,
// the header's plan, the subscription panel and the receipt follow.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { call } from '../setup/test-app.js';
import {
  apiLogin,
  type BrowserHarness,
  DEMO_BUYER,
  DEMO_SELLER,
  openPage,
  signedInContext,
  startBrowserHarness,
} from './browser-harness.js';

const BUSINESS = 'Business';

const startBusiness = async (page: Page, baseUrl: string) => {
  await page.goto(baseUrl + '/subscriptionList');
  await page
    .getByRole('article', { name: BUSINESS, exact: true })
    .getByRole('button', { name: /^Start/ })
    .click();
  await page.waitForURL('**/pay');
};

describe('buying a plan through the sandbox checkout', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness({ PLAN_LIMITS: 'on' });
  }, 300_000);
  afterAll(() => harness?.close());

  it('a declined card shows the reason; a payment applies the plan, shows it and offers the receipt', async () => {
    const user = await apiLogin(harness.baseUrl, DEMO_SELLER.phone, DEMO_SELLER.password);
    const context = await signedInContext(harness.browser, harness.baseUrl, user);
    const { page, problems } = await openPage(context, { pendingApi: /\/api\/Business\// });
    await page.goto(harness.baseUrl + '/Home');
    await page
      .getByTestId('header-plan')
      .filter({ hasText: /^Free$/ })
      .waitFor();

    await startBusiness(page, harness.baseUrl);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
    await checkout.getByRole('button', { name: 'Simulate a failed payment' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The payment failed: The card was declined by the sandbox bank.' })
      .waitFor();
    await page
      .getByTestId('header-plan')
      .filter({ hasText: /^Free$/ })
      .waitFor();

    await page.getByRole('button', { name: 'Pay Now' }).click();
    // The Business plan's ₹999.00 plus 18% GST (₹179.82), as /pay shows it.
    await checkout.getByRole('button', { name: 'Pay ₹1,178.82' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: 'Payment successful' });
    await confirmation.waitFor();
    expect(await confirmation.innerText()).toMatch(/You are on the Business plan until \d+ \w+ \d{4}\./);
    await page
      .getByTestId('header-plan')
      .filter({ hasText: /^Business$/ })
      .waitFor();

    const download = page.waitForEvent('download');
    await confirmation.getByRole('button', { name: 'Download receipt' }).click();
    const receipt = await (await download).path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(receipt).subarray(0, 5).toString()).toBe('%PDF-');

    await page.goto(harness.baseUrl + '/subscriptionList');
    const panel = page.getByRole('region', { name: 'Your subscription' });
    await panel
      .getByTestId('current-plan')
      .filter({ hasText: /^Business plan until / })
      .waitFor();
    expect(await panel.innerText()).toContain('Contracts this month: 0 of 30');
    expect(await panel.getByRole('table', { name: 'Payments' }).innerText()).toContain('₹1,178.82');

    const status = await call<{ plan: { id: number }; payments: { status: string }[] }>(
      harness.baseUrl,
      'GET',
      '/api/payment/Subscription',
      { token: user.token },
    );
    expect(status.body.data!.plan.id).toBe(2);
    expect(status.body.data!.payments.filter((payment) => payment.status === 'paid')).toHaveLength(1);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('the 6th contract of the month on Free is refused with a link to the pricing list', async () => {
    const user = await apiLogin(harness.baseUrl, DEMO_BUYER.phone, DEMO_BUYER.password);
    for (let i = 1; i <= 5; i++) {
      const reply = await call(harness.baseUrl, 'POST', '/api/Business/CustomContract', {
        token: user.token,
        body: {
          CreatorType: 'buyer',
          ContractType: 'Sales',
          OtherPartyContactInfo: DEMO_SELLER.phone,
          NumberOfDays: 30,
        },
      });
      expect(reply.status).toBe(201);
    }
    const context = await signedInContext(harness.browser, harness.baseUrl, user);
    // The refused call logs its 403 in the console; the screen shows the message instead.
    const { page, problems } = await openPage(context, { pendingApi: /ResidentialRentalContract/ });
    await page.goto(harness.baseUrl + '/ResidentialAgreementT1');
    await page
      .getByRole('textbox', { name: 'Other party’s phone or e-mail', exact: true })
      .fill(DEMO_SELLER.phone.slice(3));
    await page.getByLabel('Rent starts on').fill('2027-01-01');
    await page.getByLabel('Rent ends on').fill('2027-06-30');
    await page.getByRole('spinbutton', { name: 'Monthly rent', exact: true }).fill('25000');
    await page.getByRole('button', { name: 'Create Agreement' }).click();
    const message = page.getByTestId('message-text');
    await message.filter({ hasText: 'You have used all 5 contracts of the Free plan for this month.' }).waitFor();
    expect(await message.innerText()).toBe(
      'You have used all 5 contracts of the Free plan for this month. Upgrade your plan at /subscriptionList.',
    );
    await message.getByRole('link', { name: '/subscriptionList' }).click();
    await page.waitForURL('**/subscriptionList');
    await page.getByRole('heading', { level: 1, name: 'Pricing list' }).waitFor();
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it("with Razorpay keys, Pay Now opens Razorpay's checkout with the key id and order, and reports a script that fails to load", async () => {
    const user = await apiLogin(harness.baseUrl, DEMO_BUYER.phone, DEMO_BUYER.password);
    const context = await signedInContext(harness.browser, harness.baseUrl, user);
    // This machine cannot reach Razorpay: the order answer is the one a keyed server gives, and
    // checkout.js is first unreachable, then a stand-in that records what it was opened with.
    const order = {
      razorKey: 'rzp_test_key_id',
      amount: 99900,
      currency: 'INR',
      companyName: 'Samvida',
      description: 'Business plan, one month',
      orderId: 'order_live123',
      clientName: DEMO_BUYER.name,
      clientEmail: null,
      clientPhoneNumber: DEMO_BUYER.phone,
      sandbox: false,
    };
    await context.route('**/api/payment/CreateOrder', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ status: 1, data: order }) }),
    );
    let scriptAvailable = false;
    await context.route('https://checkout.razorpay.com/v1/checkout.js', (route) =>
      scriptAvailable
        ? route.fulfill({
            contentType: 'application/javascript',
            body: `window.Razorpay = function (options) {
              window.razorpayOptions = options;
              this.on = function (event, listener) { window.razorpayListeners = { [event]: listener }; };
              this.open = function () { window.razorpayOpened = true; };
            };`,
          })
        : route.abort(),
    );
    const { page, problems } = await openPage(context, { pendingApi: /checkout\.razorpay\.com/ });
    await startBusiness(page, harness.baseUrl);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.getByRole('alert').filter({ hasText: 'Error loading the payment checkout' }).waitFor();

    scriptAvailable = true;
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.waitForFunction(() => (window as unknown as { razorpayOpened?: boolean }).razorpayOpened === true);
    const options = await page.evaluate(() => {
      const { key, amount, currency, order_id, name, prefill, theme } = (
        window as unknown as {
          razorpayOptions: Record<string, unknown>;
        }
      ).razorpayOptions;
      return { key, amount, currency, order_id, name, prefill, theme };
    });
    expect(options).toEqual({
      key: 'rzp_test_key_id',
      amount: 99900,
      currency: 'INR',
      order_id: 'order_live123',
      name: 'Samvida',
      prefill: { name: DEMO_BUYER.name, email: '', contact: DEMO_BUYER.phone },
      theme: { color: '#F37254' },
    });
    await page.evaluate(() =>
      (window as unknown as { razorpayListeners: Record<string, (r: unknown) => void> }).razorpayListeners[
        'payment.failed'
      ]!({ error: { description: 'Your bank declined the payment.' } }),
    );
    await page.getByRole('alert').filter({ hasText: 'The payment failed: Your bank declined the payment.' }).waitFor();
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.waitForFunction(() => (window as unknown as { razorpayOptions?: object }).razorpayOptions !== undefined);
    await page.evaluate(() =>
      (
        window as unknown as { razorpayOptions: { modal: { ondismiss: () => void } } }
      ).razorpayOptions.modal.ondismiss(),
    );
    await page
      .getByRole('alert')
      .filter({ hasText: 'The payment was cancelled. Your plan has not changed.' })
      .waitFor();
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
