import {
  amountInWords,
  divideDecimals,
  formatInr,
  pinOfAddress,
  stateName,
  stateOfPin,
  stateTaxName,
  type GstDocumentView,
  type Rupees,
} from '@samvida/machines';
import { openPdf } from '../../common/pdf/open-pdf.js';
import { drawFittedTable, type TableColumn } from './fitted-table.pdf.js';
import { drawQrCode } from './qr-code.pdf.js';

export interface DocumentParty {
  name: string;
  address: string | null;
  gstin: string | null;
}

// One line of the document: the tax rule's amounts with the unit (UQC) and rate they came from.
export interface DocumentLine {
  hsnSac: string;
  title: string;
  quantity: string;
  // Null on a credit note line, which credits a value rather than units at a rate.
  uqc: string | null;
  rate: Rupees | null;
  taxPercent: string;
  taxable: Rupees;
  cgst: Rupees;
  sgst: Rupees;
  igst: Rupees;
  total: Rupees;
}

// The e-invoice registration of the document, when the seller registered it.
export interface DocumentIrn {
  irn: string;
  ackNo: string;
  ackDate: string;
  // Computed here without a GST Suvidha Provider: not a registration with the IRP.
  sandbox: boolean;
  // The IRP's signed QR code (a JWT), when the IRP answered one.
  signedQrCode: string | null;
}

// Where and how the buyer pays a tax invoice.
export interface DocumentPayment {
  payee: string;
  bankName: string | null;
  bankAccountNumber: string | null;
  bankIfsc: string | null;
  upiId: string | null;
  amountDue: Rupees;
  // The UPI payment link of the amount due (upiPaymentUri), drawn as a QR code; null when nothing is due or there is no UPI id.
  upiUri: string | null;
}

// Everything a tax invoice (CGST Rule 46) or credit note (Rule 53) prints.
export interface GstDocumentContent {
  title: 'Tax Invoice' | 'Credit Note';
  document: GstDocumentView;
  // The tax invoice a credit note refers to.
  against?: { number: string; issuedOn: string };
  seller: DocumentParty;
  buyer: DocumentParty;
  lines: DocumentLine[];
  irn: DocumentIrn | null;
  // A tax invoice's; a credit note asks for no payment.
  payment: DocumentPayment | null;
}

const MARGIN = 40;
const WIDTH = 515;
// The IRP's signed QR code holds a JWT of about a thousand characters: printed large enough to scan.
const IRN_QR = 140;
const indianDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
// Table figures in Indian grouping without the ₹ sign, which the column headers carry.
const figure = (amount: Rupees) => formatInr(amount).replace('₹', '');
const half = (percent: string) => divideDecimals(percent, 2);
const stateOf = (code: string | null) => (code ? `${stateName(code) ?? 'Unknown state'} (state code ${code})` : null);

export async function renderGstDocument(content: GstDocumentContent): Promise<Buffer> {
  const { document: d } = content;
  const { doc, bytes } = await openPdf({
    margin: MARGIN,
    info: { Title: `${content.title} ${d.number}`, Author: content.seller.name, CreationDate: new Date(d.issuedOn) },
  });
  header(doc, content);
  parties(doc, content);
  lineTable(doc, content);
  hsnSummary(doc, d);
  totals(doc, d);
  if (content.payment) payment(doc, content.payment);
  signature(doc, content.seller.name);
  doc.end();
  return bytes;
}

