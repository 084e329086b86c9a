// One timeline per contract: the RFQ it came from (drafted, published, this seller's application)
// and every event of the agreement, in global order, each in words; another seller's application
// to the same RFQ stays out.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { registerVerified } from '../accounts/support/accounts.js';
import { as, parties, type SignedIn } from '../agreements/support/agreements.js';
import { publishRfq, sellerRates } from '../agreements/support/rfq.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';

describe('timeline', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
  });
  afterAll(() => app.close());

  it('starts with the RFQ and the application, then the negotiation, in global order', async () => {
    const rival = await registerVerified(app.baseUrl, { UsrName: 'Rita Rival' });
    const rfq = await publishRfq(app.baseUrl, buyer, seller.phone, 1, 0, false);
    const apply = (user: SignedIn, rate: number) =>
      as(app.baseUrl, user)<{ id: string }>('POST', '/api/Business/SaveAgreement', {
        ProposalId: rfq.proposalId,
        Advance: 5,
        SellerRates: sellerRates(rfq.itemIds, [rate]),
      });
    const applied = await apply(seller, 100);
    expect(applied.status).toBeLessThan(300);
    expect((await apply(rival, 99)).status).toBeLessThan(300);
    const agreementId = applied.body.data!.id;
    const reply = await as(app.baseUrl, buyer)<{ position: number; streamId: string; text: string }[]>(
      'GET',
      `/api/Audit/Timeline?agId=${agreementId}`,
    );
    const entries = reply.body.data!;
    const texts = entries.map((entry) => entry.text);
    expect(texts.slice(0, 2)).toEqual(['Bina Buyer (buyer) drafted the RFQ', 'Bina Buyer (buyer) published the RFQ']);
    expect(texts).toContain('Sunil Seller (seller) applied to the RFQ with rates, opening this agreement');
    expect(texts.some((text) => text.startsWith('Rita Rival'))).toBe(false);
    expect(entries.some((entry) => entry.streamId === `agreement-${agreementId}`)).toBe(true);
    const positions = entries.map((entry) => entry.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
