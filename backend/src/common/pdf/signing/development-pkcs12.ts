import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const NAME = [
  { name: 'commonName', value: 'Samvida development PDF signing' },
  { name: 'organizationName', value: 'Samvida (development)' },
  { name: 'countryName', value: 'IN' },
];

// A PKCS#12 file (empty passphrase) for development: an RSA key and a self-signed certificate for
// document signing, valid ten years. PDF readers check its signatures but call its issuer unknown.
export function developmentPkcs12(): Buffer {
  // Node makes the key (forge's own RSA key generation takes seconds); forge writes the certificate.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ format: 'pem', type: 'pkcs8' }).toString());
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ format: 'pem', type: 'spki' }).toString());
  // Positive (a leading bit of 0) and unique enough for certificates nobody else issues.
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  certificate.validity.notBefore = new Date();
  certificate.validity.notAfter = new Date(Date.now() + 10 * YEAR_MS);
  certificate.setSubject(NAME);
  certificate.setIssuer(NAME);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', critical: true, digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], '', {
    algorithm: 'aes256',
    friendlyName: 'Samvida PDF signing',
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}
