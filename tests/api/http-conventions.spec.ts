import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createTestApp, type TestApp } from '../setup/test-app.js';

describe('HTTP conventions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers GET /api/General/Connect in the success envelope', async () => {
    const { status, body } = await call<{ connected: boolean }>(app.baseUrl, 'GET', '/api/General/Connect');
    expect(status).toBe(200);
    expect(body.status).toBe(1);
    expect(body.data?.connected).toBe(true);
  });

  it('matches routes case-insensitively (the spec writes api/general and api/General)', async () => {
    for (const path of ['/api/general/connect', '/API/GENERAL/CONNECT', '/api/General/Connect']) {
      const { status } = await call(app.baseUrl, 'GET', path);
      expect(status).toBe(200);
    }
  });

  it('compresses API answers of 1 kB and more for clients that accept it, and only for them', async () => {
    // node:http, unlike fetch, hands back the bytes as sent.
    const get = (encoding?: string) =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        const url = new URL('/api/docs-json', app.baseUrl);
        const req = request(url, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        });
        req.on('error', reject).end();
      });
    const plain = await get();
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const gzip = await get('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body)).toEqual(plain.body);
    const brotli = await get('br, gzip');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body)).toEqual(plain.body);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('answers unknown API routes 404 in the failure envelope', async () => {
    const { status, body } = await call(app.baseUrl, 'GET', '/api/NoSuchThing');
    expect(status).toBe(404);
    expect(body.status).toBe(0);
    expect(typeof body.message).toBe('string');
  });

  it('refuses a malformed JSON body with 400 and a message', async () => {
    const response = await fetch(`${app.baseUrl}/api/General/Connect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).status).toBe(0);
  });

  it('sets security headers and a request id', async () => {
    const { headers } = await call(app.baseUrl, 'GET', '/api/General/Connect', {
      headers: { 'x-request-id': 'req-123' },
    });
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('x-request-id')).toBe('req-123');
  });

  it('serves an OpenAPI document at /api/docs', async () => {
    const response = await fetch(`${app.baseUrl}/api/docs-json`);
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(Object.keys(document.paths)).toContain('/api/General/Connect');
  });
});

describe('Contact us', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const count = async () => {
    const response = await fetch(`${app.baseUrl}/api/General/Connect`);
    expect(response.ok).toBe(true);
    const { Client } = (await import('pg')).default;
    const client = new Client({ connectionString: app.db.url });
    await client.connect();
    const { rows } = await client.query('select count(*)::int as n from contact_messages');
    await client.end();
    return rows[0].n as number;
  };

  it('stores a message from a guest and answers with a thank-you', async () => {
    const { status, body } = await call(app.baseUrl, 'POST', '/api/General/ContactUs', {
      body: { Name: 'Asha Verma', Email: 'Asha@Example.in', Message: 'Please call me about the Business plan.' },
    });
    expect(status).toBe(201);
    expect(body.message).toBe('Thank you. We will get back to you soon.');
    expect(await count()).toBe(1);
  });

  it('refuses an invalid message with the field message and stores nothing', async () => {
    const before = await count();
    const { status, body } = await call(app.baseUrl, 'POST', '/api/General/ContactUs', {
      body: { Name: 'Asha', Email: 'asha@', Message: 'Please call me about the Business plan.' },
    });
    expect(status).toBe(400);
    expect(body.message).toBe('Email should have proper format.');
    expect(await count()).toBe(before);
  });
});
