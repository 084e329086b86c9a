// Issue 39: the drafting assistant in the browser. On a seller's draft agreement the checks name a
// contradicting LD term and a missing dispute clause; adding the suggested clause is an ordinary
// AddAgreementTerm, which the buyer sees arrive live. In the builder, a description read by the
// built-in reader is reviewed, edited and only then put into the draft.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { type BrowserHarness, type SignedIn, startBrowserHarness } from './browser-harness.js';
import { api, appliedRfq, expectNoRefusals, newUser, openAs } from './negotiation-fixtures.js';

const PENDING_API = /\/api\/Business\/ClientReport/;
const finding = (page: Page, text: string) => page.getByTestId('assistant-finding').filter({ hasText: text });

describe('the drafting assistant', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  }, 300_000);
  afterAll(() => harness?.close());

  const open = (user: SignedIn, path: string) => openAs(harness, user, path, { pendingApi: PENDING_API });

  it('the seller adds a suggested clause as a term and the buyer sees it live', async () => {
    const [buyer, seller] = await Promise.all([
      newUser(harness.baseUrl, 'Bina Buyer'),
      newUser(harness.baseUrl, 'Ravi Seller'),
    ]);
    // The fixture's RFQ agrees LD 2% after 5 days; this term says 5%.
    const { agreementId } = await appliedRfq(
      harness.baseUrl,
      buyer,
      seller,
      [{ title: 'Steel rods', quantity: 100, rate: 500 }],
      [{ title: 'Late delivery', text: 'Liquidated damages of 5% of the late part.' }],
    );
    const B = await open(buyer, `/DetailAgreement?agreementId=${agreementId}`);
    const S = await open(seller, `/draftAgreement?agreementId=${agreementId}`);
    await S.page.getByRole('heading', { level: 1, name: 'Agreement Draft' }).waitFor();
    await B.page.getByRole('tab', { name: 'Item & Terms' }).waitFor();

    await finding(S.page, "The term 'Late delivery' sets liquidated damages of 5%, but the agreed LD is 2%.").waitFor();
    const dispute = finding(S.page, 'No dispute resolution clause yet: a goods contract needs one.');
    await dispute.getByText('Arbitration and Conciliation Act, 1996').waitFor();
    await dispute.getByRole('button', { name: "Add the clause 'Dispute resolution'" }).click();

    // Recorded like any term: the buyer is told live and the term is listed with the clause's words.
    await B.page.getByText("Seller added the term 'Dispute resolution'").first().waitFor({ timeout: 15_000 });
    await B.page
      .getByTestId('term-row')
      .filter({ hasText: 'Dispute resolution' })
      .getByText(/referred to a sole arbitrator appointed by both parties/)
      .waitFor();
    // The seller's check is met now.
    await dispute.waitFor({ state: 'detached' });
    const terms = await api<{ termTitle: string; termTxt: string; termType: string }[]>(
      harness.baseUrl,
      buyer,
      'GET',
      `/api/Business/AgreementTermList?agreementId=${agreementId}`,
    );
    const added = terms.find((term) => term.termTitle === 'Dispute resolution')!;
    expect(added.termType).toBe('Seller');
    expect(added.termTxt).toContain('under the Arbitration and Conciliation Act, 1996');
    expectNoRefusals(S.answers);
    expect([...S.problems.errors, ...B.problems.errors]).toEqual([]);
  }, 180_000);

  it('drafts a Sales contract from a description, reviewed and edited before it is added', async () => {
    const { page, problems } = await open(await newUser(harness.baseUrl, 'Asha Buyer'), '/SelectTemplate');
    await page.getByRole('button', { name: /^Sales/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Sales' }).waitFor();

    const describe = page.getByRole('region', { name: 'Draft from a description' });
    await describe
      .getByRole('textbox', { name: 'Describe the deal' })
      .fill('Supply of five hundred office chairs to Pune in 3 lots, 10% advance, payment within 30 days');
    await describe
      .getByText(
        'The built-in reader runs in your browser and sends the text nowhere. No AI provider is set up on this server.',
      )
      .waitFor();
    expect(await describe.getByRole('button', { name: 'Draft with AI' }).count()).toBe(0);
    await describe.getByRole('button', { name: 'Draft with the built-in reader' }).click();

    const review = describe.getByRole('group', { name: 'Proposed draft' });
    expect(await review.getByRole('textbox', { name: 'Proposed ItemTitle of item 1' }).inputValue()).toBe(
      'Office chairs',
    );
    expect(await review.getByRole('textbox', { name: 'Proposed Qty of item 1' }).inputValue()).toBe('500');
    await review.getByText('No rate found for some items: fill it in.').waitFor();
    await review.getByRole('textbox', { name: 'Proposed Rate of item 1' }).fill('2500');
    // Nothing is in the draft until the review is added.
    const preview = page.getByRole('article', { name: 'Contract preview' });
    expect(await preview.getByText('Office chairs').count()).toBe(0);
    await review.getByRole('button', { name: 'Add to the draft' }).click();

    await preview.getByRole('cell', { name: /^Office chairs/ }).waitFor();
    await preview.getByText('Payment within 30 days of the invoice.').waitFor();
    await preview.getByText(/An advance of 10% of the contract value/).waitFor();
    expect(await review.count()).toBe(0);
    // 500 × 2,500 plus 18% GST is above ₹50,000: the e-way bill clause is in the library.
    await page.getByRole('region', { name: 'Clause library' }).getByRole('button', { name: 'E-way bill' }).waitFor();
    expect(problems.errors).toEqual([]);
  }, 120_000);
});
