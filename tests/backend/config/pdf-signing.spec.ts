// The certificate that signs every PDF: PDF_SIGNING_P12 (a path or base64) opened with
// PDF_SIGNING_PASSPHRASE, or outside production a self-signed one generated once into DATA_DIR;
// a file that cannot be used stops the start with a plain message.
import { execFileSync } from 'node:child_process';
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { resolvePdfSigningIdentity } from '../../../backend/src/common/pdf/signing/pdf-signing-identity.js';
import { InvalidConfigError, parseEnv } from '../../../backend/src/config/env.schema.js';
import { opensslPkcs12 } from '../pdf/support/signing.js';

describe('the PDF signing certificate', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'samvida-pdf-signing-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const resolve = (settings: Record<string, string> = {}) =>
    resolvePdfSigningIdentity(parseEnv({ DATA_DIR: dir, ...settings }));

  it('is generated once into DATA_DIR outside production: self-signed, its own key, reused', () => {
    const first = resolve();
    const file = path.join(dir, 'pdf-signing.p12');
    const written = readFileSync(file);
    expect(resolve()).toEqual(first);
    expect(readFileSync(file).equals(written)).toBe(true);
    const certificate = new X509Certificate(first.certificates[0]!);
    expect(certificate.subject).toContain('CN=Samvida development PDF signing');
    expect(certificate.issuer).toBe(certificate.subject);
    expect(certificate.checkPrivateKey(createPrivateKey(first.privateKey))).toBe(true);
    // openssl opens it too, with the empty passphrase, and finds the same certificate.
    const read = execFileSync('openssl', ['pkcs12', '-in', file, '-passin', 'pass:', '-nokeys', '-clcerts']);
    expect(new X509Certificate(read).raw.equals(certificate.raw)).toBe(true);
  });

  it.each(['rsa', 'ec'] as const)('opens a %s PKCS#12 file made by openssl, by path or in base64', (kind) => {
    const made = opensslPkcs12(dir, kind, `Asha Traders ${kind}`, 'correct horse');
    const byPath = resolve({ PDF_SIGNING_P12: made.p12, PDF_SIGNING_PASSPHRASE: 'correct horse' });
    const inBase64 = resolve({
      PDF_SIGNING_P12: readFileSync(made.p12).toString('base64'),
      PDF_SIGNING_PASSPHRASE: 'correct horse',
    });
    expect(inBase64).toEqual(byPath);
    expect(new X509Certificate(byPath.certificates[0]!).raw.equals(new X509Certificate(made.certificate).raw)).toBe(
      true,
    );
    expect(createPrivateKey(byPath.privateKey).asymmetricKeyType).toBe(kind);
  });

  it('stops the start, saying why, when the file cannot be used', () => {
    const made = opensslPkcs12(dir, 'rsa', 'Asha Traders', 'correct horse');
    const refusal = (settings: Record<string, string>) => {
      try {
        resolve(settings);
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidConfigError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(refusal({ PDF_SIGNING_P12: made.p12, PDF_SIGNING_PASSPHRASE: 'wrong' })).toBe(
      'Invalid configuration:\n  PDF_SIGNING_P12: is not a PKCS#12 file that PDF_SIGNING_PASSPHRASE opens ' +
        '(PKCS#12 MAC could not be verified. Invalid password?)',
    );
    expect(refusal({ PDF_SIGNING_P12: './no/such/signing.p12' })).toBe(
      'Invalid configuration:\n  PDF_SIGNING_P12: no file at ./no/such/signing.p12, and not base64 either',
    );
    // The certificate alone, without its key.
    const certificateOnly = path.join(dir, 'certificate-only.p12');
    const pkcs12Export = ['pkcs12', '-export', '-nokeys', '-passout', 'pass:'];
    execFileSync('openssl', [...pkcs12Export, '-in', made.certificatePath, '-out', certificateOnly]);
    expect(refusal({ PDF_SIGNING_P12: certificateOnly })).toBe(
      'Invalid configuration:\n  PDF_SIGNING_P12: holds 0 private keys; it must hold one',
    );
  });
});
