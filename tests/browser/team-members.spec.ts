// Issue 38: a business's owner and its manager, accountant and viewer work one contract, each in a
// browser of their own. The owner invites them on Team Members; each sees what their role may do
// and nothing more; the viewer, removed by the owner, loses the open contract within seconds.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { newPhone, registerVerified } from '../api/accounts/support/accounts.js';
import { sendContract } from '../api/agreements/support/agreements.js';
import { numberedInvoice } from '../api/invoices/support/contracts.js';
import { type BrowserHarness, screenshot, type SignedIn, startBrowserHarness } from './browser-harness.js';
import { api, newUser, openAs } from './negotiation-fixtures.js';

const ROLES = { manager: 'Manager', accountant: 'Accountant', viewer: 'Viewer' } as const;
type Role = keyof typeof ROLES;

// The buttons that change a contract; a viewer's screen shows none of them.
const CHANGING = /^(Reject|Negotiate|Start|Accept|Add Remark|Pay|Generate Note|Raise Invoice|Sign|Edit)\b/;

const asParty = (user: SignedIn) => ({ ...user, phone: user.phoneNumber });

/** The owner's invitation through the screen's form (a 10-digit number, as people type it). */
async function invite(page: Page, phone: string, role: string) {
  const form = page.getByRole('form', { name: 'Invite a team member' });
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(phone.slice(3));
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await form.getByRole('button', { name: 'Invite', exact: true }).click();
}

