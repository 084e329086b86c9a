// Helpers for the proposal (RFQ) suites: drafting and publishing RFQs over HTTP, uploads, the
// outbox, stream versions and waiting for asynchronous effects.
import { expect } from '@jest/globals';
import type { RecordedEvent } from '@samvida/machines';
import { EVENT_STORE, type EventStore } from '../../../../backend/src/event-store/event-store.port.js';
import { call, type TestApp } from '../../../setup/test-app.js';
import type { SignedIn } from '../../accounts/support/accounts.js';

export interface Rfq {
  proposalId: string;
  itemIds: string[];
  termIds: string[];
}

export const ITEMS = [
  { ItemTitle: 'Laptop 14 inch', ItemDescription: 'i5, 16 GB', ItemHsnCsnUin: '8471', ItemQuantity: 10, Unit: 1 },
  { ItemTitle: 'Wireless mouse', ItemDescription: '', ItemHsnCsnUin: '8471', ItemQuantity: '25', Unit: 1 },
  { ItemTitle: 'Laptop bag', ItemDescription: 'Padded', ItemHsnCsnUin: '4202', ItemQuantity: 10.5, Unit: 2 },
];

const TERMS = [
  { TermTitle: 'Payment', TermTxt: '30 days after delivery', IsPaymentTerm: true },
  { TermTitle: 'Delivery', TermTxt: 'At our Pune office', IsPaymentTerm: false },
];

/** Sends a call and expects `status`; returns the envelope's data. */
export async function ok<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  user: Pick<SignedIn, 'token'>,
  body?: unknown,
  status = 200,
): Promise<T> {
  const response = await call<T>(baseUrl, method, path, { token: user.token, body });
  expect([path, response.status, response.body.message]).toEqual([path, status, response.body.message]);
  return response.body.data as T;
}

/** A draft RFQ with `items` of ITEMS and `terms` of TERMS. */
export async function draftRfq(
  baseUrl: string,
  owner: SignedIn,
  options: { inviteOnly?: boolean; items?: number; terms?: number } = {},
): Promise<Rfq> {
  const saved = await ok<{ id: string }>(
    baseUrl,
    'POST',
    '/api/Business/SaveRFQ',
    owner,
    {
      Title: 'Office laptops',
      Description: 'Laptops and accessories for the Pune office',
      ProposalCompletionInDays: 45,
      ProposalLdPercent: '1.5',
      ProposalLdAppliedAfterDays: 7,
      InviteOnly: options.inviteOnly ?? true,
    },
    201,
  );
  const proposalId = saved.id;
  const itemIds: string[] = [];
  for (const item of ITEMS.slice(0, options.items ?? 3)) {
    const added = await ok<{ itemId: string }>(
      baseUrl,
      'POST',
      '/api/Business/AddRFQItem',
      owner,
      { ProposalId: proposalId, ...item },
      201,
    );
    itemIds.push(added.itemId);
  }
  const termIds: string[] = [];
  for (const term of TERMS.slice(0, options.terms ?? 2)) {
    const added = await ok<{ termId: string }>(
      baseUrl,
      'POST',
      '/api/Business/AddRFQTerm',
      owner,
      { ProposalId: proposalId, ...term },
      201,
    );
    termIds.push(added.termId);
  }
  return { proposalId, itemIds, termIds };
}

/** A published RFQ. */
export async function activeRfq(
  baseUrl: string,
  owner: SignedIn,
  options: { inviteOnly?: boolean } = {},
): Promise<Rfq> {
  const rfq = await draftRfq(baseUrl, owner, options);
  await ok(baseUrl, 'GET', `/api/Business/StartRFQ?proposalId=${rfq.proposalId}`, owner);
  return rfq;
}

/** Uploads a file through `POST api/General/upload` and returns its url. */
export async function upload(
  baseUrl: string,
  user: SignedIn,
  name: string,
  bytes: Buffer,
  type: string,
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  form.append('tempName', name);
  const response = await fetch(`${baseUrl}/api/General/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  const body = (await response.json()) as { data?: { url: string }; message?: string };
  expect([response.status, body.message]).toEqual([201, undefined]);
  return body.data!.url;
}

export interface OutboxEntry {
  to: string;
  template: string;
  body: string;
}

async function outbox(baseUrl: string, to: string): Promise<OutboxEntry[]> {
  const { body } = await call<OutboxEntry[]>(baseUrl, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return body.data ?? [];
}

export const invitations = async (baseUrl: string, to: string) =>
  (await outbox(baseUrl, to)).filter((entry) => entry.template === 'invitation');

/** The `template` messages to `to` once at least `count` arrived: reactors send them after the command answers. */
export const delivered = (baseUrl: string, to: string, template: string, count = 1): Promise<OutboxEntry[]> =>
  eventually(async () => {
    const found = (await outbox(baseUrl, to)).filter((entry) => entry.template === template);
    return found.length >= count ? found : undefined;
  });

/** The stored events of an RFQ's stream. */
export function streamOf(app: TestApp, proposalId: string): Promise<RecordedEvent[]> {
  return app.app.get<EventStore>(EVENT_STORE, { strict: false }).readStream(`proposal-${proposalId}`);
}

export const versionOf = async (app: TestApp, proposalId: string): Promise<number> =>
  (await streamOf(app, proposalId)).length;

/** Polls `probe` until it returns a value (asynchronous handlers, deliveries). */
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One row of a seller's quotation (SaveAgreement's SellerRates): a fixed rate in ₹ per unit. */
export const quoteRow = (ItemId: string, Amount: string, ItemTax = '18', CompletionDays = 20) => ({
  Id: 0,
  ItemId,
  Amount,
  ItemTax,
  CompletionDays,
  RateType: 2,
  Currency: 2,
  SellingUnit: 1,
});

/** Each seller's quotation of the RFQ (its response and draft agreement), as the owner's CompareQuotes lists them. */
export async function quotesBySeller(
  baseUrl: string,
  owner: SignedIn,
  proposalId: string,
): Promise<Record<string, { responseId: string; agreementId: string }>> {
  const { responses } = await ok<{
    responses: { responseId: string; agreementId: string; seller: { usrId: string } }[];
  }>(baseUrl, 'GET', `/api/Business/CompareQuotes?proposalId=${proposalId}`, owner);
  return Object.fromEntries(
    responses.map((r) => [r.seller.usrId, { responseId: r.responseId, agreementId: r.agreementId }]),
  );
}
