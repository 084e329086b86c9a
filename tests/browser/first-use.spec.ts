// Issue 11, point 5: what new users met. A lost session says so on the sign-in page and returns to
// the page after (issue 37); the dashboard opens on a tab with rows; status badges are never cut off
// at 1280 px; the cookie banner leaves a 375 px screen usable.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { call } from '../setup/test-app.js';
import {
  apiLogin,
  type BrowserHarness,
  DEMO_SELLER,
  DESKTOP,
  guestContext,
  openPage,
  PHONE,
  signedInContext,
  startBrowserHarness,
} from './browser-harness.js';
import { api, newUser } from './negotiation-fixtures.js';

/** Labels of the badges on the page whose text does not fit (the browser would cut it). */
const cutBadges = (page: Page) =>
  page.$$eval('.mantine-Badge-label', (labels) =>
    labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
  );

describe('first use', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  }, 300_000);
  afterAll(() => harness?.close());

  it('sends an ended session to sign in, says so plainly, and returns to the page after (issue 37)', async () => {
    // A user past profile completion (a `New` account completes its profile first, wherever it was).
    const user = await apiLogin(harness.baseUrl, DEMO_SELLER.phone, DEMO_SELLER.password);
    const context = await signedInContext(harness.browser, harness.baseUrl, user);
    const { page, problems } = await openPage(context);
    await page.goto(harness.baseUrl + '/AllContracts?tab=Proposed');
    await page.getByTestId('header-user-name').waitFor();
    // The session ends elsewhere (logout on another device).
    await call(harness.baseUrl, 'POST', '/api/Auth/Logout', { body: { RefreshToken: user.refreshToken } });
    await page.reload();
    await page.waitForURL('**/Signup?returnTo=%2FAllContracts%3Ftab%3DProposed');
    await page.getByTestId('session-ended').getByText('Your session has ended. Please sign in again.').waitFor();
    await page.getByRole('textbox', { name: 'Phone number' }).fill(user.phoneNumber.slice(3));
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_SELLER.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/AllContracts?tab=Proposed');
    await page.getByTestId('header-user-name').waitFor();
    expect(problems.errors.filter((e) => !/401|Unauthorized/.test(e))).toEqual([]);
    await context.close();
  });

  it('opens the dashboard on a tab with rows, and shows whole status badges at 1280 px', async () => {
    const buyer = await newUser(harness.baseUrl, 'Bina Buyer');
    const seller = await newUser(harness.baseUrl, 'Sunil Seller');
    const sent = await api<{ id: string }>(harness.baseUrl, buyer, 'POST', '/api/Business/SendContract', {
      CreatorType: 'buyer',
      ContractType: 'Sales',
      OtherPartyContactInfo: seller.phoneNumber,
      Items: [{ ItemTitle: 'Cement', Qty: 10, Tax: 18, CurrencyId: 2, UnitId: 1, Rate: 350, ItemDeliveredInDays: 7 }],
    });
    const items = await api<{ id: string }[]>(
      harness.baseUrl,
      seller,
      'GET',
      `/api/Business/GetAgreementItems?agreementid=${sent.id}`,
    );
    // The seller quotes another rate: the item waits on the buyer ("Buyer Action Pending").
    await api(harness.baseUrl, seller, 'POST', '/api/Business/NegotiateItem', {
      AgreementId: sent.id,
      ItemId: items[0]!.id,
      Amount: 380,
      CompletionDays: 9,
    });

    const context = await signedInContext(harness.browser, harness.baseUrl, buyer, DESKTOP);
    const { page } = await openPage(context);
    await page.goto(harness.baseUrl + '/Home');
    // The Draft tab is empty and the Proposed one has the contract: the dashboard opens on it.
    const proposed = page.getByRole('tab', { name: 'Proposed (1)' });
    await proposed.waitFor();
    expect(await proposed.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab', { name: 'Draft (0)' }).first().getAttribute('aria-selected')).not.toBe('true');

    await page.goto(`${harness.baseUrl}/DetailAgreement?agreementId=${sent.id}`);
    await page.getByRole('tab', { name: 'Item & Terms' }).click();
    await page.getByText('Buyer Action Pending').first().waitFor();
    expect(await cutBadges(page)).toEqual([]);
    await context.close();
  });

  it('opens the RFQ list on a tab with rows', async () => {
    const owner = await newUser(harness.baseUrl, 'Rina Requester');
    const rfq = await api<{ id: string }>(harness.baseUrl, owner, 'POST', '/api/Business/SaveRFQ', {
      Title: 'Cement for the warehouse',
      Description: 'Grade 53 cement',
      ProposalCompletionInDays: 30,
      ProposalLdPercent: 2,
      ProposalLdAppliedAfterDays: 5,
      InviteOnly: true,
    });
    await api(harness.baseUrl, owner, 'POST', '/api/Business/AddRFQItem', {
      ProposalId: rfq.id,
      ItemTitle: 'Cement',
      ItemDescription: 'Grade 53',
      ItemHsnCsnUin: '2523',
      ItemQuantity: 100,
      Unit: 1,
    });
    await api(harness.baseUrl, owner, 'GET', `/api/Business/StartRFQ?proposalId=${rfq.id}`);

    const context = await signedInContext(harness.browser, harness.baseUrl, owner, DESKTOP);
    const { page } = await openPage(context);
    await page.goto(harness.baseUrl + '/Home');
    // No drafts, one published RFQ: the list opens on Active, not on the empty Draft tab.
    const active = page.getByRole('tab', { name: 'Active (1)' });
    await active.waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].some(
        (tab) => tab.textContent === 'Active (1)',
      ),
    );
    expect(await page.getByRole('tab', { name: 'Draft (0)' }).last().getAttribute('aria-selected')).not.toBe('true');
    await context.close();
  });

  it('keeps the cookie banner to a quarter of a 375 px screen at most', async () => {
    const context = await guestContext(harness.browser, harness.baseUrl, { viewport: PHONE, withBanner: true });
    const { page } = await openPage(context);
    await page.goto(harness.baseUrl + '/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    const box = (await banner.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(PHONE.height / 4);
    await context.close();
  });
});