/** The names of the buttons on the page's main area. */
const buttonsOf = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('button')
    .evaluateAll((all) => all.map((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim()));

describe('a business team in four browsers', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  }, 300_000);
  afterAll(() => harness?.close());

  const open = (user: SignedIn, path: string) => openAs(harness, user, path, { timeoutMs: 30_000 });

  it('invites a team whose roles decide what each sees, and a removed member loses access', async () => {
    const base = harness.baseUrl;
    const [owner, seller] = await Promise.all([newUser(base, 'Bharat Traders'), newUser(base, 'Ravi Seller')]);

    // The owner's Team Members: the business and its owner, and the invitation form.
    const O = await open(owner, '/TeamMembers');
    await O.page.getByTestId('team-business').getByText('Bharat Traders').waitFor();
    const rows = O.page.getByTestId('team-member-row');
    await rows
      .filter({ hasText: owner.phoneNumber })
      .getByText(/^Joined \d\d\/\d\d\/\d{4}$/)
      .waitFor();

    // A number that has its own account cannot be invited: the server's reason shows under the field.
    await invite(O.page, seller.phoneNumber, 'Manager');
    await O.page
      .getByText('This phone number already has its own Samvida account. Invite a number that has not signed up yet.')
      .waitFor();

    const phones = { manager: newPhone(), accountant: newPhone(), viewer: newPhone() };
    for (const role of Object.keys(ROLES) as Role[]) {
      await invite(O.page, phones[role], ROLES[role]);
      const row = rows.filter({ hasText: phones[role] });
      await row.getByText(/^Invited \d\d\/\d\d\/\d{4}$/).waitFor();
      expect(await row.getByRole('combobox').inputValue()).toBe(ROLES[role]);
    }
    await screenshot(O.page, 'team-members-invited-1280');

    // Each invited number signs up and acts for the business.
    const members = {} as Record<Role, SignedIn>;
    for (const role of Object.keys(ROLES) as Role[]) {
      const name = `${ROLES[role]} Member`;
      const signedIn = await registerVerified(base, { UsrName: name, PhoneNumber: phones[role] });
      expect(signedIn.userId).toBe(owner.userId);
      members[role] = { ...signedIn, name, phoneNumber: signedIn.phone, email: null };
    }
    await O.page.reload();
    for (const role of Object.keys(ROLES) as Role[])
      await rows
        .filter({ hasText: `${ROLES[role]} Member` })
        .getByText('Active', { exact: true })
        .waitFor();

    // A seller proposes a contract to the business; every member opens it.
    const { id: agreementId } = await sendContract(base, asParty(seller), owner.phoneNumber, { CreatorType: 'seller' });
    const detail = `/DetailContract?agreementId=${agreementId}`;
    const M = await open(members.manager, detail);
    const A = await open(members.accountant, detail);
    const V = await open(members.viewer, detail);
    for (const { page } of [M, A, V]) await page.getByTestId('item-row').first().waitFor();

    // The manager negotiates; the accountant and the viewer have no negotiation move.
    await M.page.getByTestId('negotiation-action').filter({ hasText: 'Negotiate' }).first().waitFor();
    expect(await A.page.getByTestId('negotiation-action').count()).toBe(0);
    expect(await V.page.getByTestId('negotiation-action').count()).toBe(0);
    // The accountant may comment; the viewer only reads.
    await A.page.getByRole('button', { name: 'Add Remark on the agreement' }).waitFor();
    expect((await buttonsOf(V.page)).filter((name) => CHANGING.test(name))).toEqual([]);
    // The business's move is the manager's to make: only their banner says "Your move", and only their
    // side navigation offers to create contracts and RFQs.
    await M.page.getByTestId('turn-banner').getByText('Your move', { exact: true }).waitFor();
    for (const { page } of [A, V])
      await page.getByTestId('turn-banner').getByText("Your business's move", { exact: true }).waitFor();
    const navEntries = (page: Page) =>
      page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();
    const CREATING = ['Create New', 'Purchase Order', 'Create RFQ'];
    expect(await navEntries(M.page)).toEqual(expect.arrayContaining(CREATING));
    for (const { page } of [A, V]) {
      const entries = await navEntries(page);
      expect(entries).toContain('All Contracts');
      expect(entries.filter((entry) => CREATING.includes(entry))).toEqual([]);
    }

    // The manager starts the contract; everyone sees it active.
    await M.page.getByTestId('negotiation-action').filter({ hasText: 'Start' }).click();
    await M.page.getByRole('dialog', { name: 'Start the contract' }).getByRole('button', { name: 'Start' }).click();
    for (const { page } of [M, A, V])
      await page.getByTestId('status-badge').first().getByText('Active').waitFor({ timeout: 20_000 });

    // The seller invoices one laptop; the accountant has the business's invoice and payment moves.
    const items = await api<{ id: string; itemTitle: string }[]>(
      base,
      seller,
      'GET',
      `/api/Business/GetAgreementItems?agreementid=${agreementId}`,
    );
    const idOf = (title: string) => items.find((item) => item.itemTitle === title)!.id;
    await numberedInvoice(
      harness.app,
      asParty(seller),
      { agreementId, laptopId: idOf('Laptop'), mouseId: idOf('Mouse') },
      [{ AgItemId: idOf('Laptop'), QuantityDelivered: 1, Rate: '50000.00' }],
    );
    for (const { page } of [M, A, V]) {
      await page.getByRole('tab', { name: 'Invoice & Payments' }).click();
      await page.getByTestId('invoice-card').first().waitFor({ timeout: 20_000 });
    }
    await A.page.getByRole('button', { name: 'Generate Note' }).waitFor();
    await A.page.getByTestId('advance-card').getByRole('button', { name: 'Pay', exact: true }).waitFor();
    await screenshot(A.page, 'team-accountant-invoices-1280');
    for (const { page } of [M, V]) {
      expect(await page.getByRole('button', { name: 'Generate Note' }).count()).toBe(0);
      expect(await page.getByTestId('advance-card').getByRole('button', { name: 'Pay', exact: true }).count()).toBe(0);
    }
    expect((await buttonsOf(V.page)).filter((name) => CHANGING.test(name))).toEqual([]);

    // Beyond the contract, the screens follow the role too: the manager starts orders from the
    // dashboard; the accountant is told an order is not theirs to create.
    await M.page.goto(base + '/Home');
    await M.page.getByRole('navigation', { name: 'Quick actions' }).getByText('Purchase Order').waitFor();
    await A.page.goto(base + '/New');
    await A.page
      .getByTestId('role-notice')
      .getByText('Your role in this business does not allow this. Ask its owner.')
      .waitFor();
    expect(await A.page.getByRole('button', { name: 'Create Order' }).count()).toBe(0);

    // Members read the team; only the owner manages it.
    await A.page.goto(base + '/TeamMembers');
    await A.page.getByText('Only the business’s owner manages its team.').waitFor();
    expect(await A.page.getByRole('form', { name: 'Invite a team member' }).count()).toBe(0);
    expect(await A.page.getByTestId('team-member-row').count()).toBe(4);

    // The owner removes the viewer: the viewer's open contract signs out within seconds, saying why.
    await O.page.getByRole('button', { name: `Remove ${phones.viewer}` }).click();
    await O.page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await O.page.getByText('Removed from the team.').first().waitFor({ timeout: 15_000 });
    await V.page.waitForURL(/\/Signup\?returnTo=/, { timeout: 20_000 });
    await V.page
      .getByTestId('session-ended')
      .getByText('Your membership of this business changed. Please sign in again.')
      .waitFor();
    expect(await rows.filter({ hasText: phones.viewer }).count()).toBe(0);

    // The one failed request is the refused invitation of a number with an account (409).
    const refusedInvite = /409 \(Conflict\) \(.*\/api\/Team\/Invite\)$/;
    expect(O.problems.errors.filter((error) => !refusedInvite.test(error))).toEqual([]);
    expect([...M.problems.errors, ...A.problems.errors]).toEqual([]);
  }, 300_000);
});
