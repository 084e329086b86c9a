// Shared set-up of the negotiation, workspace, catalogue and picker browser suites: fresh parties,
// an RFQ a seller is invited to or has applied to, made through the API (the RFQ screens are
// another suite's subject), and the pickers' search.
import { expect } from '@jest/globals';
import type { Locator, Page, Response } from 'playwright-core';
import { registerVerified } from '../api/accounts/support/accounts.js';
import { call } from '../setup/test-app.js';
import { type BrowserHarness, openPage, type SignedIn, signedInContext } from './browser-harness.js';

/** A newly registered, verified user, in the shape `signedInContext` takes. */
export async function newUser(baseUrl: string, name: string): Promise<SignedIn> {
  const user = await registerVerified(baseUrl, { UsrName: name });
  return { ...user, name, phoneNumber: user.phone, email: null };
}

/** Calls the API as `user` and expects `expected` (the HTTP status); returns the data. */
export async function api<T = { id: string }>(
  baseUrl: string,
  user: SignedIn,
  method: string,
  path: string,
  body?: unknown,
  expected = method === 'POST' && body !== undefined ? [200, 201] : [200],
): Promise<T> {
  const reply = await call<T>(baseUrl, method, path, { body, token: user.token });
  if (!expected.includes(reply.status))
    throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data as T;
}

export interface RfqItem {
  title: string;
  quantity: number;
  /** The seller's rate when applying. */
  rate: number;
}

/** The buyer publishes an RFQ with these items and terms and invites the seller (who may apply on /ApplyRFQ). */
export async function invitedRfq(
  baseUrl: string,
  buyer: SignedIn,
  seller: SignedIn,
  items: Omit<RfqItem, 'rate'>[],
  terms: { title: string; text: string }[],
): Promise<{ proposalId: string; itemIds: string[] }> {
  const { id: proposalId } = await api(baseUrl, buyer, 'POST', '/api/Business/SaveRFQ', {
    Title: 'Site materials',
    Description: 'Materials for the Pune site',
    ProposalCompletionInDays: 30,
    ProposalLdPercent: 2,
    ProposalLdAppliedAfterDays: 5,
    InviteOnly: true,
  });
  const itemIds: string[] = [];
  for (const item of items) {
    const added = await api<{ itemId: string }>(baseUrl, buyer, 'POST', '/api/Business/AddRFQItem', {
      ProposalId: proposalId,
      ItemTitle: item.title,
      ItemDescription: `${item.title} as per IS standard`,
      ItemHsnCsnUin: '7214',
      ItemQuantity: item.quantity,
      Unit: 1,
    });
    itemIds.push(added.itemId);
  }
  for (const term of terms)
    await api(baseUrl, buyer, 'POST', '/api/Business/AddRFQTerm', {
      ProposalId: proposalId,
      TermTitle: term.title,
      TermTxt: term.text,
    });
  await api(baseUrl, buyer, 'GET', `/api/Business/StartRFQ?proposalId=${proposalId}`);
  await api(baseUrl, buyer, 'POST', '/api/Business/SendInvite', {
    PhoneNumber: seller.phoneNumber,
    ProposalId: proposalId,
  });
  return { proposalId, itemIds };
}

/**
 * The buyer publishes an RFQ with these items and terms and invites the seller, who applies:
 * the seller's draft agreement (/draftAgreement) is the result.
 */
export async function appliedRfq(
  baseUrl: string,
  buyer: SignedIn,
  seller: SignedIn,
  items: RfqItem[],
  terms: { title: string; text: string }[],
): Promise<{ proposalId: string; agreementId: string }> {
  const { proposalId, itemIds } = await invitedRfq(baseUrl, buyer, seller, items, terms);
  const { id: agreementId } = await api(baseUrl, seller, 'POST', '/api/Business/SaveAgreement', {
    ProposalId: proposalId,
    Advance: 10,
    SellerRates: items.map((item, index) => ({
      ItemId: itemIds[index],
      ItemTax: 18,
      CompletionDays: 15,
      RateType: 2,
      Amount: item.rate,
      Currency: 2,
      SellingUnit: 1,
    })),
  });
  return { proposalId, agreementId };
}

/** The endpoints the catalogue and term-group pickers search. */
export { CEMENT } from '../api/catalogue/support/items.js';

export const CATALOGUE = '/api/General/UserItemDropDown';
export const TERM_GROUPS = '/api/General/UserTermDropDown';

/**
 * Types into a searchable picker and chooses the option whose name starts with `option`, once the
 * server has answered that search (`endpoint`): until then the previous matches stay listed.
 */
export async function pick(page: Page, label: string, endpoint: string, search: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const answered = page.waitForResponse(
    (response) => response.url().includes(endpoint) && response.url().includes(`search=${search}`),
  );
  await box.fill(search);
  await answered;
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).click();
}

/** Records every answer of the Business API a page gets, to prove none was a refusal (409). */
export function recordBusinessAnswers(page: Page): { status: number; url: string }[] {
  const answers: { status: number; url: string }[] = [];
  page.on('response', (response: Response) => {
    if (response.url().includes('/api/Business/')) answers.push({ status: response.status(), url: response.url() });
  });
  return answers;
}

/**
 * `user`'s signed-in page at `path`, recording the Business API's answers. `timeoutMs` widens the
 * page's wait for suites that run two browsers beside the app on two cores (nothing is timed).
 */
export async function openAs(
  harness: BrowserHarness,
  user: SignedIn,
  path: string,
  options: { viewport?: { width: number; height: number }; pendingApi?: RegExp; timeoutMs?: number } = {},
) {
  const context = await signedInContext(harness.browser, harness.baseUrl, user, options.viewport);
  const { page, problems } = await openPage(context, { pendingApi: options.pendingApi });
  if (options.timeoutMs) page.setDefaultTimeout(options.timeoutMs);
  const answers = recordBusinessAnswers(page);
  await page.goto(harness.baseUrl + path);
  return { context, page, problems, answers };
}

/** A 1×1 PNG, accepted by the upload's content check. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const expectNoRefusals = (answers: { status: number; url: string }[]) =>
  expect(answers.filter((answer) => answer.status === 409)).toEqual([]);

/** Uploads the PNG as `user` (POST api/General/upload) and returns the upload. */
export async function uploadPng(baseUrl: string, user: SignedIn, name: string): Promise<{ id: string; url: string }> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), name);
  form.append('tempName', name);
  const response = await fetch(`${baseUrl}/api/General/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  const body = (await response.json()) as { data: { id: string; url: string } };
  expect(response.status).toBe(201);
  return body.data;
}

/** Waits for an attachment's thumbnail: the file is fetched with the token first, slow on a busy machine. */
export const thumb = (scope: Locator) => scope.getByTestId('attachment-thumb').first().waitFor({ timeout: 20_000 });
