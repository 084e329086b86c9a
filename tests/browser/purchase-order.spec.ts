// The purchase-order editor end to end: Create Order with the header rules, items, a tax, a
// payment of each type (advance, part, weekly, monthly, quarterly, item based, final), an attachment, the
// timeline tree, Publish once the payment list equals the contract amount, and the link page.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { CONTRACT_MESSAGES } from '@samvida/machines';
import {
  type BrowserHarness,
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
  }, 300_000);
  afterAll(() => harness?.close());

  it('creates a purchase order, schedules every payment type and publishes it to the seller', async () => {
    const context = await signedInContext(harness.browser, harness.baseUrl, buyer);
    const { page, problems } = await openPage(context);
    await page.goto(`${harness.baseUrl}/New`);
    await page.getByRole('heading', { level: 1, name: 'Purchase Contract' }).waitFor();
    await page.getByRole('tab', { name: 'Items' }).click();
    await shows(page, 'First Create Purchase Order');

    await field(page, 'Seller phone number').fill('9123');
    await click(page, 'Create Order');
    await shows(page, 'Title is required.');
    await shows(page, 'Phone number must start with +91.');
    await field(page, 'Title').fill('Office furniture');
    await field(page, 'Seller phone number').fill(seller.phone);
    await field(page, 'Completion (days)').fill('200');
    await field(page, 'Notification period (days)').fill('7');
    await click(page, 'Create Order');
    await page.waitForURL(/\/Details\?id=/);
    await page.getByRole('heading', { level: 1, name: 'Purchase Contract' }).waitFor();

    // Items: 10 chairs at 100 + 18% and 2 desks at 500: 2,180.00.
    for (const [title, qty, rate, tax, days] of [
      ['Chair', '10', '100', '18', '30'],
      ['Desk', '2', '500', '0', '60'],
    ] as const) {
      await field(page, 'Item title').fill(title);
      await field(page, 'Quantity').fill(qty);
      await field(page, 'Rate').fill(rate);
      await field(page, 'Tax %').fill(tax);
      await field(page, 'Days to complete').fill(days);
      await click(page, 'Add Item');
      await page.getByRole('cell', { name: title, exact: true }).waitFor();
    }
    await shows(page, 'Total Amount: ₹2,180.00');

    await page.getByRole('tab', { name: 'Taxes' }).click();
    await field(page, 'Tax title').fill('Cess');
    await field(page, 'Percent').fill('10');
    await click(page, 'Add Tax');
    await shows(page, 'Total Amount: ₹2,398.00');

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
    // 10 + 10 + 4×5 + 2×5 + 5 + 20 = 75% of 2,398.00; the final row takes the other 599.50.
    await page.getByRole('row').filter({ hasText: 'Balance' }).getByText('₹599.50').first().waitFor();
    await shows(page, 'Payment list total: ₹2,398.00');

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

    const tree = page.getByLabel('Timeline');
    for (const day of ['Start', 'Day 7', 'Day 15', 'Day 28', 'Day 30', 'Day 60', 'Day 120', 'Day 200'])
      await shows(tree, day);
    await screenshot(page, 'purchase-order-editor');

    await click(page, 'Publish');
    await shows(page, 'Status is changed successfully');
    await page.getByText('Proposed', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Open contract' }).waitFor();
    expect(problems.errors).toEqual([]);
    const id = new URL(page.url()).searchParams.get('id');
    await context.close();

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
    await shows(expected, 'Scheduled ₹2,398.00');
    const rows = expected.getByTestId('expected-payment');
    await rows.first().waitFor();
    expect(await rows.allInnerTexts()).toEqual([
      'Advance\tAdvance on order\tStart\t₹239.80\t₹0.00\t₹0.00',
      'Weekly\tEvery week\t4 payments, Day 7 to Day 28\t₹479.60 (4 × ₹119.90)\t₹0.00\t₹0.00',
      'Part\tOn delivery\tDay 15\t₹239.80\t₹0.00\t₹0.00',
      'Monthly\tEvery month\t2 payments, Day 30 to Day 60\t₹239.80 (2 × ₹119.90)\t₹0.00\t₹0.00',
      'Item based\tDesks delivered\tDay 60\t₹479.60\t₹0.00\t₹0.00',
      'Quarterly\tEvery quarter\tDay 120\t₹119.90\t₹0.00\t₹0.00',
      'Final\tBalance\tDay 200\t₹599.50\t₹0.00\t₹0.00',
    ]);
    await shows(sellerPage, 'No invoices');
    await screenshot(sellerPage, 'purchase-order-expected-payments');

    // The order's items show their rate in rupees, not a currency code.
    await sellerPage.getByRole('tab', { name: 'Item & Terms' }).click();
    await sellerPage.getByTestId('buyer-rate').first().getByText('₹100.00 / Count').waitFor();
    await sellerContext.close();
  });
});
