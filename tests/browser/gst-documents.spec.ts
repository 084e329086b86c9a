// The seller's GST paperwork in the browser: payment details on the profile (checked as typed),
// the e-way bill of a goods invoice over ₹50,000 from the invoice card, and GSTR-1 of the month
// from the Analytics page, each downloaded as the file the portals take.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EWAY_BILL_MESSAGES, PAYMENT_DETAIL_MESSAGES, type InvoiceView } from '@samvida/machines';
import type { Page } from 'playwright-core';
import { call } from '../setup/test-app.js';
import { activeContract, numberedInvoice, registerWithGstin } from '../api/invoices/support/contracts.js';
import {
  type BrowserHarness,
  openPage,
  type SignedIn,
  signedInContext,
  startBrowserHarness,
} from './browser-harness.js';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

describe('GST documents in the browser', () => {
  let harness: BrowserHarness;
  let seller: SignedIn & { phone: string; gstin: string };
  let invoice: InvoiceView;

  beforeAll(async () => {
    harness = await startBrowserHarness();
    const [s, buyer] = await Promise.all([
      registerWithGstin(harness.app, 'Sunil Steel', '27'),
      registerWithGstin(harness.app, 'Bina Buyer', '29'),
    ]);
    seller = { ...s, name: 'Sunil Steel', phoneNumber: s.phone, email: null };
    const contract = await activeContract(harness.app, s, buyer);
    // Goods worth ₹70,800.00 with their tax: they move under an e-way bill.
    invoice = await numberedInvoice(harness.app, s, contract, [
      { AgItemId: contract.laptopId, QuantityDelivered: 1, Rate: '60000.00' },
    ]);
  }, 300_000);
  afterAll(() => harness?.close());

  const open = async (path: string) => {
    const context = await signedInContext(harness.browser, harness.baseUrl, seller);
    const { page, problems } = await openPage(context);
    await page.goto(harness.baseUrl + path);
    return { page, problems, context };
  };
  const downloaded = async (page: Page, click: () => Promise<void>) => {
    const download = page.waitForEvent('download');
    await click();
    const file = await download;
    return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
  };

  it('keeps the bank account, IFSC and UPI id the invoices print, refusing a malformed IFSC where it is typed', async () => {
    const { page, problems, context } = await open('/UpdateUser');
    await page.getByRole('textbox', { name: 'Email Address' }).fill(`sunil.${seller.userId}@example.in`);
    const details = page.getByRole('group', { name: /Payment details on your invoices/ });
    await details.getByRole('textbox', { name: 'Bank name' }).fill('State Bank of India');
    await details.getByRole('textbox', { name: 'Bank account number' }).fill('00001234567890');
    await details.getByRole('textbox', { name: 'IFSC' }).fill('SBIN1234567');
    await details.getByRole('textbox', { name: 'UPI id' }).fill('sunil.steel@okaxis');
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Update User' }).click();
    await page.getByText(PAYMENT_DETAIL_MESSAGES.ifscInvalid).waitFor();
    await details.getByRole('textbox', { name: 'IFSC' }).fill('sbin0001234');
    await page.getByRole('button', { name: 'Update User' }).click();
    await page.waitForURL('**/Home');
    const stored = await call<Record<string, string>>(harness.baseUrl, 'GET', '/api/Auth/GetUserDetails', {
      token: seller.token,
    });
    expect(stored.body.data).toMatchObject({
      bankName: 'State Bank of India',
      bankAccountNumber: '00001234567890',
      bankIfsc: 'SBIN0001234',
      upiId: 'sunil.steel@okaxis',
    });
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it("asks for the vehicle and distance and downloads the invoice's e-way bill JSON", async () => {
    const { page, problems, context } = await open(`/DetailContract?agreementId=${invoice.agreementId}`);
    await page.getByRole('tab', { name: 'Invoice & Payments' }).click();
    await page.getByRole('button', { name: 'e-way bill JSON' }).click();
    const dialog = page.getByRole('dialog', { name: `e-way bill for ${invoice.taxInvoice!.number}` });
    await dialog.getByRole('textbox', { name: 'Vehicle number' }).fill('XX 12 AB 1234');
    await dialog.getByLabel('Distance (km)').fill('820');
    await dialog.getByRole('button', { name: 'Download JSON' }).click();
    await dialog.getByText(EWAY_BILL_MESSAGES.vehicleInvalid).waitFor();
    await dialog.getByRole('textbox', { name: 'Vehicle number' }).fill('mh 12 ab 1234');
    const file = await downloaded(page, () => dialog.getByRole('button', { name: 'Download JSON' }).click());
    expect(file.name).toBe(`EWB-${invoice.taxInvoice!.number.replaceAll('/', '-')}.json`);
    const [bill] = (JSON.parse(file.text) as { billLists: Record<string, unknown>[] }).billLists;
    expect(bill).toMatchObject({
      docNo: invoice.taxInvoice!.number,
      vehicleNo: 'MH12AB1234',
      transDistance: 820,
      totInvValue: 70800,
    });
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it("downloads GSTR-1 of the invoice's month from the Analytics page, as JSON and as CSV", async () => {
    const { page, problems, context } = await open('/AnalyticsPage');
    // At the foot of the page, under charts that size themselves as they load.
    const card = page.getByRole('region', { name: 'GSTR-1' });
    await card.scrollIntoViewIfNeeded();
    const [year, month] = invoice.taxInvoice!.issuedOn.split('-') as [string, string];
    await card.getByRole('combobox', { name: 'Month' }).click();
    await page.getByRole('option', { name: MONTHS[Number(month) - 1], exact: true }).click();
    await card.getByRole('combobox', { name: 'Year' }).click();
    await page.getByRole('option', { name: year, exact: true }).click();
    const json = await downloaded(page, () => card.getByRole('button', { name: 'Download JSON' }).click());
    expect(json.name).toBe(`GSTR1_${month}${year}.json`);
    const filed = JSON.parse(json.text) as { gstin: string; b2b: { inv: { inum: string; val: number }[] }[] };
    expect([filed.gstin, filed.b2b.flatMap((r) => r.inv.map((i) => [i.inum, i.val]))]).toEqual([
      seller.gstin,
      [[invoice.taxInvoice!.number, 70800]],
    ]);
    const csv = await downloaded(page, () => card.getByRole('button', { name: 'Download CSV' }).click());
    expect(csv.text).toContain(`B2B,`);
    expect(csv.text).toContain(invoice.taxInvoice!.number);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
