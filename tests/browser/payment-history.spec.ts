// Issue 41, point 5: a partial payment's history in two browsers. Every step (paid, not received,
// responded, received) stays listed with who, when and its note, each side sees the other's step
// arrive live, and the history fits a 375 px phone with its column headers.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { activeContract } from '../api/invoices/support/contracts.js';
import { type BrowserHarness, PHONE, screenshot, type SignedIn, startBrowserHarness } from './browser-harness.js';
import { expectNoRefusals, newUser, openAs } from './negotiation-fixtures.js';

const shows = (page: Page, text: string) => page.getByText(text).first().waitFor({ timeout: 15_000 });

/** The rows of a payment's steps table: [step, by, note]. */
async function steps(payment: Locator) {
  const rows = await payment.getByTestId('payment-step').all();
  return Promise.all(
    rows.map(async (row) => {
      const cells = await row.getByRole('cell').allInnerTexts();
      return [cells[0], cells[1], cells[3]];
    }),
  );
}

describe('payment history in two browsers', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  }, 300_000);
  afterAll(() => harness?.close());

  async function open(user: SignedIn, path: string, viewport?: { width: number; height: number }) {
    const opened = await openAs(harness, user, path, { viewport });
    await opened.page.getByRole('tab', { name: 'Invoice & Payments' }).click();
    return opened;
  }

  it('keeps every step of a partial payment, for both parties, live', async () => {
    const [buyer, seller] = await Promise.all([
      newUser(harness.baseUrl, 'Bina Buyer'),
      newUser(harness.baseUrl, 'Ravi Seller'),
    ]);
    const asParty = (u: SignedIn) => ({ ...u, phone: u.phoneNumber });
    const { agreementId } = await activeContract(harness.app, asParty(seller), asParty(buyer));
    const detail = `/DetailContract?agreementId=${agreementId}`;
    const B = await open(buyer, detail, PHONE);
    const S = await open(seller, detail);

    // The buyer pays part of the ₹124.05 advance.
    const advance = B.page.getByTestId('advance-card');
    await advance.getByRole('button', { name: 'Pay', exact: true }).click();
    const pay = B.page.getByRole('dialog', { name: 'Pay the advance' });
    await pay.getByRole('spinbutton', { name: 'Amount' }).fill('40');
    await pay.getByRole('textbox', { name: /Payment note/ }).fill('First part by UPI');
    await pay.getByRole('textbox', { name: 'UPI or bank reference' }).fill('UTR 4211');
    await pay.getByRole('button', { name: 'Pay', exact: true }).click();
    await shows(B.page, 'Payment done');

    // The seller says it did not arrive, with a reason.
    await S.page.getByRole('button', { name: 'Advance payment history' }).click();
    const sellerHistory = S.page.getByRole('dialog', { name: 'Advance payment history' });
    const sellerPayment = sellerHistory.getByTestId('payment-row').first();
    await sellerPayment.getByRole('textbox', { name: 'Note for your answer' }).fill('Not in our account yet');
    await sellerPayment.getByRole('button', { name: 'Not Received', exact: true }).click();
    await shows(S.page, 'Status is changed successfully');

    // The buyer's open history shows the seller's step as it happens, and the buyer responds.
    await B.page.getByRole('button', { name: 'Advance payment history' }).click();
    const buyerHistory = B.page.getByRole('dialog', { name: 'Advance payment history' });
    const buyerPayment = buyerHistory.getByTestId('payment-row').first();
    await buyerPayment.getByText('Not in our account yet').waitFor();
    await buyerPayment.getByRole('textbox', { name: 'Note for your answer' }).fill('Sent again by IMPS');
    await buyerPayment.getByRole('button', { name: 'Respond', exact: true }).click();

    // The seller's open history gets the response live; the seller confirms with a note.
    await sellerPayment.getByText('Sent again by IMPS').waitFor({ timeout: 15_000 });
    await sellerPayment.getByRole('textbox', { name: 'Note for your answer' }).fill('Arrived, thank you');
    await sellerPayment.getByRole('button', { name: 'Received', exact: true }).click();

    const expected = [
      ['Paid', 'Bina Buyer', 'First part by UPI'],
      ['Not Received', 'Ravi Seller', 'Not in our account yet'],
      ['Responded', 'Bina Buyer', 'Sent again by IMPS'],
      ['Received', 'Ravi Seller', 'Arrived, thank you'],
    ];
    await buyerPayment.getByText('Arrived, thank you').waitFor({ timeout: 15_000 });
    expect(await steps(buyerPayment)).toEqual(expected);
    expect(await steps(sellerPayment)).toEqual(expected);
    await buyerPayment.getByTestId('payment-reference').getByText('UTR 4211').waitFor();
    await advance.getByText('Received ₹40.00').waitFor({ timeout: 15_000 });

    // On the phone: column headers, and nothing wider than the screen.
    const headers = await buyerPayment.getByRole('columnheader').allInnerTexts();
    expect(headers).toEqual(['Step', 'By', 'When', 'Note']);
    const overflowing = await B.page.evaluate(
      () =>
        [...document.querySelectorAll('dialog[open] *')].filter((el) => el.getBoundingClientRect().right > 375).length,
    );
    expect(overflowing).toBe(0);
    await screenshot(B.page, 'payment-history-375');

    expectNoRefusals(B.answers);
    expectNoRefusals(S.answers);
    expect([...B.problems.errors, ...S.problems.errors]).toEqual([]);
  }, 180_000);
});
