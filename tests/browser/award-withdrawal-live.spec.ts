// A seller has their sent agreement open while the RFQ owner, in another browser, awards its lines
// to another seller: the seller's page drops each line as it is awarded away, says why, and shows
// the agreement rejected once its last line is gone, without a reload.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { type BrowserHarness, screenshot, startBrowserHarness } from './browser-harness.js';
import { api, newUser, openAs } from './negotiation-fixtures.js';
import { draftRfq, quoteRow } from '../api/proposals/support/proposals.js';

// A quotation row at 18% tax, 15 days.
const rate = (ItemId: string, Amount: string) => quoteRow(ItemId, Amount, '18', 15);
/** Waits for a cue (they clear after 4 s, so the wait starts right after the action). */
const shows = (page: Page, text: string) => page.getByText(text).first().waitFor({ timeout: 15_000 });

describe('line award seen live by the seller who loses the lines', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  }, 300_000);
  afterAll(() => harness?.close());

  it('drops each awarded line from the open agreement and ends it with the last', async () => {
    const base = harness.baseUrl;
    const buyer = await newUser(base, 'Meera Traders');
    const anil = await newUser(base, 'Anil Electronics');
    const chitra = await newUser(base, 'Chitra Stores');
    const rfq = await draftRfq(base, { ...buyer, phone: buyer.phoneNumber! }, { items: 2 });
    await api(base, buyer, 'GET', `/api/Business/StartRFQ?proposalId=${rfq.proposalId}`);
    const [laptop, mouse] = rfq.itemIds as [string, string];
    const agreements: string[] = [];
    for (const [seller, laptopRate] of [
      [anil, '45000'],
      [chitra, '44000'],
    ] as const) {
      await api(base, buyer, 'POST', '/api/Business/SendInvite', {
        ProposalId: rfq.proposalId,
        PhoneNumber: seller.phoneNumber,
      });
      const applied = await api(base, seller, 'POST', '/api/Business/SaveAgreement', {
        ProposalId: rfq.proposalId,
        Advance: 10,
        SellerRates: [rate(laptop, laptopRate), rate(mouse, '450')],
      });
      agreements.push(applied.id);
    }
    // Anil sends his agreement to the buyer and keeps it open.
    await api(base, anil, 'POST', '/api/Business/StartAgreement', { AgreementId: agreements[0] });
    const S = await openAs(harness, anil, `/DetailAgreement?agreementId=${agreements[0]}`, { timeoutMs: 30_000 });
    const rows = S.page.getByTestId('item-row');
    await rows.filter({ hasText: 'Wireless mouse' }).waitFor();
    expect(await rows.count()).toBe(2);

    const B = await openAs(harness, buyer, `/DetailProposal?proposalId=${rfq.proposalId}`, { timeoutMs: 30_000 });
    const comparison = B.page.getByRole('table', { name: 'Quote comparison' });
    const award = async (title: string) => {
      await B.page.getByRole('combobox', { name: `Award ${title} to` }).selectOption({ label: 'Chitra Stores' });
      await B.page.getByRole('button', { name: 'Award', exact: true }).click();
      await B.page.locator('dialog[open]').getByRole('button', { name: 'Award' }).click();
      await comparison.getByText('Awarded to Chitra Stores').first().waitFor();
    };

    // The mouse goes to Chitra: Anil's page loses it live and says who did it and why.
    await award('Wireless mouse');
    await shows(S.page, "Buyer awarded 'Wireless mouse' to another seller on the RFQ");
    await rows.filter({ hasText: 'Wireless mouse' }).waitFor({ state: 'detached' });
    expect(await rows.allTextContents()).toEqual([expect.stringContaining('Laptop 14 inch')]);
    await S.page.getByTestId('status-badge').getByText('Proposed').first().waitFor();

    // The laptop too: nothing is left, so Anil's agreement ends as rejected, live.
    await award('Laptop 14 inch');
    await shows(S.page, 'Buyer awarded the last line to another seller on the RFQ, so the agreement is rejected');
    await S.page.getByTestId('status-badge').getByText('Rejected').first().waitFor();
    expect(await rows.count()).toBe(0);
    await screenshot(S.page, 'award-withdrawal-live');

    expect([S.problems.errors, B.problems.errors]).toEqual([[], []]);
    await Promise.all([S.context.close(), B.context.close()]);
  });
});
