// Issue 11, point 5: profile completion does not ask again for the password set at registration.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { PASSWORD, registerVerified } from './support/accounts.js';

describe('profile completion without a password', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('completes the profile from name, e-mail and terms, keeping the registration password', async () => {
    const user = await registerVerified(app.baseUrl);
    const updated = await call<{ status: string }>(app.baseUrl, 'POST', '/api/Auth/UserEmpCompanyUpdate', {
      token: user.token,
      body: { Id: user.userId, Name: 'Asha Verma', Email: `p.${Date.now()}@example.in`, UserTermAccepted: true },
    });
    expect([updated.status, updated.body.data?.status]).toEqual([200, 'Active']);
    const login = await call(app.baseUrl, 'POST', '/api/Auth/login', {
      body: { Contact: user.phone, Password: PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  // Issue 41, point 6: registration calls the e-mail optional, and so does profile completion.
  it('completes the profile without an e-mail, and a blank one clears it', async () => {
    const user = await registerVerified(app.baseUrl);
    const update = (Email?: string) =>
      call<{ status: string; email: string | null }>(app.baseUrl, 'POST', '/api/Auth/UserEmpCompanyUpdate', {
        token: user.token,
        body: { Id: user.userId, Name: 'Asha Verma', UserTermAccepted: true, ...(Email !== undefined && { Email }) },
      });
    const withoutEmail = await update();
    expect([withoutEmail.status, withoutEmail.body.data?.status, withoutEmail.body.data?.email]).toEqual([
      200,
      'Active',
      null,
    ]);
    const email = `p.${Date.now()}@example.in`;
    expect((await update(email)).body.data?.email).toBe(email);
    expect((await update('  ')).body.data?.email).toBeNull();
    const bad = await update('asha.example.in');
    expect([bad.status, bad.body.message]).toEqual([400, 'Email should have proper format.']);
  });
});
