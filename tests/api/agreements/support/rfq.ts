// An RFQ published through the proposals endpoints, for the suites where a seller applies.
import { expect } from '@jest/globals';
import type { SignedIn } from '../../accounts/support/accounts.js';
import { as } from './agreements.js';

export interface PublishedRfq {
  proposalId: string;
  itemIds: string[];
}

/** The buyer saves an RFQ with `items` items and `terms` terms, publishes it and invites `sellerPhone`. */
export async function publishRfq(
  baseUrl: string,
  buyer: SignedIn,
  sellerPhone: string,
  items = 3,
  terms = 2,
  inviteOnly = true,
): Promise<PublishedRfq> {
  const api = as(baseUrl, buyer);
  const saved = await api<{ id: string }>('POST', '/api/Business/SaveRFQ', {
    Title: 'Office supplies',
    Description: 'Quarterly office supplies',
    ProposalCompletionInDays: 30,
    ProposalLdPercent: 2,
    ProposalLdAppliedAfterDays: 5,
    InviteOnly: inviteOnly,
  });
  expect(saved.status).toBe(201);
  const proposalId = saved.body.data!.id;
  const itemIds: string[] = [];
  for (let n = 1; n <= items; n++) {
    const added = await api<{ itemId: string }>('POST', '/api/Business/AddRFQItem', {
      ProposalId: proposalId,
      ItemTitle: `Item ${n}`,
      ItemDescription: `Description of item ${n}`,
      ItemHsnCsnUin: '4820',
      ItemQuantity: 10 * n,
      Unit: 1,
    });
    expect(added.status).toBe(201);
    itemIds.push(added.body.data!.itemId);
  }
  for (let n = 1; n <= terms; n++) {
    const added = await api('POST', '/api/Business/AddRFQTerm', {
      ProposalId: proposalId,
      TermTitle: `Term ${n}`,
      TermTxt: `Text of term ${n}.`,
    });
    expect(added.status).toBe(201);
  }
  expect((await api('GET', `/api/Business/StartRFQ?proposalId=${proposalId}`)).status).toBe(200);
  const invited = await api('POST', '/api/Business/SendInvite', { PhoneNumber: sellerPhone, ProposalId: proposalId });
  expect(invited.status).toBe(201);
  return { proposalId, itemIds };
}

/** The seller's /ApplyRFQ rows: rate `rates[i]` for item i, 12% tax, 10 days. */
export const sellerRates = (itemIds: string[], rates: (string | number)[]) =>
  itemIds.map((ItemId, index) => ({
    Id: 0,
    ItemId,
    ItemTax: 12,
    CompletionDays: 10,
    RateType: 2,
    Amount: rates[index] ?? 0,
    Currency: 2,
    SellingUnit: 1,
  }));
