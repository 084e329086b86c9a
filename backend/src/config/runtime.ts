import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PdfSigningIdentity } from '../common/pdf/signing/pdf-signing-identity.js';
import type { Env } from './env.schema.js';

// Settings resolved at boot from the validated env: where the database is, which secret signs
// tokens, which key and certificate sign PDFs.
export interface Runtime {
  env: Env;
  databaseUrl: string;
  jwtSecret: string;
  pdfSigning: PdfSigningIdentity;
}

export const RUNTIME = Symbol('RUNTIME');

// Outside production a missing JWT_SECRET is generated once and kept in DATA_DIR.
export function resolveJwtSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  return generatedOnce(env, 'jwt-secret', () => Buffer.from(randomBytes(48).toString('base64url')))
    .toString('utf8')
    .trim();
}

// The file `name` in DATA_DIR, written with `generate` when it does not exist yet. Processes
// starting at once on one DATA_DIR (test runs, an API and its projector) all read the first one
// written: each writes its own beside it and links it into place only if the name is still free.
export function generatedOnce(env: Env, name: string, generate: () => Buffer): Buffer {
  const file = path.resolve(env.DATA_DIR, name);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, generate(), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  return readFileSync(file);
}
