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
});
