// The reminder channels on the profile (validated; a refusal changes nothing) and the in-app
// bell (a bounded page, older pages by cursor, mark read; only the caller's own).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { registerVerified } from '../accounts/support/accounts.js';
import { as, type SignedIn } from '../agreements/support/agreements.js';
import { ok } from '../invoices/support/contracts.js';

interface Preferences {
  sms: boolean;
  email: boolean;
  whatsapp: boolean;
  inApp: boolean;
  available: { sms: boolean; email: boolean; whatsapp: boolean };
}
interface BellPage {
  items: { id: string; title: string; read: boolean }[];
  unread: number;
  next: string | null;
}

describe('notification preferences and the bell', () => {
  let app: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    app = await createTestApp();
    user = await registerVerified(app.baseUrl, { UsrName: 'Priya Patel' });
  });
  afterAll(() => app?.close());

  const preferences = async () => (await ok<Preferences>(app, user, 'GET', '/api/Notifications/Preferences')).data;

  it('start as SMS and the bell (no e-mail on the profile)', async () => {
    expect(await preferences()).toEqual({
      sms: true,
      email: false,
      whatsapp: false,
      inApp: true,
      available: { sms: true, email: false, whatsapp: true },
    });
  });

  it('refuse bad choices with a plain message and keep the old ones', async () => {
    const post = (body: unknown) => as(app.baseUrl, user)('POST', '/api/Notifications/Preferences', body);
    const refusals: [unknown, string][] = [
      [
        { sms: 'yes', email: false, whatsapp: false, inApp: true },
        'Say whether reminders should come by SMS (true or false).',
      ],
      [{ sms: true, email: false, inApp: true }, 'Say whether reminders should come by WhatsApp (true or false).'],
      [
        { sms: true, email: false, whatsapp: false, inApp: true, fax: true },
        'Choose on or off for SMS, e-mail, WhatsApp and the in-app bell, and nothing else.',
      ],
      [
        { sms: false, email: true, whatsapp: true, inApp: true },
        'Add an e-mail address to your profile before choosing e-mail.',
      ],
    ];
    for (const [body, message] of refusals) {
      const reply = await post(body);
      expect([reply.status, reply.body.message]).toEqual([400, message]);
    }
    expect(await preferences()).toMatchObject({ sms: true, email: false, whatsapp: false, inApp: true });
  });

  it('save a valid choice', async () => {
    const reply = await ok<Preferences>(app, user, 'POST', '/api/Notifications/Preferences', {
      sms: false,
      email: false,
      whatsapp: true,
      inApp: false,
    });
    expect(reply.message).toBe('Notification preferences saved.');
    expect(await preferences()).toMatchObject({ sms: false, email: false, whatsapp: true, inApp: false });
  });

  it('pages the bell newest first, marks read, and never shows or marks another user’s', async () => {
    const other = await registerVerified(app.baseUrl, { UsrName: 'Ravi Rao' });
    const db = app.app.get(DataSource);
    for (let k = 0; k < 3; k++)
      await db.query(
        `insert into in_app_notifications (user_id, dedupe_key, title, body, link, created_at)
         values ($1, $2, $3, 'body', '/AllContracts', now() - make_interval(mins => $4))`,
        [user.userId, `test:${k}`, `Notice ${k}`, 10 - k],
      );
    await db.query(
      `insert into in_app_notifications (user_id, dedupe_key, title, body, link) values ($1, 'test:other', 'Not yours', 'body', '/')`,
      [other.userId],
    );
    const first = (await ok<BellPage>(app, user, 'GET', '/api/Notifications?limit=2')).data;
    expect(first.items.map((item) => item.title)).toEqual(['Notice 2', 'Notice 1']);
    expect(first.unread).toBe(3);
    const second = (await ok<BellPage>(app, user, 'GET', `/api/Notifications?limit=2&before=${first.next}`)).data;
    expect([second.items.map((item) => item.title), second.next]).toEqual([['Notice 0'], null]);

    const theirs = (await ok<BellPage>(app, other, 'GET', '/api/Notifications')).data.items[0]!.id;
    const marked = await ok<{ unread: number }>(app, user, 'POST', '/api/Notifications/Read', {
      ids: [first.items[0]!.id, theirs],
    });
    expect(marked.data.unread).toBe(2);
    expect((await ok<BellPage>(app, other, 'GET', '/api/Notifications')).data.unread).toBe(1);
    expect(
      (await ok<{ unread: number }>(app, user, 'POST', '/api/Notifications/Read', { all: true })).data.unread,
    ).toBe(0);

    const tooMany = await as(app.baseUrl, user)('GET', '/api/Notifications?limit=51');
    expect([tooMany.status, tooMany.body.message]).toEqual([400, 'Ask for 1 to 50 notifications at a time.']);
    const badRead = await as(app.baseUrl, user)('POST', '/api/Notifications/Read', { ids: ['not-an-id'] });
    expect([badRead.status, badRead.body.message]).toEqual([400, 'A notification id is not valid.']);
  });
});
