// Issue 11, point 9: an access token stops working within seconds once its sign-in ends: logout,
// a password reset, or the user's deletion.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { PASSWORD, latestCode, registerVerified, type SignedIn } from './support/accounts.js';
import { sql } from '../uploads/support/uploads.js';

const NEW_PASSWORD = 'Newer@5678';

describe('ending a sign-in revokes its access tokens', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const me = (user: SignedIn) => call(app.baseUrl, 'GET', '/api/Auth/GetUserDetails', { token: user.token });
  const ended = { status: 0, code: 'SESSION_ENDED', message: 'Your session has ended. Please sign in again.' };

  it('after logout the access token is refused at once; another sign-in of the user still works', async () => {
    const user = await registerVerified(app.baseUrl);
    const other = await call<{ token: string }>(app.baseUrl, 'POST', '/api/Auth/login', {
      body: { Contact: user.phone, Password: PASSWORD },
    });
    expect((await me(user)).status).toBe(200);
    const out = await call(app.baseUrl, 'POST', '/api/Auth/Logout', { body: { RefreshToken: user.refreshToken } });
    expect(out.status).toBe(200);
    const after = await me(user);
    expect([after.status, after.body]).toEqual([401, ended]);
    expect((await call(app.baseUrl, 'GET', '/api/Auth/GetUserDetails', { token: other.body.data!.token })).status).toBe(
      200,
    );
  });

  it('after a password reset every earlier access token is refused', async () => {
    // Reset by e-mail: the phone's code was sent a moment ago and a resend would wait.
    const email = `reset.${Date.now()}@example.in`;
    const user = await registerVerified(app.baseUrl, { Email: email });
    expect((await me(user)).status).toBe(200);
    const sent = await call<{ contactId: string }>(app.baseUrl, 'POST', '/api/Auth/SendOtp', {
      body: { ContactInfo: email, Purpose: 'Reset' },
    });
    const validated = await call<{ resetToken: string }>(app.baseUrl, 'POST', '/api/Auth/ValidateOTP', {
      body: { ContactId: sent.body.data!.contactId, OTP: await latestCode(app.baseUrl, email) },
    });
    const changed = await call(app.baseUrl, 'POST', '/api/Auth/ChangePassword', {
      body: {
        UsrId: user.userId,
        Password: NEW_PASSWORD,
        ConfirmPassword: NEW_PASSWORD,
        ResetToken: validated.body.data!.resetToken,
      },
    });
    expect(changed.status).toBe(200);
    const after = await me(user);
    expect([after.status, after.body]).toEqual([401, ended]);
  });

  it('refuses the access token of a deleted user within seconds', async () => {
    const user = await registerVerified(app.baseUrl);
    expect((await me(user)).status).toBe(200);
    await sql(app.db.url, 'delete from users where id = $1', [user.userId]);
    // Another instance may trust its last answer for up to two seconds.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await me(user)).status).toBe(401);
  });
});
