import { createRequire } from 'node:module';
import { formatInr } from '@samvida/machines';
import PDFDocument from 'pdfkit';
import { indianDate, rupeesOf } from '../plan-period.js';

const require = createRequire(import.meta.url);
// pdfkit's built-in fonts have no ₹ glyph; Noto Sans has.
const FONTS = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
};

export interface ReceiptContent {
  companyName: string;
  receipt: string;
  customerName: string;
  customerContact: string;
  planName: string;
  amountPaise: number;
  currency: string;
  orderId: string;
  paymentId: string;
  paidAt: Date;
  periodStart: Date;
  periodEnd: Date;
}

/** A one-page receipt for a plan payment, with fixed metadata so the same payment renders the same bytes. */
export function renderPaymentReceipt(content: ReceiptContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Payment receipt ${content.receipt}`, Author: content.companyName, CreationDate: content.paidAt },
  });
  doc.registerFont('Noto', FONTS.regular).registerFont('Noto-Bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.font('Noto-Bold').fontSize(20).text(content.companyName);
  doc.font('Noto').fontSize(12).text('Payment receipt').moveDown(1.5);
  const rows: [string, string][] = [
    ['Receipt number', content.receipt],
    ['Billed to', `${content.customerName} (${content.customerContact})`],
    ['Plan', `${content.planName}, ${indianDate(content.periodStart)} to ${indianDate(content.periodEnd)}`],
    ['Amount paid', `${formatInr(rupeesOf(content.amountPaise))} ${content.currency}`],
    ['Paid on', indianDate(content.paidAt)],
    ['Razorpay order', content.orderId],
    ['Razorpay payment', content.paymentId],
  ];
  for (const [label, value] of rows) {
    doc.font('Noto-Bold').text(label, { continued: true }).font('Noto').text(`: ${value}`);
  }
  doc.moveDown(2).fontSize(9).text('This receipt was generated electronically and needs no signature.');
  doc.end();
  return done;
}
