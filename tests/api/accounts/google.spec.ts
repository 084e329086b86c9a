import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generateKeyPair, type JWTPayload } from 'jose';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { countRows, latestCode, registerBody } from './support/accounts.js';
import { GOOGLE_CLIENT_ID, type LocalGoogle, startLocalGoogle } from './support/google-keys.js';

describe('accounts: Google sign-in verifies the ID token', () => {
  let app: TestApp;
  let google: LocalGoogle;
  beforeAll(async () => {
    google = await startLocalGoogle();
    app = await createTestApp({ env: { GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl } });
  });
  afterAll(async () => {
    await app.close();
    await google.close();
  });

  const identity = (): JWTPayload => {
    const id = randomUUID().slice(0, 8);
    return { sub: `google-${id}`, email: `priya.${id}@gmail.com`, name: 'Priya Nair' };
  };
  const googleLogin = (body: unknown) =>
    call<Record<string, unknown>>(app.baseUrl, 'POST', '/api/Auth/Googlelogin', { body });

  it('signs in with a valid ID token, creating the user once', async () => {
    const claims = identity();
    const first = await googleLogin({ IdToken: await google.signIdToken(claims) });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      status: 1,
      token: expect.any(String),
      refreshToken: expect.any(String),
      name: 'Priya Nair',
      email: claims.email,
      phoneNumber: null,
      userStatus: 'New',
    });
    const again = await googleLogin({ IdToken: await google.signIdToken(claims) });
    expect(again.body.data!.userId).toBe(first.body.data!.userId);
    const details = await call(app.baseUrl, 'GET', '/api/Auth/GetUserDetails', {
      token: first.body.data!.token as string,
    });
    expect(details.body.data).toMatchObject({ emailVerified: true, googleLinked: true });
  });

  it('refuses a tampered ID token', async () => {
    const token = await google.signIdToken(identity());
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...identity(),
        email: 'ceo@bigcorp.in',
        iss: 'https://accounts.google.com',
        aud: GOOGLE_CLIENT_ID,
        exp: 9_999_999_999,
        email_verified: true,
      }),
    ).toString('base64url');
    const users = await countRows(app.db.url, 'users');
    const response = await googleLogin({ IdToken: `${header}.${forged}.${signature}` });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ status: 0, message: 'Invalid Credentials.' });
    expect(await countRows(app.db.url, 'users')).toBe(users);
  });

  it('refuses a token signed by another key, for another audience, or with an unverified e-mail', async () => {
    const { privateKey: otherKey } = await generateKeyPair('RS256');
    const refused = [
      await google.signIdToken(identity(), { key: otherKey }),
      await google.signIdToken({ ...identity(), aud: 'someone-else.apps.googleusercontent.com' }),
      await google.signIdToken({ ...identity(), email_verified: false }),
      await google.signIdToken({ ...identity(), iss: 'https://evil.example.com' }),
    ];
    for (const IdToken of refused) {
      const response = await googleLogin({ IdToken });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Invalid Credentials.');
    }
  });

  it('refuses the legacy payload {GoogleId, Email, Name}: a client-asserted e-mail is never trusted', async () => {
    const users = await countRows(app.db.url, 'users');
    const response = await googleLogin({ GoogleId: '1234567890', Email: 'victim@example.in', Name: 'Victim' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status: 0, message: 'A Google ID token is required.' });
    expect(await countRows(app.db.url, 'users')).toBe(users);
  });

  it('links to an account whose e-mail was verified, but not to one whose e-mail nobody proved', async () => {
    const claims = identity();
    const body = registerBody({ Email: claims.email });
    const registered = await call<{ contactId: string }>(app.baseUrl, 'POST', '/api/Auth/Register', { body });
    const userId = (
      await call<{ userId: string }>(app.baseUrl, 'POST', '/api/Auth/ValidateOTP', {
        body: {
          ContactId: registered.body.data!.contactId,
          OTP: await latestCode(app.baseUrl, body.PhoneNumber as string),
        },
      })
    ).body.data!.userId;

    const unproven = await googleLogin({ IdToken: await google.signIdToken(claims) });
    expect(unproven.status).toBe(409);

    // A code sent to the e-mail address proves it; then Google links to the same account.
    const sent = await call<{ contactId: string }>(app.baseUrl, 'POST', '/api/Auth/SendOtp', {
      body: { ContactInfo: claims.email },
    });
    await call(app.baseUrl, 'POST', '/api/Auth/ValidateOTP', {
      body: { ContactId: sent.body.data!.contactId, OTP: await latestCode(app.baseUrl, claims.email as string) },
    });
    const linked = await googleLogin({ IdToken: await google.signIdToken(claims) });
    expect(linked.status).toBe(200);
    expect(linked.body.data!.userId).toBe(userId);
  });
});

describe('accounts: Google sign-in without GOOGLE_CLIENT_ID', () => {
  it('is refused as not available', async () => {
    const app = await createTestApp();
    try {
      const response = await call(app.baseUrl, 'POST', '/api/Auth/Googlelogin', { body: { IdToken: 'a.b.c' } });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('GOOGLE_SIGN_IN_DISABLED');
    } finally {
      await app.close();
    }
  });
});
