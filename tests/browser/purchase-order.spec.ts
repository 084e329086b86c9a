// The purchase-order editor end to end: Create Order with the header rules, items with HSN/SAC, no
// taxes of its own, a payment of each type (advance, part, weekly, monthly, quarterly, item based,
// final), an attachment opened with the session, the timeline tree, Publish once the payment list
// equals the contract amount, Open contract and back to the order, and the link page for a guest.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { CONTRACT_MESSAGES, PO_MESSAGES } from '@samvida/machines';
import { PASSWORD } from '../api/accounts/support/accounts.js';
import { call } from '../setup/test-app.js';
import {
  type BrowserHarness,
  guestContext,
  openPage,
  screenshot,
  type SignedIn,
  signedInContext,
  startBrowserHarness,
} from './browser-harness.js';
import { newUser, PNG } from './negotiation-fixtures.js';

type Scope = Page | Locator;
const shows = (scope: Scope, text: string) =>
  scope.getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });
const named = (label: string) => new RegExp(`^${label.replace(/[()%/]/g, '\\$&')}( \\*)?$`);
const field = (scope: Scope, label: string) => scope.getByLabel(named(label)).first();
const click = (scope: Scope, name: string) => scope.getByRole('button', { name, exact: true }).click();
// SegmentedControl options are labelled radios whose inputs are visually hidden.
const segment = (page: Page, label: string) =>
  page
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();

async function addPayment(page: Page, fields: { Note: string } & Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await field(page, label).fill(value);
  await click(page, 'Add Payment');
  // The form clears once the row is saved; wait for the row before filling the next one.
  await page.getByRole('cell', { name: fields.Note, exact: true }).waitFor();
}

