// Issue 11, point 6: the dev outbox answers only a request made on this machine over loopback
// without forwarding headers, names one recipient, and the code also goes to the console.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { networkInterfaces } from 'node:os';
import { Logger } from '@nestjs/common';
import { OutboxTransport } from '../../../backend/src/notifications/transports/outbox.transport.js';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { latestCode, registerBody } from './support/accounts.js';

// An address of this machine other than loopback, if it has one.
const otherAddress = Object.values(networkInterfaces())
  .flat()
  .find((n) => n && n.family === 'IPv4' && !n.internal)?.address;

describe('GET /api/dev/outbox', () => {
  let app: TestApp;
  let phone: string;
  beforeAll(async () => {
    // Listening on every interface, so a request can also arrive from a non-loopback address.
    app = await createTestApp({ host: '0.0.0.0' });
    const body = registerBody();
    phone = body.PhoneNumber as string;
    await call(app.baseUrl, 'POST', '/api/Auth/Register', { body });
  });
  afterAll(() => app.close());

  const outbox = (baseUrl: string, query: string, headers: Record<string, string> = {}) =>
    call<{ body: string }[]>(baseUrl, 'GET', `/api/dev/outbox${query}`, { headers });

  it('gives a local tool the code over loopback, as the README says', async () => {
    expect(await latestCode(app.baseUrl, phone)).toMatch(/^\d{6}$/);
  });

  it('never lists everyone: without to= it asks for the recipient', async () => {
    const { status, body } = await outbox(app.baseUrl, '');
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 0, message: expect.stringMatching(/^Name the phone number or e-mail/) });
    expect(body.data).toBeUndefined();
  });

  it.each([
    ['X-Forwarded-For', { 'x-forwarded-for': '127.0.0.1' }],
    ['Forwarded', { forwarded: 'for=127.0.0.1' }],
    ['X-Real-IP', { 'x-real-ip': '127.0.0.1' }],
  ])('answers 404 with no code to a request relayed by a proxy (%s)', async (_name, headers) => {
    const { status, body } = await outbox(app.baseUrl, `?to=${encodeURIComponent(phone)}`, headers);
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toMatch(/\d{6}/);
  });

  (otherAddress ? it : it.skip)(
    otherAddress
      ? 'answers 404 with no code to a request from another address'
      : 'answers 404 with no code to a request from another address (skipped: this machine has no address but loopback)',
    async () => {
      const port = new URL(app.baseUrl).port;
      const { status, body } = await outbox(`http://${otherAddress}:${port}`, `?to=${encodeURIComponent(phone)}`);
      expect(status).toBe(404);
      expect(JSON.stringify(body)).not.toMatch(/\d{6}/);
    },
  );
});

describe('the outbox transport', () => {
  it('writes each message to the server console', async () => {
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    try {
      await new OutboxTransport().send({
        to: '+919800000009',
        template: 'otp',
        params: {},
        subject: '',
        body: 'Your Samvida code is 123456',
      });
      expect(log).toHaveBeenCalledWith('otp for +919800000009: Your Samvida code is 123456');
    } finally {
      log.mockRestore();
    }
  });
});
