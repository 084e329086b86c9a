import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { parseEnv } from '../../../backend/src/config/env.schema.js';
import { NotificationsService } from '../../../backend/src/notifications/notifications.service.js';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { registerBody } from './support/accounts.js';
import { startFakeSmsGateway, startFakeSmtp } from './support/fake-providers.js';

interface OutboxEntry {
  channel: string;
  to: string;
  template: string;
  subject: string | null;
  body: string;
}

async function messageRows(databaseUrl: string, recipient: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      status: string;
      attempts: number;
      transport: string;
      last_error: string | null;
    }>('select status, attempts, transport, last_error from notification_messages where recipient = $1', [recipient]);
    return rows;
  } finally {
    await client.end();
  }
}

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('notifications: outbox (the default outside production)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('renders every template and lists the messages per recipient at GET /api/dev/outbox', async () => {
    const notifications = app.app.get(NotificationsService);
    const phone = '+919811112222';
    const email = 'Vendor.One@Example.in';
    await notifications.send('otp', phone, { code: '123456', minutes: 5 });
    await notifications.send('invitation', email, {
      inviterName: 'Acme Traders',
      proposalUid: 'RFQ-0042',
      link: 'https://samvida.in/ApplyRFQ',
    });
    await notifications.send('contract-sent', email, {
      senderName: 'Acme Traders',
      agreementUid: 'AG-0007',
      link: 'https://samvida.in/DetailAgreement',
    });
    await notifications.send('your-turn', phone, {
      counterpartyName: 'Acme Traders',
      agreementUid: 'AG-0007',
      link: 'https://samvida.in/DetailAgreement',
    });
    await notifications.send('payment', email, {
      payerName: 'Acme Traders',
      amount: '₹1,23,456.00',
      reference: 'PAY-9',
      link: 'https://samvida.in/DetailContract',
    });

    const sms = await call<OutboxEntry[]>(app.baseUrl, 'GET', `/api/dev/outbox?to=${encodeURIComponent(phone)}`);
    expect(sms.status).toBe(200);
    expect(sms.body.data!.map((entry) => entry.template)).toEqual(['your-turn', 'otp']);
    expect(sms.body.data![1]).toMatchObject({ channel: 'sms', to: phone, subject: null });
    expect(sms.body.data![1]!.body).toContain('123456');

    const mail = await call<OutboxEntry[]>(app.baseUrl, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(mail.body.data!.map((entry) => entry.template)).toEqual(['payment', 'contract-sent', 'invitation']);
    expect(mail.body.data![0]).toMatchObject({
      channel: 'email',
      to: 'vendor.one@example.in',
      subject: 'Payment of ₹1,23,456.00 recorded',
    });
    expect(mail.body.data![2]!.body).toContain('RFQ-0042');

    // An unencoded '+' arrives as a space; the endpoint still finds the phone's messages.
    const unencoded = await call<OutboxEntry[]>(app.baseUrl, 'GET', `/api/dev/outbox?to=${phone}`);
    expect(unencoded.body.data).toHaveLength(2);
  });

  it('marks outbox messages as delivered without any provider', async () => {
    const body = registerBody();
    await call(app.baseUrl, 'POST', '/api/Auth/Register', { body });
    const rows = await eventually(
      () => messageRows(app.db.url, body.PhoneNumber as string),
      (found) => found[0]?.status === 'sent',
    );
    expect(rows).toEqual([expect.objectContaining({ transport: 'outbox', status: 'sent', attempts: 1 })]);
  });
});

describe('notifications: the dev outbox in production', () => {
  it('cannot be turned on: production refuses to start with the outbox', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), NOTIFICATIONS: 'outbox' })).toThrow(
      /NOTIFICATIONS: the outbox is for development/,
    );
  });

  it('refuses to boot live notifications without provider settings', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /SMTP_URL: required when notifications are live/,
    );
    expect(() =>
      parseEnv({ NOTIFICATIONS: 'live', SMTP_URL: 'smtp://mail', SMS_AUTH_KEY: 'k', SMS_TEMPLATE_IDS: 'not json' }),
    ).toThrow(/SMS_TEMPLATE_IDS: must be a JSON object/);
  });
});