// Rule 46 (b), (c), (o) and the e-invoice's IRN and signed QR code; Rule 53 (b) to (d) and the invoice credited.
function header(doc: PDFKit.PDFDocument, { title, document: d, against, irn }: GstDocumentContent): void {
  const top = doc.y;
  // Beside the signed QR code, the lines keep clear of it.
  const width = irn?.signedQrCode ? WIDTH - IRN_QR - 10 : WIDTH;
  doc.font('Noto-Bold').fontSize(16).text(title, { width });
  doc.font('Noto').fontSize(9);
  doc.text(`${title === 'Tax Invoice' ? 'Invoice' : 'Credit note'} number: ${d.number}`, { width });
  doc.text(`Date: ${indianDate(d.issuedOn)}`, { width });
  if (against) doc.text(`Against tax invoice ${against.number} of ${indianDate(against.issuedOn)}`, { width });
  // The platform records forward-charge supplies only (the e-invoice's RegRev is N).
  doc.text('Tax payable on reverse charge: No', { width });
  if (irn) {
    const label = irn.sandbox ? 'IRN (sandbox, not registered with the IRP)' : 'IRN';
    doc.fontSize(8).text(`${label}: ${irn.irn}`, { width });
    doc.text(`Ack no: ${irn.ackNo}   Ack date: ${irn.ackDate}`, { width });
    if (irn.signedQrCode) {
      drawQrCode(doc, irn.signedQrCode, MARGIN + WIDTH - IRN_QR, top, IRN_QR);
      doc.y = Math.max(doc.y, top + IRN_QR + 4);
    }
  }
  doc.moveDown(0.5);
}

// Rule 46 (a), (d), (e) and (m): both parties side by side, then the place of supply with its State.
function parties(doc: PDFKit.PDFDocument, { seller, buyer, document: d }: GstDocumentContent): void {
  const top = doc.y;
  const column = (label: string, party: DocumentParty, x: number) => {
    doc.font('Noto-Bold').fontSize(9).text(`${label}: ${party.name}`, x, top, { width: 250 });
    doc.font('Noto').fontSize(8);
    if (party.address) doc.text(party.address, x, undefined, { width: 250 });
    doc.text(`GSTIN: ${party.gstin ?? 'Unregistered'}`, x, undefined, { width: 250 });
    // An unregistered party's State is its address's (Rule 46(e)/(f): name, address and State).
    const pin = pinOfAddress(party.address);
    const state = stateOf(party.gstin?.slice(0, 2) ?? (pin ? stateOfPin(pin) : null));
    if (state) doc.text(`State: ${state}`, x, undefined, { width: 250 });
    return doc.y;
  };
  const bottom = Math.max(column('Supplier', seller, MARGIN), column('Recipient', buyer, MARGIN + 265));
  doc.x = MARGIN;
  doc.y = bottom + 4;
  const supply = d.supplyType === 'INTRA' ? 'intra-state supply' : 'inter-state supply';
  const place = stateOf(d.placeOfSupply) ?? 'not stated (the recipient has no GSTIN)';
  doc.font('Noto').fontSize(9).text(`Place of supply: ${place}, ${supply}`, MARGIN, undefined, { width: WIDTH });
  doc.moveDown(0.5);
}

// The tax heads' columns: each tax's rate and amount (Rule 46 (k), (l)).
function headColumns(d: GstDocumentView): TableColumn[] {
  const right = (header: string): TableColumn => ({ header, align: 'right' });
  if (d.supplyType === 'INTER') return [right('IGST %'), right('IGST (₹)')];
  const state = stateTaxName(d.placeOfSupply);
  return [right('CGST %'), right('CGST (₹)'), right(`${state} %`), right(`${state} (₹)`)];
}

const headCells = (d: GstDocumentView, line: { taxPercent: string; cgst: Rupees; sgst: Rupees; igst: Rupees }) =>
  d.supplyType === 'INTER'
    ? [line.taxPercent, figure(line.igst)]
    : [half(line.taxPercent), figure(line.cgst), half(line.taxPercent), figure(line.sgst)];

const TABLE = { x: MARGIN, width: WIDTH, fontSize: 8, minFontSize: 5, minFlexibleWidth: 70 };

// Rule 46 (f) to (l): HSN/SAC, description, quantity with its UQC, rate, taxable value, each tax.
function lineTable(doc: PDFKit.PDFDocument, { document: d, lines }: GstDocumentContent): void {
  const columns: TableColumn[] = [
    { header: '#', align: 'right' },
    { header: 'HSN/SAC', align: 'left' },
    { header: 'Description', align: 'left', flexible: true },
    { header: 'Qty', align: 'right' },
    { header: 'UQC', align: 'left' },
    { header: 'Rate (₹)', align: 'right' },
    { header: 'Taxable value (₹)', align: 'right' },
    ...headColumns(d),
    { header: 'Total (₹)', align: 'right' },
  ];
  const rows = lines.map((line, i) => [
    String(i + 1),
    line.hsnSac,
    line.title,
    line.quantity,
    line.uqc ?? '',
    line.rate === null ? '' : figure(line.rate),
    figure(line.taxable),
    ...headCells(d, line),
    figure(line.total),
  ]);
  drawFittedTable(doc, columns, rows, TABLE);
}

