// Issue 11, point 14: the API accepts the spec's own field names where the product renamed them
// (ItemRfpId, TermRfpId for the RFQ id) and treats Id: 0 as "new", as the spec's client sends.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { ok } from './support/proposals.js';

describe('the spec client’s field names', () => {
  let app: TestApp;
  let buyer: SignedIn;
  beforeAll(async () => {
    app = await createTestApp();
    buyer = await registerVerified(app.baseUrl);
  });
  afterAll(() => app.close());

  it('creates an RFQ with Id 0, then adds an item by ItemRfpId and a term by TermRfpId', async () => {
    const saved = await ok<{ id: string }>(
      app.baseUrl,
      'POST',
      '/api/Business/SaveRFQ',
      buyer,
      { Id: 0, Title: 'Cement', ProposalCompletionInDays: 30, InviteOnly: true },
      201,
    );
    const item = await ok<{ itemId: string }>(
      app.baseUrl,
      'POST',
      '/api/Business/AddRFQItem',
      buyer,
      { Id: 0, ItemRfpId: saved.id, ItemTitle: 'OPC 53', ItemQuantity: 100, Unit: 1 },
      201,
    );
    const term = await ok<{ termId: string }>(
      app.baseUrl,
      'POST',
      '/api/Business/AddRFQTerm',
      buyer,
      { Id: 0, TermRfpId: saved.id, TermTitle: 'Delivery', TermTxt: 'At the site gate.', IsPaymentTerm: false },
      201,
    );
    const items = await ok<{ id: string }[]>(
      app.baseUrl,
      'GET',
      `/api/Business/RFQItemListForBuyer?proposalId=${saved.id}`,
      buyer,
    );
    expect(items.map((i) => i.id)).toEqual([item.itemId]);
    const terms = await ok<{ id: string }[]>(
      app.baseUrl,
      'GET',
      `/api/Business/RFQTermList?proposalId=${saved.id}`,
      buyer,
    );
    expect(terms.map((t) => t.id)).toEqual([term.termId]);
  });
});
