import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { CadesSigner } from './cades-signer.js';
import type { PdfSigningIdentity } from './pdf-signing-identity.js';
import { unsignedDocument } from './unsigned-document.js';

// Signs a rendered PDF with the platform's certificate, at `signedAt`.
export type PdfSigner = (pdf: Buffer, signedAt: Date) => Promise<Buffer>;

// A PAdES signature (baseline B-B) covering the whole file but the signature itself, appended to the
// rendered bytes as an incremental update: an invisible signature field on the first page, SubFilter
// ETSI.CAdES.detached, the signing time in M. PDF readers report the file signed and not modified
// since (tests/backend/pdf asks poppler's pdfsig), and the rendered document stays the file's first bytes.
export function pdfSigner(identity: PdfSigningIdentity): PdfSigner {
  const signer = new CadesSigner(identity);
  return async (pdf, signedAt) => {
    const withPlaceholder = plainAddPlaceholder({
      pdfBuffer: pdf,
      reason: 'Issued by Samvida',
      name: 'Samvida',
      location: '',
      contactInfo: '',
      signingTime: signedAt,
      signatureLength: signer.maxLength,
      subFilter: 'ETSI.CAdES.detached',
      appName: 'Samvida',
    });
    const signed = await new SignPdf().sign(withPlaceholder, signer);
    // A contract's parties sign the document's own hash, read back from the signed file.
    if (!unsignedDocument(signed).equals(pdf)) throw new Error('The signed PDF does not begin with the document');
    return signed;
  };
}
