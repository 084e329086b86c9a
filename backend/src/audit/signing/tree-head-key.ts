import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../../config/env.schema.js';

export const TREE_HEAD_KEY = Symbol('TREE_HEAD_KEY');

// The Ed25519 key that signs tree heads, and its raw public half (32 bytes, hex) as published.
export interface TreeHeadKey {
  privateKey: KeyObject;
  publicKeyHex: string;
}

// AUDIT_SIGNING_KEY (a PKCS#8 PEM) when set; otherwise (never in production: the config
// requires the variable there) a key generated once into DATA_DIR like the JWT dev secret.
export function loadTreeHeadKey(env: Env): TreeHeadKey {
  const privateKey = createPrivateKey(env.AUDIT_SIGNING_KEY ?? keyFromDataDir(env));
  const der = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  // An Ed25519 SPKI is a fixed 12-byte header followed by the 32-byte public key.
  return { privateKey, publicKeyHex: der.subarray(der.length - 32).toString('hex') };
}

function keyFromDataDir(env: Env): string {
  const file = path.resolve(env.DATA_DIR, 'audit-ed25519.pem');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    const { privateKey } = generateKeyPairSync('ed25519');
    writeFileSync(file, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8');
}
