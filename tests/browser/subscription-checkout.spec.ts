// Buying a plan as a user would, through the sandbox checkout that stands in for Razorpay without
// keys: Start on the pricing list, Pay Now, a failed attempt, then a payment; the confirmation,
// the header's plan, the subscription panel and the receipt follow.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { call } from '../setup/test-app.js';
import {
  apiLogin,
  type BrowserHarness,
  DEMO_SELLER,
  describeBrowser,
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

describeBrowser('buying a plan through the sandbox checkout', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  }, 300_000);
  afterAll(() => harness?.close());

  it('a declined card shows the reason; a payment applies the plan, shows it and offers the receipt', async () => {
    const user = await apiLogin(harness.baseUrl, DEMO_SELLER.phone, DEMO_SELLER.password);
    const context = await signedInContext(harness.browser, harness.baseUrl, user);
    const { page, problems } = await openPage(context, { pendingApi: /\/api\/Business\// });
    await page.goto(harness.baseUrl + '/Home');
    await page.getByTestId('header-plan').filter({ hasText: /^Free$/ }).waitFor();

    await startBusiness(page, harness.baseUrl);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
    await checkout.getByRole('button', { name: 'Simulate a failed payment' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The payment failed: The card was declined by the sandbox bank.' })
      .waitFor();
    await page.getByTestId('header-plan').filter({ hasText: /^Free$/ }).waitFor();

    await page.getByRole('button', { name: 'Pay Now' }).click();
    await checkout.getByRole('button', { name: 'Pay ₹999.00' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: 'Payment successful' });
    await confirmation.waitFor();
    expect(await confirmation.innerText()).toMatch(/You are on the Business plan until \d+ \w+ \d{4}\./);
    await page.getByTestId('header-plan').filter({ hasText: /^Business$/ }).waitFor();

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
    expect(await panel.getByRole('table', { name: 'Payments' }).innerText()).toContain('₹999.00');

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
});
