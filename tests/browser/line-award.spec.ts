// The RFQ owner awards line A to one seller and line B to another in the quote comparison; the
// RFQ closes as its last line is decided and each seller's draft keeps only its own line.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { call } from '../setup/test-app.js';
import { registerVerified, type SignedIn as Registered } from '../api/accounts/support/accounts.js';
import { draftRfq, eventually, ok, quoteRow } from '../api/proposals/support/proposals.js';
import { type BrowserHarness, openPage, SCREENSHOTS, signedInContext, startBrowserHarness } from './browser-harness.js';

// A quotation row at 18% tax, 15 days.
const rate = (ItemId: string, Amount: string) => quoteRow(ItemId, Amount, '18', 15);

describe('RFQ line award', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  }, 300_000);
  afterAll(() => harness?.close());

  it('awards the laptop to one seller and the mouse to the other', async () => {
    const base = harness.baseUrl;
    const register = (UsrName: string) => registerVerified(base, { UsrName });
    const buyer = await register('Meera Traders');
    const sellers: [Registered, string][] = [
      [await register('Anil Electronics'), '45000'],
      [await register('Bharat Computers'), '44000'],
    ];
    const rfq = await draftRfq(base, buyer, { items: 2 });
    await ok(base, 'GET', `/api/Business/StartRFQ?proposalId=${rfq.proposalId}`, buyer);
    const [laptop, mouse] = rfq.itemIds as [string, string];
    const agreements: string[] = [];
    for (const [seller, laptopRate] of sellers) {
      const invite = { ProposalId: rfq.proposalId, PhoneNumber: seller.phone };
      await ok(base, 'POST', '/api/Business/SendInvite', buyer, invite, 201);
      const SellerRates = [rate(laptop, laptopRate), rate(mouse, '450')];
      const applied = await ok<{ id: string }>(
        base,
        'POST',
        '/api/Business/SaveAgreement',
        seller,
        { ProposalId: rfq.proposalId, Advance: 10, SellerRates },
        201,
      );
      agreements.push(applied.id);
    }

    const owner = { ...buyer, name: 'Meera Traders', phoneNumber: buyer.phone, email: null };
    const context = await signedInContext(harness.browser, base, owner);
    const { page, problems } = await openPage(context);
    await page.goto(`${base}/DetailProposal?proposalId=${rfq.proposalId}`);
    const comparison = page.getByRole('table', { name: 'Quote comparison' });
    await comparison.getByRole('columnheader', { name: 'Award' }).waitFor();
    const award = page.getByRole('button', { name: 'Award', exact: true });
    // Nothing chosen yet: the button waits, and says why.
    expect(await award.isDisabled()).toBe(true);
    await page.getByText('Choose a seller for at least one line to award it.').waitFor();

    await page.getByRole('combobox', { name: 'Award Laptop 14 inch to' }).selectOption({ label: 'Bharat Computers' });
    await page.getByRole('combobox', { name: 'Award Wireless mouse to' }).selectOption({ label: 'Anil Electronics' });
    await page.getByText('2 lines chosen.').waitFor();
    await award.click();
    const confirm = page.locator('dialog[open]');
    await confirm.getByText('Award 2 lines? An award is final').waitFor();
    await confirm.getByRole('button', { name: 'Award' }).click();

    // Notifications clear after 4 s, so the wait starts right after the action.
    await page.getByText('Lines awarded. Every line is decided, so the RFQ is closed.').waitFor({ timeout: 15_000 });
    const awarded = comparison.getByTestId('line-award');
    await comparison.getByText('Awarded to Bharat Computers').waitFor();
    await comparison.getByText('Awarded to Anil Electronics').waitFor();
    expect(await awarded.allTextContents()).toEqual(['Awarded to Bharat Computers', 'Awarded to Anil Electronics']);
    await page.getByTestId('proposal-status').getByText('Closed').waitFor();
    // Nothing is left to award.
    await award.waitFor({ state: 'detached' });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'rfq-line-award.png') });

    // Each seller's draft now holds only the line it won.
    const titles = async (seller: Registered, agreementId: string) => {
      const items = await call<{ itemTitle: string }[]>(
        base,
        'GET',
        `/api/Business/GetAgreementItems?agreementid=${agreementId}`,
        { token: seller.token },
      );
      return items.body.data!.map((item) => item.itemTitle);
    };
    const [[anil], [bharat]] = sellers;
    const narrowed = async (seller: Registered, agreementId: string, expected: string) =>
      eventually(async () => ((await titles(seller, agreementId)).join() === expected ? true : undefined));
    await narrowed(anil, agreements[0]!, 'Wireless mouse');
    await narrowed(bharat, agreements[1]!, 'Laptop 14 inch');
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
