import { createRequire } from 'node:module';
import type { SignedTreeHead } from '@samvida/machines';
import PDFDocument from 'pdfkit';
import type { ChainVerification } from '../../event-store/hash-chain.js';
import type { TimelineEntry } from '../timeline/timeline.query.js';

const require = createRequire(import.meta.url);
// pdfkit's built-in fonts have no ₹ glyph; Noto Sans has.
const FONTS = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
};

export interface AuditReportContent {
  agreementUid: string;
  contractType: string;
  parties: string;
  /** The final state, one "label: value" line per fact (status, items, terms, invoices, payments). */
  finalState: [string, string][];
  verification: ChainVerification;
  head: SignedTreeHead;
  publicKey: string;
  timeline: TimelineEntry[];
}

const IST = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/**
 * The audit report of one contract: what it is, its final state, whether its history verifies and
 * against which signed tree head, then the whole timeline. Metadata is fixed to the head's time, so
 * the same history and head render the same bytes.
 */
export function renderAuditReport(content: AuditReportContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: {
      Title: `Audit report ${content.agreementUid}`,
      Author: 'Samvida',
      CreationDate: new Date(content.head.timestamp),
    },
  });
  doc.registerFont('Noto', FONTS.regular).registerFont('Noto-Bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const heading = (text: string) => doc.moveDown(1).font('Noto-Bold').fontSize(13).text(text).font('Noto').fontSize(10);
  const line = (label: string, value: string) =>
    doc.font('Noto-Bold').text(label, { continued: true }).font('Noto').text(`: ${value}`);

  doc.font('Noto-Bold').fontSize(20).text(`Audit report · ${content.agreementUid}`);
  doc.font('Noto').fontSize(11).text(`${content.contractType} · ${content.parties}`);

  heading('Verification');
  const v = content.verification;
  line(
    'Hash chain',
    v.ok ? `intact, ${v.lastVersion} events, last hash ${v.lastHash}` : `BROKEN at event ${v.brokenAt}: ${v.reason}`,
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
  return done;
}
