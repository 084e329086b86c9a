// Plan limits at their boundaries (PLAN_LIMITS=on; other suites run with them off): contracts per
// month, contract duration, attachments per contract, generated PDFs, and the SMS usage ledger.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { EntitlementsService } from '../../../backend/src/subscriptions/entitlements.service.js';
import { registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { as, type Outcome } from '../agreements/support/agreements.js';
import { publishRfq, sellerRates } from '../agreements/support/rfq.js';
import { samples, uploaded } from '../uploads/support/uploads.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { createOrder, payInSandbox, recharge } from './support.js';

const DAY = 86_400_000;
const UPGRADE = { upgrade: ['/subscriptionList'] };

describe('subscriptions: plan limits', () => {
  let app: TestApp;
  let user: SignedIn;
  let seller: SignedIn;
  beforeAll(async () => {
    app = await createTestApp({ env: { PLAN_LIMITS: 'on' } });
    seller = await registerVerified(app.baseUrl);
  });
  afterAll(() => app?.close());
  beforeEach(async () => {
    user = await registerVerified(app.baseUrl);
  });

  const draft = (overrides: Record<string, unknown> = {}, headers?: Record<string, string>) =>
    as(app.baseUrl, user)<Outcome>(
      'POST',
      '/api/Business/CustomContract',
      {
        CreatorType: 'buyer',
        ContractType: 'Sales',
        OtherPartyContactInfo: seller.phone,
        NumberOfDays: 30,
        ...overrides,
      },
      headers,
    );

  const buyBusiness = async () => {
    const checkout = await payInSandbox(app, (await createOrder(app, user)).orderId);
    expect((await recharge(app, user, checkout)).body.data!.applied).toBe(true);
  };

  it('refuses the 6th contract of the month on Free, with the reason and the upgrade link', async () => {
    for (let i = 1; i <= 5; i++) expect((await draft()).status).toBe(201);
    const sixth = await draft();
    expect(sixth.status).toBe(403);
    expect(sixth.body).toEqual({
      status: 0,
      code: 'CONTRACT_LIMIT_REACHED',
      message: 'You have used all 5 contracts of the Free plan for this month. Upgrade your plan at /subscriptionList.',
      errors: UPGRADE,
    });
    await buyBusiness();
    expect((await draft()).status).toBe(201);
    const status = await as(app.baseUrl, user)<{ contracts: { used: number; allowed: number } }>(
      'GET',
      '/api/payment/Subscription',
    );
    // A bought plan starts its own month: 5 free + 25, counted from the purchase.
    expect(status.body.data!.contracts).toEqual({ used: 1, allowed: 30 });
  });

  it('counts the contract an RFQ application drafts: the 6th on Free is refused and nothing is written', async () => {
    for (let i = 1; i <= 5; i++) expect((await draft()).status).toBe(201);
    const rfq = await publishRfq(app.baseUrl, seller, user.phone, 1, 0);
    const applied = await as(app.baseUrl, user)('POST', '/api/Business/SaveAgreement', {
      ProposalId: rfq.proposalId,
      Advance: '10',
      SellerRates: sellerRates(rfq.itemIds, ['100.00']),
    });
    expect([applied.status, applied.body.code, applied.body.message]).toEqual([
      403,
      'CONTRACT_LIMIT_REACHED',
      'You have used all 5 contracts of the Free plan for this month. Upgrade your plan at /subscriptionList.',
    ]);
    const exists = await as(app.baseUrl, user)('GET', `/api/Business/CheckAgreementExist?proposalId=${rfq.proposalId}`);
    expect(exists.status).toBe(404);
  });

  it('lets only one of several contracts drafted at once take the last place', async () => {
    for (let i = 1; i <= 4; i++) expect((await draft()).status).toBe(201);
    const replies = await Promise.all([draft(), draft(), draft()]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 403, 403]);
  });

  it('does not count a repeated request for the same contract twice', async () => {
    for (let i = 1; i <= 4; i++) expect((await draft()).status).toBe(201);
    const headers = { 'Idempotency-Key': `fifth-${user.userId}` };
    expect((await draft({}, headers)).status).toBe(201);
    expect((await draft({}, headers)).status).toBe(201);
    expect((await draft()).status).toBe(403);
  });

  it('limits the contract duration to the plan maximum in days', async () => {
    expect((await draft({ NumberOfDays: 356 })).status).toBe(201);
    const tooLong = await draft({ NumberOfDays: 357 });
    expect([tooLong.status, tooLong.body.code, tooLong.body.message]).toEqual([
      403,
      'CONTRACT_TOO_LONG',
      'Contracts on the Free plan can run for at most 356 days. Upgrade your plan at /subscriptionList.',
    ]);
    await buyBusiness();
    expect((await draft({ NumberOfDays: 712 })).status).toBe(201);
    expect((await draft({ NumberOfDays: 713 })).status).toBe(403);
  });

  it('allows the plan number of attachments per contract and refuses one more', async () => {
    const files = await Promise.all(
      [1, 2, 3].map((n) => uploaded(app.baseUrl, user.token, samples.pdf, `spec-${n}.pdf`)),
    );
    const send = (attachments: string[]) =>
      as(app.baseUrl, user)<Outcome>('POST', '/api/Business/SendContract', {
        CreatorType: 'buyer',
        ContractType: 'Sales',
        OtherPartyContactInfo: seller.phone,
        NumberOfDays: 30,
        Items: [],
        Terms: [{ TermTitle: 'Drawings', TermTxt: 'As attached.', Attachments: attachments }],
        PaymentTerms: [],
        Publish: false,
      });
    expect((await send(files.slice(0, 2).map((f) => f.url))).status).toBe(201);
    const three = await send(files.map((f) => f.url));
    expect([three.status, three.body.code, three.body.message]).toEqual([
      403,
      'ATTACHMENT_LIMIT_REACHED',
      'A contract on the Free plan can have at most 2 attachments. Upgrade your plan at /subscriptionList.',
    ]);
  });

  it('allows the plan number of generated PDFs and audit reports a month', async () => {
    const entitlements = app.app.get(EntitlementsService);
    await entitlements.claimGeneratedPdf(user.userId, 'audit-report-1', null);
    await entitlements.claimGeneratedPdf(user.userId, 'audit-report-1', null);
    await expect(entitlements.claimGeneratedPdf(user.userId, 'audit-report-2', null)).rejects.toMatchObject({
      code: 'PDF_LIMIT_REACHED',
      message:
        'You have used all 1 audit reports and generated PDFs of the Free plan for this month. Upgrade your plan at /subscriptionList.',
    });
    // Next month the allowance is fresh.
    const nextMonth = new Date(Date.now() + 32 * DAY);
    await expect(
      entitlements.claimGeneratedPdf(user.userId, 'audit-report-2', null, nextMonth),
    ).resolves.toBeUndefined();
  });

  it('includes one signing SMS per contract and charges ₹2 for each further one in the usage ledger', async () => {
    const entitlements = app.app.get(EntitlementsService);
    await entitlements.recordSigningSms(user.userId, 'contract-a', 'sms-1');
    await entitlements.recordSigningSms(user.userId, 'contract-a', 'sms-1');
    await entitlements.recordSigningSms(user.userId, 'contract-a', 'sms-2');
    await entitlements.recordSigningSms(user.userId, 'contract-a', 'sms-3');
    await entitlements.recordSigningSms(user.userId, 'contract-b', 'sms-4');
    const status = await as(app.baseUrl, user)<{
      smsCharges: { contractId: string; amount: string }[];
      smsChargeTotal: string;
    }>('GET', '/api/payment/Subscription');
    expect(status.body.data!.smsCharges.map(({ contractId, amount }) => ({ contractId, amount }))).toEqual([
      { contractId: 'contract-a', amount: '2.00' },
      { contractId: 'contract-a', amount: '2.00' },
    ]);
    expect(status.body.data!.smsChargeTotal).toBe('4.00');
  });

  it('counts Free again from the end of an expired paid period', async () => {
    await buyBusiness();
    for (let i = 1; i <= 6; i++) expect((await draft()).status).toBe(201);
    const entitlements = app.app.get(EntitlementsService);
    const afterExpiry = new Date(Date.now() + 40 * DAY);
    const current = await entitlements.currentPlan(user.userId, afterExpiry);
    expect([current.plan.id, current.paidUntil]).toEqual([1, null]);
    for (let i = 1; i <= 5; i++) await entitlements.claimContract(user.userId, `later-${i}`, 30, afterExpiry);
    await expect(entitlements.claimContract(user.userId, 'later-6', 30, afterExpiry)).rejects.toMatchObject({
      code: 'CONTRACT_LIMIT_REACHED',
    });
  });
});
