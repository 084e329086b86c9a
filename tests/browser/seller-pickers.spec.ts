// Issue 41, point 4, the seller's side: the seller's catalogue fills a line's rate, tax and unit in
// the quotation (/ApplyRFQ) and in the seller's draft agreement (/draftAgreement) made from it,
// with what they send checked on the server.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call } from '../setup/test-app.js';
import {
  type BrowserHarness,
  openPage,
  PHONE,
  type SignedIn,
  signedInContext,
  startBrowserHarness,
} from './browser-harness.js';
import { api, appliedRfq, CATALOGUE, CEMENT as cement, invitedRfq, newUser, pick } from './negotiation-fixtures.js';

const RFQ_ITEMS = [
  { title: 'Cement', quantity: 10, rate: 400 },
  { title: 'Steel rod', quantity: 5, rate: 900 },
];

interface Line {
  itemTitle: string;
  sellerRate: string;
  itemTax: string;
  unit: string;
}

describe("the seller's catalogue in the quotation and the seller's draft", () => {
  let harness: BrowserHarness;
  let buyer: SignedIn;
  let seller: SignedIn;
  const linesOf = async (agreementId: string) =>
    (
      await call<Line[]>(harness.baseUrl, 'GET', `/api/Business/GetAgreementItems?agreementid=${agreementId}`, {
        token: seller.token,
      })
    ).body.data!.map((l) => [l.itemTitle, l.sellerRate, l.itemTax, l.unit]);

  beforeAll(async () => {
    harness = await startBrowserHarness();
    [buyer, seller] = await Promise.all([
      newUser(harness.baseUrl, 'Bina Buyer'),
      newUser(harness.baseUrl, 'Gita Trader'),
    ]);
    await api(harness.baseUrl, seller, 'POST', '/api/Auth/AddCatalogItem', { AddRequest: cement });
    // On the buy list only: the seller's pickers do not offer it.
    await api(harness.baseUrl, seller, 'POST', '/api/Auth/AddCatalogItem', {
      AddRequest: { ...cement, ItemTypeId: 2, ItemTitle: 'Cement mixer hire', ItemHsnCsnUin: '997313' },
    });
  }, 300_000);
  afterAll(() => harness?.close());

  it('/ApplyRFQ fills a line from the sell list and quotes it', async () => {
    const { proposalId } = await invitedRfq(harness.baseUrl, buyer, seller, RFQ_ITEMS, []);
    const context = await signedInContext(harness.browser, harness.baseUrl, seller);
    const { page, problems } = await openPage(context);
    await page.goto(`${harness.baseUrl}/ApplyRFQ?proposalId=${proposalId}`);
    await page.getByRole('heading', { level: 1, name: 'Apply for Proposal' }).waitFor();

    await pick(page, 'Rate of Cement from your catalogue', CATALOGUE, '2523', 'OPC 53 grade cement');
    const line = page.getByRole('group', { name: 'Cement', exact: true });
    expect(await line.getByRole('spinbutton', { name: 'Rate' }).inputValue()).toBe('380.50');
    expect(await line.getByRole('spinbutton', { name: 'Tax (%)' }).inputValue()).toBe('28');
    expect(await line.getByRole('combobox', { name: 'Unit', exact: true }).inputValue()).toBe('Bag');
    // 10 × 380.50 + 28 % = 4,870.40.
    await page.getByTestId('quote-total').getByText('₹4,870.40').waitFor();
    await page.getByRole('combobox', { name: 'Rate of Steel rod from your catalogue' }).fill('mixer');
    await page.getByText('No catalogue item matches').waitFor();

    await page.getByRole('spinbutton', { name: 'Advance (%)' }).fill('10');
    await line.getByRole('spinbutton', { name: 'Days to complete' }).fill('15');
    await page.getByRole('button', { name: 'Submit quotation' }).click();
    await page.waitForURL(/\/draftAgreement\?agreementId=[0-9a-f-]{36}$/);
    const agreementId = new URL(page.url()).searchParams.get('agreementId')!;
    expect(await linesOf(agreementId)).toEqual([['Cement', '380.50', '28', '17']]);
    expect(problems.errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("the seller's draft (/draftAgreement) takes a line's rate, tax and unit from the catalogue", async () => {
    const { agreementId } = await appliedRfq(harness.baseUrl, buyer, seller, RFQ_ITEMS, []);
    const context = await signedInContext(harness.browser, harness.baseUrl, seller);
    const { page, problems } = await openPage(context);
    await page.goto(`${harness.baseUrl}/draftAgreement?agreementId=${agreementId}`);
    await page.getByRole('heading', { level: 1, name: 'Agreement Draft' }).waitFor();

    await pick(page, 'Rate of Cement from your catalogue', CATALOGUE, 'opc', 'OPC 53 grade cement');
    const row = page.getByTestId('item-row').filter({ hasText: 'Cement' }).first();
    expect(await row.getByRole('textbox', { name: "Proposed rate of 'Cement'" }).inputValue()).toBe('380.50');
    expect(await row.getByRole('textbox', { name: "Tax percent of 'Cement'" }).inputValue()).toBe('28');
    await row.getByText('10 Bag').waitFor();
    await row.getByText('₹4,870.40').waitFor();

    const answered = page.waitForResponse((response) => response.url().includes('/api/Business/UpdateAgreementRate'));
    await page.getByRole('button', { name: 'Save agreement' }).click();
    expect((await answered).status()).toBe(200);
    // The other line keeps the quotation's offer.
    expect(await linesOf(agreementId)).toEqual([
      ['Cement', '380.50', '28', '17'],
      ['Steel rod', '900.00', '18', '1'],
    ]);
    expect(problems.errors).toEqual([]);
    await context.close();

    // On a phone each item's card has its picker, and the page fits the screen.
    const phone = await signedInContext(harness.browser, harness.baseUrl, seller, PHONE);
    const { page: narrow, problems: narrowProblems } = await openPage(phone);
    await narrow.goto(`${harness.baseUrl}/draftAgreement?agreementId=${agreementId}`);
    await narrow.getByRole('combobox', { name: 'Rate of Steel rod from your catalogue' }).waitFor();
    const overflowing = await narrow.evaluate(
      () => [...document.querySelectorAll('main *')].filter((el) => el.getBoundingClientRect().right > 376).length,
    );
    expect(overflowing).toBe(0);
    expect(narrowProblems.errors).toEqual([]);
    await phone.close();
  }, 120_000);
});
