import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from '@jest/globals';
import express from 'express';
import { pino } from 'pino';
import { chooseLogFormat } from '../../../backend/src/common/logging/pino-logger.js';
import { requestLogger } from '../../../backend/src/common/logging/request-logger.js';

/** A server with the request logger in front of two routes, and the JSON lines it logged. */
async function serve(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const app = express();
  app.use(requestLogger(pino({ level, base: undefined }, sink)));
  app.get('/api/things', (_req, res) => void res.status(201).json({ ok: true }));
  app.get('/page', (_req, res) => void res.send('page'));
  // Never answers: the client goes away first. `slowArrived` resolves once the server has it.
  let arrived!: () => void;
  const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
  app.get('/api/slow', () => arrived());
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { lines, base, server, slowArrived };
}

describe('request logger', () => {
  let server: Server | undefined;
  afterEach(
    () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );

  it('writes one short line per API request at info: method, path, status, ms, request id', async () => {
    const running = await serve('info');
    server = running.server;
    const response = await fetch(`${running.base}/api/things?to=9876543210`, {
      headers: { authorization: 'Bearer secret', 'x-request-id': 'req-42' },
    });
    await response.text();
    await fetch(`${running.base}/page`).then((page) => page.text());

    expect(response.headers.get('x-request-id')).toBe('req-42');
    expect(running.lines).toHaveLength(1);
    const [line] = running.lines;
    expect(Object.keys(line!).sort()).toEqual(
      ['level', 'method', 'ms', 'msg', 'path', 'reqId', 'status', 'time'].sort(),
    );
    expect(line).toMatchObject({ level: 30, method: 'GET', path: '/api/things', status: 201, reqId: 'req-42' });
    expect(line!.msg).toMatch(/^GET \/api\/things 201 \d+(\.\d)?ms$/);
    expect(JSON.stringify(line)).not.toContain('secret');
  });

  it('adds the headers at debug, without secrets, and makes its own id for an unusable one', async () => {
    const running = await serve('debug');
    server = running.server;
    const response = await fetch(`${running.base}/api/things`, {
      headers: { authorization: 'Bearer secret', 'x-request-id': 'bad id "forged": true', 'x-custom': 'kept' },
    });
    await response.text();

    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(running.lines).toHaveLength(2);
    expect(running.lines[1]).toMatchObject({
      level: 20,
      reqId: id,
      headers: { 'x-custom': 'kept', authorization: '[redacted]' },
    });
  });

  it('logs a request whose client went away as aborted', async () => {
    const running = await serve('info');
    server = running.server;
    const leaving = new AbortController();
    const request = fetch(`${running.base}/api/slow`, { signal: leaving.signal }).catch(() => undefined);
    await running.slowArrived;
    leaving.abort();
    await request;
    // The server logs when it sees the connection close, a moment after the client left.
    for (let waited = 0; running.lines.length === 0 && waited < 5_000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }

    expect(running.lines).toHaveLength(1);
    expect(running.lines[0]).toMatchObject({ method: 'GET', path: '/api/slow', aborted: true });
    expect(running.lines[0]!.msg).toMatch(/^GET \/api\/slow aborted /);
  });
});

describe('log format', () => {
  it('is pretty for a person at a terminal outside production and JSON otherwise', () => {
    expect(chooseLogFormat({ NODE_ENV: 'development' }, true)).toBe('pretty');
    expect(chooseLogFormat({ NODE_ENV: 'development' }, false)).toBe('json');
    expect(chooseLogFormat({ NODE_ENV: 'production' }, true)).toBe('json');
    expect(chooseLogFormat({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
  });
});
