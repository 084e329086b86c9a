import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import {
  PASSWORD,
  controlClock,
  countRows,
  latestCode,
  newPhone,
  registerBody,
  registerVerified,
} from './support/accounts.js';

const FIVE_MINUTES = 5 * 60_000;

/** The real limits: this suite turns RATE_LIMITS on (other suites run with them off). */
describe('accounts: abuse limits', () => {
  let app: TestApp;
  let clock: ReturnType<typeof controlClock>;
  beforeAll(async () => {
    app = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    clock = controlClock(app);
  });
  // Each test starts in fresh rate-limit windows.
  beforeEach(() => clock.toStartOfNextHour());
  afterAll(() => app.close());

  async function register(): Promise<{ phone: string; contactId: string }> {
    const body = registerBody();
    const { status, body: response } = await call<{ contactId: string }>(app.baseUrl, 'POST', '/api/Auth/Register', {
      body,
    });
    expect(status).toBe(201);
    return { phone: body.PhoneNumber as string, contactId: response.data!.contactId };
  }

  it('refuses the right code after 5 wrong ones: the 6th try is refused', async () => {
    const { phone, contactId } = await register();
    const code = await latestCode(app.baseUrl, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await call(app.baseUrl, 'POST', '/api/Auth/ValidateOTP', {
        body: { ContactId: contactId, OTP: wrong },
      });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Invalid OTP.');
    }
    const right = await call(app.baseUrl, 'POST', '/api/Auth/ValidateOTP', {
      body: { ContactId: contactId, OTP: code },
    });
    expect(right.status).toBe(401);
    expect(right.body).toMatchObject({ status: 0, message: 'Invalid OTP.' });
  });

  it('counts concurrent wrong tries too: 8 at once exhaust the code', async () => {
    const { phone, contactId } = await register();
    const code = await latestCode(app.baseUrl, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await Promise.all(
      Array.from({ length: 8 }, () =>
        call(app.baseUrl, 'POST', '/api/Auth/ValidateOTP', { body: { ContactId: contactId, OTP: wrong } }),
      ),
    );
    const right = await call(app.baseUrl, 'POST', '/api/Auth/ValidateOTP', {
      body: { ContactId: contactId, OTP: code },
    });
    expect(right.status).toBe(401);
  });

  it('accepts the right code after 4 wrong ones', async () => {
    const { phone, contactId } = await register();
    const code = await latestCode(app.baseUrl, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      await call(app.baseUrl, 'POST', '/api/Auth/ValidateOTP', { body: { ContactId: contactId, OTP: wrong } });
    }
    expect(
      (await call(app.baseUrl, 'POST', '/api/Auth/ValidateOTP', { body: { ContactId: contactId, OTP: code } })).status,
    ).toBe(200);
  });

  it('refuses an expired code (older than 5 minutes)', async () => {
    const { phone, contactId } = await register();
    const code = await latestCode(app.baseUrl, phone);
    clock.advance(FIVE_MINUTES + 1000);
    const response = await call(app.baseUrl, 'POST', '/api/Auth/ValidateOTP', {
      body: { ContactId: contactId, OTP: code },
    });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Invalid OTP.');
  });

  it('binds a code to its challenge: a newer code replaces the older one', async () => {
    const { phone, contactId } = await register();
    const firstCode = await latestCode(app.baseUrl, phone);
    clock.advance(31_000);
    const resent = await call<{ contactId: string }>(app.baseUrl, 'POST', '/api/Auth/SendOtp', {
      body: { ContactInfo: phone },
    });
    expect(resent.status).toBe(200);
    const secondCode = await latestCode(app.baseUrl, phone);
    const stale = await call(app.baseUrl, 'POST', '/api/Auth/ValidateOTP', {
      body: { ContactId: contactId, OTP: firstCode },
    });
    expect(stale.status).toBe(401);
    const fresh = await call(app.baseUrl, 'POST', '/api/Auth/ValidateOTP', {
      body: { ContactId: resent.body.data!.contactId, OTP: secondCode },
    });
    expect(fresh.status).toBe(200);
  });

  it('answers a SendOtp flood for one contact with 429: 30 s between codes, at most 5 an hour', async () => {
    const user = await registerVerified(app.baseUrl);
    const tooSoon = await call(app.baseUrl, 'POST', '/api/Auth/SendOtp', { body: { ContactInfo: user.phone } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toMatchObject({ status: 0, code: 'OTP_RESEND_TOO_SOON' });
    expect(tooSoon.body.message).toMatch(/try again in \d+ seconds/);

    // The registration code was the first of the hour; four more are allowed, 30 s apart.
    for (let resend = 1; resend <= 4; resend++) {
      clock.advance(31_000);
      expect((await call(app.baseUrl, 'POST', '/api/Auth/SendOtp', { body: { ContactInfo: user.phone } })).status).toBe(
        200,
      );
    }
    clock.advance(31_000);
    const sixth = await call(app.baseUrl, 'POST', '/api/Auth/SendOtp', { body: { ContactInfo: user.phone } });
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('OTP_HOURLY_LIMIT');

    clock.advance(60 * 60_000);
    expect((await call(app.baseUrl, 'POST', '/api/Auth/SendOtp', { body: { ContactInfo: user.phone } })).status).toBe(
      200,
    );
  });

  it('answers a SendOtp flood from one IP with 429 (20 an hour), whatever the contacts', async () => {
    const statuses: number[] = [];
    for (let request = 1; request <= 21; request++) {
      statuses.push(
        (await call(app.baseUrl, 'POST', '/api/Auth/SendOtp', { body: { ContactInfo: newPhone() } })).status,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('limits Register per IP (10 an hour) and writes nothing for the refused one', async () => {
    for (let request = 1; request <= 10; request++) {
      expect((await call(app.baseUrl, 'POST', '/api/Auth/Register', { body: registerBody() })).status).toBe(201);
    }
    const users = await countRows(app.db.url, 'users');
    const refused = await call(app.baseUrl, 'POST', '/api/Auth/Register', { body: registerBody() });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: 0, code: 'RATE_LIMITED' });
    expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(await countRows(app.db.url, 'users')).toBe(users);
  });

  it('limits login per contact (10 per 15 minutes) and per IP (30 per 15 minutes)', async () => {
    const phone = newPhone();
    const perContact: number[] = [];
    for (let request = 1; request <= 11; request++) {
      perContact.push(
        (await call(app.baseUrl, 'POST', '/api/Auth/login', { body: { Contact: phone, Password: PASSWORD } })).status,
      );
    }
    expect(perContact.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(perContact[10]).toBe(429);

    const perIp: number[] = [];
    for (let request = 1; request <= 20; request++) {
      perIp.push(
        (await call(app.baseUrl, 'POST', '/api/Auth/login', { body: { Contact: newPhone(), Password: PASSWORD } }))
          .status,
      );
    }
    // 11 + 19 = 30 allowed from this IP in the window; the 31st is refused.
    expect(perIp.slice(0, 19).every((status) => status === 401)).toBe(true);
    expect(perIp[19]).toBe(429);
  });

  it('limits ValidateOTP per challenge (10 per 15 minutes)', async () => {
    const { contactId } = await register();
    const statuses: number[] = [];
    for (let request = 1; request <= 11; request++) {
      statuses.push(
        (await call(app.baseUrl, 'POST', '/api/Auth/ValidateOTP', { body: { ContactId: contactId, OTP: '000000' } }))
          .status,
      );
    }
    expect(statuses[10]).toBe(429);
  });

  it('locks an account for 15 minutes after 5 wrong passwords, even for the right one', async () => {
    const user = await registerVerified(app.baseUrl);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await call(app.baseUrl, 'POST', '/api/Auth/login', {
        body: { Contact: user.phone, Password: 'Wrong@1234' },
      });
      expect(wrong.status).toBe(401);
    }
    const locked = await call(app.baseUrl, 'POST', '/api/Auth/login', {
      body: { Contact: user.phone, Password: PASSWORD },
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ status: 0, code: 'ACCOUNT_LOCKED' });
    expect(locked.body.message).toMatch(/try again in 15 minutes/);

    clock.advance(15 * 60_000 + 1000);
    expect(
      (await call(app.baseUrl, 'POST', '/api/Auth/login', { body: { Contact: user.phone, Password: PASSWORD } }))
        .status,
    ).toBe(200);
  });

  it("does not let user A read user B's details (403)", async () => {
    const a = await registerVerified(app.baseUrl);
    const b = await registerVerified(app.baseUrl);
    const response = await call(app.baseUrl, 'GET', `/api/Auth/GetUserDetails?uid=${b.userId}`, { token: a.token });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ status: 0, code: 'NOT_YOUR_ACCOUNT' });
    const own = await call(app.baseUrl, 'GET', `/api/Auth/GetUserDetails?uid=${a.userId}`, { token: a.token });
    expect(own.status).toBe(200);
  });
});
