// Issue 11, point 3: a draft shows only in its creator's lists until it is sent.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { as, parties, type SignedIn } from './support/agreements.js';

describe('an unpublished draft', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
  });
  afterAll(() => app.close());

  const listed = async (user: SignedIn, id: string) =>
    (await as(app.baseUrl, user)<{ id: string }[]>('GET', '/api/Business/GetUserAgreements')).body.data!.some(
      (row) => row.id === id,
    );

  it('is in the seller’s Draft list only, and reaches the buyer once published', async () => {
    const drafted = await as(app.baseUrl, seller)<{ id: string }>('POST', '/api/Business/CustomContract', {
      CreatorType: 'seller',
      ContractType: 'Sales',
      OtherPartyContactInfo: buyer.phone,
    });
    expect(drafted.status).toBe(201);
    const id = drafted.body.data!.id;
    expect(await listed(seller, id)).toBe(true);
    expect(await listed(buyer, id)).toBe(false);
    const published = await as(app.baseUrl, seller)('POST', '/api/Business/StartAgreement', { AgreementId: id });
    expect(published.status).toBe(200);
    expect(await listed(buyer, id)).toBe(true);
  });
});