describe('purchase-order editor', () => {
  let harness: BrowserHarness;
  let buyer: SignedIn;
  let seller: SignedIn;
  beforeAll(async () => {
    harness = await startBrowserHarness();
    [buyer, seller] = await Promise.all([
      newUser(harness.baseUrl, 'Bina Buyer'),
      newUser(harness.baseUrl, 'Sunil Seller'),
    ]);
    // The seller's profile is complete, so signing in goes where they came from, not to /UpdateUser.
    const profile = await call(harness.baseUrl, 'POST', '/api/Auth/UserEmpCompanyUpdate', {
      token: seller.token,
      body: { Id: seller.userId, Name: 'Sunil Seller', Email: `s.${seller.userId}@example.in`, UserTermAccepted: true },
    });
    expect(profile.status).toBe(200);
  }, 300_000);
  afterAll(() => harness?.close());

  it('creates a purchase order, schedules every payment type and publishes it to the seller', async () => {
    const context = await signedInContext(harness.browser, harness.baseUrl, buyer);
    const { page, problems } = await openPage(context);
    // /New is reachable from the template gallery, the dashboard and the navigation.
    await page.goto(`${harness.baseUrl}/SelectTemplate`);
    await page.getByRole('link', { name: 'Purchase or sales order' }).click();
    await page.waitForURL(/\/New$/);
    await page.goto(`${harness.baseUrl}/Home`);
    await page
      .getByRole('navigation', { name: 'Quick actions' })
      .getByRole('link', { name: /^Purchase Order/ })
      .click();
    await page.waitForURL(/\/New$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Purchase Order' }).click();
    await page.getByRole('heading', { level: 1, name: 'Purchase Contract' }).waitFor();
    await page.getByRole('tab', { name: 'Items' }).click();
    await shows(page, 'First Create Purchase Order');

    await field(page, 'Seller phone number').fill('9123');
    await click(page, 'Create Order');
    await shows(page, 'Title is required.');
    await shows(page, 'Phone number must start with +91.');
    // An edited field drops its old message; the browser's own check never hides the form's.
    await field(page, 'Title').fill('Office furniture');
    await page.getByText('Title is required.').waitFor({ state: 'detached' });
    await field(page, 'Seller phone number').fill(seller.phone);
    await field(page, 'Completion (days)').fill('0');
    await click(page, 'Create Order');
    await shows(page, 'Completion days must be at least 1.');
    expect(await page.getByText('Phone number must start with +91.').count()).toBe(0);
    await field(page, 'Discount').fill('50');
    await field(page, 'Completion (days)').fill('200');
    await field(page, 'Notification period (days)').fill('7');
    await click(page, 'Create Order');
    await shows(page, PO_MESSAGES.discountRefused);
    await field(page, 'Discount').fill('0');
    await field(page, 'Completion (days)').fill('200');
    await field(page, 'Notification period (days)').fill('7');
    await click(page, 'Create Order');
    await page.waitForURL(/\/Details\?id=/);
    await page.getByRole('heading', { level: 1, name: 'Purchase Contract' }).waitFor();

    // An order line needs a quantity and days within the order's 200.
    await field(page, 'Item title').fill('Lamp');
    await field(page, 'Quantity').fill('0');
    await click(page, 'Add Item');
    await shows(page, PO_MESSAGES.quantityZero);
    await field(page, 'Quantity').fill('1');
    await field(page, 'Days to complete').fill('201');
    await click(page, 'Add Item');
    await shows(page, PO_MESSAGES.daysTooLate);

    // Items: 10 chairs at 100 + 18% and 2 desks at 500: 2,180.00.
    for (const [code, title, qty, rate, tax, days] of [
      ['9401', 'Chair', '10', '100', '18', '30'],
      ['9403', 'Desk', '2', '500', '0', '60'],
    ] as const) {
      await field(page, 'HSN/SAC').fill(code);
      await field(page, 'Item title').fill(title);
      await field(page, 'Quantity').fill(qty);
      await field(page, 'Rate').fill(rate);
      await field(page, 'Tax %').fill(tax);
      await field(page, 'Days to complete').fill(days);
      await click(page, 'Add Item');
      await page.getByRole('cell', { name: title, exact: true }).waitFor();
    }
    await shows(page, 'Total Amount: ₹2,180.00');

    await page.getByRole('cell', { name: '9401', exact: true }).waitFor();

    // GST is each line's: the order says why it takes no taxes of its own.
    await page.getByRole('tab', { name: 'Taxes' }).click();
    await shows(page, PO_MESSAGES.taxesRefused);

    await page.getByRole('tab', { name: 'Payments' }).click();
    await addPayment(page, { Note: 'Advance on order', 'Amount (%)': '10' });
    await field(page, 'Note').fill('Second advance');
    await field(page, 'Amount (%)').fill('5');
    await click(page, 'Add Payment');
    await shows(page, CONTRACT_MESSAGES.secondAdvance);
    await segment(page, 'Part');
    await addPayment(page, { Note: 'On delivery', 'Amount (%)': '10', 'Due on day': '15' });

    await page.getByRole('tab', { name: 'Frequency Based' }).click();
    for (const [frequency, note, count] of [
      ['Weekly', 'Every week', '4'],
      ['Monthly', 'Every month', '2'],
      ['Quarterly', 'Every quarter', '1'],
    ] as const) {
      await page.getByRole('combobox', { name: named('Frequency') }).click();
      await page.getByRole('option', { name: frequency, exact: true }).click();
      await addPayment(page, { Note: note, 'Amount (%)': '5', 'Number of payments': count });
    }

    await page.getByRole('tab', { name: 'Items Based' }).click();
    await field(page, 'Note').fill('Desks delivered');
    await field(page, 'Amount (%)').fill('20');
    await page.getByLabel('Available items').getByRole('button', { name: 'Desk' }).click();
    await page.getByLabel('Selected items').getByRole('button', { name: 'Desk' }).waitFor();
    await click(page, 'Add Payment');
    await page.getByRole('cell', { name: 'Desks delivered', exact: true }).waitFor();
    await shows(page, CONTRACT_MESSAGES.publishTotalBelow);

    await page.getByRole('tab', { name: 'Basic Payment' }).click();
    await segment(page, 'Final');
    await shows(page, 'The final payment takes the remaining amount.');
    await addPayment(page, { Note: 'Balance' });
    // 10 + 10 + 4×5 + 2×5 + 5 + 20 = 75% of 2,180.00; the final row takes the other 545.00.
    await page.getByRole('row').filter({ hasText: 'Balance' }).getByText('₹545.00').first().waitFor();
    await shows(page, 'Payment list total: ₹2,180.00');

    await page.getByRole('tab', { name: 'Agreement Attachments' }).click();
    await click(page, 'Add Attachment');
    await shows(page, CONTRACT_MESSAGES.attachmentFileMissing);
    await page.locator('input[type=file]').setInputFiles({ name: 'drawing.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Remove drawing.png' }).waitFor();
    await click(page, 'Add Attachment');
    await shows(page, CONTRACT_MESSAGES.attachmentTitleMissing);
    await field(page, 'Attachment title').fill('Layout drawing');
    await click(page, 'Add Attachment');
    await page.getByRole('cell', { name: 'Layout drawing', exact: true }).waitFor();
    // The file is fetched with the session (a plain link would answer "Please sign in to continue.").
    await page.getByRole('link', { name: 'Open Layout drawing' }).waitFor();

    const tree = page.getByLabel('Timeline');
    for (const day of ['Start', 'Day 7', 'Day 15', 'Day 28', 'Day 30', 'Day 60', 'Day 120', 'Day 200'])
      await shows(tree, day);
    await screenshot(page, 'purchase-order-editor');

    await click(page, 'Publish');
    await shows(page, 'Status is changed successfully');
    await page.getByText('Proposed', { exact: true }).first().waitFor();
    const id = new URL(page.url()).searchParams.get('id');
    // The contract opens in place (it once read the order's cached view and went blank), names the
    // order's parties and files, and links back to the order.
    await page.getByRole('link', { name: 'Open contract' }).click();
    await page.waitForURL(/\/DetailContract\?agreementId=/);
    await page.getByRole('tab', { name: 'Contract Info' }).click();
    const card = page.getByLabel('Purchase order');
    await card.getByRole('link', { name: 'Open Layout drawing' }).waitFor();
    await card.getByRole('link', { name: 'View the order' }).click();
    await page.waitForURL(/\/Details\?id=/);
    await page.getByRole('link', { name: 'Open contract' }).waitFor();
    expect(problems.errors).toEqual([]);
    await context.close();

    // A guest on the link signs in and comes back to it, not to the dashboard.
    const guest = await guestContext(harness.browser, harness.baseUrl);
    const guestPage = (await openPage(guest)).page;
    const link = `/CheckPODetails?ph=${encodeURIComponent(seller.phone)}&s=Buyer&pi=${id}`;
    await guestPage.goto(`${harness.baseUrl}${link}`);
    await guestPage.getByRole('link', { name: 'Sign in', exact: true }).click();
    await guestPage.waitForURL(/\/Signup\?returnTo=/);
    await guestPage.getByRole('textbox', { name: 'Phone number' }).fill(seller.phone.slice(3));
    await guestPage.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await guestPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await guestPage.waitForURL(/\/DetailContract\?agreementId=/);
    await guest.close();

    // The seller's link waits while the order is still on its way to their account (the server
    // answers ready: false then), and opens the contract as soon as it is there.
    const sellerContext = await signedInContext(harness.browser, harness.baseUrl, seller);
    const sellerPage = (await openPage(sellerContext)).page;
    const check = '**/api/PurchaseOrders/CheckPODetails?*';
    await sellerPage.route(check, (route) =>
      route.fulfill({ json: { status: 1, data: { id, ready: false, status: 'Proposed' } } }),
    );
    await sellerPage.goto(`${harness.baseUrl}/CheckPODetails?ph=${encodeURIComponent(seller.phone)}&s=Buyer&pi=${id}`);
    const waiting = sellerPage.getByRole('status').filter({ hasText: `the contract sent to ${seller.phone}` });
    await waiting.getByText(/is being added to your account/).waitFor();
    expect(sellerPage.url()).toContain('/CheckPODetails');
    await screenshot(sellerPage, 'purchase-order-link-waiting');
    await sellerPage.unroute(check);
    await sellerPage.waitForURL(/\/DetailContract\?agreementId=/);

    // Its schedule is the contract's expected payments, beside the invoices, in rupees.
    await sellerPage.getByRole('tab', { name: 'Invoice & Payments' }).click();
    const expected = sellerPage.getByLabel('Expected payments');
    await shows(expected, 'Scheduled ₹2,180.00');
    const rows = expected.getByTestId('expected-payment');
    await rows.first().waitFor();
    expect(await rows.allInnerTexts()).toEqual([
      'Advance\tAdvance on order\tStart\t₹218.00\t₹0.00\t₹0.00\tPaid as the advance',
      'Weekly\tEvery week\t4 payments, Day 7 to Day 28\t₹436.00 (4 × ₹109.00)\t₹0.00\t₹0.00\t—',
      'Part\tOn delivery\tDay 15\t₹218.00\t₹0.00\t₹0.00\t—',
      'Monthly\tEvery month\t2 payments, Day 30 to Day 60\t₹218.00 (2 × ₹109.00)\t₹0.00\t₹0.00\t—',
      'Item based\tDesks delivered\tDay 60\t₹436.00\t₹0.00\t₹0.00\t—',
      'Quarterly\tEvery quarter\tDay 120\t₹109.00\t₹0.00\t₹0.00\t—',
      'Final\tBalance\tDay 200\t₹545.00\t₹0.00\t₹0.00\t—',
    ]);
    await shows(sellerPage, 'No invoices');
    await screenshot(sellerPage, 'purchase-order-expected-payments');

    // The order's items show their rate in rupees, not a currency code.
    await sellerPage.getByRole('tab', { name: 'Item & Terms' }).click();
    await sellerPage.getByTestId('buyer-rate').first().getByText('₹100.00 / Count').waitFor();
    await sellerContext.close();
  }, 180_000);
});
