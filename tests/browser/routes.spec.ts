import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  apiLogin,
  type BrowserHarness,
  DEMO_BUYER,
  guestContext,
  openPage,
  signedInContext,
  startBrowserHarness,
} from './browser-harness.js';

// Endpoints of the negotiation backend that are not built yet; their screens show a message instead.
const PENDING_API = /\/api\/Business\//;

/** Paths of the spec's route list with the heading each renders. */
const GUEST_ROUTES: [string, string][] = [
  ['/', 'Draft, negotiate and sign contracts with your buyers and sellers'],
  ['/Signup', 'Sign in'],
  ['/ValidateUser', 'Please provide OTP'],
  ['/forgotPassword', 'Forgot password'],
  ['/ResetPassword', 'Reset password'],
  ['/Terms', 'Terms of Service'],
  ['/Policy', 'Privacy Policy'],
  ['/AboutUs', 'About Us'],
  ['/CookiePolicy', 'Cookie Policy'],
  ['/ContactUs', 'Contact us'],
  ['/test', 'Connection test'],
  ['/subscriptionList', 'Pricing list'],
  ['/SelectTemplate', 'Template gallery'],
  ['/CustomAgreement', 'Custom Agreement'],
  ['/NewRFQ', 'Request for Quotation'],
  ['/HomeMaintenanceT1', 'Home Maintenance Agreement'],
  ['/PersonalLoanT1', 'Personal Loan Agreement'],
  ['/ResidentialAgreementT1', 'Residential Rental Agreement'],
  ['/SublettingAgreementT1', 'Sublease Agreement'],
  ['/BuySellT1', 'Goods Sale Agreement'],
  ['/CheckPODetails', 'Checking your contract link'],
  ['/VerifyLog', 'Verify the audit log'],
  ['/no/such/page', 'Address is not valid'],
];

const SIGNED_IN_ROUTES: [string, string][] = [
  ['/Home', 'Dashboard'],
  ['/home', 'Dashboard'],
  ['/UpdateUser', 'Complete your profile'],
  ['/LogOut', 'Log out'],
  ['/AllContracts', 'Contract List'],
  ['/AnalyticsPage', 'Analytics'],
  ['/AllRFQ', 'RFQ List'],
  ['/pay', 'Payment'],
  ['/New', 'Purchase Contract'],
  ['/Details', 'Purchase Contract'],
  ['/draftAgreement', 'Agreement Draft'],
  ['/draftD2C', 'Agreement Draft (Consumer)'],
  ['/DetailAgreement', 'Agreement Details'],
  ['/DetailContract', 'Contract Details'],
  ['/ApplyRFQ', 'Apply for Proposal'],
  ['/DetailProposal', 'Proposal Details'],
  ['/DraftInvoice', 'Raise Invoice'],
  ['/EditInvoice', 'Edit Invoice'],
  ['/EditTxnNote', 'Transaction Note'],
  ['/userTerms', 'Term Groups'],
  ['/TermConditions', 'Terms in Group'],
  ['/userItems', 'Create catalog'],
  ['/Archive', 'Archive'],
  ['/TeamMembers', 'Team Members'],
];

const GUEST_ONLY = ['/', '/Signup', '/ValidateUser', '/forgotPassword', '/ResetPassword'];

async function heading(page: Page): Promise<string> {
  const h1 = page.locator('h1').first();
  await h1.waitFor({ timeout: 15_000 });
  return (await h1.innerText()).trim();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('routes, headings and guards', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  }, 300_000);
  afterAll(() => harness?.close());

  it('renders the landing page: templates, actions, features, video, sign-in and server plans', async () => {
    const context = await guestContext(harness.browser, harness.baseUrl);
    const { page, problems } = await openPage(context);
    await page.goto(harness.baseUrl + '/');
    expect(await heading(page)).toBe(GUEST_ROUTES[0]![1]);
    const templates = page.getByRole('region', { name: /Start from a template/ }).getByRole('button');
    expect(await templates.count()).toBe(12);
    for (const name of ['Build Custom Contract', 'Request for Quotation']) {
      expect(await page.getByRole('button', { name }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('link', { name: 'Watch the intro video' }).getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('link', { name: 'Sign in', exact: true }).getAttribute('href')).toBe('/Signup');
    await page.getByRole('article', { name: 'Business' }).waitFor();
    expect(await page.getByTestId('plan-card').count()).toBe(4);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('renders every guest route of the list with its heading and no console errors', async () => {
    const context = await guestContext(harness.browser, harness.baseUrl);
    const { page, problems } = await openPage(context);
    for (const [path, title] of GUEST_ROUTES) {
      await page.goto(harness.baseUrl + path);
      expect([path, await heading(page)]).toEqual([path, title]);
    }
    expect(problems.errors).toEqual([]);
    await context.close();
    // 23 full page loads; a prerendered page's load event also waits for its screen's preloaded chunks.
  }, 90_000);

  it('sends guests from protected routes to the landing page', async () => {
    const context = await guestContext(harness.browser, harness.baseUrl);
    const { page } = await openPage(context);
    for (const [path] of SIGNED_IN_ROUTES) {
      await page.goto(harness.baseUrl + path);
      await heading(page);
      expect([path, pathOf(page)]).toEqual([path, '/']);
    }
    await context.close();
  });

  it('renders every signed-in route with its heading, and sends signed-in users away from sign-in screens', async () => {
    const user = await apiLogin(harness.baseUrl, DEMO_BUYER.phone, DEMO_BUYER.password);
    const context = await signedInContext(harness.browser, harness.baseUrl, user);
    const { page, problems } = await openPage(context, { pendingApi: PENDING_API });
    for (const [path, title] of SIGNED_IN_ROUTES) {
      await page.goto(harness.baseUrl + path);
      expect([path, await heading(page)]).toEqual([path, title]);
      expect(pathOf(page).toLowerCase()).toBe(path.toLowerCase());
    }
    for (const path of GUEST_ONLY) {
      await page.goto(harness.baseUrl + path);
      expect([path, await heading(page)]).toEqual([path, 'Dashboard']);
      expect(pathOf(page)).toBe('/Home');
    }
    expect(problems.errors).toEqual([]);
    await context.close();
    // 29 full page loads, each about a second on this machine.
  }, 90_000);

  it('Request for Quotation clears the handoff data; a template card stores its name for the builder', async () => {
    const context = await guestContext(harness.browser, harness.baseUrl);
    const { page } = await openPage(context);
    await page.goto(harness.baseUrl + '/');
    await page.evaluate(() => localStorage.setItem('data', JSON.stringify({ counterpartyDetails: 'x' })));
    await page.getByRole('button', { name: 'Request for Quotation' }).click();
    await page.getByRole('heading', { level: 1, name: 'Request for Quotation' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('data'))).toBeNull();

    await page.goto(harness.baseUrl + '/');
    await page.getByRole('button', { name: /^Loan Agreement/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Loan Agreement' }).waitFor();
    expect(pathOf(page)).toBe('/CustomAgreement');
    expect(await page.evaluate(() => localStorage.getItem('templateName'))).toBe('Loan Agreement');
    await context.close();
  });
});
