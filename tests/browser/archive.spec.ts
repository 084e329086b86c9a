// The Archive screen: a finished contract archived from the contract list leaves it and shows in
// the Archive (reached from the side nav), which searches; Restore brings it back to the list.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { registerVerified, type SignedIn as Account } from '../api/accounts/support/accounts.js';
import { SCENARIOS, build } from '../api/agreements/support/scenarios.js';
import { contractNumberFor } from '../setup/test-app.js';
import {
  type BrowserHarness,
  openPage,
  screenshot,
  type SignedIn,
  signedInContext,
  startBrowserHarness,
} from './browser-harness.js';

const asBrowserUser = (account: Account, name: string): SignedIn => ({
  ...account,
  name,
  phoneNumber: account.phone,
  email: null,
});

// Says OK to the message the screen shows and returns its text.
async function dismissMessage(page: Page): Promise<string> {
  const dialog = page.locator('dialog[open]');
  const text = await dialog.getByTestId('message-text').innerText();
  await dialog.getByRole('button', { name: 'OK' }).click();
  return text;
}

describe('archive screen', () => {
  let harness: BrowserHarness;
  let buyer: Account;
  let seller: Account;
  let archivedNumber: string;
  let keptNumber: string;
  let archivedId: string;

  beforeAll(async () => {
    harness = await startBrowserHarness();
    [buyer, seller] = await Promise.all([
      registerVerified(harness.baseUrl, { UsrName: 'Bina Buyer' }),
      registerVerified(harness.baseUrl, { UsrName: 'Sunil Seller' }),
    ]);
    archivedId = (await build(harness.app, seller, buyer, SCENARIOS.Completed!)).ids.agreementId;
    const keptId = (await build(harness.app, seller, buyer, SCENARIOS.Completed!)).ids.agreementId;
    archivedNumber = await contractNumberFor(harness.app, archivedId);
    keptNumber = await contractNumberFor(harness.app, keptId);
  }, 300_000);
  afterAll(() => harness?.close());

  it('archives from the contract list, lists and searches the archive, and restores', async () => {
    const context = await signedInContext(harness.browser, harness.baseUrl, asBrowserUser(buyer, 'Bina Buyer'));
    const { page, problems } = await openPage(context);
    await page.goto(harness.baseUrl + '/AllContracts');
    const status = page.getByRole('region', { name: 'Contract Status', exact: true });
    await status.getByRole('tab', { name: 'Expired (2)' }).click();
    const rowOf = (number: string) => status.getByTestId('agreement-row').filter({ hasText: number });
    await rowOf(archivedNumber).getByRole('button', { name: 'Archive' }).click();
    expect(await dismissMessage(page)).toBe('The contract was moved to your archive.');
    await status.getByRole('tab', { name: 'Expired (1)' }).waitFor();
    expect(await rowOf(archivedNumber).count()).toBe(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Archive' }).click();
    await page.waitForURL('**/Archive');
    const archived = page.getByTestId('archived-row');
    await archived.filter({ hasText: archivedNumber }).waitFor();
    expect(await archived.count()).toBe(1);
    expect(await archived.first().innerText()).toContain('Sunil Seller');
    expect(await archived.first().innerText()).toContain('₹');
    await screenshot(page, 'archive');

    const search = page.getByRole('textbox', { name: 'Search the archive' });
    await search.fill(keptNumber);
    await page.getByText('No archived contract matches.').waitFor();
    await search.fill(archivedNumber);
    await archived.filter({ hasText: archivedNumber }).waitFor();

    await archived.first().getByRole('button', { name: 'Restore' }).click();
    expect(await dismissMessage(page)).toBe('The contract is back in your contract lists.');
    await page.getByText('No archived contract matches.').waitFor();

    await page.goto(harness.baseUrl + '/AllContracts');
    await status.getByRole('tab', { name: 'Expired (2)' }).waitFor();
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
