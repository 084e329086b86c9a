import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { activeContract } from '../api/invoices/support/contracts.js';
import { samples } from '../api/uploads/support/uploads.js';
import { type BrowserHarness, screenshot, type SignedIn, startBrowserHarness } from './browser-harness.js';
import { expectNoRefusals, newUser, openAs } from './negotiation-fixtures.js';

/** Waits for a notification or cue text (they clear after 4 s, so the wait starts right after the action). */
const shows = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ timeout: 15_000 });

describe('contract execution in two browsers', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  }, 300_000);
  afterAll(() => harness?.close());

  const open = (user: SignedIn, path: string) => openAs(harness, user, path);

  it('raises, publishes, reconciles and pays an invoice, each side seeing the other live', async () => {
    const [buyer, seller] = await Promise.all([
      newUser(harness.baseUrl, 'Bina Buyer'),
      newUser(harness.baseUrl, 'Ravi Seller'),
    ]);
    const asParty = (u: SignedIn) => ({ ...u, phone: u.phoneNumber });
    const { agreementId } = await activeContract(harness.app, asParty(seller), asParty(buyer));
    const detail = `/DetailContract?agreementId=${agreementId}`;

    // The buyer keeps the contract open on the Invoice & Payments tab.
    const B = await open(buyer, detail);
    await B.page.getByRole('tab', { name: 'Invoice & Payments' }).click();
    await B.page.getByText('No invoices').waitFor();

    // The advance, 10% of ₹1,240.48, is due from the start: the buyer pays it with a reference and a proof.
    const advance = B.page.getByTestId('advance-card');
    await advance.getByText('Total due ₹124.05').waitFor();
    await advance.getByRole('button', { name: 'Pay', exact: true }).click();
    const advanceDialog = B.page.getByRole('dialog', { name: 'Pay the advance' });
    expect(await advanceDialog.getByRole('spinbutton', { name: 'Amount' }).inputValue()).toBe('124.05');
    await advanceDialog.getByRole('textbox', { name: /Payment note/ }).fill('Advance');
    await advanceDialog.getByRole('textbox', { name: 'UPI or bank reference' }).fill('UPI 4211/HDFC');
    await advanceDialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: samples.png });
    await advanceDialog.getByText('receipt.png').waitFor();
    await advanceDialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await shows(B.page, 'Payment done');

    // The seller sees the reference and opens the proof in the advance's history, and confirms it.
    const S = await open(seller, detail);
    await S.page.getByRole('tab', { name: 'Invoice & Payments' }).click();
    await S.page.getByRole('button', { name: 'Advance payment history' }).click();
    const advanceHistory = S.page.getByRole('dialog', { name: 'Advance payment history' });
    await advanceHistory.getByTestId('payment-reference').getByText('UPI 4211/HDFC').waitFor();
    await advanceHistory.getByRole('link', { name: 'Open Payment proof' }).waitFor();
    await advanceHistory.getByRole('button', { name: 'Received', exact: true }).click();
    await advance.getByText('Paid', { exact: true }).waitFor({ timeout: 15_000 });
    await S.page.keyboard.press('Escape');

    // The seller raises an invoice on /DraftInvoice: rows read-only until ticked, rate prefilled.
    await S.page.getByRole('link', { name: 'Raise Invoice' }).click();
    await S.page.getByRole('heading', { level: 1, name: 'Raise Invoice' }).waitFor();
    const laptopQty = S.page.getByRole('spinbutton', { name: 'Quantity of Laptop' });
    expect(await laptopQty.getAttribute('readonly')).not.toBeNull();
    expect(await S.page.getByRole('spinbutton', { name: 'Rate of Laptop' }).inputValue()).toBe('100.00');
    await S.page.getByRole('checkbox', { name: 'Include Laptop' }).check();
    await laptopQty.fill('4');
    await S.page.getByRole('checkbox', { name: 'Include Mouse' }).check();
    await S.page.getByRole('spinbutton', { name: 'Quantity of Mouse' }).fill('3');
    await S.page.getByText('₹472.00').waitFor();
    await screenshot(S.page, 'invoice-draft-1280');
    await S.page.getByRole('button', { name: 'Publish Invoice' }).click();
    await S.page.waitForURL(/\/DetailContract\?agreementId=/);

    // The buyer sees it arrive, numbered as a GST tax invoice, and generates the note.
    const card = B.page.getByTestId('invoice-card');
    await card.getByText('₹508.29').waitFor({ timeout: 15_000 });
    await card.getByText(/^SV\/\d\d-\d\d\/000001$/).waitFor({ timeout: 15_000 });
    await B.page.getByRole('button', { name: 'Generate Note' }).click();
    await B.page.getByRole('link', { name: 'Edit note' }).click();
    await B.page.getByRole('heading', { level: 1, name: 'Transaction Note' }).waitFor();
    await B.page.getByRole('spinbutton', { name: 'Defected Laptop' }).fill('1');
    await B.page.getByRole('button', { name: 'Save' }).click();
    await shows(B.page, 'Tansaction Updated');
    // (4 - 1) x 100.00 + 18% = 354.00; 3 x 10.25 + 18% = 36.29; less the advance's share,
    // 124.05 x 508.29 / 1,240.48 = 50.83: 390.29 - 50.83 = 339.46.
    await B.page.getByText('− advance ₹50.83').waitFor({ timeout: 15_000 });
    await B.page.getByText('due ₹339.46').waitFor({ timeout: 15_000 });
    await B.page.getByRole('button', { name: 'Publish' }).click();
    await B.page.waitForURL(/\/DetailContract\?agreementId=/);
    await B.page.getByRole('tab', { name: 'Invoice & Payments' }).click();

    // The seller's one accept completes the note on the live page.
    await S.page.getByRole('tab', { name: 'Invoice & Payments' }).click();
    await S.page.getByRole('button', { name: 'Accept note' }).click();
    await S.page.getByTestId('note-status').getByText('Completed', { exact: true }).waitFor({ timeout: 15_000 });

    // The buyer pays the amount due; the seller confirms it; the buyer sees it paid.
    const pay = B.page.getByRole('button', { name: 'Pay', exact: true });
    await pay.waitFor({ timeout: 15_000 });
    const notePayment = B.page.getByTestId('invoice-card').getByTestId('payment-section');
    await notePayment.getByText('Total due ₹339.46').waitFor();
    await pay.click();
    const payDialog = B.page.getByRole('dialog', { name: 'Pay against the transaction note' });
    expect(await payDialog.getByRole('spinbutton', { name: 'Amount' }).inputValue()).toBe('339.46');
    await payDialog.getByRole('textbox', { name: /Payment note/ }).fill('UPI 4211');
    await payDialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await shows(B.page, 'Payment done');

    await S.page.getByRole('button', { name: 'Payment history', exact: true }).click();
    const history = S.page.getByRole('dialog', { name: 'Payment history', exact: true });
    await history.getByRole('button', { name: 'Received', exact: true }).click();
    await notePayment.getByText('Paid', { exact: true }).waitFor({ timeout: 15_000 });
    await screenshot(B.page, 'invoice-paid-buyer-1280');

    expectNoRefusals(B.answers);
    expectNoRefusals(S.answers);
    expect([...B.problems.errors, ...S.problems.errors]).toEqual([]);
  }, 180_000);
});
