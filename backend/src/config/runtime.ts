import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from './env.schema.js';

// Settings resolved at boot from the validated env: where the database is, which secret signs tokens.
export interface Runtime {
  env: Env;
  databaseUrl: string;
  jwtSecret: string;
}

export const RUNTIME = Symbol('RUNTIME');

// Outside production a missing JWT_SECRET is generated once and kept in DATA_DIR.
export function resolveJwtSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.resolve(env.DATA_DIR, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
