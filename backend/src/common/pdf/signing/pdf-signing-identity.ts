import { createPrivateKey, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import forge from 'node-forge';
import { InvalidConfigError, type Env } from '../../../config/env.schema.js';
import { generatedOnce } from '../../../config/runtime.js';
import { developmentPkcs12 } from './development-pkcs12.js';

// The key and certificates that sign every PDF, as PEM text: the PDF pool hands them to each of its
// threads as it starts (structured-cloned, so plain strings).
export interface PdfSigningIdentity {
  // PKCS#8.
  privateKey: string;
  // The key's own certificate first, then the rest of the chain the PKCS#12 file holds.
  certificates: string[];
}

const DEVELOPMENT_FILE = 'pdf-signing.p12';

// PDF_SIGNING_P12 opened with PDF_SIGNING_PASSPHRASE; unset (never in production: the config
// requires it there), a self-signed certificate generated once into DATA_DIR like the JWT dev secret.
// A file that cannot be used stops the start with a message saying why.
export function resolvePdfSigningIdentity(env: Env): PdfSigningIdentity {
  try {
    return env.PDF_SIGNING_P12
      ? openPkcs12(readPkcs12(env.PDF_SIGNING_P12), env.PDF_SIGNING_PASSPHRASE ?? '')
      : openPkcs12(generatedOnce(env, DEVELOPMENT_FILE, developmentPkcs12), '');
  } catch (error) {
    throw new InvalidConfigError(`Invalid configuration:\n  PDF_SIGNING_P12: ${(error as Error).message}`);
  }
}

// A path to the file, or the file itself in base64 (for a secret passed as an environment variable).
function readPkcs12(value: string): Buffer {
  if (existsSync(value)) return readFileSync(value);
  const base64 = value.replace(/\s+/g, '');
  if (/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return Buffer.from(base64, 'base64');
  throw new Error(`no file at ${value}, and not base64 either`);
}

// The one private key (RSA or EC) of a PKCS#12 file, its certificate and the rest of the chain.
export function openPkcs12(file: Buffer, passphrase: string): PdfSigningIdentity {
  const p12 = parsePkcs12(file, passphrase);
  const bagsOf = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const keyBags = [...bagsOf(forge.pki.oids.pkcs8ShroudedKeyBag), ...bagsOf(forge.pki.oids.keyBag)];
  if (keyBags.length !== 1) throw new Error(`holds ${keyBags.length} private keys; it must hold one`);
  // forge reads RSA keys and certificates itself and leaves others (EC) as ASN.1.
  const [keyBag] = keyBags;
  const keyInfo = keyBag.key ? forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(keyBag.key)) : keyBag.asn1;
  const privateKey = createPrivateKey({ key: der(keyInfo), format: 'der', type: 'pkcs8' });
  if (!['rsa', 'ec'].includes(privateKey.asymmetricKeyType ?? ''))
    throw new Error(`holds a ${privateKey.asymmetricKeyType} key; PDF signatures here need an RSA or EC key`);
  const certificates = bagsOf(forge.pki.oids.certBag).map(
    (bag) => new X509Certificate(der(bag.cert ? forge.pki.certificateToAsn1(bag.cert) : bag.asn1)),
  );
  const own = certificates.find((certificate) => certificate.checkPrivateKey(privateKey));
  if (!own) throw new Error('holds no certificate of its private key');
  return {
    privateKey: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    certificates: [own, ...certificates.filter((certificate) => certificate !== own)].map((c) => c.toString()),
  };
}

function parsePkcs12(file: Buffer, passphrase: string): forge.pkcs12.Pkcs12Pfx {
  try {
    return forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(file.toString('binary')), false, passphrase);
  } catch (error) {
    throw new Error(`is not a PKCS#12 file that PDF_SIGNING_PASSPHRASE opens (${(error as Error).message})`);
  }
}

const der = (node: forge.asn1.Asn1): Buffer => Buffer.from(forge.asn1.toDer(node).getBytes(), 'binary');
