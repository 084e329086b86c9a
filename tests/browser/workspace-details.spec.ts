// Issue 37, point 5: what new users met around the workspace. The report lists the contract's
// invoices; an active contract offers no Reject; notifications leave Back, Report and History
// uncovered; the dashboard names RFQs and values contracts; a new RFQ term is a payment term only
// when ticked; the contract hash fits a 375 px screen.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { activeContract, numberedInvoice } from '../api/invoices/support/contracts.js';
import { agreedWithDocument } from '../api/signatures/support/signing.js';
import {
  type BrowserHarness,
  openPage,
  PHONE,
  type SignedIn,
  signedInContext,
  startBrowserHarness,
  type Viewport,
} from './browser-harness.js';
import { api, newUser } from './negotiation-fixtures.js';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxOf = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;

describe('workspace details', () => {
  let harness: BrowserHarness;
  let buyer: SignedIn;
  let seller: SignedIn;
  beforeAll(async () => {
    harness = await startBrowserHarness();
    [buyer, seller] = await Promise.all([
      newUser(harness.baseUrl, 'Bina Buyer'),
      newUser(harness.baseUrl, 'Ravi Seller'),
    ]);
  }, 300_000);
  afterAll(() => harness?.close());

  const asParty = (u: SignedIn) => ({ ...u, phone: u.phoneNumber });
  async function open(user: SignedIn, path: string, viewport?: Viewport): Promise<{ page: Page; errors: string[] }> {
    const context = await signedInContext(harness.browser, harness.baseUrl, user, viewport);
    const { page, problems } = await openPage(context);
    // The app shares two cores with other suites: allow slow pages (no timing is asserted).
    page.setDefaultTimeout(30_000);
    await page.goto(harness.baseUrl + path);
    return { page, errors: problems.errors };
  }

  it('reports the published invoices, offers no Reject once active, and keeps the header buttons clear of notifications', async () => {
    const contract = await activeContract(harness.app, asParty(seller), asParty(buyer));
    const numbers: string[] = [];
    for (const quantity of [2, 3]) {
      const invoice = await numberedInvoice(harness.app, asParty(seller), contract, [
        { AgItemId: contract.laptopId, QuantityDelivered: quantity, Rate: '100.00' },
      ]);
      numbers.push(invoice.taxInvoice!.number);
    }
    const { page, errors } = await open(buyer, `/DetailContract?agreementId=${contract.agreementId}`);
    await page.getByRole('heading', { level: 1, name: 'Contract Details' }).waitFor();

    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const report = page.getByRole('dialog', { name: /^Report · / });
    const invoices = report.getByRole('region', { name: 'Invoices in the report' });
    await invoices.getByTestId('report-invoice').nth(1).waitFor({ timeout: 15_000 });
    const rows = await invoices.getByTestId('report-invoice').allInnerTexts();
    expect(rows.map((text) => text.split(/\s+/)[0])).toEqual(numbers);
    // 2 × 100.00 + 18% and 3 × 100.00 + 18%.
    expect(rows.map((text) => /₹[\d,.]+/.exec(text)![0])).toEqual(['₹236.00', '₹354.00']);
    expect(await invoices.getByText('No invoices').count()).toBe(0);
    await page.keyboard.press('Escape');

    // Active: the buyer's Reject is gone.
    await page.getByTestId('turn-banner').waitFor();
    expect(await page.getByRole('button', { name: 'Reject', exact: true }).count()).toBe(0);

    // A notification (here: a remark added) stays clear of Back, Report and History.
    await page.getByRole('button', { name: 'Add Remark on the agreement' }).click();
    const thread = page.getByRole('dialog', { name: 'Remarks: the agreement' });
    await thread.getByLabel('Your remark').fill('First lot leaves on Monday.');
    await thread.getByRole('button', { name: 'Add Remark' }).click();
    const toast = page.locator('.mantine-Notification-root').first();
    await toast.waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    const toastBox = await boxOf(toast);
    for (const name of ['Back', 'Report', 'History']) {
      const button = await boxOf(
        page
          .getByRole('button', { name, exact: true })
          .or(page.getByRole('link', { name, exact: true }))
          .first(),
      );
      expect([name, overlaps(toastBox, button)]).toEqual([name, false]);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('names RFQs by their titles and shows each contract’s value on the dashboard', async () => {
    const { id: proposalId } = await api(harness.baseUrl, buyer, 'POST', '/api/Business/SaveRFQ', {
      Title: 'Cement for the Pune site',
      Description: 'OPC 53 grade',
      ProposalCompletionInDays: 30,
      ProposalLdPercent: 2,
      ProposalLdAppliedAfterDays: 5,
      InviteOnly: true,
    });
    await api(harness.baseUrl, buyer, 'POST', '/api/Business/AddRFQItem', {
      ProposalId: proposalId,
      ItemTitle: 'Cement bags',
      ItemDescription: 'OPC 53',
      ItemHsnCsnUin: '2523',
      ItemQuantity: 200,
      Unit: 1,
    });
    await api(harness.baseUrl, buyer, 'GET', `/api/Business/StartRFQ?proposalId=${proposalId}`);
    await api(harness.baseUrl, buyer, 'POST', '/api/Business/SendInvite', {
      PhoneNumber: seller.phoneNumber,
      ProposalId: proposalId,
    });
    const contract = await activeContract(harness.app, asParty(seller), asParty(buyer));

    const { page, errors } = await open(buyer, '/Home');
    const rfqs = page.getByRole('region', { name: 'RFQ List', exact: true });
    await rfqs.getByRole('tab', { name: /^Active/ }).click();
    await rfqs.getByText('Cement for the Pune site').waitFor();
    const status = page.getByRole('region', { name: 'Contract Status', exact: true });
    await status.getByRole('tab', { name: /^Active/ }).click();
    const row = status
      .getByTestId('agreement-row')
      .filter({ has: page.getByRole('link', { name: 'Open' }) })
      .first();
    // 10 × 100.00 + 18% = 1,180.00 and 5 × 10.25 + 18% = 60.48 (9.225 → 9.23).
    expect(await row.getByTestId('contract-value').innerText()).toBe('₹1,240.48');
    expect(await row.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(
      `/DetailContract?id=${contract.agreementId}`,
    );
    expect(errors).toEqual([]);
    await page.context().close();

    // The seller's invite names the RFQ too.
    const invited = await open(seller, '/Home');
    const sellerRfqs = invited.page.getByRole('region', { name: 'RFQ List', exact: true });
    await sellerRfqs.getByRole('tab', { name: /^Invites/ }).click();
    await sellerRfqs.getByText('Cement for the Pune site').waitFor();
    await invited.page.context().close();
  }, 180_000);

  it('ticks "This is a payment term" only for the term it was ticked for', async () => {
    const { page, errors } = await open(buyer, '/NewRFQ');
    const terms = page.getByRole('form', { name: 'Add term' });
    const flag = terms.getByRole('checkbox', { name: 'This is a payment term' });
    expect(await flag.isChecked()).toBe(false);
    await terms.getByRole('textbox', { name: 'Term title', exact: true }).fill('Payment');
    await terms.getByRole('textbox', { name: 'Term text', exact: true }).fill('Within 30 days of delivery.');
    await flag.check();
    await terms.getByRole('button', { name: 'Add term' }).click();
    await page.getByText('Within 30 days of delivery.').first().waitFor();
    expect(await flag.isChecked()).toBe(false);
    await terms.getByRole('textbox', { name: 'Term title', exact: true }).fill('Delivery');
    await terms.getByRole('textbox', { name: 'Term text', exact: true }).fill('At the Pune site.');
    await terms.getByRole('button', { name: 'Add term' }).click();
    const section = page.getByRole('region', { name: 'Terms & Conditions' });
    await section.getByText('At the Pune site.').first().waitFor();
    expect(await section.getByText('Payment term', { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fits the contract hash on a 375 px screen', async () => {
    const { agreementId, Hash } = await agreedWithDocument(harness.app, {
      buyer: asParty(buyer),
      seller: asParty(seller),
    });
    const { page, errors } = await open(buyer, `/DetailAgreement?agreementId=${agreementId}`, PHONE);
    const hash = page.getByTestId('document-hash');
    await hash.getByText(Hash).waitFor({ timeout: 20_000 });
    const boxes = await hash
      .getByText(Hash)
      .evaluate((span) => [...span.getClientRects()].map((r) => ({ left: r.left, right: r.right })));
    expect(boxes.length).toBeGreaterThan(1);
    for (const box of boxes) expect(box.left >= 0 && box.right <= PHONE.width).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
