import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { staticAssets } from '../../../backend/src/common/http/static-assets.js';

const SCRIPT = `console.log(${JSON.stringify('samvida '.repeat(400))});`;

/** Raw bytes and headers, without the decompression fetch would do. */
function get(base: string, urlPath: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    request(`${base}${urlPath}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('static assets', () => {
  let dist: string;
  let server: Server;
  let base: string;
  const brotli = brotliCompressSync(SCRIPT);
  const gzip = gzipSync(SCRIPT);

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'samvida-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets/app-Ab12Cd34.js'), SCRIPT);
    writeFileSync(path.join(dist, 'assets/app-Ab12Cd34.js.br'), brotli);
    writeFileSync(path.join(dist, 'assets/app-Ab12Cd34.js.gz'), gzip);
    writeFileSync(path.join(dist, 'assets/tiny-Ef56Gh78.css'), 'a{}');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    mkdirSync(path.join(dist, 'pages'));
    writeFileSync(path.join(dist, 'pages/index.html'), '<h1>Landing</h1>');
    writeFileSync(path.join(dist, 'pages/selecttemplate.html'), '<h1>Template gallery</h1>');
    writeFileSync(path.join(dist, 'pages/selecttemplate.html.br'), brotliCompressSync('<h1>Template gallery</h1>'));
    const app = express();
    app.use(staticAssets(dist));
    app.use((_req, res) => res.send('app shell'));
    server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli file written at build time to a browser that accepts it', async () => {
    const response = await get(base, '/assets/app-Ab12Cd34.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.equals(brotli)).toBe(true);
  });

  it('falls back to gzip, then to the plain file, still varying by Accept-Encoding', async () => {
    const gzipped = await get(base, '/assets/app-Ab12Cd34.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.equals(gzip)).toBe(true);

    const plain = await get(base, '/assets/app-Ab12Cd34.js', 'identity, br;q=0');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('sends files without variants as they are, and revalidates everything outside /assets/', async () => {
    const css = await get(base, '/assets/tiny-Ef56Gh78.css', 'br');
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.body.toString()).toBe('a{}');

    const icon = await get(base, '/favicon.svg', 'br');
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect(icon.body.toString()).toBe('<svg/>');
  });

  it('sends a prerendered page for its address in any case, precompressed and revalidated; other addresses pass on', async () => {
    for (const address of ['/SelectTemplate', '/selecttemplate']) {
      const page = await get(base, address, 'br');
      expect([address, page.status, page.headers['content-encoding']]).toEqual([address, 200, 'br']);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    expect((await get(base, '/', 'identity')).body.toString()).toBe('<h1>Landing</h1>');
    // With a query the page may show another state (/Signup?panel=2 is the registration form): the
    // app renders it.
    for (const address of ['/Home', '/index', '/pages', '/SelectTemplate/extra', '/SelectTemplate?from=menu', '/?x=1'])
      expect([address, (await get(base, address)).body.toString()]).toEqual([address, 'app shell']);
  });
});
