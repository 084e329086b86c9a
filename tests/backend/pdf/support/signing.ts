// Signing identities for the suites: the development PKCS#12 file (self-signed, empty passphrase)
// made once per suite, and PKCS#12 files as an operator would make them with openssl.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { developmentPkcs12 } from '../../../../backend/src/common/pdf/signing/development-pkcs12.js';
import { openPkcs12 } from '../../../../backend/src/common/pdf/signing/pdf-signing-identity.js';

export const testPkcs12 = developmentPkcs12();
export const testSigning = openPkcs12(testPkcs12, '');

/** `openssl req -newkey` arguments for the kinds of key an operator may bring. */
export const KEY_KINDS = {
  rsa: ['-newkey', 'rsa:3072'],
  ec: ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256'],
};

/**
 * A self-signed certificate for `commonName` and its PKCS#12 file, written into `dir` by the
 * openssl command line (OpenSSL 3's defaults: AES-256 and PBKDF2), protected by `passphrase`.
 */
export function opensslPkcs12(
  dir: string,
  kind: keyof typeof KEY_KINDS,
  commonName: string,
  passphrase: string,
): { p12: string; certificatePath: string; certificate: Buffer } {
  const file = (name: string) => path.join(dir, `${kind}-${name}`);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  openssl(
    'req',
    '-x509',
    ...KEY_KINDS[kind],
    '-nodes',
    '-days',
    '30',
    '-subj',
    `/CN=${commonName}/C=IN`,
    '-keyout',
    file('key.pem'),
    '-out',
    file('certificate.pem'),
  );
  openssl(
    'pkcs12',
    '-export',
    '-inkey',
    file('key.pem'),
    '-in',
    file('certificate.pem'),
    '-out',
    file('signing.p12'),
    '-passout',
    `pass:${passphrase}`,
  );
  const certificatePath = file('certificate.pem');
  return { p12: file('signing.p12'), certificatePath, certificate: readFileSync(certificatePath) };
}
