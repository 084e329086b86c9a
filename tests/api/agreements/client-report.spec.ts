import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { parties, type SignedIn } from './support/agreements.js';
import { build, SCENARIOS } from './support/scenarios.js';

describe('ClientReport', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
  });
  afterAll(() => app.close());

  const report = async (user: SignedIn) => {
    const { status, body } = await call<Record<string, string>>(app.baseUrl, 'GET', '/api/Business/ClientReport', {
      token: user.token,
    });
    expect(status).toBe(200);
    return body.data!;
  };

  it('counts only contracts in force, on each party’s side, in exact rupees', async () => {
    await build(app, seller, buyer, SCENARIOS.Proposed!);
    expect(await report(seller)).toMatchObject({ totalSellerContractAmount: '0.00', totalBuyerContractAmount: '0.00' });

    const active = await build(app, seller, buyer, SCENARIOS.Active!);
    const { body } = await call<{ totalValue: string }>(
      app.baseUrl,
      'GET',
      `/api/Business/GetUserAgreementDetail?agreementId=${active.ids.agreementId}`,
      { token: seller.token },
    );
    const value = body.data!.totalValue;
    expect(Number(value)).toBeGreaterThan(0);
    expect(await report(seller)).toMatchObject({
      totalSellerContractAmount: value,
      totalBuyerContractAmount: '0.00',
      totalSellerInvoiceAmount: '0.00',
      totalCashIn: '0.00',
    });
    expect(await report(buyer)).toMatchObject({ totalBuyerContractAmount: value, totalSellerContractAmount: '0.00' });
  });

  it('needs a signed-in user', async () => {
    const { status } = await call(app.baseUrl, 'GET', '/api/Business/ClientReport');
    expect(status).toBe(401);
  });
});
