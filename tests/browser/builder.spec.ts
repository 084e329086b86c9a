import { HOUSE_MESSAGES } from '@samvida/machines';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { call } from '../setup/test-app.js';
import { newPhone, registerVerified } from '../api/accounts/support/accounts.js';
import {
  apiLogin,
  type BrowserHarness,
  DEMO_BUYER,
  guestContext,
  latestCode,
  openPage,
  PHONE,
  SCREENSHOTS,
  type SignedIn,
  signedInContext,
  startBrowserHarness,
} from './browser-harness.js';

// The dashboard, passed through after sign-in, asks for a report that is not served yet.
const PENDING_API = /\/api\/Business\/ClientReport/;

interface AgreementRow {
  id: string;
  contractType: string;
  status: string;
  buyer: { usrName: string | null };
  seller: { usrName: string | null };
}

type Scope = Page | Locator;
const textbox = (scope: Scope, name: string | RegExp) =>
  scope.getByRole('textbox', { name, exact: typeof name === 'string' });
const number = (scope: Scope, name: string) => scope.getByRole('spinbutton', { name, exact: true });
/** A viewport-sized screenshot with `target` scrolled into view. */
async function shot(page: Page, name: string, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

const preview = (page: Page) => page.getByRole('article', { name: 'Contract preview' });
const dialogText = (page: Page) => page.locator('dialog[open]').getByTestId('message-text').innerText();

async function closeDialog(page: Page) {
  await page.locator('dialog[open]').getByRole('button', { name: 'OK' }).click();
  await page.locator('dialog[open]').waitFor({ state: 'detached' });
}

/** Adds a line item at the end and fills it. */
async function addLine(page: Page, values: { title: string; quantity: string; rate: string; tax: string }) {
  await page.getByRole('button', { name: 'Add line item' }).click();
  const line = page
    .getByRole('group')
    .filter({ has: page.getByRole('button', { name: /^Remove item/ }) })
    .last();
  await textbox(line, 'Title').fill(values.title);
  await number(line, 'Quantity').fill(values.quantity);
  await number(line, 'Rate').fill(values.rate);
  await number(line, 'Tax (%)').fill(values.tax);
  return line;
}

describe('contract builder', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  }, 300_000);
  afterAll(() => harness?.close());

  it('a guest builds a Rental Agreement, signs up, returns to the same draft and sends it; the landlord sees it', async () => {
    const landlord = await registerVerified(harness.baseUrl, { UsrName: 'Ravi Landlord' });
    const context = await guestContext(harness.browser, harness.baseUrl);
    const { page, problems } = await openPage(context, { pendingApi: PENDING_API });

    await page.goto(harness.baseUrl + '/SelectTemplate');
    await page.getByRole('heading', { level: 1, name: 'Template gallery' }).waitFor();
    expect(await page.getByRole('region', { name: 'Templates' }).getByRole('button').count()).toBe(12);
    await shot(page, 'builder-gallery', page.getByRole('heading', { level: 1 }));
    await page.getByRole('button', { name: /^Rental Agreement/ }).click();
    await page.waitForURL('**/CustomAgreement');
    await page.getByRole('heading', { level: 1, name: 'Rental Agreement' }).waitFor();
    // The template's items and terms are preloaded; the role pair is tenant / landlord.
    await preview(page)
      .getByRole('cell', { name: /^Society maintenance/ })
      .waitFor();
    await preview(page).getByText('Term of tenancy.').waitFor();
    expect(await page.getByRole('radio', { name: 'Tenant' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Landlord' }).waitFor();

    // Verify needs an account; sending without a counterparty is refused with the spec's text.
    expect(await page.getByRole('button', { name: 'Verify' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Send to Counterparty' }).click();
    expect(await dialogText(page)).toBe('Please enter counterparty email or phone number');
    await closeDialog(page);

    await textbox(page, /Counterparty phone or e-mail/).fill(landlord.phone.slice(3));
    const parking = await addLine(page, { title: 'Covered parking', quantity: '11', rate: '1500.50', tax: '18' });
    // 11 × 1500.50 = 16505.50, plus 18 % = 19476.49 (half-up to the paisa).
    await parking.getByTestId('line-amount').getByText('₹19,476.49').waitFor();
    await textbox(page, 'Custom term title').fill('Pets');
    await textbox(page, 'Custom term text').fill('One small dog is allowed.');
    await textbox(page, 'Custom term text').press('Enter');
    await preview(page).getByText('One small dog is allowed.').waitFor();
    expect(await textbox(page, 'Custom term title').inputValue()).toBe('');

    await page.getByRole('button', { name: 'Send to Counterparty' }).click();
    await page.waitForURL('**/Signup');
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('data') ?? '{}'));
    expect(kept.counterpartyContact).toBe(landlord.phone.slice(3));
    expect(kept.lineItems.map((line: { title: string }) => line.title)).toContain('Covered parking');

    // Register through the UI with the code from the dev outbox.
    const phone = newPhone();
    await page.getByRole('button', { name: 'Create an account' }).click();
    await textbox(page, 'Name').fill('Tara Tenant');
    await page.getByRole('combobox', { name: 'User type' }).click();
    await page.getByRole('option').first().click();
    await textbox(page, 'Phone number').fill(phone.slice(3));
    await textbox(page, 'Password').fill('Strong@123');
    await textbox(page, 'Confirm password').fill('Strong@123');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Please provide OTP' }).waitFor();
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(await latestCode(harness.baseUrl, phone));
    await page.getByRole('button', { name: 'Verify & Sign in' }).click();
    await page.waitForURL('**/UpdateUser');
    // The form fills in the stored name once loaded; type after that, or it is overwritten.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('input')].some((input) => input.value === 'Tara Tenant'),
    );
    await textbox(page, 'Email Address').fill('tara@example.in');
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Update User' }).click();

    // The dashboard resumes the kept draft: same items, terms and counterparty.
    await page.waitForURL('**/CustomAgreement');
    await page.getByRole('heading', { level: 1, name: 'Rental Agreement' }).waitFor();
    expect(await textbox(page, /Counterparty phone or e-mail/).inputValue()).toBe(landlord.phone.slice(3));
    await preview(page).getByText('One small dog is allowed.').waitFor();
    await preview(page)
      .getByRole('cell', { name: /^Covered parking/ })
      .waitFor();
    // Signed in now: the user's own details fill the first party, and Verify finds the landlord.
    await preview(page).getByText('Name: Tara Tenant').first().waitFor();
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Verified', { exact: true }).waitFor();
    await page.getByText('Name: Ravi Landlord').first().waitFor();

    await page.getByRole('button', { name: 'Send to Counterparty' }).click();
    await page.waitForURL(/\/DetailAgreement\?agreementId=[0-9a-f-]{36}$/);
    const agreementId = new URL(page.url()).searchParams.get('agreementId')!;
    expect(await page.evaluate(() => localStorage.getItem('data'))).toBeNull();

    // The landlord has it: as the seller of a proposed Rental Agreement with the items and the term.
    const rows = await call<AgreementRow[]>(harness.baseUrl, 'GET', '/api/Business/GetUserAgreements', {
      token: landlord.token,
    });
    expect(rows.body.data).toEqual([
      expect.objectContaining({ id: agreementId, contractType: 'Rental Agreement', status: 'Proposed' }),
    ]);
    expect(rows.body.data![0]!.buyer.usrName).toBe('Tara Tenant');
    const items = await call<
      { itemTitle: string; itemQuantity: string; sellerRate: string | null; buyerRate: string }[]
    >(harness.baseUrl, 'GET', `/api/Business/GetAgreementItems?agreementid=${agreementId}`, { token: landlord.token });
    expect(items.body.data!.map((i) => i.itemTitle)).toEqual([
      'Monthly rent',
      'Society maintenance',
      'Covered parking',
    ]);
    expect(items.body.data![2]).toEqual(expect.objectContaining({ itemQuantity: '11', buyerRate: '1500.50' }));
    const terms = await call<{ termTitle: string; isPaymentTerm: boolean }[]>(
      harness.baseUrl,
      'GET',
      `/api/Business/AgreementTermList?agreementId=${agreementId}`,
      { token: landlord.token },
    );
    const titles = terms.body.data!.map((t) => t.termTitle);
    expect(titles).toContain('Pets');
    // Payment terms are written from the payment-term inputs.
    expect(terms.body.data!.filter((t) => t.isPaymentTerm).map((t) => t.termTitle)).toEqual([
      'Monthly rent',
      'Security deposit',
    ]);

    const seller: SignedIn = {
      token: landlord.token,
      refreshToken: landlord.refreshToken,
      userId: landlord.userId,
      name: 'Ravi Landlord',
      phoneNumber: landlord.phone,
      email: null,
    };
    const landlordContext = await signedInContext(harness.browser, harness.baseUrl, seller);
    const { page: landlordPage } = await openPage(landlordContext);
    await landlordPage.goto(harness.baseUrl + '/Home');
    const status = landlordPage.getByRole('region', { name: 'Contract Status', exact: true });
    await status.getByRole('tab', { name: 'Proposed (1)' }).click();
    await status.getByText('Tara Tenant').waitFor();
    await status.getByText('Rental Agreement').waitFor();
    expect(problems.errors).toEqual([]);
    await landlordContext.close();
    await context.close();
  });

  it('the live preview follows the form; Save porposal keeps a draft and locks both buttons', async () => {
    const user = await apiLogin(harness.baseUrl, DEMO_BUYER.phone, DEMO_BUYER.password);
    const context = await signedInContext(harness.browser, harness.baseUrl, user);
    const { page, problems } = await openPage(context);
    await page.goto(harness.baseUrl + '/Terms');
    await page.evaluate(() => localStorage.setItem('templateName', 'Sales'));
    await page.goto(harness.baseUrl + '/CustomAgreement');
    await page.getByRole('heading', { level: 1, name: 'Sales' }).waitFor();
    await preview(page).getByRole('heading', { name: 'Sales Agreement' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Buyer' }).isChecked()).toBe(true);

    // Template items are preloaded: clear them so the totals are this test's.
    await page
      .getByRole('button', { name: /^Remove item/ })
      .first()
      .waitFor();
    while ((await page.getByRole('button', { name: /^Remove item/ }).count()) > 0)
      await page
        .getByRole('button', { name: /^Remove item/ })
        .first()
        .click();
    await preview(page).getByText('[No items yet.]').waitFor();

    const line = await addLine(page, { title: 'Steel rods', quantity: '3', rate: '100', tax: '18' });
    await line.getByTestId('line-amount').getByText('₹354.00').waitFor();
    await preview(page).getByRole('cell', { name: 'Steel rods' }).waitFor();
    expect(await preview(page).getByTestId('preview-total').innerText()).toBe('₹354.00');
    await number(line, 'Rate').fill('120.25');
    // 3 × 120.25 = 360.75, plus 18 % = 425.685 → 425.69.
    await preview(page).getByTestId('preview-total').getByText('₹425.69').waitFor();
    expect(await page.getByTestId('builder-total').innerText()).toBe('₹425.69');

    // A term with a blank text is not added; with both it is, on Enter, into the preview.
    await textbox(page, 'Payment term title').fill('Balance');
    await textbox(page, 'Payment term title').press('Enter');
    await page.getByText('Term text is required.').waitFor();
    expect(await preview(page).getByText('Balance.').count()).toBe(0);
    await textbox(page, 'Payment term text').fill('Paid within 15 days of delivery.');
    await textbox(page, 'Payment term text').press('Enter');
    await preview(page).getByText('Paid within 15 days of delivery.').waitFor();
    await number(page, 'Penalty (%)').fill('2');
    await preview(page)
      .getByText(/after the completion date is paid 2% less/)
      .waitFor();
    await shot(page, 'builder-desktop', page.getByRole('region', { name: 'Financial terms and line items' }));

    await textbox(page, /Counterparty phone or e-mail/).fill('buyer.counterparty@example.in');
    await page.getByRole('button', { name: 'Save porposal' }).click();
    await page.getByRole('button', { name: 'Proposal Saved' }).waitFor();
    expect(await page.getByRole('button', { name: 'Proposal Saved' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send to Counterparty' }).isDisabled()).toBe(true);
    const draftLink = await page.getByRole('link', { name: 'Open the draft' }).getAttribute('href');
    expect(draftLink).toMatch(/^\/draftD2C\?agreementId=[0-9a-f-]{36}$/);
    const agreementId = draftLink!.split('=')[1]!;
    const detail = await call<{ status: string; ldPercent: string; contractType: string }>(
      harness.baseUrl,
      'GET',
      `/api/Business/GetUserAgreementDetail?agreementId=${agreementId}`,
      { token: user.token },
    );
    expect(detail.body.data).toEqual(
      expect.objectContaining({ status: 'Draft', ldPercent: '2', contractType: 'Sales' }),
    );
    expect(problems.errors).toEqual([]);

    const phone = await signedInContext(harness.browser, harness.baseUrl, user, PHONE);
    const { page: small } = await openPage(phone);
    await small.goto(harness.baseUrl + '/CustomAgreement');
    // No template stored in this context: the builder is the Custom one.
    await preview(small).getByRole('heading', { name: 'Custom Agreement' }).waitFor();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(small, 'builder-phone', small.getByRole('button', { name: 'Verify' }));
    await shot(small, 'builder-phone-preview', preview(small).getByText('Recitals'));
    await phone.close();
    await context.close();
  });
  it('refuses a negative or absurd rate at the field, totals it as nothing and sends nothing (issue 11)', async () => {
    const user = await apiLogin(harness.baseUrl, DEMO_BUYER.phone, DEMO_BUYER.password);
    const context = await signedInContext(harness.browser, harness.baseUrl, user);
    const { page } = await openPage(context);
    await page.goto(harness.baseUrl + '/Terms');
    await page.evaluate(() => localStorage.setItem('templateName', 'Custom'));
    await page.goto(harness.baseUrl + '/CustomAgreement');
    await page.getByRole('heading', { level: 1, name: 'Custom' }).waitFor();
    while ((await page.getByRole('button', { name: /^Remove item/ }).count()) > 0)
      await page
        .getByRole('button', { name: /^Remove item/ })
        .first()
        .click();
    const line = await addLine(page, { title: 'Cement', quantity: '12', rate: '-6500', tax: '5' });
    await line.getByText(HOUSE_MESSAGES.amountInvalid).waitFor();
    expect(await page.getByTestId('builder-total').innerText()).toBe('₹0.00');
    await number(line, 'Rate').fill('99999999999999999');
    await line.getByText(HOUSE_MESSAGES.amountInvalid).waitFor();
    expect(await page.getByTestId('builder-total').innerText()).toBe('₹0.00');
    await textbox(page, /Counterparty phone or e-mail/).fill('9800000002');
    const sends: string[] = [];
    page.on('request', (request) => request.url().includes('/api/Business/SendContract') && sends.push(request.url()));
    await page.getByRole('button', { name: 'Send to Counterparty' }).click();
    expect(await dialogText(page)).toBe('Correct the quantity, rate or tax marked in red before sending.');
    expect(sends).toEqual([]);
    await context.close();
  });
});
