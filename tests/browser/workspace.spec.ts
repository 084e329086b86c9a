import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  type BrowserHarness,
  openPage,
  PHONE,
  screenshot,
  type SignedIn,
  signedInContext,
  startBrowserHarness,
} from './browser-harness.js';
import { api, appliedRfq, expectNoRefusals, newUser, openAs, PNG, thumb, uploadPng } from './negotiation-fixtures.js';

const shows = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ timeout: 15_000 });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const termRow = (page: Page, title: string) =>
  page.getByTestId('term-row').filter({ has: page.getByText(title, { exact: true }) });

describe('draft editors and agreement detail', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  }, 300_000);
  afterAll(() => harness?.close());

  const open = (user: SignedIn, path: string, viewport?: { width: number; height: number }) =>
    openAs(harness, user, path, { viewport });

  it('seller draft: inline rates and general terms persist, a saved term group and a single term with a file are added, the buyer edits and removes terms, the seller remarks', async () => {
    const [buyer, seller] = await Promise.all([
      newUser(harness.baseUrl, 'Meera Buyer'),
      newUser(harness.baseUrl, 'Dev Seller'),
    ]);
    // The seller's saved term group: two terms, one with a file.
    const { groupId } = await api<{ groupId: string }>(harness.baseUrl, seller, 'POST', '/api/Auth/AddUserTermGroup', {
      GroupName: 'Standard seller terms',
      Description: 'Our usual terms',
      TypeName: 'Seller',
    });
    const drawing = await uploadPng(harness.baseUrl, seller, 'warranty-card.png');
    for (const [title, text, files] of [
      ['Warranty', 'Twelve months from delivery.', [drawing.id]],
      ['Transit insurance', 'Insured until unloading.', []],
    ] as const)
      await api(harness.baseUrl, seller, 'POST', '/api/Auth/AddTermInTermGroup', {
        GroupId: groupId,
        TermTitle: title,
        TermTxt: text,
        AttachmentList: files,
      });
    const { agreementId } = await appliedRfq(
      harness.baseUrl,
      buyer,
      seller,
      [{ title: 'Steel rods', quantity: 100, rate: 500 }],
      [{ title: 'Payment', text: 'Within 30 days of delivery.' }],
    );

    const S = await open(seller, `/draftAgreement?agreementId=${agreementId}`);
    await S.page.getByRole('heading', { level: 1, name: 'Agreement Draft' }).waitFor();
    expect(await field(S.page, 'LD percent').inputValue()).toBe('2');
    expect(await field(S.page, 'LD days').inputValue()).toBe('5');
    expect(await field(S.page, 'Duration (days)').inputValue()).toBe('30');
    expect(await field(S.page, 'Advance %').inputValue()).toBe('10');
    await field(S.page, 'Advance %').fill('15');
    await S.page.getByLabel("Tax percent of 'Steel rods'").fill('12');
    await S.page.getByLabel("Days to complete of 'Steel rods'").fill('9');
    // 100 × 500 + 12 % = 56,000.00, computed as typed.
    await S.page.getByTestId('item-row').getByText('₹56,000.00').waitFor();
    await S.page.getByRole('button', { name: 'Save agreement' }).click();
    await shows(S.page, 'Status is changed successfully');
    await S.page.reload();
    await field(S.page, 'Advance %').and(S.page.locator('[value="15"]')).waitFor();
    expect(await S.page.getByLabel("Tax percent of 'Steel rods'").inputValue()).toBe('12');
    expect(await S.page.getByLabel("Days to complete of 'Steel rods'").inputValue()).toBe('9');

    // Bulk Terms Upload: the saved seller group at once, its file included.
    await S.page.getByRole('combobox', { name: 'Saved seller term group' }).click();
    await S.page.getByRole('option', { name: 'Standard seller terms' }).click();
    await S.page.getByRole('button', { name: 'Add terms' }).click();
    await shows(S.page, 'Term added.');
    await termRow(S.page, 'Transit insurance').waitFor();
    await thumb(termRow(S.page, 'Warranty'));

    // Add Single Term with an attachment.
    await S.page.getByRole('tab', { name: 'Add Single Term' }).click();
    await field(S.page, 'Term title').fill('Delivery');
    await field(S.page, 'Term text').fill('To the Pune site.');
    await S.page
      .locator('input[type=file]')
      .setInputFiles({ name: 'site-map.png', mimeType: 'image/png', buffer: PNG });
    // Uploaded once it is listed with its remove button (the input shows the name while uploading).
    await S.page.getByRole('button', { name: 'Remove site-map.png' }).waitFor();
    await S.page.getByRole('button', { name: 'Add term' }).click();
    await shows(S.page, 'Term added.');
    await thumb(termRow(S.page, 'Delivery'));
    // The seller may not edit or remove terms; it may add a remark.
    expect(await S.page.getByRole('button', { name: /^(Edit|Remove) the term/ }).count()).toBe(0);
    await termRow(S.page, 'Payment').getByRole('button', { name: "Add Remark on the term 'Payment'" }).click();
    const thread = S.page.getByRole('dialog', { name: "Remarks: the term 'Payment'" });
    await thread.getByText('No remarks').waitFor();
    await thread.getByLabel('Your remark').fill('Could this be 45 days?');
    await thread.getByRole('button', { name: 'Add Remark' }).click();
    await thread.getByTestId('remark').getByText('Could this be 45 days?').waitFor();
    await S.page.keyboard.press('Escape');
    await termRow(S.page, 'Payment').getByRole('button', { name: "Remarks on the term 'Payment' (1)" }).waitFor();
    await screenshot(S.page, 'workspace-seller-draft-1280');

    // The buyer, on the same draft, edits and removes terms (with the spec's confirmation).
    const B = await open(buyer, `/draftAgreement?agreementId=${agreementId}`);
    await termRow(B.page, 'Payment').waitFor();
    expect(await B.page.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    await B.page.getByRole('button', { name: "Edit the term 'Payment'" }).click();
    const edit = B.page.getByRole('dialog', { name: 'Edit term' });
    await edit.getByLabel('Term text').fill('Within 45 days of delivery.');
    await edit.getByRole('button', { name: 'Save term' }).click();
    await shows(B.page, 'Term added.');
    await termRow(B.page, 'Payment').getByText('Within 45 days of delivery.').waitFor();
    await shows(S.page, "Buyer edited the term 'Payment'");
    await B.page.getByRole('button', { name: "Remove the term 'Transit insurance'" }).click();
    await B.page.getByText('Are you sure you want to delete the term ?').waitFor();
    await B.page.getByRole('button', { name: 'Cancel' }).click();
    expect(await termRow(B.page, 'Transit insurance').count()).toBe(1);
    await B.page.getByRole('button', { name: "Remove the term 'Transit insurance'" }).click();
    await B.page.getByRole('button', { name: 'Delete' }).click();
    await shows(B.page, 'Deleted successfully');
    await termRow(B.page, 'Transit insurance').waitFor({ state: 'detached' });
    await shows(S.page, "Buyer removed the term 'Transit insurance'");
    await termRow(S.page, 'Transit insurance').waitFor({ state: 'detached' });

    const phone = await open(seller, `/draftAgreement?agreementId=${agreementId}`, PHONE);
    await termRow(phone.page, 'Delivery').waitFor();
    await screenshot(phone.page, 'workspace-seller-draft-375');
    await phone.context.close();

    for (const party of [S, B]) {
      expectNoRefusals(party.answers);
      expect(party.problems.errors).toEqual([]);
      await party.context.close();
    }
  }, 180_000);

  it('consumer draft: items are added and edited, general terms edited, published; the detail has Report, a disabled Raise Invoice and the contract info', async () => {
    const [buyer, seller] = await Promise.all([
      newUser(harness.baseUrl, 'Neha Tenant'),
      newUser(harness.baseUrl, 'Om Landlord'),
    ]);
    const { id: agreementId } = await api(harness.baseUrl, buyer, 'POST', '/api/Business/CustomContract', {
      CreatorType: 'buyer',
      OtherPartyContactInfo: seller.phoneNumber,
      ContractType: 'Sales',
      LDDays: 4,
      LDPercent: 1,
      Advance: 5,
      NumberOfDays: 45,
      Deposit: 0,
    });
    const B = await open(buyer, `/draftD2C?agreementId=${agreementId}`);
    await B.page.getByRole('heading', { level: 1, name: 'Agreement Draft (Consumer)' }).waitFor();
    await B.page.getByText('No Item Is Present.').waitFor();

    // An item: the title is required (house message), then added.
    await B.page.getByRole('button', { name: 'Add item' }).click();
    await B.page.getByText('Title is required.').waitFor();
    await field(B.page, 'Item title').fill('Floor tiles');
    await field(B.page, 'HSN/SAC code').fill('6907');
    await field(B.page, 'Quantity').fill('40');
    await field(B.page, 'Rate').fill('55.5');
    await field(B.page, 'Days to complete').fill('7');
    await B.page.getByRole('button', { name: 'Add item' }).click();
    await shows(B.page, 'Item Added successfully.');
    // 40 × 55.50 + 18 % = 2,619.60
    await B.page.getByTestId('item-row').getByText('₹2,619.60').waitFor();
    await B.page.getByRole('button', { name: "Edit 'Floor tiles'" }).click();
    await B.page.getByRole('form', { name: "Edit 'Floor tiles'" }).getByLabel('Quantity').fill('50');
    await B.page.getByRole('button', { name: 'Save item' }).click();
    await B.page.getByTestId('item-row').getByText('₹3,274.50').waitFor();

    // General terms are read-only until Edit.
    expect(await field(B.page, 'LD percent').getAttribute('readonly')).not.toBeNull();
    await B.page.getByRole('button', { name: 'Edit', exact: true }).click();
    await field(B.page, 'LD percent').fill('3');
    await B.page.getByRole('button', { name: 'Save', exact: true }).click();
    await shows(B.page, 'Data updated successfully.');
    await field(B.page, 'LD percent').and(B.page.locator('[readonly]')).waitFor();
    expect(await field(B.page, 'LD percent').inputValue()).toBe('3');

    // No saved buyer groups yet: the bulk tab says where to make one.
    await B.page.getByText('You have no saved buyer term groups yet.').waitFor();
    await B.page.getByRole('tab', { name: 'Add Single Term' }).click();
    await field(B.page, 'Term title').fill('Site access');
    await field(B.page, 'Term text').fill('9 am to 6 pm on working days.');
    await B.page.getByRole('button', { name: 'Add term' }).click();
    await shows(B.page, 'Term added.');
    await screenshot(B.page, 'workspace-consumer-draft-1280');
    await B.page.getByRole('button', { name: 'Publish' }).click();
    await B.page.waitForURL(/\/DetailAgreement\?agreementId=/);
    await shows(B.page, 'Status is changed successfully');
    expect(await B.page.getByRole('button', { name: 'Raise Invoice' }).count()).toBe(0);

    // The seller's detail: Raise Invoice is there but disabled, with the reason; Report opens.
    const S = await open(seller, `/DetailAgreement?agreementId=${agreementId}`);
    const raise = S.page.getByRole('button', { name: 'Raise Invoice' });
    expect(await raise.getAttribute('aria-disabled')).toBe('true');
    await raise.hover();
    await S.page.getByRole('tooltip').getByText('Invoices can be raised once the contract is active').waitFor();
    await S.page.getByRole('button', { name: 'Report' }).click();
    const report = S.page.getByRole('dialog', { name: /^Report/ });
    await report.getByText('Contract value (incl. tax)').waitFor();
    await report.getByText('₹3,274.50').first().waitFor();
    await report.getByText('No invoices').waitFor();
    await S.page.waitForTimeout(400); // the modal's opening transition
    await screenshot(S.page, 'workspace-report-1280');
    await S.page.keyboard.press('Escape');
    await S.page.getByRole('tab', { name: 'Contract Info' }).click();
    const terms = S.page.getByTestId('general-terms');
    for (const text of ['45 days', '3%', '4 days', '5%', 'Proposed'])
      await terms.getByText(text, { exact: true }).waitFor();
    await S.page.getByText('Neha Tenant').first().waitFor();

    for (const party of [S, B]) {
      expectNoRefusals(party.answers);
      expect(party.problems.errors).toEqual([]);
      await party.context.close();
    }
  }, 180_000);

  it("says 'Not able to display order details' without an agreement or for one the user is not party to", async () => {
    const stranger = await newUser(harness.baseUrl, 'Sam Stranger');
    const context = await signedInContext(harness.browser, harness.baseUrl, stranger);
    const { page } = await openPage(context, {
      pendingApi: /GetUserAgreementDetail|GetAgreementItems|AgreementTermList|AvailableActions/,
    });
    await page.goto(harness.baseUrl + '/DetailContract');
    await page.getByText('Not able to display order details').waitFor();
    await page.goto(harness.baseUrl + '/draftAgreement?agreementId=6f1d2c3b-1111-4222-8333-944455566677');
    await page.getByText('Not able to display order details').waitFor();
    await page.getByText('You are not a party to this agreement.').waitFor();
    await context.close();
  });
});
