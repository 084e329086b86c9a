import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { type BrowserHarness, PHONE, screenshot, type SignedIn, startBrowserHarness } from './browser-harness.js';
import { api, appliedRfq, expectNoRefusals, newUser, openAs } from './negotiation-fixtures.js';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
/** Waits for a notification or cue text (they clear after 4 s, so the wait starts right after the action). */
const shows = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ timeout: 15_000 });
const banner = (page: Page) => page.getByTestId('turn-banner');

describe('live negotiation workspace', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  }, 300_000);
  afterAll(() => harness?.close());

  // The dashboard's client report is not served yet (another issue); the dashboard shows its message.
  const open = (user: SignedIn, path: string, viewport?: { width: number; height: number }) =>
    openAs(harness, user, path, { viewport, pendingApi: /\/api\/Business\/ClientReport/ });

  it('plays a full negotiation through the UI, each side seeing the other live, ending Active on both dashboards', async () => {
    const [buyer, seller] = await Promise.all([
      newUser(harness.baseUrl, 'Bina Buyer'),
      newUser(harness.baseUrl, 'Ravi Seller'),
    ]);

    // The buyer creates the RFQ on /NewRFQ and invites the seller on /DetailProposal.
    const B = await open(buyer, '/NewRFQ');
    await B.page.getByRole('heading', { level: 1, name: 'Request for Quotation' }).waitFor();
    await B.page.getByRole('textbox', { name: 'Title', exact: true }).fill('Site materials');
    for (const [title, quantity] of [
      ['Steel rods', '100'],
      ['Cement bags', '200'],
    ]) {
      await B.page.getByRole('textbox', { name: 'Item title', exact: true }).fill(title!);
      await B.page.getByRole('spinbutton', { name: 'Quantity', exact: true }).fill(quantity!);
      await B.page.getByRole('button', { name: 'Add item' }).click();
    }
    await B.page.getByRole('textbox', { name: 'Term title', exact: true }).fill('Payment');
    await B.page.getByRole('textbox', { name: 'Term text', exact: true }).fill('Within 30 days of delivery.');
    await B.page.getByRole('textbox', { name: 'Term text', exact: true }).press('Enter');
    await B.page.getByRole('button', { name: 'Publish' }).click();
    await B.page.waitForURL('**/Home');
    const rfqs = await api<{ id: string; title: string }[]>(
      harness.baseUrl,
      buyer,
      'GET',
      '/api/Business/GetUserRFQList',
    );
    const proposalId = rfqs.find((rfq) => rfq.title === 'Site materials')!.id;
    await B.page.goto(`${harness.baseUrl}/DetailProposal?proposalId=${proposalId}`);
    await B.page.getByRole('tab', { name: 'Single Invite' }).click();
    await B.page.getByRole('textbox', { name: "Seller's phone number" }).fill(seller.phoneNumber.slice(3));
    await B.page.getByRole('button', { name: 'Send invite' }).click();
    await shows(B.page, 'Invites sent successfully');

    // The seller applies on /ApplyRFQ and lands on the draft agreement.
    const S = await open(seller, `/DetailProposal?id=${proposalId}`);
    await S.page.getByRole('link', { name: 'Apply' }).click();
    await S.page.getByRole('heading', { level: 1, name: 'Apply for Proposal' }).waitFor();
    await S.page.getByRole('spinbutton', { name: 'Advance (%)' }).fill('10');
    for (const [title, rate] of [
      ['Steel rods', '500'],
      ['Cement bags', '380'],
    ]) {
      const row = S.page.getByRole('group', { name: title });
      await row.getByRole('spinbutton', { name: 'Rate' }).fill(rate!);
      await row.getByRole('spinbutton', { name: 'Days to complete' }).fill('15');
    }
    await S.page.getByRole('button', { name: 'Submit quotation' }).click();
    await S.page.waitForURL(/\/draftAgreement\?agreementId=[0-9a-f-]{36}$/);
    const agreementId = new URL(S.page.url()).searchParams.get('agreementId')!;
    await B.page.goto(`${harness.baseUrl}/DetailAgreement?agreementId=${agreementId}`);
    const rods = "'Steel rods'";

    // The seller edits the draft in place, adds a term and publishes.
    await S.page.getByRole('heading', { level: 1, name: 'Agreement Draft' }).waitFor();
    await S.page.getByLabel(`Proposed rate of ${rods}`).fill('520');
    await S.page.getByRole('button', { name: 'Save agreement' }).click();
    await shows(S.page, 'Status is changed successfully');
    await S.page.getByRole('tab', { name: 'Add Single Term' }).click();
    await S.page.getByLabel('Term title').fill('Delivery');
    await S.page.getByLabel('Term text').fill('Delivered to the Pune site, unloading included.');
    await S.page.getByRole('button', { name: 'Add term' }).click();
    await shows(S.page, 'Term added.');
    await shows(B.page, "Seller added the term 'Delivery'");
    await S.page.getByRole('button', { name: 'Publish' }).click();
    await S.page.waitForURL(/\/DetailAgreement\?agreementId=/);
    await shows(B.page, 'Seller published the agreement');
    await banner(B.page).getByText('Your move').waitFor();

    // Terms: each side accepts the other's.
    await S.page.getByRole('button', { name: "Accept the term 'Payment'" }).click();
    await dialog(S.page, "Accept the term 'Payment'").getByRole('button', { name: 'Accept' }).click();
    await shows(B.page, "Seller accepted the term 'Payment'");
    await B.page.getByRole('button', { name: "Accept the term 'Delivery'" }).click();
    await dialog(B.page, "Accept the term 'Delivery'").getByRole('button', { name: 'Accept' }).click();
    await shows(S.page, "Buyer accepted the term 'Delivery'");
    await banner(S.page).getByText('Waiting for the buyer').waitFor();

    // The buyer counters the rods with a remark: the seller's row lights up and it is their move.
    await B.page.getByRole('button', { name: `Negotiate ${rods}` }).click();
    const offer = dialog(B.page, `Negotiate ${rods}`);
    expect(await offer.getByLabel('Rate').inputValue()).toBe('520');
    await offer.getByLabel('Rate').fill('450');
    await offer.getByLabel('Days to complete').fill('12');
    await offer.getByLabel('Remark (optional)').fill('Our budget is 450 a rod.');
    await offer.getByRole('button', { name: 'Send offer' }).click();
    // The remark and the offer may arrive in one live update ("… with a remark") or in two.
    await shows(S.page, `Buyer countered ${rods}`);
    await S.page.locator('[data-testid=item-row][data-changed]').filter({ hasText: 'Steel rods' }).waitFor();
    await banner(S.page).getByText('Your move').waitFor();
    const sellerRods = S.page.getByTestId('item-row').filter({ hasText: 'Steel rods' });
    expect(await sellerRods.getByTestId('buyer-rate').innerText()).toBe('₹450.00 / Count');
    expect(await sellerRods.getByRole('button', { name: `Remarks on ${rods} (1)` }).count()).toBe(1);

    // The seller counters at 480; the buyer is offered to accept that as it stands (issue 37).
    await S.page.getByRole('button', { name: `Negotiate ${rods}` }).click();
    const counter = dialog(S.page, `Negotiate ${rods}`);
    await counter.getByLabel('Rate').fill('480');
    await counter.getByRole('button', { name: 'Send offer' }).click();
    await shows(B.page, `Seller countered ${rods}`);
    await banner(S.page).getByText('Waiting for the buyer').waitFor();
    await B.page.getByRole('button', { name: `Accept ${rods}` }).waitFor();

    // The buyer meets the seller's offer; once equal, the seller accepts.
    await B.page.getByRole('button', { name: `Negotiate ${rods}` }).click();
    const meet = dialog(B.page, `Negotiate ${rods}`);
    expect(await meet.getByLabel('Rate').inputValue()).toBe('480');
    await meet.getByRole('button', { name: 'Send offer' }).click();
    await shows(S.page, `Buyer countered ${rods}`);
    await S.page.getByRole('button', { name: `Accept ${rods}` }).click();
    await dialog(S.page, `Accept ${rods}`).getByRole('button', { name: 'Accept' }).click();
    await shows(B.page, `Seller accepted ${rods}`);

    // The buyer starts the contract.
    await B.page.getByRole('button', { name: 'Start', exact: true }).click();
    await dialog(B.page, 'Start the contract').getByRole('button', { name: 'Start' }).click();
    await shows(B.page, 'Contract started');
    await shows(S.page, 'Buyer started the contract');
    // The contract waits on the buyer's 10% advance now (issue 37: execution moves count too).
    await banner(S.page).getByText('The buyer has the next move on paying the advance.').waitFor();
    expect(await S.page.getByTestId('negotiation-action').count()).toBe(0);
    await screenshot(S.page, 'negotiation-detail-seller-1280');
    await B.page.getByRole('tab', { name: 'Contract Info' }).click();
    await B.page.getByTestId('general-terms').getByText('Active').waitFor();
    await screenshot(B.page, 'negotiation-contract-info-buyer-1280');

    const phone = await open(buyer, `/DetailContract?agreementId=${agreementId}`, PHONE);
    await phone.page.getByRole('heading', { level: 1, name: 'Contract Details' }).waitFor();
    await phone.page.getByTestId('item-row').first().waitFor();
    await screenshot(phone.page, 'negotiation-detail-buyer-375');
    await phone.context.close();

    // Both dashboards list the contract as Active.
    for (const party of [B, S]) {
      await party.page.goto(harness.baseUrl + '/Home');
      const status = party.page.getByRole('region', { name: 'Contract Status', exact: true });
      await status.getByRole('tab', { name: 'Active (1)' }).click();
      await status.getByTestId('agreement-row').getByText('Active', { exact: true }).waitFor();
    }
    for (const party of [B, S]) {
      expectNoRefusals(party.answers);
      expect(party.problems.errors).toEqual([]);
      await party.context.close();
    }
  }, 240_000);

  it('never shows an action the server refuses: every visible action, in several states, for both roles', async () => {
    const [buyer, seller] = await Promise.all([
      newUser(harness.baseUrl, 'Kavya Buyer'),
      newUser(harness.baseUrl, 'Arun Seller'),
    ]);
    const { agreementId } = await appliedRfq(
      harness.baseUrl,
      buyer,
      seller,
      [{ title: 'Copper wire', quantity: 50, rate: 900 }],
      [{ title: 'Warranty', text: 'Twelve months from delivery.' }],
    );
    await api(harness.baseUrl, seller, 'POST', '/api/Business/AddAgreementTerm', {
      TermRfpId: agreementId,
      TermTitle: 'Packing',
      TermTxt: 'Drums of 100 m, sealed.',
      TermTypeId: 1,
      Attachments: [],
    });
    const S = await open(seller, `/draftAgreement?agreementId=${agreementId}`);
    await S.page.getByRole('button', { name: 'Publish' }).click();
    await S.page.waitForURL(/\/DetailAgreement\?agreementId=/);
    const B = await open(buyer, `/DetailAgreement?agreementId=${agreementId}`);
    const pages = { buyer: B.page, seller: S.page };
    await Promise.all(Object.values(pages).map((page) => banner(page).waitFor()));

    // Each side clicks each visible action once (negotiations before acceptances), then looks again.
    // Reject and Start end the negotiation and are clicked last.
    const clicked: string[] = [];
    const labelsOf = (page: Page) =>
      page
        .getByTestId('negotiation-action')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''));
    const nextAction = async () => {
      for (const role of ['buyer', 'seller'] as const) {
        const unclicked = (await labelsOf(pages[role])).filter(
          (label) => !['Reject', 'Start'].includes(label) && !clicked.includes(`${role}: ${label}`),
        );
        const label = unclicked.find((l) => l.startsWith('Negotiate')) ?? unclicked[0];
        if (label) return { role, label };
      }
      return undefined;
    };
    const act = async (page: Page, label: string, exact = false) => {
      await page
        .getByTestId('negotiation-action')
        .and(page.getByRole('button', { name: label, exact }))
        .first()
        .click();
      const submit = page
        .getByRole('dialog')
        .getByRole('button', { name: /^(Send offer|Send wording|Accept|Start|Reject)$/ });
      // Both screens refetch what is offered once the change is committed (the actor's own
      // refetch, the other side's live update).
      const refreshed = Object.values(pages).map((other) =>
        other.waitForResponse((response) => response.url().includes('/api/Business/AvailableActions'), {
          timeout: 20_000,
        }),
      );
      await submit.click();
      await Promise.all(refreshed);
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.waitForTimeout(300);
    };

    for (let round = 0; round < 20; round++) {
      const next = await nextAction();
      if (!next) break;
      clicked.push(`${next.role}: ${next.label}`);
      await act(pages[next.role], next.label, next.label === 'Negotiate' || next.label === 'Accept');
    }
    expect(clicked).toEqual(
      expect.arrayContaining([
        'buyer: Negotiate',
        "buyer: Negotiate 'Copper wire'",
        "buyer: Negotiate the term 'Packing'",
        'seller: Negotiate',
        "seller: Negotiate 'Copper wire'",
        "seller: Negotiate the term 'Warranty'",
        "buyer: Accept 'Copper wire'",
      ]),
    );

    // A remark on the agreement, seen live by the other side.
    await S.page.getByRole('button', { name: 'Add Remark on the agreement' }).click();
    const thread = dialog(S.page, 'Remarks: the agreement');
    await thread.getByLabel('Your remark').fill('Drums leave the plant on Monday.');
    await thread.getByRole('button', { name: 'Add Remark' }).click();
    await shows(B.page, 'Seller added a remark on the agreement');
    await S.page.keyboard.press('Escape');

    // Finally the buyer rejects, with a remark.
    await B.page
      .getByTestId('negotiation-action')
      .and(B.page.getByRole('button', { name: 'Reject', exact: true }))
      .click();
    await dialog(B.page, 'Reject the contract')
      .getByLabel('Remark (optional)')
      .fill('Prices moved; we will tender again.');
    await dialog(B.page, 'Reject the contract').getByRole('button', { name: 'Reject' }).click();
    await shows(B.page, 'Contract Rejected');
    await shows(S.page, 'Buyer rejected the contract');
    await banner(S.page).getByText('The contract was rejected.').waitFor();
    expect(await S.page.getByTestId('negotiation-action').count()).toBe(0);

    for (const party of [B, S]) {
      expectNoRefusals(party.answers);
      expect(party.problems.errors).toEqual([]);
      await party.context.close();
    }
  }, 240_000);
});
