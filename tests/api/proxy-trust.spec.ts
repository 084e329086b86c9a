// Issue 11, point 11: X-Forwarded-For and -Proto count only from a proxy TRUST_PROXY names; HSTS
// and upgrade-insecure-requests only over https.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parseEnv, trustProxyOf } from '../../backend/src/config/env.schema.js';
import { call, createTestApp, type TestApp } from '../setup/test-app.js';
import { registerBody } from './accounts/support/accounts.js';

const register = (app: TestApp, forwardedFor: string) =>
  call(app.baseUrl, 'POST', '/api/Auth/Register', {
    body: registerBody(),
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('without TRUST_PROXY (the default)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => app.close());

  it('counts per-IP limits by the connection, whatever X-Forwarded-For claims', async () => {
    for (let n = 1; n <= 10; n++) expect((await register(app, `203.0.113.${n}`)).status).toBe(201);
    expect((await register(app, '203.0.113.99')).status).toBe(429);
  });

  it('sends neither HSTS nor upgrade-insecure-requests over http, even when a client claims https', async () => {
    const { headers } = await call(app.baseUrl, 'GET', '/api/General/Connect', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(headers.get('strict-transport-security')).toBeNull();
    expect(headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { RATE_LIMITS: 'on', TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => app.close());

  it('takes the client address from the trusted proxy', async () => {
    for (let n = 1; n <= 10; n++) expect((await register(app, '198.51.100.1')).status).toBe(201);
    expect((await register(app, '198.51.100.1')).status).toBe(429);
    expect((await register(app, '198.51.100.2')).status).toBe(201);
  });

  it('sends HSTS and upgrade-insecure-requests for https the proxy reports', async () => {
    const { headers } = await call(app.baseUrl, 'GET', '/api/General/Connect', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});

describe('TRUST_PROXY values', () => {
  it('reads none, a hop count or a list, and names a bad value', () => {
    expect(trustProxyOf(parseEnv({}))).toBe(false);
    expect(trustProxyOf(parseEnv({ TRUST_PROXY: '1' }))).toBe(1);
    expect(trustProxyOf(parseEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }))).toEqual(['loopback', '10.0.0.0/8']);
    expect(() => parseEnv({ TRUST_PROXY: 'every one!' })).toThrow(/TRUST_PROXY: must be a hop count/);
  });
});
