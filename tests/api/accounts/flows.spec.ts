import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { PASSWORD, controlClock, latestCode, newPhone, registerBody, registerVerified } from './support/accounts.js';

const NEW_PASSWORD = 'Fresh@2026';

describe('accounts: register, codes, login, reset, profile, sessions', () => {
  let app: TestApp;
  let clock: ReturnType<typeof controlClock>;
  beforeAll(async () => {
    app = await createTestApp();
    clock = controlClock(app);
  });
  afterAll(() => app.close());

  it('registers a New user, sends the code by SMS and signs in with it', async () => {
    const body = registerBody({ Email: 'Asha.Verma@Example.in' });
    const registered = await call<{ contactId: string }>(app.baseUrl, 'POST', '/api/Auth/Register', { body });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ status: 1, data: { contactId: expect.any(String) } });

    const code = await latestCode(app.baseUrl, body.PhoneNumber as string);
    const validated = await call<Record<string, unknown>>(app.baseUrl, 'POST', '/api/Auth/ValidateOTP', {
      body: { ContactId: registered.body.data!.contactId, OTP: code },
    });
    expect(validated.status).toBe(200);
    expect(validated.body.status).toBe(1);
    expect(validated.body.data).toMatchObject({
      status: 1,
      token: expect.any(String),
      refreshToken: expect.any(String),
      name: 'Asha Verma',
      userType: 5,
      email: 'asha.verma@example.in',
      phoneNumber: body.PhoneNumber,
      userId: expect.any(String),
      usrId: expect.any(String),
      userStatus: 'New',
      message: expect.any(String),
    });

    const token = validated.body.data!.token as string;
    const details = await call<Record<string, unknown>>(app.baseUrl, 'GET', '/api/Auth/GetUserDetails', { token });
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({
      id: validated.body.data!.userId,
      name: 'Asha Verma',
      status: 'New',
      phoneVerified: true,
    });
  });

  it('refuses a password login until the phone is verified with its code', async () => {
    const body = registerBody();
    await call(app.baseUrl, 'POST', '/api/Auth/Register', { body });
    const response = await call(app.baseUrl, 'POST', '/api/Auth/login', {
      body: { Contact: body.PhoneNumber, Password: PASSWORD },
    });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('PHONE_NOT_VERIFIED');
  });

  it('refuses a code that was already used', async () => {
    const body = registerBody();
    const registered = await call<{ contactId: string }>(app.baseUrl, 'POST', '/api/Auth/Register', { body });
    const payload = {
      ContactId: registered.body.data!.contactId,
      OTP: await latestCode(app.baseUrl, body.PhoneNumber as string),
    };
    expect((await call(app.baseUrl, 'POST', '/api/Auth/ValidateOTP', { body: payload })).status).toBe(200);
    const again = await call(app.baseUrl, 'POST', '/api/Auth/ValidateOTP', { body: payload });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ status: 0, message: 'Invalid OTP.' });
  });

  it('logs in by phone and by e-mail, and answers a wrong password with "Invalid Credentials."', async () => {
    const email = `login.${Date.now()}@example.in`;
    const user = await registerVerified(app.baseUrl, { Email: email });

    const byPhone = await call<Record<string, unknown>>(app.baseUrl, 'POST', '/api/Auth/login', {
      body: { Contact: user.phone, Password: PASSWORD },
    });
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.data).toMatchObject({
      status: 1,
      userId: user.userId,
      usrId: user.userId,
      email,
      phoneNumber: user.phone,
    });

    const byEmail = await call<Record<string, unknown>>(app.baseUrl, 'POST', '/api/Auth/login', {
      body: { Contact: email.toUpperCase(), Password: PASSWORD },
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data).toMatchObject({ userId: user.userId });

    const wrong = await call(app.baseUrl, 'POST', '/api/Auth/login', {
      body: { Contact: user.phone, Password: 'Wrong@1234' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ status: 0, code: 'INVALID_CREDENTIALS', message: 'Invalid Credentials.' });

    const unknown = await call(app.baseUrl, 'POST', '/api/Auth/login', {
      body: { Contact: newPhone(), Password: PASSWORD },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Invalid Credentials.');
  });

  it('signs in with a code requested by SendOtp, and refuses a code for an unknown user', async () => {
    const user = await registerVerified(app.baseUrl);
    clock.advance(31_000); // past the resend wait that follows the registration code
    const sent = await call<{ contactId: string }>(app.baseUrl, 'POST', '/api/Auth/SendOtp', {
      body: { ContactInfo: user.phone },
    });
    expect(sent.status).toBe(200);
    const signedIn = await call<{ userId: string; token: string }>(app.baseUrl, 'POST', '/api/Auth/ValidateOTP', {
      body: { ContactId: sent.body.data!.contactId, OTP: await latestCode(app.baseUrl, user.phone) },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ status: 1, userId: user.userId, token: expect.any(String) });

    const unknown = await call(app.baseUrl, 'POST', '/api/Auth/SendOtp', { body: { ContactInfo: newPhone() } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 0, message: 'User doesnt exist' });
  });

  it('resets a forgotten password: code, reset grant, new password works and the old one does not', async () => {
    const user = await registerVerified(app.baseUrl, { Email: `reset.${Date.now()}@example.in` });
    const email = (await call<{ email: string }>(app.baseUrl, 'GET', '/api/Auth/GetUserDetails', { token: user.token }))
      .body.data!.email;

    const sent = await call<{ contactId: string }>(app.baseUrl, 'POST', '/api/Auth/SendOtp', {
      body: { ContactInfo: email, Purpose: 'Reset' },
    });
    expect(sent.status).toBe(200);
    const validated = await call<{ resetToken: string; usrId: string; token?: string }>(
      app.baseUrl,
      'POST',
      '/api/Auth/ValidateOTP',
      {
        body: { ContactId: sent.body.data!.contactId, OTP: await latestCode(app.baseUrl, email) },
      },
    );
    expect(validated.status).toBe(200);
    expect(validated.body.data).toMatchObject({ status: 1, usrId: user.userId, resetToken: expect.any(String) });
    expect(validated.body.data!.token).toBeUndefined();

    const changed = await call<{ contactId: string }>(app.baseUrl, 'POST', '/api/Auth/ChangePassword', {
      body: {
        UsrId: user.userId,
        Password: NEW_PASSWORD,
        ConfirmPassword: NEW_PASSWORD,
        ResetToken: validated.body.data!.resetToken,
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({ contactId: user.userId });

    const withNew = await call(app.baseUrl, 'POST', '/api/Auth/login', {
      body: { Contact: user.phone, Password: NEW_PASSWORD },
    });
    expect(withNew.status).toBe(200);
    const withOld = await call(app.baseUrl, 'POST', '/api/Auth/login', {
      body: { Contact: user.phone, Password: PASSWORD },
    });
    expect(withOld.status).toBe(401);
    expect(withOld.body.message).toBe('Invalid Credentials.');

    // The reset ended the sessions opened before it, and the grant is single use.
    expect(
      (await call(app.baseUrl, 'POST', '/api/Auth/Refresh', { body: { RefreshToken: user.refreshToken } })).status,
    ).toBe(401);
    const replay = await call(app.baseUrl, 'POST', '/api/Auth/ChangePassword', {
      body: {
        UsrId: user.userId,
        Password: PASSWORD,
        ConfirmPassword: PASSWORD,
        ResetToken: validated.body.data!.resetToken,
      },
    });
    expect(replay.status).toBe(401);
  });

  it("never changes a password by user id alone, nor with another user's grant", async () => {
    const victim = await registerVerified(app.baseUrl);
    const attacker = await registerVerified(app.baseUrl);
    const noGrant = await call(app.baseUrl, 'POST', '/api/Auth/ChangePassword', {
      body: { UsrId: victim.userId, Password: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD },
    });
    expect(noGrant.status).toBe(400);

    clock.advance(31_000);
    const sent = await call<{ contactId: string }>(app.baseUrl, 'POST', '/api/Auth/SendOtp', {
      body: { ContactInfo: attacker.phone, Purpose: 'Reset' },
    });
    const grant = await call<{ resetToken: string }>(app.baseUrl, 'POST', '/api/Auth/ValidateOTP', {
      body: { ContactId: sent.body.data!.contactId, OTP: await latestCode(app.baseUrl, attacker.phone) },
    });
    const hijack = await call(app.baseUrl, 'POST', '/api/Auth/ChangePassword', {
      body: {
        UsrId: victim.userId,
        Password: NEW_PASSWORD,
        ConfirmPassword: NEW_PASSWORD,
        ResetToken: grant.body.data!.resetToken,
      },
    });
    expect(hijack.status).toBe(401);
    expect(hijack.body.code).toBe('INVALID_RESET_GRANT');
    expect(
      (await call(app.baseUrl, 'POST', '/api/Auth/login', { body: { Contact: victim.phone, Password: PASSWORD } }))
        .status,
    ).toBe(200);
  });

  it('completes the profile: name, e-mail, password and terms; the user becomes Active', async () => {
    const user = await registerVerified(app.baseUrl);
    const email = `profile.${Date.now()}@example.in`;
    const updated = await call<Record<string, unknown>>(app.baseUrl, 'POST', '/api/Auth/UserEmpCompanyUpdate', {
      token: user.token,
      body: {
        Id: user.userId,
        Name: 'Asha Kumari Verma',
        Email: email,
        Password: NEW_PASSWORD,
        ReEnterPassword: NEW_PASSWORD,
        PhoneNumber: newPhone(),
        Status: 'New',
        UserTermAccepted: true,
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      id: user.userId,
      name: 'Asha Kumari Verma',
      email,
      status: 'Active',
      termsAccepted: true,
      phoneNumber: user.phone,
    });
    const login = await call(app.baseUrl, 'POST', '/api/Auth/login', {
      body: { Contact: email, Password: NEW_PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it("refuses to update someone else's profile (403)", async () => {
    const a = await registerVerified(app.baseUrl);
    const b = await registerVerified(app.baseUrl);
    const response = await call(app.baseUrl, 'POST', '/api/Auth/UserEmpCompanyUpdate', {
      token: a.token,
      body: {
        Id: b.userId,
        Name: 'Mallory',
        Email: 'mallory@example.in',
        Password: NEW_PASSWORD,
        ReEnterPassword: NEW_PASSWORD,
        UserTermAccepted: true,
      },
    });
    expect(response.status).toBe(403);
  });

  it('shows the current plan (Free by default) in GetUserDetails and getClientInfo', async () => {
    const user = await registerVerified(app.baseUrl, { UsrPan: 'ABCPV1234K', UsrGstin: '27ABCPV1234K1ZJ' });
    for (const path of [
      '/api/Auth/GetUserDetails',
      `/api/Auth/GetUserDetails?uid=${user.userId}`,
      '/api/POManagerAuth/getClientInfo',
    ]) {
      const { status, body } = await call<{ plan: { id: number; typeValue: string } }>(app.baseUrl, 'GET', path, {
        token: user.token,
      });
      expect(status).toBe(200);
      expect(body.data!.plan).toMatchObject({ id: 1, typeValue: 'Free', rate: '0.00' });
    }
    const info = await call<Record<string, unknown>>(app.baseUrl, 'GET', '/api/POManagerAuth/getClientInfo', {
      token: user.token,
    });
    expect(info.body.data).toMatchObject({ pan: 'ABCPV1234K', gstin: '27ABCPV1234K1ZJ', isMsme: true, userType: 5 });
    expect((await call(app.baseUrl, 'GET', '/api/POManagerAuth/getClientInfo')).status).toBe(401);
  });

  it('CheckUser tells whether a contact is registered', async () => {
    const user = await registerVerified(app.baseUrl);
    const known = await call(app.baseUrl, 'POST', '/api/Auth/CheckUser', { body: { ContactInfo: user.phone } });
    expect(known.body).toMatchObject({ status: 1, data: { exists: true } });
    const unknown = await call(app.baseUrl, 'POST', '/api/Auth/CheckUser', { body: { ContactInfo: newPhone() } });
    expect(unknown.body).toMatchObject({ status: 1, data: { exists: false } });
  });

  it('refuses to register a phone number twice (409)', async () => {
    const body = registerBody();
    expect((await call(app.baseUrl, 'POST', '/api/Auth/Register', { body })).status).toBe(201);
    const again = await call(app.baseUrl, 'POST', '/api/Auth/Register', { body });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('PHONE_TAKEN');
  });

  it('rotates refresh tokens; logout makes the refresh token refused', async () => {
    const user = await registerVerified(app.baseUrl);
    const refreshed = await call<{ token: string; refreshToken: string }>(app.baseUrl, 'POST', '/api/Auth/Refresh', {
      body: { RefreshToken: user.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data!.refreshToken).not.toBe(user.refreshToken);
    expect(
      (await call(app.baseUrl, 'GET', '/api/Auth/GetUserDetails', { token: refreshed.body.data!.token })).status,
    ).toBe(200);

    const logout = await call(app.baseUrl, 'POST', '/api/Auth/Logout', {
      body: { RefreshToken: refreshed.body.data!.refreshToken },
    });
    expect(logout.status).toBe(200);
    const after = await call(app.baseUrl, 'POST', '/api/Auth/Refresh', {
      body: { RefreshToken: refreshed.body.data!.refreshToken },
    });
    expect(after.status).toBe(401);
    expect(after.body.status).toBe(0);
  });

  it('a reused refresh token revokes its whole family', async () => {
    const user = await registerVerified(app.baseUrl);
    const first = await call<{ refreshToken: string }>(app.baseUrl, 'POST', '/api/Auth/Refresh', {
      body: { RefreshToken: user.refreshToken },
    });
    const second = first.body.data!.refreshToken;
    // An attacker replays the already-rotated token: refused, and the legitimate newer token dies too.
    const replay = await call(app.baseUrl, 'POST', '/api/Auth/Refresh', { body: { RefreshToken: user.refreshToken } });
    expect(replay.status).toBe(401);
    const legit = await call(app.baseUrl, 'POST', '/api/Auth/Refresh', { body: { RefreshToken: second } });
    expect(legit.status).toBe(401);
  });

  it('stores passwords as argon2id with at least 19 MiB and 2 passes', async () => {
    const user = await registerVerified(app.baseUrl);
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: app.db.url });
    await client.connect();
    const { rows } = await client.query<{ password_hash: string }>('select password_hash from users where id = $1', [
      user.userId,
    ]);
    await client.end();
    const [, algorithm, , params] = rows[0]!.password_hash.split('$');
    expect(algorithm).toBe('argon2id');
    const { m, t } = Object.fromEntries(params!.split(',').map((pair) => pair.split('='))) as { m: string; t: string };
    expect(Number(m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(t)).toBeGreaterThanOrEqual(2);
  });
});
