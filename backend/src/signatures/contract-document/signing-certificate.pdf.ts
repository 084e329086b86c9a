import type { AgreementSigned, ContractDocumentFixed } from '@samvida/machines';
import { PdfWriter, indianDateTime } from './pdf-writer.js';

// Where an event sits in the store, so an auditor can find it and re-check its hash chain.
export interface EventPosition {
  streamVersion: number;
  globalPosition: number;
  eventHash: string;
}

export interface CertificateInput {
  agreementId: string;
  fixed: ContractDocumentFixed['data'] & EventPosition;
  signatures: (AgreementSigned['data'] & EventPosition & { signerName: string })[];
  // Why the document no longer counts, when a later change voided it.
  voidedBecause: string | null;
}

const METHOD_LABEL: Record<AgreementSigned['data']['method'], string> = {
  'otp-sms': 'One-time code by SMS',
  'otp-email': 'One-time code by e-mail',
  'aadhaar-esign': 'Aadhaar eSign',
  sandbox: 'eSign sandbox (not a legal signature)',
};

// The signing certificate of one contract document: its hash, each signature and the events proving them.
export async function renderSigningCertificate(input: CertificateInput): Promise<Buffer> {
  const pdf = await PdfWriter.open({
    title: `Signing certificate ${input.agreementId} v${input.fixed.documentVersion}`,
    createdAt: certificateDate(input),
  });
  writeCertificate(pdf, input);
  return pdf.end();
}

// The latest signature's time (or the document's), so the certificate's bytes follow from its events.
export const certificateDate = ({ fixed, signatures }: CertificateInput): Date =>
  new Date(
    signatures
      .map((s) => s.signedAt)
      .sort()
      .at(-1) ?? fixed.fixedAt,
  );

// Writes the certificate's pages into `pdf`.
export function writeCertificate(
  pdf: PdfWriter,
  { agreementId, fixed, signatures, voidedBecause }: CertificateInput,
): void {
  pdf.title('Signing certificate', `Contract ${agreementId}, document version ${fixed.documentVersion}`);
  pdf.row('Document SHA-256', fixed.hash);
  pdf.row('Prepared', indianDateTime(fixed.fixedAt));
  pdf.row('Status', voidedBecause ? `Void: ${voidedBecause}` : statusOf(signatures));
  positionRows(pdf, fixed);
  for (const signature of signatures) {
    pdf.heading(`Signed by the ${signature.by}: ${signature.signerName}`);
    pdf.row('Time', indianDateTime(signature.signedAt));
    pdf.row('Method', METHOD_LABEL[signature.method]);
    pdf.row('Signed SHA-256', signature.hash);
    pdf.row('IP address', signature.ip).row('User agent', signature.userAgent);
    positionRows(pdf, signature);
  }
  pdf.heading('How to verify');
  pdf.paragraph(
    'The contract document PDF carries the platform’s PDF signature, appended after the document. The digest above ' +
      'is the SHA-256 of the document without it: of the file’s bytes up to the end of the first line reading ' +
      '%%EOF. Compute it and compare. Each event position ' +
      'names the stream version and global position of the event in the contract’s history; its event hash links ' +
      'it into the stream’s hash chain, which anyone can re-verify.',
  );
}

function statusOf(signatures: CertificateInput['signatures']): string {
  const parties = new Set(signatures.map((s) => s.by));
  if (parties.has('buyer') && parties.has('seller')) return 'Signed by both';
  if (parties.size === 0) return 'Not signed yet';
  return `Signed by the ${[...parties][0]} only`;
}

function positionRows(pdf: PdfWriter, position: EventPosition): void {
  pdf.row('Event position', `stream version ${position.streamVersion}, global position ${position.globalPosition}`);
  pdf.row('Event hash', position.eventHash);
}