function hsnSummary(doc: PDFKit.PDFDocument, d: GstDocumentView): void {
  keepTogether(doc, 50);
  doc.moveDown(0.3).font('Noto-Bold').fontSize(9).text('HSN/SAC summary', MARGIN);
  const columns: TableColumn[] = [
    { header: 'HSN/SAC', align: 'left', flexible: true },
    { header: 'Qty', align: 'right' },
    { header: 'Taxable value (₹)', align: 'right' },
    ...headColumns(d),
    { header: 'Total (₹)', align: 'right' },
  ];
  const rows = d.hsnSummary.map((s) => [s.hsnSac, s.quantity, figure(s.taxable), ...headCells(d, s), figure(s.total)]);
  drawFittedTable(doc, columns, rows, { ...TABLE, minFlexibleWidth: 40 });
}

// Keeps a block of `height` points on one page.
function keepTogether(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

// Rule 46 (i) and Rule 53 (h): the value of the supply and the tax, in ₹ and in words.
function totals(doc: PDFKit.PDFDocument, d: GstDocumentView): void {
  const t = d.totals;
  const heads: [string, Rupees][] =
    d.supplyType === 'INTRA'
      ? [
          ['CGST', t.cgst],
          [stateTaxName(d.placeOfSupply), t.sgst],
        ]
      : [['IGST', t.igst]];
  const rows: [string, Rupees][] = [['Taxable value', t.taxable], ...heads, ['Total', t.total]];
  keepTogether(doc, 20 + rows.length * 14);
  doc.moveDown(0.3).font('Noto').fontSize(10);
  for (const [label, value] of rows)
    doc.text(`${label}: ${formatInr(value)}`, MARGIN, undefined, { align: 'right', width: WIDTH });
  doc.moveDown(0.3).font('Noto-Bold').text(amountInWords(t.total), MARGIN, undefined, { width: WIDTH });
}

// The seller's bank account and UPI id, with a UPI QR code of the amount due.
function payment(doc: PDFKit.PDFDocument, p: DocumentPayment): void {
  const qr = 96;
  keepTogether(doc, qr + 30);
  doc.moveDown(0.8);
  const top = doc.y;
  const width = p.upiUri ? WIDTH - qr - 10 : WIDTH;
  doc.font('Noto-Bold').fontSize(10).text('Payment details', MARGIN, top, { width });
  doc.font('Noto').fontSize(9).text(`Pay to: ${p.payee}`, { width });
  if (p.bankAccountNumber)
    doc.text(`Bank account: ${p.bankAccountNumber}, IFSC ${p.bankIfsc}${p.bankName ? `, ${p.bankName}` : ''}`, {
      width,
    });
  if (p.upiId) doc.text(`UPI: ${p.upiId}`, { width });
  doc.text(`Amount due: ${formatInr(p.amountDue)}`, { width });
  if (p.upiUri) {
    doc.fontSize(8).text('Scan the QR code with any UPI app to pay the amount due.', { width });
    drawQrCode(doc, p.upiUri, MARGIN + WIDTH - qr, top, qr);
    doc.y = Math.max(doc.y, top + qr);
  }
  doc.x = MARGIN;
}

// Rule 46 (p) and Rule 53 (i): the supplier's signature block.
function signature(doc: PDFKit.PDFDocument, seller: string): void {
  keepTogether(doc, 60);
  doc
    .moveDown(1)
    .font('Noto-Bold')
    .fontSize(9)
    .text(`For ${seller}`, MARGIN, undefined, { align: 'right', width: WIDTH });
  doc.moveDown(1.5).font('Noto').text('Authorised signatory', { align: 'right', width: WIDTH });
}
