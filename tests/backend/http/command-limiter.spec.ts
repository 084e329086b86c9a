import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import express from 'express';
import { commandLimiter, type CommandLimits } from '../../../backend/src/common/http/command-limiter.js';

/** An app whose commands wait until the test opens the gate; reads answer at once. */
async function serve(limits: CommandLimits) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let started = 0;
  const app = express();
  app.use(commandLimiter(limits));
  app.post('/api/command', async (_req, res) => {
    started += 1;
    await gate;
    res.json({ status: 1, data: null });
  });
  app.get('/api/read', (_req, res) => void res.json({ status: 1, data: 'read' }));
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, base, open, started: () => started };
}

const command = (base: string, signal?: AbortSignal) => fetch(`${base}/api/command`, { method: 'POST', signal });
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('command limiter', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('runs up to the limit, queues a few more and answers the rest 503 with Retry-After', async () => {
    const app = await serve({ concurrency: 2, queue: 1, maxWaitMs: 5_000 });
    server = app.server;
    const admitted = [command(app.base), command(app.base), command(app.base)];
    await settle();
    const refused = await command(app.base);
    const read = await fetch(`${app.base}/api/read`);

    expect(app.started()).toBe(2);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toMatchObject({ status: 0, code: 'SERVER_BUSY' });
    expect(read.status).toBe(200);

    app.open();
    expect((await Promise.all(admitted)).map((response) => response.status)).toEqual([200, 200, 200]);
    expect(app.started()).toBe(3);
    expect((await command(app.base)).status).toBe(200);
  });

  it('answers 503 to a command that waited too long, and frees the slot of an abandoned one', async () => {
    const app = await serve({ concurrency: 1, queue: 5, maxWaitMs: 100 });
    server = app.server;
    const abandon = new AbortController();
    const first = command(app.base, abandon.signal).catch(() => undefined);
    await settle();
    const late = await command(app.base);
    expect(late.status).toBe(503);
    expect(late.headers.get('retry-after')).toBe('1');

    abandon.abort();
    await first;
    await settle();
    const next = command(app.base);
    await settle();
    expect(app.started()).toBe(2);
    app.open();
    expect((await next).status).toBe(200);
  });

  it('drops a queued command whose client went away', async () => {
    const app = await serve({ concurrency: 1, queue: 1, maxWaitMs: 5_000 });
    server = app.server;
    const first = command(app.base);
    await settle();
    const abandon = new AbortController();
    const queued = command(app.base, abandon.signal).catch(() => undefined);
    await settle();
    abandon.abort();
    await queued;
    await settle();
    const third = command(app.base); // the queue has room again
    await settle();
    app.open();
    expect((await first).status).toBe(200);
    expect((await third).status).toBe(200);
    expect(app.started()).toBe(2);
  });
});
