// Two browsers sign one contract: the buyer prepares the contract document (the panel shows the hash
// the parties sign and the downloaded file's), each party requests a one-time code and signs (the
// buyer after reloading the page, which keeps the code entry and the wait before a new code), and
// both screens show 'Signed by both' live.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { call } from '../setup/test-app.js';
import {
  type BrowserHarness,
  openPage,
  screenshot,
  type SignedIn,
  signedInContext,
  startBrowserHarness,
} from './browser-harness.js';
import { api, newUser } from './negotiation-fixtures.js';

/** The newest signing code sent to `to`, from the local outbox. */
async function signingCode(baseUrl: string, to: string): Promise<string> {
  const { body } = await call<{ body: string; template: string }[]>(
    baseUrl,
    'GET',
    `/api/dev/outbox?to=${encodeURIComponent(to)}`,
  );
  const message = body.data?.find((m) => m.template === 'signing-otp');
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no signing code for ${to}`);
  return code;
}

describe('signing a contract in two browsers', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  }, 300_000);
  afterAll(() => harness?.close());

  async function open(user: SignedIn, agreementId: string): Promise<Page> {
    const context = await signedInContext(harness.browser, harness.baseUrl, user);
    const { page } = await openPage(context, { pendingApi: /\/api\/Business\/ClientReport/ });
    await page.goto(`${harness.baseUrl}/DetailAgreement?agreementId=${agreementId}`);
    await page.getByTestId('signature-panel').waitFor({ timeout: 20_000 });
    return page;
  }

  async function signIn(page: Page, user: SignedIn, { reloadFirst = false } = {}): Promise<void> {
    const panel = page.getByTestId('signature-panel');
    await panel.getByRole('button', { name: 'Sign with a one-time code' }).click();
    const input = panel.getByRole('textbox', { name: /Code sent to/ });
    await input.waitFor();
    if (reloadFirst) {
      await page.reload();
      await input.waitFor({ timeout: 20_000 });
      await panel.getByText(/^You can ask for a new code in \d+ s$/).waitFor();
      expect(await panel.getByRole('button', { name: 'Send the code again' }).isDisabled()).toBe(true);
    }
    await input.fill(await signingCode(harness.baseUrl, user.phoneNumber));
    await panel.getByRole('button', { name: 'Sign document' }).click();
  }

  it('prepares the document, signs on both sides and shows "Signed by both" live', async () => {
    const [buyer, seller] = await Promise.all([
      newUser(harness.baseUrl, 'Bina Buyer'),
      newUser(harness.baseUrl, 'Ravi Seller'),
    ]);
    const { id: agreementId } = await api(harness.baseUrl, buyer, 'POST', '/api/Business/SendContract', {
      CreatorType: 'buyer',
      ContractType: 'Sales',
      OtherPartyContactInfo: seller.phoneNumber,
      LDDays: 5,
      LDPercent: 2,
      Advance: 10,
      NumberOfDays: 30,
      RequireSignatures: true,
      Items: [
        {
          ItemTitle: 'Laptop',
          ItemCode: '8471',
          Qty: 2,
          Tax: 18,
          CurrencyId: 2,
          UnitId: 1,
          Rate: '50000.00',
          ItemDeliveredInDays: 7,
        },
      ],
      Terms: [{ TermTitle: 'Warranty', TermTxt: 'One year onsite warranty.' }],
    });
    const state = await api<{ id: string }[]>(
      harness.baseUrl,
      buyer,
      'GET',
      `/api/Business/GetAgreementItems?agreementid=${agreementId}`,
    );
    for (const item of state)
      await api(harness.baseUrl, seller, 'POST', '/api/Business/AcceptItem', {
        AgreementId: agreementId,
        ItemId: item.id,
      });
    const terms = await api<{ id: string }[]>(
      harness.baseUrl,
      buyer,
      'GET',
      `/api/Business/AgreementTermList?agreementId=${agreementId}`,
    );
    for (const term of terms)
      await api(harness.baseUrl, seller, 'POST', '/api/Business/AcceptTerm', {
        AgreementId: agreementId,
        TermId: term.id,
      });

    const B = await open(buyer, agreementId);
    const S = await open(seller, agreementId);
    await B.getByTestId('signature-panel').getByRole('button', { name: 'Prepare contract document' }).click();
    // Preparing renders the PDF on the pool and signs it: seconds on a busy machine.
    await B.getByText(/Contract document v1/).waitFor({ timeout: 30_000 });
    await S.getByText(/Contract document v1/).waitFor({ timeout: 15_000 });
    // Both hashes: the one the parties sign and the downloaded file's, with the platform's signature.
    const hashes = await Promise.all(['document-hash', 'file-hash'].map((id) => B.getByTestId(id).textContent()));
    expect(hashes).toEqual([
      expect.stringMatching(/^Document SHA-256 \(what the parties sign\) [0-9a-f]{64}$/),
      expect.stringMatching(/^File SHA-256 \(as downloaded, with the platform's PDF signature\) [0-9a-f]{64}$/),
    ]);

    await signIn(S, seller);
    await B.getByTestId('signed-seller').waitFor({ timeout: 15_000 });
    await signIn(B, buyer, { reloadFirst: true });
    for (const page of [B, S]) {
      await page.getByText('Signed by both').waitFor({ timeout: 15_000 });
      await page.getByTestId('signed-buyer').waitFor();
    }
    await screenshot(B, 'signing-signed-by-both');
  }, 120_000);
});
