import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { call } from '../setup/test-app.js';
import {
  apiLogin,
  type BrowserHarness,
  DEMO_BUYER,
  guestContext,
  openPage,
  signedInContext,
  startBrowserHarness,
} from './browser-harness.js';

interface Plan {
  id: number;
  typeValue: string;
  rate: string;
  numberOfContracts: number;
  numberOfAttachments: number;
  contractDurationLimit: number;
  genPdfCount: number;
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

describe('pricing list and payment page', () => {
  let harness: BrowserHarness;
  let plans: Plan[];
  beforeAll(async () => {
    harness = await startBrowserHarness();
    plans = (await call<Plan[]>(harness.baseUrl, 'GET', '/api/General/SubscriptionList')).body.data!;
  }, 300_000);
  afterAll(() => harness?.close());

  it('renders one card per server plan with the rules of the spec', async () => {
    expect(plans.length).toBeGreaterThan(0);
    const context = await guestContext(harness.browser, harness.baseUrl);
    const { page, problems } = await openPage(context);
    await page.goto(harness.baseUrl + '/subscriptionList');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Pricing list');
    await page.getByText('Simple, Transparent Pricing').waitFor();
    await page.getByText('Choose the plan that fits your business needs').waitFor();
    await card(page, plans[0]!.typeValue).waitFor();
    expect(await page.getByTestId('plan-card').count()).toBe(plans.length);

    for (const plan of plans) {
      const text = await card(page, plan.typeValue).innerText();
      const rupees = new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: 2,
      }).format(Number(plan.rate));
      expect(text).toContain(rupees);
      expect(text).toContain(plan.id === 4 ? '/contract' : '/month');
      expect(text).toContain(
        plan.id === 1
          ? '5 free contracts'
          : `5 free + ${plan.numberOfContracts} contract${plan.numberOfContracts === 1 ? '' : 's'}`,
      );
      expect(text).toContain(`${plan.numberOfAttachments} attachments per contract (1MB max each)`);
      expect(text).toContain('1 signing SMS included');
      expect(text).toContain('₹2 per extra SMS');
      expect(text).toContain(
        `${Math.round((12 * plan.contractDurationLimit) / 356)} months storage + 3 months archive`,
      );
      expect(text).toContain(`${plan.genPdfCount} free audit report${plan.genPdfCount === 1 ? '' : 's'}`);
      expect(/most popular/i.test(text)).toBe(plan.id === 2);
      expect(
        await card(page, plan.typeValue)
          .getByRole('button', { name: /^Start/ })
          .count(),
      ).toBe(plan.id === 1 || plan.id === 4 ? 0 : 1);
    }
    await page.getByText('All plans include the drafting assistant, real-time tracking, and basic support.').waitFor();
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('shows the fallback cards when the server has no plans', async () => {
    const context = await guestContext(harness.browser, harness.baseUrl);
    await context.route('**/api/General/SubscriptionList', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ status: 1, data: [] }) }),
    );
    const { page } = await openPage(context);
    await page.goto(harness.baseUrl + '/subscriptionList');
    const free = card(page, 'Free Tier');
    await free.waitFor();
    const freeText = await free.innerText();
    for (const part of [
      '₹0.00',
      '/month',
      '5 free contracts',
      '2 attachments per contract',
      '12 months storage + 3 months archive',
      '1 free audit report',
    ]) {
      expect(freeText).toContain(part);
    }
    expect(await free.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/Signup');
    const custom = card(page, 'Customize subscription');
    expect(await custom.innerText()).toContain('NA');
    expect(await custom.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/ContactUs');
    await context.close();
  });

  it('a failed plan list shows the server message and a retry', async () => {
    const context = await guestContext(harness.browser, harness.baseUrl);
    await context.route('**/api/General/SubscriptionList', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ status: 0, message: 'Plans are being updated.' }),
      }),
    );
    const { page } = await openPage(context, { pendingApi: /SubscriptionList/ });
    await page.goto(harness.baseUrl + '/subscriptionList');
    await page.getByText('Plans are being updated.').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    await context.close();
  });

  it('Start as a guest keeps the plan and asks to sign in; signed in it opens /pay, where closing the checkout changes nothing', async () => {
    const paid = plans.find((plan) => plan.id !== 1 && plan.id !== 4)!;
    const guest = await guestContext(harness.browser, harness.baseUrl);
    const { page } = await openPage(guest);
    await page.goto(harness.baseUrl + '/');
    await card(page, paid.typeValue)
      .getByRole('button', { name: /^Start/ })
      .click();
    await page.waitForURL('**/Signup');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('selectedPlan') ?? 'null'));
    expect(stored.id).toBe(paid.id);
    await guest.close();

    const user = await apiLogin(harness.baseUrl, DEMO_BUYER.phone, DEMO_BUYER.password);
    const context = await signedInContext(harness.browser, harness.baseUrl, user);
    const signedIn = await openPage(context, { pendingApi: /\/api\/Business\// });
    await signedIn.page.goto(harness.baseUrl + '/subscriptionList');
    await card(signedIn.page, paid.typeValue)
      .getByRole('button', { name: /^Start/ })
      .click();
    await signedIn.page.waitForURL('**/pay');
    await signedIn.page.getByRole('heading', { name: 'Payment', level: 1 }).waitFor();
    const text = await signedIn.page.locator('main').innerText();
    // The same allowances as the plan's card (issue 37: not "Contracts up to 712 days").
    for (const part of [
      paid.typeValue,
      `${paid.numberOfContracts} contracts`,
      `${paid.numberOfAttachments} attachments per contract`,
      `${Math.round((12 * paid.contractDurationLimit) / 356)} months storage + 3 months archive`,
      `${paid.genPdfCount} free audit report`,
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain(`${paid.contractDurationLimit} days`);
    // The rate plus 18% GST (half-up to the paisa) is what the card is charged: ₹999.00 + ₹179.82.
    const ratePaise = Math.round(Number(paid.rate) * 100);
    const gstPaise = Math.floor((ratePaise * 18 + 50) / 100);
    const inr = (paise: number) =>
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
    const charge = signedIn.page.getByRole('table', { name: 'What you pay' });
    expect((await charge.innerText()).replace(/\s+/g, ' ')).toBe(
      `Plan price ${inr(ratePaise)} GST (18%) ${inr(gstPaise)} Total charged to your card ${inr(ratePaise + gstPaise)}`,
    );
    if (paid.rate === '999.00') expect(await charge.getByTestId('charged-total').innerText()).toBe('₹1,178.82');
    // Without Razorpay keys the sandbox checkout opens; closing it is a dismissal.
    await signedIn.page.getByRole('button', { name: 'Pay Now' }).click();
    await signedIn.page.getByRole('dialog', { name: 'Sandbox checkout' }).waitFor();
    await signedIn.page.keyboard.press('Escape');
    await signedIn.page
      .getByRole('alert')
      .filter({ hasText: 'The payment was cancelled. Your plan has not changed.' })
      .waitFor();
    // The dashboard no longer sends this user back to /pay: the handoff data was consumed.
    await signedIn.page.goto(harness.baseUrl + '/Home');
    await signedIn.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(new URL(signedIn.page.url()).pathname).toBe('/Home');
    expect(signedIn.problems.errors).toEqual([]);
    await context.close();
  });
});
