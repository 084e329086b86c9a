import 'reflect-metadata';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { createApp } from '../../backend/src/bootstrap.js';
import { ContractNumbers } from '../../backend/src/contract-commands/contract-numbers.service.js';
import { createRootLogger } from '../../backend/src/common/logging/pino-logger.js';
import { resolvePdfSigningIdentity } from '../../backend/src/common/pdf/signing/pdf-signing-identity.js';
import { parseEnv } from '../../backend/src/config/env.schema.js';
import type { Runtime } from '../../backend/src/config/runtime.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface TestApp {
  app: INestApplication;
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  db: TestDatabase;
  runtime: Runtime;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Reuse a database (e.g. a second instance on the same data); otherwise a fresh one. */
  db?: TestDatabase;
  /** Address to listen on; 127.0.0.1 unless a test needs requests from another interface. */
  host?: string;
}

/** The real application on a fresh database, listening on a random local port. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = options.db ?? (await createTestDatabase());
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: db.url,
    AUDIT_HEADS_FILE: headsFileOf(db),
    ...options.env,
  });
  const runtime: Runtime = {
    env,
    databaseUrl: db.url,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    pdfSigning: resolvePdfSigningIdentity(env),
  };
  const app = await createApp(runtime, createRootLogger('silent'));
  await app.listen(0, options.host ?? '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    db,
    runtime,
    close: async () => {
      await app.close();
      if (!options.db) {
        await db.drop();
        rmSync(headsFileOf(db), { force: true });
      }
    },
  };
}

/**
 * The ledger of signed tree heads is the database's own (instances on one database share it), as
 * it is a deployment's: each test database signs its own heads.
 */
const headsFileOf = (db: TestDatabase) =>
  path.join(tmpdir(), 'samvida-test-tree-heads', `${new URL(db.url).pathname.slice(1)}.jsonl`);

/** Calls the API and returns the HTTP status and the parsed envelope. */
export async function call<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{
  status: number;
  body: { status: 0 | 1; data?: T; message?: string; code?: string; errors?: Record<string, string[]> };
  headers: Headers;
}> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

/** The contract number the app reserves for `agreementId`, for tests that draft through the StreamWriter. */
export const contractNumberFor = (app: TestApp, agreementId: string): Promise<string> =>
  app.app.get(ContractNumbers).reserve(agreementId);