describe('notifications: live providers with retries', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function liveApp(smsGatewayUrl: string, smtpUrl: string): Promise<TestApp> {
    return createTestApp({
      env: {
        NOTIFICATIONS: 'live',
        SMS_GATEWAY_URL: smsGatewayUrl,
        SMS_AUTH_KEY: 'test-auth-key',
        SMS_SENDER: 'SAMVDA',
        SMS_TEMPLATE_IDS: JSON.stringify({ otp: 'dlt-otp-template' }),
        SMTP_URL: smtpUrl,
        MAIL_FROM: 'Samvida <no-reply@samvida.test>',
        NOTIFICATION_RETRY_BASE_MS: '50',
      },
    });
  }

  it('sends the SMS through the MSG91 flow API, retrying after failures', async () => {
    const gateway = await startFakeSmsGateway(2);
    const smtp = await startFakeSmtp();
    try {
      app = await liveApp(gateway.url, smtp.url);
      const body = registerBody();
      const phone = body.PhoneNumber as string;
      // The user's action succeeds at once; delivery happens afterwards.
      expect((await call(app.baseUrl, 'POST', '/api/Auth/Register', { body })).status).toBe(201);
      const rows = await eventually(
        () => messageRows(app!.db.url, phone),
        (found) => found[0]?.status === 'sent',
      );
      expect(rows).toEqual([expect.objectContaining({ transport: 'msg91', status: 'sent', attempts: 3 })]);
      expect(gateway.requests).toHaveLength(3);
      const { headers, body: sent } = gateway.requests[2]!;
      expect(headers.authkey).toBe('test-auth-key');
      expect(sent).toMatchObject({
        template_id: 'dlt-otp-template',
        sender: 'SAMVDA',
        recipients: [{ mobiles: phone.slice(1), minutes: '5' }],
      });
      expect((sent.recipients as { code: string }[])[0]!.code).toMatch(/^\d{6}$/);
    } finally {
      await gateway.close();
      await smtp.close();
    }
  });

  it('gives up after 5 attempts, keeping the message and the user', async () => {
    const gateway = await startFakeSmsGateway(Infinity);
    const smtp = await startFakeSmtp();
    try {
      app = await liveApp(gateway.url, smtp.url);
      const body = registerBody();
      expect((await call(app.baseUrl, 'POST', '/api/Auth/Register', { body })).status).toBe(201);
      const rows = await eventually(
        () => messageRows(app!.db.url, body.PhoneNumber as string),
        (found) => found[0]?.status === 'failed',
      );
      expect(rows).toEqual([
        expect.objectContaining({ status: 'failed', attempts: 5, last_error: expect.stringContaining('500') }),
      ]);
      expect(gateway.requests).toHaveLength(5);
      const exists = await call(app.baseUrl, 'POST', '/api/Auth/CheckUser', {
        body: { ContactInfo: body.PhoneNumber },
      });
      expect(exists.body.data).toEqual({ exists: true });
    } finally {
      await gateway.close();
      await smtp.close();
    }
  });

  it('sends e-mail through SMTP', async () => {
    const gateway = await startFakeSmsGateway(0);
    const smtp = await startFakeSmtp();
    try {
      app = await liveApp(gateway.url, smtp.url);
      const notifications = app.app.get(NotificationsService);
      await notifications.send('otp', 'buyer@example.in', { code: '654321', minutes: 5 });
      await eventually(
        async () => smtp.messages.length,
        (count) => count === 1,
      );
      expect(smtp.messages[0]).toContain('Subject: Your Samvida one-time code');
      expect(smtp.messages[0]).toContain('654321 is your Samvida one-time code');
      expect(smtp.messages[0]).toMatch(/To: buyer@example\.in/);
      // The message is marked sent after the server's answer to its DATA, a moment after it arrived.
      const rows = await eventually(
        () => messageRows(app!.db.url, 'buyer@example.in'),
        (found) => found[0]?.status === 'sent',
      );
      expect(rows).toEqual([expect.objectContaining({ transport: 'smtp', status: 'sent' })]);
      // With live notifications the outbox route does not exist.
      expect((await call<unknown[]>(app.baseUrl, 'GET', '/api/dev/outbox?to=buyer@example.in')).status).toBe(404);
    } finally {
      await gateway.close();
      await smtp.close();
    }
  });
});
