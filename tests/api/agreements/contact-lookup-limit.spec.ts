// Issue 36: ContactLookup turned any phone or e-mail into an account's name, e-mail, phone, GSTIN
// and address without limit. Each user gets 30 an hour; the 31st answers 429 with a plain message
// and Retry-After. (This suite turns RATE_LIMITS on; other suites run with them off.)
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { controlClock, newPhone, registerVerified } from '../accounts/support/accounts.js';
import { as, type SignedIn } from './support/agreements.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';

const HOUR_MS = 60 * 60_000;

describe('ContactLookup: limited per user', () => {
  let app: TestApp;
  let clock: ReturnType<typeof controlClock>;
  let asha: SignedIn;
  let ravi: SignedIn;
  let seller: SignedIn;

  beforeAll(async () => {
    app = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    clock = controlClock(app);
    clock.toStartOfNextHour();
    [asha, ravi, seller] = await Promise.all([
      registerVerified(app.baseUrl, { UsrName: 'Asha Verma' }),
      registerVerified(app.baseUrl, { UsrName: 'Ravi Kumar' }),
      registerVerified(app.baseUrl, { UsrName: 'Sunil Seller' }),
    ]);
  });
  // Each test starts in fresh rate-limit windows.
  beforeEach(() => clock.toStartOfNextHour());
  afterAll(() => app.close());

  const lookup = (user: SignedIn, contact: string) =>
    as(app.baseUrl, user)<{ usrName: string }>('POST', '/api/General/ContactLookup', { ContactInfo: contact });

  it('answers 30 lookups an hour, found or not, then 429 with Retry-After until the hour is over', async () => {
    for (let n = 1; n <= 30; n++) {
      const reply = await lookup(asha, n % 2 ? seller.phone : newPhone());
      expect(reply.status).toBe(n % 2 ? 200 : 404);
    }
    const refused = await lookup(asha, seller.phone);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      status: 0,
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 60 minutes.',
    });
    expect(refused.body.data).toBeUndefined();
    const raw = await fetch(`${app.baseUrl}/api/General/ContactLookup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${asha.token}` },
      body: JSON.stringify({ ContactInfo: seller.phone }),
    });
    expect(raw.status).toBe(429);
    const wait = Number(raw.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(HOUR_MS / 1000 - 60);
    expect(wait).toBeLessThanOrEqual(HOUR_MS / 1000);

    // Another user still looks up; the limited one again once the hour is over.
    expect((await lookup(ravi, seller.phone)).status).toBe(200);
    clock.advance(wait * 1000);
    const later = await lookup(asha, seller.phone);
    expect([later.status, later.body.data?.usrName]).toEqual([200, 'Sunil Seller']);
  });

  it('counts refused requests too: a malformed contact uses up the allowance', async () => {
    for (let n = 1; n <= 30; n++) expect((await lookup(ravi, '12345')).status).toBe(400);
    expect((await lookup(ravi, seller.phone)).status).toBe(429);
  });
});
