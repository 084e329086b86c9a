import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type BrowserHarness, openPage, PHONE, signedInContext, startBrowserHarness } from './browser-harness.js';
import { appliedRfq, newUser } from './negotiation-fixtures.js';

// Issue 37: the header bell's unread count updates live (socket.io, the user's room) when the other
// party's move makes it the user's turn; opening the notification marks it read.
const LOAD_MS = 60_000;

describe('the notification bell', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  }, 300_000);
  afterAll(() => harness?.close());

  it("counts the buyer's turn as soon as the seller publishes, without a reload, and clears once read", async () => {
    const buyer = await newUser(harness.baseUrl, 'Meera Buyer');
    const seller = await newUser(harness.baseUrl, 'Arjun Seller');
    const { agreementId } = await appliedRfq(
      harness.baseUrl,
      buyer,
      seller,
      [{ title: 'Cement bags', quantity: 10, rate: 350 }],
      [{ title: 'Delivery', text: 'Delivered to the Pune site.' }],
    );

    const buyerContext = await signedInContext(harness.browser, harness.baseUrl, buyer);
    const { page: home, problems } = await openPage(buyerContext);
    await home.goto(harness.baseUrl + '/Home');
    const bell = home.getByTestId('notification-bell');
    await expect(bell.getAttribute('aria-label', { timeout: LOAD_MS })).resolves.toBe('Notifications');
    let navigations = 0;
    home.on('framenavigated', () => navigations++);

    const sellerContext = await signedInContext(harness.browser, harness.baseUrl, seller);
    const { page: draft } = await openPage(sellerContext);
    await draft.goto(`${harness.baseUrl}/draftAgreement?agreementId=${agreementId}`);
    await draft.getByRole('button', { name: 'Publish', exact: true }).click();
    await draft.waitForURL(/DetailAgreement/, { timeout: LOAD_MS });

    await home.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: LOAD_MS });
    expect(navigations).toBe(0);

    await bell.click();
    const item = home.getByTestId('notification-list').getByRole('button', { name: /^Your move on contract / });
    await item.waitFor({ timeout: LOAD_MS });
    await expect(item.textContent()).resolves.toContain('Arjun Seller responded on contract');
    await item.click();
    await home.waitForURL(new RegExp(`DetailAgreement\\?agreementId=${agreementId}`), { timeout: LOAD_MS });
    await home.getByRole('button', { name: 'Notifications', exact: true }).waitFor({ timeout: LOAD_MS });

    expect(problems.errors).toEqual([]);
    await sellerContext.close();
    await buyerContext.close();
  }, 240_000);

  it('keeps the reminder channels chosen on the profile, on a 375 px screen', async () => {
    const user = await newUser(harness.baseUrl, 'Kavya Rao');
    const context = await signedInContext(harness.browser, harness.baseUrl, user, PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(harness.baseUrl + '/UpdateUser');
    // The header keeps the bell without widening the page (once the plan's name replaces "Loading plan…").
    await page.getByTestId('notification-bell').waitFor({ timeout: LOAD_MS });
    await page.getByTestId('header-plan').getByText('Free').waitFor({ timeout: LOAD_MS });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const section = page.getByRole('group', { name: 'Reminders' });
    const sms = section.getByRole('checkbox', { name: 'SMS' });
    const whatsapp = section.getByRole('checkbox', { name: 'WhatsApp' });
    await sms.waitFor({ timeout: LOAD_MS });
    // The defaults: SMS on, WhatsApp off.
    expect([await sms.isChecked(), await whatsapp.isChecked()]).toEqual([true, false]);
    await sms.uncheck();
    await whatsapp.check();
    await section.getByRole('button', { name: 'Save reminder channels' }).click();
    await page.getByText('Notification preferences saved.').waitFor({ timeout: LOAD_MS });

    await page.reload();
    await sms.waitFor({ timeout: LOAD_MS });
    await whatsapp.waitFor({ timeout: LOAD_MS });
    expect([await sms.isChecked(), await whatsapp.isChecked()]).toEqual([false, true]);
    expect(problems.errors).toEqual([]);
    await context.close();
  }, 120_000);
});
