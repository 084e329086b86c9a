// Issue 41, point 4: the catalogue and saved term groups are picked (searched by name or code) in
// the editors that take items or terms: the builder, /NewRFQ and the purchase order's /New, with
// what they send checked on the server. A group's LD figures and advance fill the editor's.
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
import { api, CATALOGUE, CEMENT as cement, newUser, pick, TERM_GROUPS } from './negotiation-fixtures.js';

describe('catalogue and term-group pickers', () => {
  let harness: BrowserHarness;
  let user: SignedIn;
  beforeAll(async () => {
    harness = await startBrowserHarness();
    user = await newUser(harness.baseUrl, 'Gita Trader');
    await api(harness.baseUrl, user, 'POST', '/api/Auth/AddCatalogItem', { AddRequest: cement });
    await api(harness.baseUrl, user, 'POST', '/api/Auth/AddCatalogItem', {
      AddRequest: { ...cement, ItemTitle: 'River sand', ItemHsnCsnUin: '2505', ItemRate: '1450' },
    });
    await api(harness.baseUrl, user, 'POST', '/api/Auth/AddCatalogItem', {
      AddRequest: { ...cement, ItemTypeId: 2, ItemTitle: 'Safety helmet', ItemHsnCsnUin: '6506', ItemRate: '250' },
    });
    const group = await api<{ groupId: string }>(harness.baseUrl, user, 'POST', '/api/Auth/AddUserTermGroup', {
      GroupName: 'Standard supply terms',
      Description: 'On every supply',
      TypeName: 'Buyer',
      LDPercentOnlyForBuying: '1.5',
      LDAppliedInDaysOnlyForBuying: 10,
      AdvancePercent: '12.5',
    });
    for (const [TermTitle, TermTxt] of [
      ['Delivery', 'Delivered to the site within 7 days.'],
      ['Inspection', 'Goods are inspected on arrival.'],
    ])
      await api(harness.baseUrl, user, 'POST', '/api/Auth/AddTermInTermGroup', {
        GroupId: group.groupId,
        TermTitle,
        TermTxt,
      });
  }, 300_000);
  afterAll(() => harness?.close());

  it('the builder adds a catalogue item found by its HSN/SAC code, and a term group with its LD and advance figures', async () => {
    const context = await signedInContext(harness.browser, harness.baseUrl, user, PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(harness.baseUrl + '/Terms');
    await page.evaluate(() => localStorage.setItem('templateName', 'Custom'));
    await page.goto(harness.baseUrl + '/CustomAgreement');
    await page.getByRole('heading', { level: 1, name: 'Custom' }).waitFor();
    while ((await page.getByRole('button', { name: /^Remove item/ }).count()) > 0)
      await page
        .getByRole('button', { name: /^Remove item/ })
        .first()
        .click();

    await pick(page, 'Add from catalogue', CATALOGUE, '2523', 'OPC 53 grade cement');
    const line = page
      .getByRole('group')
      .filter({ has: page.getByRole('button', { name: /^Remove item/ }) })
      .last();
    expect(await line.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe('OPC 53 grade cement');
    expect(await line.getByRole('textbox', { name: 'HSN/SAC', exact: true }).inputValue()).toBe('2523');
    expect(await line.getByRole('spinbutton', { name: 'Rate', exact: true }).inputValue()).toBe('380.50');
    expect(await line.getByRole('spinbutton', { name: 'Tax (%)', exact: true }).inputValue()).toBe('28');
    expect(await line.getByRole('combobox', { name: 'Unit', exact: true }).inputValue()).toBe('Bag');
    // 1 × 380.50 + 28 % = 487.04.
    await line.getByTestId('line-amount').getByText('₹487.04').waitFor();

    // Searching by name finds the other item; a search with no match says so.
    await page.getByRole('combobox', { name: 'Add from catalogue' }).fill('gravel');
    await page.getByText('No catalogue item matches').waitFor();
    await pick(page, 'Add from catalogue', CATALOGUE, 'sand', 'River sand');
    await page.getByTestId('builder-total').getByText('₹2,343.04').waitFor();

    const advance = page.getByRole('spinbutton', { name: 'Advance (%)', exact: true });
    await advance.fill('5');
    await pick(
      page,
      'Add a saved term group',
      TERM_GROUPS,
      'supply',
      'Standard supply terms · LD 1.5% after 10 days · 12.5% advance',
    );
    await page.getByText('Delivered to the site within 7 days.').first().waitFor();
    // The group's advance fills the advance field, which the user can still change.
    expect(await advance.inputValue()).toBe('12.5');
    await advance.fill('15');
    expect(await page.getByRole('spinbutton', { name: 'Penalty (%)', exact: true }).inputValue()).toBe('1.5');
    expect(await page.getByRole('spinbutton', { name: 'Penalty applies after (days)', exact: true }).inputValue()).toBe(
      '10',
    );
    // The editor fits a phone (the page header is not this screen's).
    const overflowing = await page.evaluate(
      () => [...document.querySelectorAll('main *')].filter((el) => el.getBoundingClientRect().right > 376).length,
    );
    expect(overflowing).toBe(0);

    await page.getByRole('textbox', { name: /Counterparty phone or e-mail/ }).fill('buyer.pickers@example.in');
    await page.getByRole('button', { name: 'Save porposal' }).click();
    const draftLink = await page.getByRole('link', { name: 'Open the draft' }).getAttribute('href');
    const agreementId = draftLink!.split('=')[1]!;
    const read = async <T>(path: string) =>
      (await call<T>(harness.baseUrl, 'GET', path, { token: user.token })).body.data!;
    const detail = await read<{ ldPercent: string; ldDays: number; advance: string }>(
      `/api/Business/GetUserAgreementDetail?agreementId=${agreementId}`,
    );
    expect([detail.ldPercent, detail.ldDays, detail.advance]).toEqual(['1.5', 10, '15']);
    const items = await read<{ itemTitle: string; itemHsnCsnUin: string; itemTax: string; unit: string }[]>(
      `/api/Business/GetAgreementItems?agreementid=${agreementId}`,
    );
    expect(items.map((i) => [i.itemTitle, i.itemHsnCsnUin, i.itemTax])).toEqual([
      ['OPC 53 grade cement', '2523', '28'],
      ['River sand', '2505', '28'],
    ]);
    const terms = await read<{ termTitle: string }[]>(`/api/Business/AgreementTermList?agreementId=${agreementId}`);
    expect(terms.map((t) => t.termTitle)).toEqual(expect.arrayContaining(['Delivery', 'Inspection']));
    expect(problems.errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('a draft (/draftD2C) adds a catalogue item and a term group whose LD and advance figures become the draft’s', async () => {
    const draft = await api<{ id: string }>(harness.baseUrl, user, 'POST', '/api/Business/SendContract', {
      CreatorType: 'buyer',
      ContractType: 'Sales',
      OtherPartyContactInfo: 'seller.pickers@example.in',
      Items: [],
      Terms: [],
      PaymentTerms: [],
      Publish: false,
    });
    const context = await signedInContext(harness.browser, harness.baseUrl, user);
    const { page, problems } = await openPage(context);
    await page.goto(`${harness.baseUrl}/draftD2C?agreementId=${draft.id}`);
    await page.getByRole('heading', { level: 1, name: 'Agreement Draft (Consumer)' }).waitFor();

    await pick(page, 'Add from catalogue', CATALOGUE, 'sand', 'River sand');
    const form = page.getByRole('form', { name: 'Add an item' });
    expect(await form.getByRole('textbox', { name: 'Item title' }).inputValue()).toBe('River sand');
    expect(await form.getByRole('textbox', { name: 'HSN/SAC code' }).inputValue()).toBe('2505');
    expect(await form.getByRole('textbox', { name: 'Rate' }).inputValue()).toBe('1450.00');
    await form.getByRole('textbox', { name: 'Days to complete' }).fill('7');
    await form.getByRole('button', { name: 'Add item' }).click();
    await page.getByText('River sand', { exact: true }).first().waitFor({ timeout: 15_000 });

    await page.getByRole('combobox', { name: 'Saved buyer term group' }).click();
    await page.getByRole('option', { name: 'Standard supply terms · LD 1.5% after 10 days' }).click();
    await page.getByRole('button', { name: 'Add terms', exact: true }).click();
    await page.getByText('Goods are inspected on arrival.').first().waitFor({ timeout: 15_000 });
    const detail = async () =>
      (
        await call<{ ldPercent: string; ldDays: number; advance: string }>(
          harness.baseUrl,
          'GET',
          `/api/Business/GetUserAgreementDetail?agreementId=${draft.id}`,
          { token: user.token },
        )
      ).body.data!;
    expect(await detail()).toMatchObject({ ldPercent: '1.5', ldDays: 10, advance: '12.5' });
    // The draft's general terms show it once the detail refetches.
    const ldField = await page.getByRole('textbox', { name: 'LD percent' }).elementHandle();
    await page.waitForFunction((input) => (input as HTMLInputElement).value === '1.5', ldField);
    expect(problems.errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('/NewRFQ fills an item from the buy list and takes a term group with its LD figures', async () => {
    const context = await signedInContext(harness.browser, harness.baseUrl, user);
    const { page, problems } = await openPage(context);
    await page.goto(harness.baseUrl + '/NewRFQ');
    await pick(page, 'Add from catalogue', CATALOGUE, 'helmet', 'Safety helmet');
    expect(await page.getByRole('textbox', { name: 'Item title' }).inputValue()).toBe('Safety helmet');
    expect(await page.getByRole('textbox', { name: 'HSN/SAC' }).inputValue()).toBe('6506');
    expect(await page.getByRole('combobox', { name: 'Unit', exact: true }).inputValue()).toBe('Bag');
    // The RFQ is a buyer's: its picker offers the buy list only.
    await page.getByRole('combobox', { name: 'Add from catalogue' }).fill('cement');
    await page.getByText('No catalogue item matches').waitFor();

    await pick(page, 'Add a saved term group', TERM_GROUPS, 'standard', 'Standard supply terms');
    await page.getByText('Goods are inspected on arrival.').first().waitFor();
    expect(await page.getByRole('spinbutton', { name: 'Penalty (%)', exact: true }).inputValue()).toBe('1.5');
    expect(await page.getByRole('spinbutton', { name: 'Penalty after (days)', exact: true }).inputValue()).toBe('10');
    expect(problems.errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('the purchase order’s item form (/New) is filled from the catalogue; a term group adds its terms and advance', async () => {
    const seller = await newUser(harness.baseUrl, 'Sunil Seller');
    const context = await signedInContext(harness.browser, harness.baseUrl, user);
    const { page, problems } = await openPage(context);
    const field = (label: string) =>
      page.getByLabel(new RegExp(`^${label.replace(/[()%/]/g, '\\$&')}( \\*)?$`)).first();
    await page.goto(`${harness.baseUrl}/New`);
    await page.getByRole('heading', { level: 1, name: 'Purchase Contract' }).waitFor();
    await field('Title').fill('Cement for the site');
    await field('Seller phone number').fill(seller.phoneNumber);
    await field('Completion (days)').fill('30');
    await field('Notification period (days)').fill('7');
    await page.getByRole('button', { name: 'Create Order', exact: true }).click();
    await page.waitForURL(/\/Details\?id=/);

    await pick(page, 'Add from catalogue', CATALOGUE, 'opc', 'OPC 53 grade cement');
    expect(await field('HSN/SAC').inputValue()).toBe('2523');
    expect(await field('Item title').inputValue()).toBe('OPC 53 grade cement');
    expect(await field('Rate').inputValue()).toBe('380.50');
    expect(await field('Tax %').inputValue()).toBe('28');
    await field('Quantity').fill('10');
    await page.getByRole('button', { name: 'Add Item', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: 'OPC 53 grade cement' });
    await row.getByRole('cell', { name: '2523', exact: true }).waitFor({ timeout: 15_000 });
    // 10 × 380.50 + 28 % = 4,870.40.
    await row.getByText('₹4,870.40').waitFor();

    // A term group adds its terms and makes its advance the order's advance payment.
    await page.getByRole('tab', { name: 'Terms and Conditions', exact: true }).click();
    await pick(page, 'Add a saved term group', TERM_GROUPS, 'supply', 'Standard supply terms');
    const terms = page.getByRole('tabpanel', { name: 'Terms and Conditions', exact: true });
    await terms
      .getByRole('cell', { name: 'Goods are inspected on arrival.', exact: true })
      .waitFor({ timeout: 15_000 });
    await terms.getByRole('cell', { name: 'Delivered to the site within 7 days.', exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Payments', exact: true }).click();
    const advanceRow = page
      .getByRole('tabpanel', { name: 'Payments', exact: true })
      .getByRole('row')
      .filter({ hasText: 'Advance' });
    await advanceRow.getByRole('cell', { name: '12.5%', exact: true }).waitFor({ timeout: 15_000 });
    // 12.5 % of ₹4,870.40 = ₹608.80.
    await advanceRow.getByText('₹608.80').first().waitFor();

    // Each tab panel is named by its tab (issue 41, point 6: ids with spaces left them nameless).
    for (const tab of ['Items', 'Terms and Conditions', 'Agreement Attachments', 'Agreement Remarks']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await page.getByRole('tabpanel', { name: tab, exact: true }).waitFor();
    }
    expect(problems.errors).toEqual([]);
    await context.close();
  }, 120_000);
});
