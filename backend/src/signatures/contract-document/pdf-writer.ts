import { indianDate, istDateTime } from '@samvida/machines';
import { openPdf, type OpenPdf } from '../../common/pdf/open-pdf.js';

// Fixed metadata: with no clock and no random ids, the same content gives the same bytes.
export interface PdfInfo {
  title: string;
  createdAt: Date;
}

// A one-column A4 document with Noto Sans: headings, label rows and paragraphs.
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly done: Promise<Buffer>;

  private constructor({ doc, bytes }: OpenPdf) {
    this.doc = doc;
    this.done = bytes;
  }

  static async open(info: PdfInfo): Promise<PdfWriter> {
    return new PdfWriter(
      await openPdf({
        margin: 50,
        info: { Title: info.title, Author: 'Samvida', Creator: 'Samvida', CreationDate: info.createdAt },
      }),
    );
  }

  title(text: string, subtitle: string): this {
    this.doc.font('Noto-Bold').fontSize(18).text(text);
    this.doc.font('Noto').fontSize(10).text(subtitle).moveDown(1);
    return this;
  }

  heading(text: string): this {
    this.doc.moveDown(0.6).font('Noto-Bold').fontSize(12).text(text).font('Noto').fontSize(10).moveDown(0.2);
    return this;
  }

  row(label: string, value: string): this {
    this.doc
      .font('Noto-Bold')
      .text(`${label}: `, { continued: true })
      .font('Noto')
      .text(value || '-');
    return this;
  }

  paragraph(text: string): this {
    this.doc.font('Noto').text(text).moveDown(0.3);
    return this;
  }

  newPage(): this {
    this.doc.addPage();
    return this;
  }

  end(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}

// 2026-11-23T10:00:05.000Z → 23/11/2026 15:30:05 IST.
export function indianDateTime(iso: string): string {
  const ist = istDateTime(iso);
  return `${indianDate(ist)} ${ist.slice(11, 19)} IST`;
}
