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
import { newUser, PNG, thumb } from './negotiation-fixtures.js';

const shows = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });
// A required field's label ends with the asterisk Mantine adds.
const named = (label: string) => new RegExp(`^${label.replace(/[()%/]/g, '\\$&')}( \\*)?$`);
const field = (page: Page, label: string) => page.getByLabel(named(label)).first();
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: named(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
/** Answers the spec's confirmation: Cancel keeps things as they are, Delete goes ahead. */
async function confirm(page: Page, question: string, answer: 'Cancel' | 'Delete') {
  await page.getByText(question, { exact: true }).waitFor();
  await page.getByRole('button', { name: answer, exact: true }).click();
}

describe('catalogue and term groups', () => {
  let harness: BrowserHarness;
  let user: SignedIn;
  beforeAll(async () => {
    harness = await startBrowserHarness();
    user = await newUser(harness.baseUrl, 'Gita Trader');
  }, 300_000);
  afterAll(() => harness?.close());

  async function open(path: string, viewport?: { width: number; height: number }) {
    const context = await signedInContext(harness.browser, harness.baseUrl, user, viewport);
    const { page, problems } = await openPage(context);
    await page.goto(harness.baseUrl + path);
    return { context, page, problems };
  }

  it('catalogue: validation messages, create to sell and to buy, edit, remove an attachment and an item with confirmation', async () => {
    const { context, page, problems } = await open('/userItems');
    await page.getByRole('heading', { level: 1, name: 'Create catalog' }).waitFor();
    const sell = page.getByRole('region', { name: 'Sell List' });
    const buy = page.getByRole('region', { name: 'Buy List' });
    await sell.getByText('No Item Is Present.').waitFor();
    await buy.getByText('No Item Is Present.').waitFor();

    await page.getByRole('button', { name: 'Add item' }).click();
    for (const message of ['Item type has to be valid', 'Currency has to be selected', 'Unit has to be selected'])
      await shows(page, message);

    await page.getByRole('radio', { name: 'To Sell' }).check();
    await field(page, 'Title').fill('OPC 53 cement');
    await field(page, 'Description').fill('50 kg bag');
    await field(page, 'HSN/CSN/UIN').fill('2523');
    await choose(page, 'Currency', 'INR');
    await field(page, 'Rate').fill('380.5');
    await choose(page, 'Unit', 'Bag');
    await field(page, 'Tax %').fill('28');
    await page.locator('input[type=file]').setInputFiles({ name: 'cement.png', mimeType: 'image/png', buffer: PNG });
    // Uploaded once it is listed with its remove button (the input shows the name while uploading).
    await page.getByRole('button', { name: 'Remove cement.png' }).waitFor();
    await page.getByRole('button', { name: 'Add item' }).click();
    await shows(page, 'Data added successfully');
    const cement = sell.getByTestId('catalogue-row').filter({ hasText: 'OPC 53 cement' });
    await cement.getByText('₹380.50 / Bag').waitFor();
    await thumb(cement);
    expect(await field(page, 'Title').inputValue()).toBe('');

    await page.getByRole('radio', { name: 'To Buy' }).check();
    await field(page, 'Title').fill('Packing tape');
    await choose(page, 'Currency', 'INR');
    await choose(page, 'Unit', 'Count');
    await page.getByRole('button', { name: 'Add item' }).click();
    await buy.getByTestId('catalogue-row').filter({ hasText: 'Packing tape' }).waitFor();
    await screenshot(page, 'catalogue-1280');

    // Edit: the form takes the item's values.
    await page.getByRole('button', { name: 'Edit OPC 53 cement' }).click();
    expect(await field(page, 'Title').inputValue()).toBe('OPC 53 cement');
    await field(page, 'Title').fill('OPC 53 grade cement');
    await page.getByRole('button', { name: 'Update item' }).click();
    await shows(page, 'Data updated successfully.');
    const renamed = sell.getByTestId('catalogue-row').filter({ hasText: 'OPC 53 grade cement' });
    await renamed.getByText('28%').waitFor();

    // Remove the attachment, then the item, each after the spec's question.
    await renamed.getByRole('button', { name: 'Remove attachment cement.png' }).click();
    await confirm(page, 'Are you sure you want to delete the attachment ?', 'Delete');
    await shows(page, 'Deleted successfully');
    await renamed.getByText('No Attachments').waitFor();
    await page.getByRole('button', { name: 'Remove Packing tape' }).click();
    await confirm(page, 'Are you sure you want to delete the attachment ?', 'Cancel');
    expect(await buy.getByTestId('catalogue-row').count()).toBe(1);
    await page.getByRole('button', { name: 'Remove Packing tape' }).click();
    await confirm(page, 'Are you sure you want to delete the attachment ?', 'Delete');
    await buy.getByText('No Item Is Present.').waitFor();
    expect(await sell.getByTestId('catalogue-row').count()).toBe(1);
    expect(problems.errors).toEqual([]);
    await context.close();

    const phone = await open('/userItems', PHONE);
    await phone.page.getByTestId('catalogue-row').first().waitFor();
    await screenshot(phone.page, 'catalogue-375');
    await phone.context.close();
  }, 120_000);

  it('term groups: validation messages, create, edit, terms with files in a group, removals with confirmation', async () => {
    const { context, page, problems } = await open('/userTerms');
    await page.getByRole('heading', { level: 1, name: 'Term Groups' }).waitFor();
    await page.getByText('No term groups yet.').waitFor();
    await page.getByRole('button', { name: 'Add group' }).click();
    for (const message of [
      'Please select a valid type.',
      'Please enter a valid name.',
      'Please enter a valid description.',
    ])
      await shows(page, message);

    await field(page, 'Group name').fill('Site terms');
    await choose(page, 'Term type', 'Seller');
    await field(page, 'Description').fill('For supplies to our sites');
    await field(page, 'LD percent (for buying)').fill('2.5');
    await field(page, 'LD duration in days (for buying)').fill('7');
    // The advance has the agreement advance's bounds.
    await field(page, 'Advance (%)').fill('100.5');
    await page.getByRole('button', { name: 'Add group' }).click();
    await shows(page, 'Enter a percent between 0 and 100 with at most 2 decimals.');
    await field(page, 'Advance (%)').fill('10');
    await page.getByRole('button', { name: 'Add group' }).click();
    await shows(page, 'Data added successfully');
    const row = page.getByTestId('term-group-row').filter({ hasText: 'Site terms' });
    await row.getByText('2.5% after 7 days').waitFor();
    await row.getByRole('cell', { name: '10%', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Edit Site terms' }).click();
    await field(page, 'Group name').fill('Site supply terms');
    await page.getByRole('button', { name: 'Update group' }).click();
    await shows(page, 'Data updated successfully.');
    await page.getByTestId('term-group-row').filter({ hasText: 'Site supply terms' }).waitFor();
    await screenshot(page, 'term-groups-1280');

    // Terms in the group.
    await page.getByRole('link', { name: 'Add Terms to Site supply terms' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms in Group' }).waitFor();
    await page.getByRole('heading', { name: 'Site supply terms' }).waitFor();
    await page.getByText('LD 2.5% after 7 days (for buying) · 10% advance').waitFor();
    await page.getByRole('button', { name: 'Add term' }).click();
    expect(await page.getByText('Please enter valid title', { exact: true }).count()).toBe(2);
    await field(page, 'Title').fill('Warranty');
    await field(page, 'Description').fill('Twelve months from delivery.');
    await page.locator('input[type=file]').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: PNG });
    // Uploaded once it is listed with its remove button (the input shows the name while uploading).
    await page.getByRole('button', { name: 'Remove card.png' }).waitFor();
    await page.getByRole('button', { name: 'Add term' }).click();
    await shows(page, 'Data added successfully');
    const term = page.getByTestId('group-term-row').filter({ hasText: 'Warranty' });
    await thumb(term);

    await page.getByRole('button', { name: 'Edit Warranty' }).click();
    await field(page, 'Description').fill('Eighteen months from delivery.');
    await page.getByRole('button', { name: 'Update term' }).click();
    await term.getByText('Eighteen months from delivery.').waitFor();
    await screenshot(page, 'term-conditions-1280');

    await term.getByRole('button', { name: 'Remove attachment card.png' }).click();
    await confirm(page, 'Are you sure you want to delete the attachment ?', 'Delete');
    await term.getByText('No Attachments').waitFor();
    await page.getByRole('button', { name: 'Remove Warranty' }).click();
    await confirm(page, 'Are you sure you want to delete the term ?', 'Delete');
    await page.getByText('No terms in this group yet.').waitFor();

    await page.getByRole('link', { name: '← All term groups' }).click();
    await page.getByRole('button', { name: 'Remove Site supply terms' }).click();
    await confirm(page, 'Are you sure you want to delete this term group?', 'Cancel');
    await page.getByTestId('term-group-row').first().waitFor();
    await page.getByRole('button', { name: 'Remove Site supply terms' }).click();
    await confirm(page, 'Are you sure you want to delete this term group?', 'Delete');
    await page.getByText('No term groups yet.').waitFor();
    expect(problems.errors).toEqual([]);
    await context.close();
  }, 120_000);
});
