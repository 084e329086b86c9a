import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { testPkcs12 } from '../../backend/pdf/support/signing.js';

describe('lookups: user types and subscription plans', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('serves Indian business user types without sign-in at GET api/general/UserTypes', async () => {
    const { status, body } = await call<{ id: number; code: string; label: string }[]>(
      app.baseUrl,
      'GET',
      '/api/general/UserTypes',
    );
    expect(status).toBe(200);
    expect(body.data!.map((type) => type.code)).toEqual([
      'individual',
      'proprietorship',
      'partnership',
      'llp',
      'private_limited',
      'public_limited',
      'huf',
      'trust_society',
      'government',
    ]);
    expect(body.data![6]).toEqual({ id: 7, code: 'huf', label: 'Hindu Undivided Family (HUF)' });
  });

  it('serves four plans with every pricing property at GET api/General/SubscriptionList', async () => {
    const { status, body } = await call<Record<string, unknown>[]>(app.baseUrl, 'GET', '/api/General/SubscriptionList');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(4);
    for (const plan of body.data!) {
      expect(Object.keys(plan).sort()).toEqual(
        [
          'billingPeriod',
          'contractDurationLimit',
          'genPdfCount',
          'id',
          'mostPopular',
          'numberOfAttachments',
          'numberOfContracts',
          'rate',
          'ratePaise',
          'typeValue',
        ].sort(),
      );
      expect(plan.rate).toMatch(/^\d+\.\d{2}$/);
    }
    const [free, popular, , perContract] = body.data!;
    expect(free).toMatchObject({
      id: 1,
      rate: '0.00',
      ratePaise: 0,
      numberOfAttachments: 2,
      contractDurationLimit: 356,
      genPdfCount: 1,
    });
    expect(popular).toMatchObject({
      id: 2,
      mostPopular: true,
      rate: '999.00',
      ratePaise: 99900,
      billingPeriod: 'month',
    });
    expect(perContract).toMatchObject({ id: 4, billingPeriod: 'contract', rate: '149.00' });
    expect(body.data!.filter((plan) => plan.mostPopular)).toHaveLength(1);
  });
});

describe('demo accounts', () => {
  const login = (app: TestApp, phone: string) =>
    call<{ name: string; userStatus: string }>(app.baseUrl, 'POST', '/api/Auth/login', {
      body: { Contact: phone, Password: 'Demo@1234' },
    });

  it('are seeded idempotently when enabled: a buyer and a seller with known phones and password', async () => {
    const first = await createTestApp({ env: { DEMO_ACCOUNTS: 'on' } });
    try {
      const buyer = await login(first, '+919800000001');
      expect(buyer.status).toBe(200);
      expect(buyer.body.data).toMatchObject({ name: 'Demo Buyer', userStatus: 'Active' });
      expect((await login(first, '+919800000002')).body.data).toMatchObject({ name: 'Demo Seller' });

      // A restart on the same database seeds nothing twice.
      const second = await createTestApp({ env: { DEMO_ACCOUNTS: 'on' }, db: first.db });
      await second.close();
      const client = new pg.Client({ connectionString: first.db.url });
      await client.connect();
      const { rows } = await client.query<{ count: string }>(
        "select count(*) from users where phone_number like '+9198000000%'",
      );
      await client.end();
      expect(Number(rows[0]!.count)).toBe(2);
    } finally {
      await first.close();
    }
  });

  it('are not seeded with DATABASE_URL set (the default here) nor in production', async () => {
    const environments: Record<string, string>[] = [
      {},
      {
        NODE_ENV: 'production',
        JWT_SECRET: 'a-production-secret-that-is-long-enough-1234',
        AUDIT_SIGNING_KEY: generateKeyPairSync('ed25519')
          .privateKey.export({ format: 'pem', type: 'pkcs8' })
          .toString(),
        PDF_SIGNING_P12: testPkcs12.toString('base64'),
        // Production sends for real (the outbox cannot be on); nothing is sent in this test.
        SMTP_URL: 'smtp://127.0.0.1:9',
        SMS_AUTH_KEY: 'unused',
        SMS_TEMPLATE_IDS: '{"otp":"1"}',
        DEMO_ACCOUNTS: 'on',
      },
    ];
    for (const env of environments) {
      const app = await createTestApp({ env });
      try {
        expect((await login(app, '+919800000001')).status).toBe(401);
      } finally {
        await app.close();
      }
    }
  });
});
