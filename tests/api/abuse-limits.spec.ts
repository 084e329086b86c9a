// Issue 11, point 12: ContactUs and Logout are rate limited, and uploads have a per-user rate and
// a daily byte quota; a refused request writes nothing.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createTestApp, type TestApp } from '../setup/test-app.js';
import { registerVerified, type SignedIn } from './accounts/support/accounts.js';
import { samples, sql, upload } from './uploads/support/uploads.js';

const countOf = async (app: TestApp, table: string) =>
  Number((await sql<{ n: string }>(app.db.url, `select count(*) as n from ${table}`))[0]!.n);

describe('rate limits on the public forms, logout and uploads', () => {
  let app: TestApp;
  let asha: SignedIn;
  beforeAll(async () => {
    app = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    asha = await registerVerified(app.baseUrl);
  });
  afterAll(() => app.close());

  it('limits ContactUs to 10 messages an hour per address and stores nothing more', async () => {
    const send = (n: number) =>
      call(app.baseUrl, 'POST', '/api/General/ContactUs', {
        body: { Name: 'Asha Verma', Email: `asha${n}@example.in`, Message: 'Please call me about the plans.' },
      });
    for (let n = 1; n <= 10; n++) expect((await send(n)).status).toBe(201);
    const refused = await send(11);
    expect([refused.status, refused.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(await countOf(app, 'contact_messages')).toBe(10);
  });

  it('limits Logout to 60 calls per 15 minutes per address', async () => {
    const logout = () => call(app.baseUrl, 'POST', '/api/Auth/Logout', { body: { RefreshToken: 'not-a-token' } });
    for (let n = 1; n <= 60; n++) expect((await logout()).status).not.toBe(429);
    expect((await logout()).status).toBe(429);
  });

  it('limits each user to 10 uploads a minute; the eleventh stores nothing', async () => {
    for (let n = 1; n <= 10; n++)
      expect((await upload(app.baseUrl, asha.token, samples.pdf, 'a.pdf')).status).toBe(201);
    const before = await countOf(app, 'uploads');
    const refused = await upload(app.baseUrl, asha.token, samples.pdf, 'a.pdf');
    expect([refused.status, refused.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(await countOf(app, 'uploads')).toBe(before);
  });
});

describe('the daily upload quota', () => {
  let app: TestApp;
  let ravi: SignedIn;
  beforeAll(async () => {
    app = await createTestApp();
    ravi = await registerVerified(app.baseUrl);
  });
  afterAll(() => app.close());

  it('refuses a file that would take a user past 50 MB in 24 hours', async () => {
    // 49.9 MB already uploaded today (rows as the upload call writes them).
    await sql(
      app.db.url,
      `insert into uploads (id, owner_id, name, mime_type, size, storage_key)
       select gen_random_uuid(), $1, 'old.pdf', 'application/pdf', 1048576, 'k' || n from generate_series(1, 49) n`,
      [ravi.userId],
    );
    await sql(
      app.db.url,
      `insert into uploads (id, owner_id, name, mime_type, size, storage_key) values (gen_random_uuid(), $1, 'x.pdf', 'application/pdf', 943718, 'k50')`,
      [ravi.userId],
    );
    const small = await upload(app.baseUrl, ravi.token, samples.pdf, 'small.pdf');
    expect(small.status).toBe(201);
    const big = await upload(
      app.baseUrl,
      ravi.token,
      Buffer.concat([samples.pdf, Buffer.alloc(200_000, 32)]),
      'big.pdf',
    );
    expect(big.status).toBe(429);
    expect(big.body).toMatchObject({ status: 0, code: 'DAILY_QUOTA_REACHED', message: expect.stringMatching(/50 MB/) });
  });
});
