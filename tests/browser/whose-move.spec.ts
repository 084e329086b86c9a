// Issue 37, points 1–4, each in two browsers: a transaction note published without Save keeps its
// edits and recalculates as it is typed; whose move it is reads the same in the banner, the rows and
// the dashboard, and a party offered a counter accepts it; one accept completes a note; a paid
// advance says it awaits the seller's confirmation and offers it under a named button.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page, Request } from 'playwright-core';
import type { TxnNoteView } from '@samvida/machines';
import { activeContract, numberedInvoice, type ActiveContract } from '../api/invoices/support/contracts.js';
import { type BrowserHarness, type SignedIn, startBrowserHarness } from './browser-harness.js';
import { api, appliedRfq, expectNoRefusals, newUser, openAs } from './negotiation-fixtures.js';

const shows = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ timeout: 15_000 });
const banner = (page: Page) => page.getByTestId('turn-banner');
const row = (page: Page, testId: 'item-row' | 'term-row', title: string) =>
  page.getByTestId(testId).filter({ hasText: title });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

describe('whose move, notes and the advance, in two browsers', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  }, 300_000);
  afterAll(() => harness?.close());

  const open = (user: SignedIn, path: string) => openAs(harness, user, path, { timeoutMs: 30_000 });
  const parties = async () => {
    const [buyer, seller] = await Promise.all([
      newUser(harness.baseUrl, 'Bina Buyer'),
      newUser(harness.baseUrl, 'Ravi Seller'),
    ]);
    return { buyer, seller };
  };
  const asParty = (u: SignedIn) => ({ ...u, phone: u.phoneNumber });

  /** An active contract (10 laptops at 100.00, 5 mice at 10.25, 18%, 10% advance) and a published invoice of 4 and 3. */
  async function invoicedContract(
    buyer: SignedIn,
    seller: SignedIn,
  ): Promise<{ contract: ActiveContract; invoiceId: string }> {
    const contract = await activeContract(harness.app, asParty(seller), asParty(buyer));
    const invoice = await numberedInvoice(harness.app, asParty(seller), contract, [
      { AgItemId: contract.laptopId, QuantityDelivered: 4, Rate: '100.00' },
      { AgItemId: contract.mouseId, QuantityDelivered: 3, Rate: '10.25' },
    ]);
    return { contract, invoiceId: invoice.id };
  }
  const noteOf = (user: SignedIn, noteId: string) =>
    api<TxnNoteView>(harness.baseUrl, user, 'GET', `/api/Business/GetTxnNote?txnNoteId=${noteId}`);

  it('1: publishes the note with the edits never saved, every figure following the form as typed', async () => {
    const { buyer, seller } = await parties();
    const { contract, invoiceId } = await invoicedContract(buyer, seller);
    const { id: noteId } = await api(harness.baseUrl, buyer, 'GET', `/api/Business/GenerateTxnNote?invId=${invoiceId}`);
    const detail = `/DetailContract?agreementId=${contract.agreementId}`;
    const S = await open(seller, detail);
    await S.page.getByRole('tab', { name: 'Invoice & Payments' }).click();
    await S.page.getByTestId('invoice-card').waitFor();

    const B = await open(buyer, `/EditTxnNote?txnNoteId=${noteId}&agreementId=${contract.agreementId}`);
    const saves: string[] = [];
    B.page.on('request', (request: Request) => {
      if (/UpdateTxnNote(Item)?$/.test(new URL(request.url()).pathname)) saves.push(request.url());
    });
    const laptop = B.page.getByTestId('note-line').filter({ hasText: 'Laptop' });
    await laptop.getByTestId('line-amount').getByText('₹472.00').waitFor();
    await B.page.getByRole('spinbutton', { name: 'Penalty percent' }).fill('1.5');
    await B.page.getByRole('textbox', { name: 'Remark' }).fill('Two scratched lids');
    await B.page.getByRole('spinbutton', { name: 'Defected Laptop' }).fill('2');
    // Worked by hand, within one state (CGST + SGST at 9% each, half-up to the paisa):
    // Laptop (4 − 2) × 100.00 less 1.5% = 197.00, tax 17.73 + 17.73 = 232.46;
    // Mouse 3 × 10.25 less 1.5% = 30.28875 → 30.29, tax 2.73 + 2.73 = 35.75; due 268.21.
    await laptop.getByTestId('line-amount').getByText('₹232.46').waitFor();
    await B.page
      .getByTestId('note-arithmetic')
      .getByText(/= due ₹268\.21$/)
      .waitFor();
    await B.page.getByText('You have unsaved changes: Publish saves them first.').waitFor();

    // More defects than deliveries: said plainly, and nothing can be published until it is fixed.
    await B.page.getByRole('spinbutton', { name: 'Defected Laptop' }).fill('5');
    await laptop.getByText('Defected count cannot be greater than the delivered count.').waitFor();
    expect(await B.page.getByRole('button', { name: 'Publish' }).isDisabled()).toBe(true);
    await B.page.getByRole('spinbutton', { name: 'Defected Laptop' }).fill('2');
    expect(saves).toEqual([]);

    await B.page.getByRole('button', { name: 'Publish' }).click();
    await B.page.waitForURL(/\/DetailContract\?agreementId=/);
    expect(await noteOf(buyer, noteId)).toMatchObject({
      noteStatus: 'Waiting for Seller',
      panalityPercent: '1.5',
      noteRemark: 'Two scratched lids',
      amountDue: '268.21',
      itemList: [
        { itemTitle: 'Laptop', defectedCount: '2', settledAmount: '232.46' },
        { itemTitle: 'Mouse', defectedCount: '0', settledAmount: '35.75' },
      ],
    });
    // The seller sees it arrive with the buyer's figures, and that the note now waits on him.
    const sellerNote = S.page.getByTestId('txn-note');
    await sellerNote.getByText('Penalty 1.5%', { exact: true }).waitFor({ timeout: 15_000 });
    await sellerNote
      .getByTestId('note-arithmetic')
      .getByText(/= due ₹268\.21$/)
      .waitFor();
    await sellerNote.getByText('Two scratched lids').waitFor();
    await sellerNote.getByTestId('note-status').getByText('Seller Action Pending').waitFor();
    for (const party of [B, S]) {
      expectNoRefusals(party.answers);
      expect(party.problems.errors).toEqual([]);
      await party.context.close();
    }
  }, 180_000);

  it('2: both screens say who is waited on for what, and the buyer accepts each counter without re-sending it', async () => {
    const { buyer, seller } = await parties();
    const { agreementId } = await appliedRfq(
      harness.baseUrl,
      buyer,
      seller,
      [{ title: 'Copper wire', quantity: 50, rate: 900 }],
      [{ title: 'Warranty', text: 'Twelve months from delivery.' }],
    );
    const A = { AgreementId: agreementId };
    await api(harness.baseUrl, seller, 'POST', '/api/Business/AddAgreementTerm', {
      TermRfpId: agreementId,
      TermTitle: 'Packing',
      TermTxt: 'Drums of 100 m, sealed.',
      TermTypeId: 1,
      Attachments: [],
    });
    await api(harness.baseUrl, seller, 'GET', `/api/Business/StartAgreement?agreementId=${agreementId}`);
    const items = await api<{ id: string }[]>(
      harness.baseUrl,
      buyer,
      'GET',
      `/api/Business/GetAgreementItems?agreementid=${agreementId}`,
    );
    const terms = await api<{ id: string; termTitle: string }[]>(
      harness.baseUrl,
      buyer,
      'GET',
      `/api/Business/AgreementTermList?agreementId=${agreementId}`,
    );
    const termId = (title: string) => terms.find((t) => t.termTitle === title)!.id;
    const general = (LDPercent: number) => ({ ...A, LDPercent, LDDays: 5, Advance: 10, AgreementDuration: 30 });
    // The buyer counters the wire, the seller's term and the general terms; the seller answers the
    // wire and both terms but not the general terms.
    await api(harness.baseUrl, buyer, 'POST', '/api/Business/NegotiateItem', {
      ...A,
      ItemId: items[0]!.id,
      Amount: 800,
      CompletionDays: 12,
    });
    await api(harness.baseUrl, buyer, 'POST', '/api/Business/NegotiateTerm', {
      ...A,
      TermId: termId('Packing'),
      TermTitle: 'Packing',
      TermTxt: 'Drums of 50 m, sealed.',
    });
    await api(harness.baseUrl, buyer, 'POST', '/api/Business/NegotiateAgreement', general(3));
    await api(harness.baseUrl, seller, 'POST', '/api/Business/NegotiateItem', {
      ...A,
      ItemId: items[0]!.id,
      Amount: 850,
      CompletionDays: 14,
    });
    await api(harness.baseUrl, seller, 'POST', '/api/Business/NegotiateTerm', {
      ...A,
      TermId: termId('Warranty'),
      TermTitle: 'Warranty',
      TermTxt: 'Twelve months from installation.',
    });
    await api(harness.baseUrl, seller, 'POST', '/api/Business/NegotiateTerm', {
      ...A,
      TermId: termId('Packing'),
      TermTitle: 'Packing',
      TermTxt: 'Drums of 75 m, sealed.',
    });

    const detail = `/DetailAgreement?agreementId=${agreementId}`;
    const [B, S] = [await open(buyer, detail), await open(seller, detail)];
    // Both are waited on, each for something else, and every row says it waits on the buyer.
    await banner(S.page).getByText('Your move').waitFor();
    expect(await banner(S.page).innerText()).toContain('Waiting for you: the general terms.');
    await banner(B.page).getByText('Your move').waitFor();
    expect(await banner(B.page).innerText()).toContain(
      "Waiting for you: 'Copper wire', the term 'Warranty' and the term 'Packing'.",
    );
    expect(await banner(B.page).innerText()).toContain('The seller has the next move on the general terms.');
    for (const page of [B.page, S.page]) {
      await row(page, 'item-row', 'Copper wire').getByText('Buyer Action Pending').waitFor();
      for (const title of ['Warranty', 'Packing'])
        await row(page, 'term-row', title).getByText('Buyer Action Pending').waitFor();
    }
    // The dashboard flags the contract for both while each has a move.
    const flagged = async (page: Page) => {
      await page.goto(harness.baseUrl + '/Home');
      const status = page.getByRole('region', { name: 'Contract Status', exact: true });
      await status.getByRole('tab', { name: 'Proposed (1)' }).click();
      return status.getByTestId('agreement-row').getByText('Your move', { exact: true }).count();
    };
    expect([await flagged(B.page), await flagged(S.page)]).toEqual([1, 1]);
    await Promise.all([B.page.goto(harness.baseUrl + detail), S.page.goto(harness.baseUrl + detail)]);

    // The seller counters the general terms: now only the buyer is waited on, live on her screen.
    await S.page.getByRole('button', { name: 'Negotiate', exact: true }).click();
    const counter = dialog(S.page, 'Negotiate the general terms');
    await counter.getByLabel('LD percent').fill('2.5');
    await counter.getByRole('button', { name: 'Send offer' }).click();
    await banner(S.page).getByText('Waiting for the buyer').waitFor({ timeout: 15_000 });
    await banner(B.page)
      .getByText(/Waiting for you: the general terms and starting the contract, 'Copper wire'/)
      .waitFor({
        timeout: 15_000,
      });
    expect(await flagged(S.page)).toBe(0);
    await S.page.goto(harness.baseUrl + detail);

    // The buyer accepts the seller's rate, his rewording of her term, his counter on his term and on
    // the general terms, each as it stands, then starts the contract.
    const accept = async (name: string) => {
      await B.page.getByRole('button', { name }).click();
      await B.page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
      await B.page.getByRole('dialog').waitFor({ state: 'detached' });
    };
    await accept("Accept 'Copper wire'");
    await accept("Accept the term 'Warranty'");
    await accept("Accept the term 'Packing'");
    await B.page.getByRole('button', { name: 'Accept', exact: true }).click();
    await dialog(B.page, 'Accept the contract').getByRole('button', { name: 'Accept' }).click();
    await banner(B.page)
      .getByText('Waiting for you: starting the contract.', { exact: false })
      .waitFor({ timeout: 15_000 });
    await B.page.getByRole('button', { name: 'Start', exact: true }).click();
    await dialog(B.page, 'Start the contract').getByRole('button', { name: 'Start' }).click();
    await shows(S.page, 'Buyer started the contract');
    const wire = await api<{ sellerRate: string; buyerRate: string; itemStatus: string }[]>(
      harness.baseUrl,
      seller,
      'GET',
      `/api/Business/GetAgreementItems?agreementid=${agreementId}`,
    );
    expect(wire[0]).toMatchObject({ sellerRate: '850.00', buyerRate: '850.00', itemStatus: 'Active' });
    const worded = await api<{ termTitle: string; termTxt: string; termStatus: string }[]>(
      harness.baseUrl,
      seller,
      'GET',
      `/api/Business/AgreementTermList?agreementId=${agreementId}`,
    );
    expect(worded.map((t) => [t.termTitle, t.termTxt, t.termStatus]).sort()).toEqual([
      ['Packing', 'Drums of 75 m, sealed.', 'Accepted'],
      ['Warranty', 'Twelve months from installation.', 'Accepted'],
    ]);
    expect(
      (
        await api<{ ldPercent: string }>(
          harness.baseUrl,
          buyer,
          'GET',
          `/api/Business/GetUserAgreementDetail?agreementId=${agreementId}`,
        )
      ).ldPercent,
    ).toBe('2.5');
    for (const party of [B, S]) {
      expectNoRefusals(party.answers);
      expect(party.problems.errors).toEqual([]);
      await party.context.close();
    }
  }, 240_000);

  it('3: the seller’s one accept completes the note, and the buyer is offered Pay at once', async () => {
    const { buyer, seller } = await parties();
    const { contract, invoiceId } = await invoicedContract(buyer, seller);
    const { id: noteId } = await api(harness.baseUrl, buyer, 'GET', `/api/Business/GenerateTxnNote?invId=${invoiceId}`);
    await api(harness.baseUrl, buyer, 'GET', `/api/Business/PublishTxnNote?txnNoteId=${noteId}`);
    const detail = `/DetailContract?agreementId=${contract.agreementId}`;
    const [B, S] = [await open(buyer, detail), await open(seller, detail)];
    for (const page of [B.page, S.page]) await page.getByRole('tab', { name: 'Invoice & Payments' }).click();
    const buyerNote = B.page.getByTestId('txn-note');
    await buyerNote.getByTestId('note-status').getByText('Seller Action Pending').waitFor();
    await buyerNote.getByText('Complete the transaction note to generate payment').waitFor();

    // The seller's line actions each name their line (no unnamed buttons).
    const sellerNote = S.page.getByTestId('txn-note');
    await sellerNote.locator('summary').click();
    const names = await sellerNote
      .getByRole('row')
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''));
    expect(names.sort()).toEqual([
      "Accept the note line 'Laptop'",
      "Accept the note line 'Mouse'",
      "Negotiate the note line 'Laptop'",
      "Negotiate the note line 'Mouse'",
    ]);

    await S.page.getByRole('button', { name: 'Accept note' }).click();
    await sellerNote.getByTestId('note-status').getByText('Completed', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await S.page.getByRole('button', { name: 'Accept note' }).count()).toBe(0);
    // Live on the buyer's screen: completed, payment open, Pay offered; no dead-end text left.
    await buyerNote.getByTestId('note-status').getByText('Completed', { exact: true }).waitFor({ timeout: 15_000 });
    await buyerNote.getByRole('button', { name: 'Pay', exact: true }).waitFor();
    expect(await buyerNote.getByText('Complete the transaction note to generate payment').count()).toBe(0);
    expect((await noteOf(buyer, noteId)).notePayment).toMatchObject({ totalDueAmount: '508.29' });
    for (const party of [B, S]) {
      expectNoRefusals(party.answers);
      expect(party.problems.errors).toEqual([]);
      await party.context.close();
    }
  }, 180_000);

  it('4: a paid advance awaits the seller’s confirmation, which a named button offers him', async () => {
    const { buyer, seller } = await parties();
    const contract = await activeContract(harness.app, asParty(seller), asParty(buyer));
    const detail = `/DetailContract?agreementId=${contract.agreementId}`;
    const [B, S] = [await open(buyer, detail), await open(seller, detail)];
    for (const page of [B.page, S.page]) await page.getByRole('tab', { name: 'Invoice & Payments' }).click();

    // 10% of ₹1,240.48 (10 × 100.00 and 5 × 10.25 with 18%) is due: the buyer pays it.
    const buyerAdvance = B.page.getByTestId('advance-card');
    await buyerAdvance.getByRole('button', { name: 'Pay', exact: true }).click();
    const pay = dialog(B.page, 'Pay the advance');
    await pay.getByRole('textbox', { name: /Payment note/ }).fill('Advance by UPI');
    await pay.getByRole('button', { name: 'Pay', exact: true }).click();
    await shows(B.page, 'Payment done');
    await buyerAdvance.getByText("Awaiting the seller's confirmation ₹124.05").waitFor({ timeout: 15_000 });

    // The seller's screen says so, and the banner says it is his move, on what.
    const sellerAdvance = S.page.getByTestId('advance-card');
    await sellerAdvance.getByText('Awaiting your confirmation ₹124.05').waitFor({ timeout: 15_000 });
    await sellerAdvance.getByTestId('status-badge').getByText('Awaiting confirmation').waitFor();
    expect(await sellerAdvance.getByText('Pending', { exact: true }).count()).toBe(0);
    await banner(S.page).getByText('Waiting for you: confirming the payment of ₹124.05.', { exact: false }).waitFor();
    await sellerAdvance.getByRole('button', { name: 'Confirm receipt' }).click();
    const history = dialog(S.page, 'Advance payment history');
    await history.getByRole('button', { name: 'Received', exact: true }).click();
    await sellerAdvance.getByTestId('status-badge').getByText('Paid', { exact: true }).waitFor({ timeout: 15_000 });
    await S.page.keyboard.press('Escape');
    expect(await sellerAdvance.getByRole('button', { name: 'Confirm receipt' }).count()).toBe(0);
    await sellerAdvance.getByText('Received ₹124.05').waitFor();
    // The buyer sees it confirmed, live.
    await buyerAdvance.getByTestId('status-badge').getByText('Paid', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await buyerAdvance.getByTestId('awaiting-confirmation').count()).toBe(0);
    for (const party of [B, S]) {
      expectNoRefusals(party.answers);
      expect(party.problems.errors).toEqual([]);
      await party.context.close();
    }
  }, 180_000);
});
