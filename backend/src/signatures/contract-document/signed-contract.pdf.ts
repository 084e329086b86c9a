import { writeContract, type ContractDocumentInput } from './contract-document.pdf.js';
import { PdfWriter } from './pdf-writer.js';
import { certificateDate, writeCertificate, type CertificateInput } from './signing-certificate.pdf.js';

// The contract with its signing certificate appended, in one PDF. Its own bytes differ from the
// signed document's (whose SHA-256 the certificate names and which stays downloadable alone).
export async function renderSignedContract(
  document: ContractDocumentInput,
  certificate: CertificateInput,
): Promise<Buffer> {
  const pdf = await PdfWriter.open({
    title: `Signed contract ${document.agreementId} v${document.fixed.documentVersion}`,
    createdAt: certificateDate(certificate),
  });
  writeContract(pdf, document);
  writeCertificate(pdf.newPage(), certificate);
  return pdf.end();
}
