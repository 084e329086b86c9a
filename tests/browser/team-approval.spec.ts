// Issue 38: two members' approval in the browser. The owner sets the amount on Team Members; a
// seller's draft worth more waits on manager A's screen until manager B approves it on a phone;
// A's open draft then offers Publish without a reload, and the buyer receives the contract.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator } from 'playwright-core';
import { teamOf, type Member } from '../api/team/support/team.js';
import { type BrowserHarness, PHONE, screenshot, type SignedIn, startBrowserHarness } from './browser-harness.js';
import { appliedRfq, expectNoRefusals, newUser, openAs } from './negotiation-fixtures.js';

const AWAITING = 'your business needs a second member’s approval before it is sent or started';

const asSignedIn = (member: Member, name: string): SignedIn => ({
  ...member,
  name,
  phoneNumber: member.phone,
  email: null,
});

/** Whether an element lies wholly inside the screen's width (nothing cut off on the right). */
const fitsWidth = async (element: Locator, width: number) => {
  const box = (await element.boundingBox())!;
  return box.x >= 0 && box.x + box.width <= width;
};

describe('two members’ approval in the browser', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  }, 300_000);
  afterAll(() => harness?.close());

  it('holds a manager’s publish until another member approves, then offers it live', async () => {
    const base = harness.baseUrl;
    const [owner, buyer] = await Promise.all([newUser(base, 'Sunil Seller'), newUser(base, 'Bina Buyer')]);
    const [managerA, managerB] = await teamOf(base, { ...owner, phone: owner.phoneNumber }, ['manager', 'manager']);
    const open = (user: SignedIn, path: string, viewport?: typeof PHONE) =>
      openAs(harness, user, path, { viewport, timeoutMs: 30_000 });

    // The owner sets the amount on Team Members; the card states it in rupees, Indian grouping.
    const O = await open(owner, '/TeamMembers');
    const rule = O.page.getByRole('form', { name: 'Two-member approval' });
    await rule.getByText('Any member whose role allows it sends and starts contracts on their own.').waitFor();
    await rule.getByRole('textbox', { name: 'Approval needed above (₹)' }).fill('150000');
    await rule.getByRole('button', { name: 'Save', exact: true }).click();
    await rule
      .getByText('Contracts above ₹1,50,000.00 need a second member’s approval to be sent or started.')
      .waitFor();
    await screenshot(O.page, 'team-approval-rule-1280');

    // The business's draft, worth ₹2,00,000 before tax, made from the buyer's RFQ.
    const { agreementId } = await appliedRfq(
      base,
      buyer,
      owner,
      [{ title: 'TMT bars', quantity: 100, rate: 2000 }],
      [{ title: 'Delivery', text: 'Delivered to the Pune site.' }],
    );
    const draft = `/draftAgreement?agreementId=${agreementId}`;

    // Manager A is told why the draft waits, and has no Publish.
    const A = await open(asSignedIn(managerA, 'Manager Member'), draft);
    await A.page.getByTestId('awaiting-approval').getByText(AWAITING).waitFor();
    expect(await A.page.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
    // The sentence wraps beside the buttons: Back and Approve stay on one row.
    const middleOf = async (button: Locator) => {
      const box = (await button.boundingBox())!;
      return box.y + box.height / 2;
    };
    const [back, approveOfA] = await Promise.all([
      middleOf(A.page.getByRole('button', { name: 'Back', exact: true })),
      middleOf(A.page.getByRole('button', { name: 'Approve', exact: true })),
    ]);
    expect(Math.abs(back - approveOfA)).toBeLessThan(4);
    await screenshot(A.page, 'team-approval-awaiting-1280');
    let reloads = 0;
    A.page.on('framenavigated', (frame) => {
      if (frame === A.page.mainFrame()) reloads++;
    });

    // Manager B opens the same draft on a phone: the sentence and Approve fit the screen.
    const B = await open(asSignedIn(managerB, 'Manager Member'), draft, PHONE);
    const awaitingOnPhone = B.page.getByTestId('awaiting-approval');
    await awaitingOnPhone.getByText(AWAITING).waitFor();
    const approve = B.page.getByRole('button', { name: 'Approve', exact: true });
    await approve.scrollIntoViewIfNeeded();
    expect([await fitsWidth(awaitingOnPhone, PHONE.width), await fitsWidth(approve, PHONE.width)]).toEqual([
      true,
      true,
    ]);
    expect(await B.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(B.page, 'team-approval-awaiting-375');

    // B approves; A's open draft offers Publish without a reload.
    await approve.click();
    const confirm = B.page.getByRole('dialog', { name: 'Approve the contract' });
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    const publish = A.page.getByRole('button', { name: 'Publish', exact: true });
    await publish.waitFor({ timeout: 30_000 });
    expect(await A.page.getByTestId('awaiting-approval').count()).toBe(0);
    expect(reloads).toBe(0);

    // A publishes; the buyer receives the proposed contract.
    await publish.click();
    await A.page.waitForURL(/\/DetailAgreement\?agreementId=/);
    const Buyer = await open(buyer, `/DetailAgreement?agreementId=${agreementId}`);
    await Buyer.page.getByTestId('item-row').filter({ hasText: 'TMT bars' }).first().waitFor();
    await Buyer.page.getByTestId('status-badge').first().getByText('Proposed').waitFor();

    for (const session of [O, A, B, Buyer]) {
      expect(session.problems.errors).toEqual([]);
      expectNoRefusals(session.answers);
    }
  }, 300_000);
});
