import { formatInr, type PlanCharge } from '@samvida/machines';
import { openPdf } from '../../common/pdf/open-pdf.js';
import { indianDate, rupeesOf } from '../plan-period.js';

export interface ReceiptContent {
  companyName: string;
  receipt: string;
  customerName: string;
  customerContact: string;
  planName: string;
  // The plan's price and the GST the amount paid includes; null for orders charged without GST.
  charge: PlanCharge | null;
  amountPaise: number;
  currency: string;
  orderId: string;
  paymentId: string;
  paidAt: Date;
  periodStart: Date;
  periodEnd: Date;
}

// A one-page receipt for a plan payment, with fixed metadata so the same payment renders the same bytes.
export async function renderPaymentReceipt(content: ReceiptContent): Promise<Buffer> {
  const { doc, bytes } = await openPdf({
    margin: 56,
    info: { Title: `Payment receipt ${content.receipt}`, Author: content.companyName, CreationDate: content.paidAt },
  });

  doc.font('Noto-Bold').fontSize(20).text(content.companyName);
  doc.font('Noto').fontSize(12).text('Payment receipt').moveDown(1.5);
  const rows: [string, string][] = [
    ['Receipt number', content.receipt],
    ['Billed to', `${content.customerName} (${content.customerContact})`],
    ['Plan', `${content.planName}, ${indianDate(content.periodStart)} to ${indianDate(content.periodEnd)}`],
    ...(content.charge
      ? ([
          ['Plan price', formatInr(content.charge.taxable)],
          [`IGST ${content.charge.gstPercent}%`, formatInr(content.charge.gst)],
        ] as [string, string][])
      : []),
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
  return bytes;
}
