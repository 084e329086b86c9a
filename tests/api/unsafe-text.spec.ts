// Issue 11, points 7 and 8: NUL characters, lone surrogates and over-long strings anywhere in a
// request are refused with 400 and a plain message, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { call, createTestApp, type TestApp } from '../setup/test-app.js';

const raw = (baseUrl: string, path: string, json: string) =>
  fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json });

describe('unsafe text in requests', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const count = async () => {
    const client = new pg.Client({ connectionString: app.db.url });
    await client.connect();
    try {
      return (await client.query<{ n: number }>('select count(*)::int as n from contact_messages')).rows[0]!.n;
    } finally {
      await client.end();
    }
  };
  const message = (Message: string) => ({ Name: 'Asha Verma', Email: 'asha@example.in', Message });

  it.each([
    ['a NUL character', '"Please call me\\u0000 about the plan."', /NUL character/],
    ['a lone high surrogate', '"Please call me \\ud800 about the plan."', /unpaired Unicode surrogate/],
    ['a lone low surrogate', '"Please call me \\udc00 about the plan."', /unpaired Unicode surrogate/],
  ])('refuses %s in the public ContactUs with 400 and stores nothing', async (_name, text, reason) => {
    const before = await count();
    const json = `{"Name":"Asha Verma","Email":"asha@example.in","Message":${text}}`;
    const response = await raw(app.baseUrl, '/api/General/ContactUs', json);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 0, message: expect.stringMatching(reason) });
    expect(await count()).toBe(before);
  });

  it('refuses a NUL in a key, in a query string and in a path', async () => {
    expect((await raw(app.baseUrl, '/api/General/ContactUs', '{"Na\\u0000me":"x"}')).status).toBe(400);
    const query = await call(app.baseUrl, 'GET', '/api/Business/GetUserAgreementDetail?agreementId=%00');
    expect([query.status, query.body.status]).toEqual([400, 0]);
    expect((await call(app.baseUrl, 'GET', '/api/General/Conn%00ect')).status).toBe(400);
  });

  it('accepts a paired surrogate (an emoji) as ordinary text', async () => {
    const { status } = await call(app.baseUrl, 'POST', '/api/General/ContactUs', {
      body: message('Please call me about the plan 🙏 today.'),
    });
    expect(status).toBe(201);
  });

  it('refuses any string over 10,000 characters, whatever the field', async () => {
    const before = await count();
    const { status, body } = await call(app.baseUrl, 'POST', '/api/General/ContactUs', {
      body: { ...message('Please call me about the plan.'), Extra: 'x'.repeat(10_001) },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ status: 0, message: 'A text field is too long: at most 10,000 characters are allowed.' });
    expect(await count()).toBe(before);
  });
});
