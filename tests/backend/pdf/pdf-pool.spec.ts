// The PDF pool renders on worker threads exactly what the renderers give in the API's own process,
// then signs it: the contract document's SHA-256 is recorded when it is fixed and re-checked on
// every download, so the document inside each signed file must be the rendered bytes exactly.
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { PdfPool } from '../../../backend/src/common/pdf/pdf-pool.js';
import { renderContractDocument } from '../../../backend/src/signatures/contract-document/contract-document.pdf.js';
import { renderSignedContract } from '../../../backend/src/signatures/contract-document/signed-contract.pdf.js';
import { renderSigningCertificate } from '../../../backend/src/signatures/contract-document/signing-certificate.pdf.js';
import { certificate, document } from './support/documents.js';
import { documentPart } from './support/pdfsig.js';
import { testSigning } from './support/signing.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the PDF worker pool', () => {
  const pool = new PdfPool({ threads: 2, queue: 8, signing: testSigning });
  afterAll(() => pool.close());

  it('renders the contract document byte for byte as the in-process renderer does, then signs it', async () => {
    const [pooled, inProcess] = [
      await pool.render({ kind: 'contract-document', input: document }),
      await renderContractDocument(document),
    ];
    expect(Buffer.isBuffer(pooled)).toBe(true);
    expect(pooled.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pooled.length).toBeGreaterThan(inProcess.length);
    expect(sha256(documentPart(pooled))).toBe(sha256(inProcess));
  });

  it('renders the certificate and the signed contract byte for byte too, several at once', async () => {
    const [certificatePdf, signedPdf] = await Promise.all([
      pool.render({ kind: 'signing-certificate', input: certificate }),
      pool.render({ kind: 'signed-contract', input: { document, certificate } }),
    ]);
    expect(sha256(documentPart(certificatePdf))).toBe(sha256(await renderSigningCertificate(certificate)));
    expect(sha256(documentPart(signedPdf))).toBe(sha256(await renderSignedContract(document, certificate)));
  });
});
