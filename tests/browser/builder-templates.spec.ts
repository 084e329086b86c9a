import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { call } from '../setup/test-app.js';
import {
  apiLogin,
  type BrowserHarness,
  DEMO_BUYER,
  DEMO_SELLER,
  guestContext,
  openPage,
  PHONE,
  SCREENSHOTS,
  type SignedIn,
  signedInContext,
  startBrowserHarness,
} from './browser-harness.js';

type Scope = Page | Locator;
const textbox = (scope: Scope, name: string) => scope.getByRole('textbox', { name, exact: true });
const number = (scope: Scope, name: string) => scope.getByRole('spinbutton', { name, exact: true });
// Native date inputs have no textbox role; they are found by their label.
const date = (page: Page, label: string) => page.getByLabel(label);

async function shot(page: Page, name: string, target?: Locator) {
  await target?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

/** An ISO date `days` from today. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('fixed-layout template forms', () => {
  let harness: BrowserHarness;
  let user: SignedIn;
  beforeAll(async () => {
    harness = await startBrowserHarness();
    user = await apiLogin(harness.baseUrl, DEMO_BUYER.phone, DEMO_BUYER.password);
  }, 300_000);
  afterAll(() => harness?.close());

  const detail = (agreementId: string) =>
    call<{ contractType: string; status: string; deposite: string; contractDuration: number; userRole: string }>(
      harness.baseUrl,
      'GET',
      `/api/Business/GetUserAgreementDetail?agreementId=${agreementId}`,
      { token: user.token },
    );
  const items = (agreementId: string) =>
    call<{ itemTitle: string; itemQuantity: string; itemTax: string; buyerRate: string | null }[]>(
      harness.baseUrl,
      'GET',
      `/api/Business/GetAgreementItems?agreementid=${agreementId}`,
      { token: user.token },
    );

  it('the residential form drafts a Rental Agreement and opens it in /draftD2C', async () => {
    const context = await signedInContext(harness.browser, harness.baseUrl, user);
    const { page, problems } = await openPage(context);
    await page.goto(harness.baseUrl + '/ResidentialAgreementT1');
    await page.getByRole('heading', { level: 1, name: 'Residential Rental Agreement' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Tenant' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create Agreement' }).click();
    await page.getByText('Please enter counterparty email or phone number').waitFor();

    await textbox(page, 'Other party’s phone or e-mail').fill(DEMO_SELLER.phone.slice(3));
    await date(page, 'Rent starts on').fill('2027-01-01');
    await date(page, 'Rent ends on').fill('2027-11-30');
    await number(page, 'Monthly rent').fill('25000');
    await number(page, 'Monthly maintenance').fill('2500');
    await number(page, 'Months of rent as advance').fill('2');
    await shot(page, 'template-residential-desktop', page.getByRole('button', { name: 'Create Agreement' }));
    await page.getByRole('button', { name: 'Create Agreement' }).click();
    await page.waitForURL(/\/draftD2C\?agreementId=[0-9a-f-]{36}$/);
    const agreementId = new URL(page.url()).searchParams.get('agreementId')!;

    const agreement = await detail(agreementId);
    expect(agreement.body.data).toEqual(
      expect.objectContaining({
        contractType: 'Rental Agreement',
        status: 'Draft',
        deposite: '50000.00',
        userRole: 'buyer',
      }),
    );
    const lines = await items(agreementId);
    expect(lines.body.data!.map((i) => [i.itemTitle, i.itemQuantity, i.buyerRate])).toEqual([
      ['Monthly rent', '11', '25000.00'],
      ['Monthly maintenance', '11', '2500.00'],
    ]);
    // The months of rent as advance show on the draft: the deposit and its payment term (issue 41).
    await page.getByTestId('security-deposit').getByText('Security deposit ₹50,000.00').waitFor();
    await page.getByText('The tenant pays 2 months of rent in advance as a security deposit.').waitFor();
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('the goods-sale long form publishes a Sales agreement with items, terms and an attachment from the answers', async () => {
    const context = await signedInContext(harness.browser, harness.baseUrl, user, PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(harness.baseUrl + '/BuySellT1');
    await page.getByRole('heading', { level: 1, name: 'Goods Sale Agreement' }).waitFor();
    await page.getByRole('button', { name: 'Publish Agreement' }).click();
    await page.getByText('Some answers are missing or wrong; they are marked above.').waitFor();
    expect(await page.getByText('This field is required.').count()).toBe(5);

    await textbox(page, 'Other party’s phone or e-mail').fill(DEMO_SELLER.phone);
    await textbox(page, 'Goods').fill('OPC 53 grade cement');
    await textbox(page, 'HSN code').fill('2523');
    await number(page, 'Quantity').fill('200');
    await number(page, 'Price per unit (₹)').fill('380.50');
    await textbox(page, 'Delivery address').fill('Plot 14, MIDC Bhosari, Pune 411026');
    await date(page, 'Delivery by').fill(inDays(20));
    await page.getByRole('checkbox', { name: 'The goods carry a warranty' }).check();
    await number(page, 'Warranty (months)').fill('6');
    await number(page, 'Advance (%)').fill('20');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'cement-spec.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('IS 269:2015, 50 kg bags'),
    });
    await page.getByRole('list', { name: 'Add a file: attached files' }).getByText('cement-spec.txt').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'template-goods-sale-phone', page.getByRole('region', { name: 'Warranty' }));
    await page.getByRole('button', { name: 'Publish Agreement' }).click();
    // 'Publish Agreement' publishes (issue 41): the agreement is proposed, not left a draft.
    await page.waitForURL(/\/DetailAgreement\?agreementId=[0-9a-f-]{36}$/);
    const agreementId = new URL(page.url()).searchParams.get('agreementId')!;

    const agreement = await detail(agreementId);
    expect(agreement.body.data).toEqual(
      expect.objectContaining({ contractType: 'Sales', status: 'Proposed', userRole: 'buyer' }),
    );
    const lines = await items(agreementId);
    expect(lines.body.data!.map((i) => [i.itemTitle, i.itemQuantity, i.itemTax, i.buyerRate])).toEqual([
      ['OPC 53 grade cement', '200', '18', '380.50'],
    ]);
    const terms = await call<{ termTitle: string; termTxt: string; isPaymentTerm: boolean; attachments: unknown[] }[]>(
      harness.baseUrl,
      'GET',
      `/api/Business/AgreementTermList?agreementId=${agreementId}`,
      { token: user.token },
    );
    const byTitle = Object.fromEntries(terms.body.data!.map((t) => [t.termTitle, t]));
    expect(Object.keys(byTitle)).toEqual([
      'Delivery',
      'Risk in transit',
      'Inspection',
      'Warranty',
      'Annexures',
      'Payment',
    ]);
    expect(byTitle.Warranty!.termTxt).toContain('6 months');
    expect(byTitle.Payment!.isPaymentTerm).toBe(true);
    expect(byTitle.Payment!.termTxt).toContain('20% of the price is paid in advance');
    expect(byTitle.Annexures!.attachments).toHaveLength(1);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('a guest is told that publishing needs an account and is taken to sign in', async () => {
    const context = await guestContext(harness.browser, harness.baseUrl);
    const { page, problems } = await openPage(context);
    await page.goto(harness.baseUrl + '/PersonalLoanT1');
    await page.getByRole('heading', { level: 1, name: 'Personal Loan Agreement' }).waitFor();
    await page.getByText('You can fill in this form now; publishing needs an account.').waitFor();
    expect(await page.getByRole('radio', { name: 'Borrower' }).isChecked()).toBe(true);
    await textbox(page, 'Other party’s phone or e-mail').fill('lender@example.in');
    await number(page, 'Loan amount (₹)').fill('200000');
    await number(page, 'Interest rate (% a year)').fill('9.5');
    await date(page, 'Disbursement date').fill(inDays(5));
    await page.getByRole('button', { name: 'Publish Agreement' }).click();
    expect(await page.locator('dialog[open]').getByTestId('message-text').innerText()).toBe(
      'Please sign in to publish the agreement.',
    );
    await page.waitForURL('**/Signup');
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
