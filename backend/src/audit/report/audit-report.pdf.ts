import type { SignedTreeHead } from '@samvida/machines';
import { openPdf } from '../../common/pdf/open-pdf.js';
import type { StreamVerification } from '../export/stream-verification.js';
import type { TimelineEntry } from '../timeline/timeline-entries.js';

export interface AuditReportContent {
  agreementUid: string;
  contractType: string;
  parties: string;
  // The final state, one "label: value" line per fact (status, items, terms, invoices, payments).
  finalState: [string, string][];
  verification: StreamVerification;
  head: SignedTreeHead;
  publicKey: string;
  timeline: TimelineEntry[];
}

const IST = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

// The audit report of one contract: what it is, its final state, whether its history verifies and
// against which signed tree head, then the whole timeline. Metadata is fixed to the head's time, so
// the same history and head render the same bytes.
export async function renderAuditReport(content: AuditReportContent): Promise<Buffer> {
  const { doc, bytes } = await openPdf({
    margin: 48,
    info: {
      Title: `Audit report ${content.agreementUid}`,
      Author: 'Samvida',
      CreationDate: new Date(content.head.timestamp),
    },
  });
  const heading = (text: string) => doc.moveDown(1).font('Noto-Bold').fontSize(13).text(text).font('Noto').fontSize(10);
  const line = (label: string, value: string) =>
    doc.font('Noto-Bold').text(label, { continued: true }).font('Noto').text(`: ${value}`);

  doc.font('Noto-Bold').fontSize(20).text(`Audit report · ${content.agreementUid}`);
  doc.font('Noto').fontSize(11).text(`${content.contractType} · ${content.parties}`);

  heading('Verification');
  const v = content.verification;
  const where = !v.ok && v.brokenAt !== undefined ? ` at event ${v.brokenAt}` : '';
  line(
    'Hash chain and log',
    v.ok ? `intact, ${v.lastVersion} events, none missing, last hash ${v.lastHash}` : `BROKEN${where}: ${v.reason}`,
  );
  line('Signed tree head', `${content.head.treeSize} events, root ${content.head.rootHash}`);
  line('Signed at', `${IST.format(new Date(content.head.timestamp))} (${content.head.timestamp})`);
  line('Signature (Ed25519)', content.head.signature);
  line('Public key', content.publicKey);
  doc.text('Re-check offline: npm run verify -- <export.json> --public-key <the key above>.');

  heading('Final state');
  for (const [label, value] of content.finalState) line(label, value);

  heading(`Timeline (${content.timeline.length} events)`);
  for (const entry of content.timeline) {
    doc
      .font('Noto-Bold')
      .text(IST.format(new Date(entry.at)), { continued: true })
      .font('Noto')
      .text(`  ${entry.text}`);
  }
  doc.end();
  return bytes;
}
