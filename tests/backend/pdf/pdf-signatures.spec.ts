// Every PDF the pool renders carries a PAdES signature with the platform's certificate that an
// outside reader (poppler's pdfsig) finds valid over the whole file; any change to the file shows;
// the CMS inside is what PAdES baseline B-B asks for (read back with openssl); and the document the
// parties sign stays the rendered bytes, first in the file.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { PdfPool } from '../../../backend/src/common/pdf/pdf-pool.js';
import type { PdfJob } from '../../../backend/src/common/pdf/pdf-renderers.js';
import { pdfSigner } from '../../../backend/src/common/pdf/signing/pdf-signer.js';
import { openPkcs12 } from '../../../backend/src/common/pdf/signing/pdf-signing-identity.js';
import { unsignedDocument } from '../../../backend/src/common/pdf/signing/unsigned-document.js';
import { renderContractDocument } from '../../../backend/src/signatures/contract-document/contract-document.pdf.js';
import { certificate, document } from './support/documents.js';
import { documentPart, expectSignedByPlatform, pdfsig } from './support/pdfsig.js';
import { opensslPkcs12, testSigning } from './support/signing.js';

const jobs: PdfJob[] = [
  { kind: 'contract-document', input: document },
  { kind: 'signing-certificate', input: certificate },
  { kind: 'signed-contract', input: { document, certificate } },
];

/** The CMS SignedData inside a signed PDF and the bytes it signs, by the file's /ByteRange. */
function signatureParts(pdf: Buffer): { cms: Buffer; signed: Buffer } {
  const [start, length, next, rest] = /\/ByteRange \[(\d+) (\d+) (\d+) (\d+)\]/
    .exec(pdf.toString('latin1'))!
    .slice(1)
    .map(Number) as [number, number, number, number];
  const hex = pdf.subarray(start + length + 1, next - 1).toString('latin1');
  // The placeholder is padded with zeros after the DER, whose length its header gives.
  const der = Buffer.from(hex, 'hex');
  const size = der[1]! & 0x80 ? 2 + (der[1]! & 0x7f) + der.readUIntBE(2, der[1]! & 0x7f) : 2 + der[1]!;
  return {
    cms: der.subarray(0, size),
    signed: Buffer.concat([pdf.subarray(start, start + length), pdf.subarray(next, next + rest)]),
  };
}

describe('PDF signatures', () => {
  const pool = new PdfPool({ threads: 1, queue: 8, signing: testSigning });
  const dir = mkdtempSync(path.join(tmpdir(), 'samvida-pdf-signatures-'));
  const signedPdfs = new Map<PdfJob['kind'], Buffer>();
  afterAll(async () => {
    await pool.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(jobs.map((job) => [job.kind, job] as const))(
    'signs the %s so that pdfsig finds it valid over the whole file',
    async (kind, job) => {
      const pdf = await pool.render(job);
      signedPdfs.set(kind, pdf);
      expectSignedByPlatform(pdf);
      // The document inside is the file's first bytes, read back alike by the backend and by the recipe.
      expect(unsignedDocument(pdf).equals(documentPart(pdf))).toBe(true);
    },
  );

  it('shows any change to the file: a changed byte breaks the digest, appended bytes leave it uncovered', async () => {
    const pdf = signedPdfs.get('contract-document') ?? (await pool.render(jobs[0]!));
    const changed = Buffer.from(pdf);
    // A byte of the document's own part (inside its first object, before the signature).
    changed[200] = changed[200]! ^ 0x01;
    expect(pdfsig(changed).signatures[0]!.fields['Signature Validation']).toBe('Digest Mismatch.');
    const appended = Buffer.concat([pdf, Buffer.from('\n% appended\n')]);
    const [signature] = pdfsig(appended).signatures;
    expect(signature!.notes).toContain('Not total document signed');
    expect(pdfsig(documentPart(pdf)).text).toMatch(/does not contain any signatures/);
  });

  it('carries a CAdES signature as PAdES B-B asks: signing certificate named, no signing-time attribute', async () => {
    const pdf = signedPdfs.get('signing-certificate') ?? (await pool.render(jobs[1]!));
    const { cms, signed } = signatureParts(pdf);
    const files = {
      cms: path.join(dir, 'cms.der'),
      signed: path.join(dir, 'signed.bin'),
      ca: path.join(dir, 'ca.pem'),
    };
    writeFileSync(files.cms, cms);
    writeFileSync(files.signed, signed);
    writeFileSync(files.ca, testSigning.certificates[0]!);
    const printed = execFileSync('openssl', [
      'cms',
      '-cmsout',
      '-print',
      '-inform',
      'DER',
      '-in',
      files.cms,
    ]).toString();
    expect(printed).toContain('eContent: <ABSENT>');
    expect(printed).toContain('id-smime-aa-signingCertificateV2');
    expect(printed).toContain('messageDigest');
    expect(printed).not.toContain('signingTime');
    // openssl checks the signature over the signed ranges, trusting the platform's certificate.
    const verify = ['cms', '-verify', '-binary', '-inform', 'DER', '-in', files.cms, '-content', files.signed];
    execFileSync('openssl', [...verify, '-CAfile', files.ca, '-purpose', 'any', '-out', '/dev/null'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  });

  it.each(['rsa', 'ec'] as const)('signs with an operator’s %s certificate from openssl', async (kind) => {
    const made = opensslPkcs12(dir, kind, `Samvida Platform ${kind}`, 'correct horse');
    const sign = pdfSigner(openPkcs12(readFileSync(made.p12), 'correct horse'));
    const rendered = await renderContractDocument(document);
    const pdf = await sign(rendered, new Date('2026-11-23T10:00:00.000Z'));
    expectSignedByPlatform(pdf, {
      commonName: `Samvida Platform ${kind}`,
      certificateValidation: "Certificate issuer isn't Trusted.",
    });
    expect(pdfsig(pdf).signatures[0]!.fields['Signing Time']).toBe('Nov 23 2026 10:00:00');
    expect(unsignedDocument(pdf).equals(rendered)).toBe(true);
  });
});
