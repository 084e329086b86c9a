// A 1,000-item contract on the agreement screen: only a window of rows is in the DOM (the rest
// render as the page scrolls), and a counter the seller makes shows on the buyer's row live,
// patched from a read of that one row instead of a refetch of every item.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { builderItem, sendContract } from '../api/agreements/support/agreements.js';
import { type BrowserHarness, type SignedIn, startBrowserHarness } from './browser-harness.js';
import { api, newUser, openAs } from './negotiation-fixtures.js';

const ITEMS = 1000;
const title = (index: number) => `Part ${String(index).padStart(4, '0')}`;

describe('a 1,000-item contract on the agreement screen', () => {
  let harness: BrowserHarness;
  let buyer: SignedIn;
  let seller: SignedIn;
  let agreementId: string;
  let itemIds: Map<string, string>;

  beforeAll(async () => {
    harness = await startBrowserHarness();
    [buyer, seller] = await Promise.all([
      newUser(harness.baseUrl, 'Bina Buyer'),
      newUser(harness.baseUrl, 'Ravi Seller'),
    ]);
    const items = Array.from({ length: ITEMS }, (_, index) => builderItem(title(index), '100.00'));
    ({ id: agreementId } = await sendContract(harness.baseUrl, buyer, seller.phoneNumber, { Items: items, Terms: [] }));
    const rows = await api<{ id: string; itemTitle: string }[]>(
      harness.baseUrl,
      buyer,
      'GET',
      `/api/Business/GetAgreementItems?agreementid=${agreementId}`,
    );
    itemIds = new Map(rows.map((row) => [row.itemTitle, row.id]));
  }, 300_000);
  afterAll(() => harness?.close());

  it('renders a window of rows, and the rows further down once scrolled to', async () => {
    const { page, problems, context } = await openAs(harness, buyer, `/DetailAgreement?agreementId=${agreementId}`);
    const rows = page.getByTestId('item-row');
    await rows.first().waitFor({ timeout: 30_000 });
    const rendered = await rows.count();
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(80);
    await expect(rows.filter({ hasText: title(ITEMS - 1) }).count()).resolves.toBe(0);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await rows.filter({ hasText: title(ITEMS - 1) }).waitFor();
    expect(await rows.filter({ hasText: title(0) }).count()).toBe(0);
    expect(problems.errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('shows the seller’s counter on the buyer’s row, re-reading that row alone', async () => {
    const { page, problems, context } = await openAs(harness, buyer, `/DetailAgreement?agreementId=${agreementId}`);
    const row = page.getByTestId('item-row').filter({ hasText: title(1) });
    await row.getByTestId('seller-rate').waitFor({ timeout: 30_000 });
    const itemReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/Business/GetAgreementItems')) itemReads.push(request.url());
    });

    await api(harness.baseUrl, seller, 'POST', '/api/Business/NegotiateItem', {
      AgreementId: agreementId,
      ItemId: itemIds.get(title(1)),
      Amount: '87.50',
      CompletionDays: 9,
    });
    await row.getByTestId('seller-rate').filter({ hasText: '87.50' }).waitFor({ timeout: 15_000 });
    expect(itemReads).toHaveLength(1);
    expect(new URL(itemReads[0]!).searchParams.get('ids')).toBe(itemIds.get(title(1)));
    // The other party's change is highlighted on its row.
    await page
      .locator('[data-testid="item-row"][data-changed]')
      .filter({ hasText: title(1) })
      .waitFor();
    expect(problems.errors).toEqual([]);
    await context.close();
  }, 120_000);
});
