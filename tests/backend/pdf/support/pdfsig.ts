// What poppler's `pdfsig` (Debian's poppler-utils, installed here and in CI) reports of a PDF's
// signatures: an outside reader's verdict, as any PDF reader would give it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@jest/globals';

/** One signature as pdfsig lists it: its `- Name: value` lines, and its bare lines (e.g. "Total document signed"). */
export interface PdfsigSignature {
  fields: Record<string, string>;
  notes: string[];
}

/** pdfsig's report of `pdf`: its whole text and each signature it found. */
export function pdfsig(pdf: Buffer): { text: string; signatures: PdfsigSignature[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdfsig-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    // Times in UTC, whatever the machine's zone.
    const { stdout, stderr } = spawnSync('pdfsig', [file], { encoding: 'utf8', env: { ...process.env, TZ: 'UTC' } });
    const text = `${stdout}${stderr}`;
    const signatures = text
      .split(/^Signature #\d+:$/m)
      .slice(1)
      .map((block) => {
        const lines = [...block.matchAll(/^ {2}- (.*)$/gm)].map((match) => match[1]!);
        const fields = Object.fromEntries(
          lines.filter((line) => line.includes(': ')).map((line) => line.split(/: (.*)/s, 2) as [string, string]),
        );
        return { fields, notes: lines.filter((line) => !line.includes(': ')) };
      });
    return { text, signatures };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Who signed, and what pdfsig says of their certificate. */
export interface Signer {
  commonName: string;
  certificateValidation: string;
}

/**
 * The development certificate: self-signed, so pdfsig cannot trace it to an issuer it trusts and
 * says so (the signature is intact, its certificate not vouched for). A self-signed CA certificate,
 * as `openssl req -x509` makes, gets "Certificate issuer isn't Trusted." instead; a certificate from
 * a CA in the reader's trust store, "Certificate is Trusted."
 */
export const DEVELOPMENT_SIGNER: Signer = {
  commonName: 'Samvida development PDF signing',
  certificateValidation: 'Certificate issuer is unknown.',
};

/**
 * Asserts that pdfsig finds one signature, the platform's, valid and covering the whole file but the
 * signature itself.
 */
export function expectSignedByPlatform(pdf: Buffer, signer = DEVELOPMENT_SIGNER): void {
  const { text, signatures } = pdfsig(pdf);
  expect([text, signatures.length]).toEqual([text, 1]);
  const [{ fields, notes }] = signatures as [PdfsigSignature];
  expect(fields).toMatchObject({
    'Signer Certificate Common Name': signer.commonName,
    'Signature Type': 'ETSI.CAdES.detached',
    'Signing Hash Algorithm': 'SHA-256',
    'Signature Validation': 'Signature is Valid.',
    'Certificate Validation': signer.certificateValidation,
  });
  expect(notes).toContain('Total document signed');
  // Two ranges, from the first byte to the last, around the signature's hex string.
  const [start, , , end] = /^\[(\d+) - (\d+)\], \[(\d+) - (\d+)\]$/
    .exec(fields['Signed Ranges']!)!
    .slice(1)
    .map(Number);
  expect([start, end]).toEqual([0, pdf.length]);
}

/**
 * The document inside a signed file by the recipe the signing certificate gives a reader: the
 * bytes up to the end of the first line reading %%EOF (independent of the backend's own reading).
 */
export function documentPart(pdf: Buffer): Buffer {
  const end = pdf.indexOf('\n%%EOF\n');
  expect(end).toBeGreaterThan(0);
  return pdf.subarray(0, end + '\n%%EOF\n'.length);
}
