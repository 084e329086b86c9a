import { amountInWords, formatInr, type GstDocumentView, type TaxedLine } from '@samvida/machines';
import { openPdf } from '../../common/pdf/open-pdf.js';

export interface DocumentParty {
  name: string;
  address: string | null;
  gstin: string | null;
}

// Everything a tax invoice or credit note prints.
export interface GstDocumentContent {
  title: 'Tax Invoice' | 'Credit Note';
  document: GstDocumentView;
  // The tax invoice a credit note refers to.
  against?: { number: string; issuedOn: string };
  seller: DocumentParty;
  buyer: DocumentParty;
  lines: TaxedLine[];
}

const indianDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

// Column x positions and widths of the line table (A4, 40 pt margins).
const COLUMNS: [string, number, number][] = [
  ['HSN/SAC', 40, 55],
  ['Description', 95, 150],
  ['Qty', 245, 40],
  ['Taxable value', 285, 85],
  ['GST %', 370, 40],
  ['Tax', 410, 70],
  ['Total', 480, 75],
];

function row(doc: PDFKit.PDFDocument, cells: string[], bold = false): void {
  const y = doc.y;
  doc.font(bold ? 'Noto-Bold' : 'Noto').fontSize(8);
  let height = 0;
  cells.forEach((cell, i) => {
    const [, x, width] = COLUMNS[i]!;
    const align = i >= 2 ? 'right' : 'left';
    doc.text(cell, x, y, { width: width - 4, align });
    height = Math.max(height, doc.y - y);
  });
  doc.x = 40;
  doc.y = y + height + 2;
}

// A GST tax invoice or credit note in Indian format: both GSTINs, place of supply, each line with
// its HSN/SAC, the CGST + SGST or IGST split, the HSN summary, and the total in ₹ with Indian
// grouping and in words. Metadata is fixed from the document so the same document renders the same bytes.
export async function renderGstDocument(content: GstDocumentContent): Promise<Buffer> {
  const { document: d } = content;
  const { doc, bytes } = await openPdf({
    margin: 40,
    info: { Title: `${content.title} ${d.number}`, Author: content.seller.name, CreationDate: new Date(d.issuedOn) },
  });

  doc.font('Noto-Bold').fontSize(18).text(content.title);
  doc
    .font('Noto')
    .fontSize(10)
    .text(`${content.title === 'Tax Invoice' ? 'Invoice' : 'Credit note'} number: ${d.number}`);
  doc.text(`Date: ${indianDate(d.issuedOn)}`);
  if (content.against)
    doc.text(`Against tax invoice ${content.against.number} of ${indianDate(content.against.issuedOn)}`);
  doc.moveDown(0.5);
  for (const [label, party] of [
    ['Supplier', content.seller],
    ['Recipient', content.buyer],
  ] as const) {
    doc.font('Noto-Bold').text(`${label}: ${party.name}`);
    doc.font('Noto').text(party.address ?? '');
    doc.text(`GSTIN: ${party.gstin ?? 'Unregistered'}`);
    doc.moveDown(0.3);
  }
  doc.text(
    `Place of supply: state code ${d.placeOfSupply ?? 'not given'} (${d.supplyType === 'INTRA' ? 'intra-state' : 'inter-state'})`,
  );
  doc.moveDown(0.5);

  row(
    doc,
    COLUMNS.map(([h]) => h),
    true,
  );
  for (const line of content.lines) {
    row(doc, [
      line.hsnSac,
      line.title,
      line.quantity,
      formatInr(line.taxable),
      line.taxPercent,
      formatInr(line.tax),
      formatInr(line.total),
    ]);
  }
  doc.moveDown(0.5);
  doc.font('Noto-Bold').fontSize(10).text('HSN summary', 40);
  row(doc, ['HSN/SAC', '', 'Qty', 'Taxable value', 'GST %', 'Tax', 'Total'], true);
  for (const s of d.hsnSummary) {
    const tax = d.supplyType === 'INTRA' ? `C ${formatInr(s.cgst)} S ${formatInr(s.sgst)}` : `I ${formatInr(s.igst)}`;
    row(doc, [s.hsnSac, '', s.quantity, formatInr(s.taxable), s.taxPercent, tax, formatInr(s.total)]);
  }
  doc.moveDown(0.5).font('Noto').fontSize(10);
  const t = d.totals;
  const totals: [string, string][] = [
    ['Taxable value', formatInr(t.taxable)],
    ...(d.supplyType === 'INTRA'
      ? ([
          ['CGST', formatInr(t.cgst)],
          ['SGST', formatInr(t.sgst)],
        ] as [string, string][])
      : ([['IGST', formatInr(t.igst)]] as [string, string][])),
    ['Total', formatInr(t.total)],
  ];
  for (const [label, value] of totals) doc.text(`${label}: ${value}`, 40, undefined, { align: 'right', width: 515 });
  doc.moveDown(0.3).font('Noto-Bold').text(amountInWords(t.total), 40);
  doc.moveDown(1.5).font('Noto').fontSize(8).text('This document was generated electronically and needs no signature.');
  doc.end();
  return bytes;
}
