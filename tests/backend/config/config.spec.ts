import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { esignMode, InvalidConfigError, parseEnv } from '../../../backend/src/config/env.schema.js';

const composeFile = fileURLToPath(new URL('../../../docker-compose.yml', import.meta.url));

// What an operator would export before `docker compose up`.
const operatorEnv: Record<string, string> = {
  JWT_SECRET: 'x'.repeat(48),
  AUDIT_SIGNING_KEY: '-----BEGIN PRIVATE KEY-----',
  PDF_SIGNING_P12: 'MIIKPAIBAzCCCfIGCSqGSIb3DQEHAaCCCeMEggnf',
  SMTP_URL: 'smtp://mailer:secret@smtp.example.in:587',
  SMS_AUTH_KEY: 'auth-key',
  SMS_TEMPLATE_IDS: JSON.stringify({ otp: '1', invitation: '2', 'contract-sent': '3', 'your-turn': '4', payment: '5' }),
};

/** Applies compose's `${VAR}`, `${VAR:-default}` and `${VAR:?error}` substitution. */
function substitute(value: string): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_match, name: string, kind?: string, rest?: string) => {
    if (operatorEnv[name] !== undefined) return operatorEnv[name];
    if (kind === '-') return rest ?? '';
    throw new Error(`compose needs ${name}: ${rest}`);
  });
}

describe('configuration', () => {
  it('names every bad value in one readable error', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PROJECTIONS: 'sometimes' })).toThrow(
      InvalidConfigError,
    );
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PROJECTIONS: 'sometimes' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^Invalid configuration:/);
      for (const key of ['PORT', 'DATABASE_URL', 'PROJECTIONS']) expect(message).toContain(`${key}:`);
    }
  });

  it('starts with nothing configured (embedded database, generated secret)', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PROJECTIONS).toBe('inline');
  });

  it('refuses production without a JWT secret', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('refuses production without the certificate that signs PDFs, saying so plainly', () => {
    const { PDF_SIGNING_P12: _left, ...withoutCertificate } = operatorEnv;
    expect(() => parseEnv({ ...withoutCertificate, NODE_ENV: 'production' })).toThrow(
      'Invalid configuration:\n  PDF_SIGNING_P12: required in production',
    );
    expect(parseEnv({ ...operatorEnv, NODE_ENV: 'production' }).PDF_SIGNING_P12).toBe(operatorEnv.PDF_SIGNING_P12);
  });

  it('offers the eSign sandbox outside production only, and refuses it in production', () => {
    expect([esignMode(parseEnv({})), esignMode(parseEnv({ ESIGN: 'off' }))]).toEqual(['sandbox', 'off']);
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), NOTIFICATIONS: 'live' };
    expect(() => parseEnv({ ...production, ESIGN: 'sandbox' })).toThrow(/ESIGN: the sandbox signs without Aadhaar/);
    expect(() => parseEnv(production)).not.toThrow(/ESIGN/);
  });

  it('gives every docker-compose app service an environment the config schema accepts', () => {
    const compose = parse(readFileSync(composeFile, 'utf8'), { merge: true }) as {
      services: Record<string, { environment?: Record<string, string>; build?: unknown }>;
    };
    const appServices = Object.entries(compose.services).filter(([, service]) => service.build);
    expect(appServices.map(([name]) => name).sort()).toEqual(['api', 'projector']);
    for (const [, service] of appServices) {
      const environment = Object.fromEntries(
        Object.entries(service.environment ?? {}).map(([key, value]) => [key, substitute(String(value))]),
      );
      const env = parseEnv(environment);
      expect(env.NODE_ENV).toBe('production');
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(env.EVENTSTORE_URL).toMatch(/^esdb:\/\/eventstoredb:2113/);
      expect(env.REDIS_URL).toBe('redis://redis:6379');
    }
  });

  it('runs the projections in exactly one kind of process in compose', () => {
    const compose = parse(readFileSync(composeFile, 'utf8'), { merge: true }) as {
      services: Record<string, { environment?: Record<string, string> }>;
    };
    expect(compose.services.api.environment?.PROJECTIONS).toBe('off');
    expect(compose.services.projector.environment?.PROJECTIONS).toBe('inline');
  });
});
