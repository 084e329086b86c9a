// With eSign off (production's default until a provider is contracted), nobody can sign through
// it: both calls answer a plain 404 and the panel offers only the one-time code.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { as, parties, sendContract, type SignedIn } from '../agreements/support/agreements.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';

describe('eSign switched off', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;

  beforeAll(async () => {
    app = await createTestApp({ env: { ESIGN: 'off' } });
    ({ buyer, seller } = await parties(app.baseUrl));
  });
  afterAll(() => app.close());

  it('refuses to start or complete an eSign and offers only the code', async () => {
    const agreementId = (await sendContract(app.baseUrl, buyer, seller.phone, { RequireSignatures: true })).id;
    const path = `/api/agreements/${agreementId}`;
    for (const [call, body] of [
      ['esign', { Hash: 'a'.repeat(64) }],
      ['esign/complete', { TransactionId: 'any.transaction' }],
    ] as const) {
      const refused = await as(app.baseUrl, buyer)('POST', `${path}/${call}`, body);
      expect([call, refused.status, refused.body.message]).toEqual([
        call,
        404,
        'Aadhaar eSign is not available. Please sign with a one-time code.',
      ]);
    }
    const panel = await as(app.baseUrl, seller)<{ Esign: string | null }>('GET', `${path}/signatures`);
    expect([panel.status, panel.body.data?.Esign]).toEqual([200, null]);
  });
});
